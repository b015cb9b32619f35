import { api } from '@client/lib/api-client';
import type { LoginInput, PublicUser } from '@shared/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from './get-user';

export function login(input: LoginInput): Promise<PublicUser> {
  return api.post<PublicUser>('/api/login', input);
}

/** Signs in with a username and password; the returned user becomes the session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
    },
  });
}
