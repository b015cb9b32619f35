import { api } from '@client/lib/api-client';
import type { PublicUser } from '@shared/users/user.schema';
import type { UserCreateInput } from '@shared/users/user-form.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './query-keys';

/** 409 with `errors.username` or `errors.email` when either is taken. */
export function createUser(input: UserCreateInput): Promise<PublicUser> {
  return api.post<PublicUser>('/api/users', input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
