import { authKeys } from '@client/features/auth/api/get-user';
import { api } from '@client/lib/api-client';
import type { PublicUser } from '@shared/users/user.schema';
import type { UserUpdateInput } from '@shared/users/user-form.schema';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './query-keys';

/**
 * Administrators may send any field (a blank password is left out); anyone may update their own profile
 * (first name, last name, email), ERP credentials or mail preference (notifyOnDecision). 409 when it would
 * leave no active administrator.
 */
export function updateUser({
  id,
  input,
  version,
}: {
  id: number;
  input: UserUpdateInput;
  /** The version the form was loaded with (decision 0076): 409 naming who when changed meanwhile. */
  version: number;
}): Promise<PublicUser> {
  return api.put<PublicUser>(`/api/users/${id}`, { ...input, version });
}

/** A saved account: the session user when it is one's own (the sidebar shows the name and role), the list. */
export function applySavedUser(queryClient: QueryClient, user: PublicUser) {
  const current = queryClient.getQueryData<PublicUser | null>(authKeys.user());
  if (current?.id === user.id) queryClient.setQueryData(authKeys.user(), user);
  return queryClient.invalidateQueries({ queryKey: userKeys.list() });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => applySavedUser(queryClient, user),
  });
}
