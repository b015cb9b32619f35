/**
 * The data of a public page opened by its token (the tracking page, a certificate's verification page):
 * loading, found, not found (404: an unknown, malformed or revoked token), or an error in words (429: the
 * page's own message). `first` is the answer the page's entry asked for before React started.
 */
import { errorMessage, isApiError } from '@client/lib/api-client';
import { useCallback, useEffect, useState } from 'react';

export type PublicAnswer<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export function usePublicAnswer<T>(
  token: string | null,
  first: Promise<T> | undefined,
  fetchAnswer: (token: string) => Promise<T>,
  tooManyRequests: string,
): { state: PublicAnswer<T>; retry: () => void } {
  const [state, setState] = useState<PublicAnswer<T>>(
    token ? { status: 'loading' } : { status: 'not-found' },
  );

  const load = useCallback(
    async (answer: Promise<T>) => {
      setState({ status: 'loading' });
      try {
        setState({ status: 'ready', data: await answer });
      } catch (error) {
        if (isApiError(error) && error.status === 404) setState({ status: 'not-found' });
        else if (isApiError(error) && error.status === 429)
          setState({ status: 'error', message: tooManyRequests });
        else setState({ status: 'error', message: errorMessage(error) });
      }
    },
    [tooManyRequests],
  );

  useEffect(() => {
    if (token) void load(first ?? fetchAnswer(token));
  }, [token, first, load, fetchAnswer]);

  return {
    state,
    retry: () => {
      if (token) void load(fetchAnswer(token));
    },
  };
}
