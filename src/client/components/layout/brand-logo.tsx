import { cn } from '@client/lib/utils';
import { Recycle } from 'lucide-react';

/** The brand mark: a recycling sign on the blue/indigo gradient. Decorative: the title goes next to it. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-blue-600 to-indigo-600 text-white shadow-md shadow-indigo-500/30',
        className,
      )}
    >
      <Recycle className="size-1/2" />
    </span>
  );
}
