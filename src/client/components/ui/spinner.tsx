import { cn } from '@client/lib/utils';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

/** A decorative spinning icon (lucide's Loader2); pair it with visible text or use `PageLoader`. */
export function Spinner({ className, ...props }: ComponentProps<typeof LoaderCircle>) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />;
}

/** The centred loader shown while a page or the session loads (spec §2). */
export function PageLoader({ className, label = 'Chargement' }: { className?: string; label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn('flex min-h-dvh items-center justify-center', className)}
    >
      <Spinner className="size-10 text-primary" />
    </div>
  );
}
