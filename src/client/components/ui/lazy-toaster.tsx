import { useToast } from '@client/hooks/use-toast';
import { lazy, Suspense, useState } from 'react';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * The toast outlet (Radix Toast) is not part of a page's first load: it is fetched when the first toast is
 * raised, and stays mounted from then on.
 */
export function LazyToaster() {
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
