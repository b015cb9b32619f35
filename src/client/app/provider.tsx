import { LazyToaster } from '@client/components/ui/lazy-toaster';
import { authKeys } from '@client/features/auth/api/get-user';
import { createQueryClient } from '@client/lib/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A 401 on any call means the session is gone: forget the user, and the route guards go to /auth. */
export const queryClient = createQueryClient({
  onUnauthorized: () => queryClient.setQueryData(authKeys.user(), null),
});

/** Everything the app needs above the router: the query cache and the single toast outlet. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
