import { authKeys } from '@client/features/auth/api/get-user';
import { api } from '@client/lib/api-client';
import type { PasswordChangeInput } from '@shared/users/user-form.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * 204 on success; 400 with `errors.currentPassword` (wrong current password) or `errors.confirmPassword`
 * (confirmation differs).
 */
export function changePassword(input: PasswordChangeInput): Promise<void> {
  return api.post<void>('/api/users/change-password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // An account Google created has a password now (`hasPassword`).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  });
}
