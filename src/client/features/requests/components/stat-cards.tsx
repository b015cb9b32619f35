/**
 * The four counters of a request page (spec §2): total, pending, completed, rejected, from one counts
 * query. Each card is a group named by its title, so "En Attente" reads with its number.
 */
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import type { RequestCounts } from '@shared/requests/request-list.schema';
import type { LucideIcon } from 'lucide-react';
import { CheckCircle2, Clock, Package, XCircle } from 'lucide-react';
import { useId } from 'react';

export interface StatCardsProps {
  /** Undefined while loading (the values show "—"). */
  counts: RequestCounts | undefined;
  /** The first counter's title: "Total Envois" (conditioning), "Total Enlèvements", "Total Collectes"… */
  totalLabel: string;
  totalIcon?: LucideIcon;
  className?: string;
}

export function StatCards({ counts, totalLabel, totalIcon = Package, className }: StatCardsProps) {
  const cards = [
    { title: totalLabel, value: counts?.total, icon: totalIcon, gradient: 'from-blue-500 to-indigo-600' },
    { title: 'En Attente', value: counts?.pending, icon: Clock, gradient: 'from-amber-400 to-orange-500' },
    {
      title: 'Terminées',
      value: counts?.completed,
      icon: CheckCircle2,
      gradient: 'from-emerald-500 to-green-600',
    },
    { title: 'Rejetées', value: counts?.rejected, icon: XCircle, gradient: 'from-rose-500 to-red-600' },
  ];
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4', className)}>
      {cards.map((card) => (
        <RequestStatCard key={card.title} {...card} />
      ))}
    </div>
  );
}

function RequestStatCard({
  title,
  value,
  icon: Icon,
  gradient,
}: {
  title: string;
  value: number | undefined;
  icon: LucideIcon;
  gradient: string;
}) {
  const titleId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className="flex-row items-center gap-3 px-4 py-4 sm:gap-4 sm:px-5 sm:py-5"
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-10 shrink-0 items-center sm:size-12 justify-center rounded-xl bg-linear-to-br text-white shadow-md',
          gradient,
        )}
      >
        <Icon className="size-6" />
      </span>
      <div className="min-w-0">
        <p id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </p>
        <p className="text-2xl font-bold tabular-nums text-slate-900" aria-live="polite">
          {value ?? '—'}
        </p>
      </div>
    </Card>
  );
}
