import { api } from '@client/lib/api-client';
import type { PublicUser, RegisterInput } from '@shared/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from './get-user';

export function register(input: RegisterInput): Promise<PublicUser> {
  return api.post<PublicUser>('/api/register', input);
}

/** Self-registration (refused with 403 unless the server enables it); the new user is signed in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}
