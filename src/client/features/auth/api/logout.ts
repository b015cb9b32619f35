import { api } from '@client/lib/api-client';
import { useMutation } from '@tanstack/react-query';

export function logout(): Promise<void> {
  return api.post<void>('/api/logout');
}

/**
 * Ends the session. The caller then loads the sign-in page (goToSignIn): a page load, which also drops
 * everything this session had in memory, so nothing of it is shown to the next person on the browser.
 */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
