import { authKeys } from '@client/features/auth/api/get-user';
import { useToast } from '@client/hooks/use-toast';
import { createQueryClient } from '@client/lib/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';

/** A 401 on any call means the session is gone: forget the user, and the route guards go to /auth. */
export const queryClient = createQueryClient({
  onUnauthorized: () => queryClient.setQueryData(authKeys.user(), null),
});

const loadToaster = () => import('@client/components/ui/toaster');
const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));

/**
 * The toast outlet (Radix Toast) is not part of the first load: it is fetched when the first toast is
 * raised, and stays mounted from then on.
 */
function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Everything the app needs above the router: the query cache and the single toast outlet. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
