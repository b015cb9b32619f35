import { api } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from './get-user';

export function logout(): Promise<void> {
  return api.post<void>('/api/logout');
}

/**
 * Ends the session: the user becomes `null` and every other cached query is dropped, so nothing of this
 * session is shown to the next person signing in on the same browser.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(authKeys.user(), null);
      const userKey = JSON.stringify(authKeys.user());
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== userKey });
    },
  });
}
