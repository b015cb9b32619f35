/**
 * One request type on the dashboard (spec §2): pending, "Terminées" and "Rejetées" counts and a link to its
 * page; beyond the spec, the oldest pending request of that type and how long it has waited, and where its
 * accepted requests stand in their suivi (to plan, late, on their way).
 */
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@client/components/ui/card';
import { pendingAge } from '@client/features/dashboard/dashboard-figures';
import { requestKindDisplay } from '@client/features/dashboard/request-kind-display';
import type { Dashboard } from '@shared/dashboard';
import { frenchDate } from '@shared/french-dates';
import { stagesInPhase, stagesOf } from '@shared/fulfilment/fulfilment-stages';
import type { RequestKind } from '@shared/requests/request-kinds';
import { ArrowRight, Hourglass } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

interface RequestKindCardProps {
  kind: RequestKind;
  counts: Dashboard['requests'][RequestKind];
  oldest: Dashboard['oldestPending'][RequestKind];
  suivi: { toPlan: number; late: number; inTransit: number };
}

export function RequestKindCard({ kind, counts, oldest, suivi }: RequestKindCardProps) {
  const headingId = useId();
  const display = requestKindDisplay[kind];
  // A conditioning is prepared, not planned on a day: it is never late.
  const plansADay = stagesInPhase(kind, 'planned').length > 0;

  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className="h-full gap-4">
        <CardHeader className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${display.swatchClass}`} />
          <h3 id={headingId} className="font-semibold text-slate-900">
            {display.title}
          </h3>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Count label="En attente" value={counts.pending} className="bg-amber-50 text-amber-800" />
            <Count label="Terminées" value={counts.completed} className="bg-emerald-50 text-emerald-800" />
            <Count label="Rejetées" value={counts.rejected} className="bg-red-50 text-red-800" />
          </dl>
          <div className="grid gap-1.5">
            <p
              id={`${headingId}-suivi`}
              className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              Suivi
            </p>
            <dl aria-labelledby={`${headingId}-suivi`} className="grid grid-cols-3 gap-2 text-center">
              <Count
                label={stagesOf(kind)[0]?.label ?? 'À planifier'}
                value={suivi.toPlan}
                className="bg-violet-50 text-violet-800"
              />
              {plansADay ? (
                <Count
                  label="En retard"
                  value={suivi.late}
                  className={suivi.late > 0 ? 'bg-red-50 text-red-800' : 'bg-slate-50 text-slate-700'}
                />
              ) : (
                <div className="rounded-lg bg-slate-50 px-2 py-2 text-slate-600">
                  <dt className="text-xs font-medium">En retard</dt>
                  <dd className="text-xl font-bold">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">sans objet, aucune date n'est planifiée</span>
                  </dd>
                </div>
              )}
              <Count label="En transit" value={suivi.inTransit} className="bg-sky-50 text-sky-800" />
            </dl>
          </div>
          <div className="flex items-start gap-2 text-sm">
            <Hourglass className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {oldest ? (
              <p className="min-w-0 wrap-anywhere text-slate-700">
                Plus ancienne&nbsp;:{' '}
                <span className="font-medium text-slate-900">{oldest.clientCompanyName}</span> (n°&nbsp;
                {oldest.id}), créée le <time dateTime={oldest.createdAt}>{frenchDate(oldest.createdAt)}</time>{' '}
                — <span className="font-medium text-amber-800">{pendingAge(oldest.createdAt)}</span>
              </p>
            ) : (
              <p className="text-muted-foreground">Aucune demande en attente</p>
            )}
          </div>
        </CardContent>
        <CardFooter className="mt-auto">
          <Button asChild variant="outline" size="sm">
            <Link to={display.to}>
              Voir les demandes<span className="sr-only">&nbsp;: {display.title}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </article>
  );
}

function Count({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className={`rounded-lg px-2 py-2 ${className}`}>
      <dt className="text-xs font-medium">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}
