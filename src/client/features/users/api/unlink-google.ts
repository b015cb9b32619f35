import { api } from '@client/lib/api-client';
import type { PublicUser } from '@shared/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applySavedUser } from './update-user';

/**
 * DELETE /api/users/{id}/google: the account no longer signs in with that Google account (administrators
 * for anyone, a user for their own account). The next Google sign-in with the account's verified email
 * links it again.
 */
export function unlinkGoogle(id: number): Promise<PublicUser> {
  return api.delete<PublicUser>(`/api/users/${id}/google`);
}

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGoogle,
    onSuccess: (user) => applySavedUser(queryClient, user),
  });
}
