/**
 * Statistic card (spec §2 "Shared interface pieces": title, value, icon, gradient), used by the stock page
 * and the admin dashboard. A named group, so "Stock faible: 2" reads as one thing.
 */
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  /** Tailwind gradient stops of the icon badge, e.g. "from-blue-500 to-indigo-600". */
  gradient: string;
  hint?: ReactNode;
  className?: string;
}

export function StatCard({ title, value, icon: Icon, gradient, hint, className }: StatCardProps) {
  const titleId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn('flex-row items-center gap-4 px-5 py-5', className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br text-white shadow-md',
          gradient,
        )}
      >
        <Icon className="size-6" />
      </span>
      <div className="min-w-0">
        <p id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </p>
        <p className="text-2xl font-bold tabular-nums text-slate-900">{value}</p>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  );
}
