import { isApiError } from '@client/lib/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Spec §9: queries never retry, never refetch on window focus, never poll and are never stale;
 * mutations do not retry. Data changes reach the cache through mutations (set or invalidate).
 * `onUnauthorized` runs when any call answers 401: the session ended on the server (expired, signed out
 * elsewhere, account deactivated), so the app can forget the user and go back to the sign-in page.
 */
export function createQueryClient({ onUnauthorized }: { onUnauthorized?: () => void } = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
