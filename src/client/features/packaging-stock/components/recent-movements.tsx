/**
 * "Mouvements de Stock Récents": the latest real movements of the ledger (the spec's page showed sample
 * content): date, item, signed quantity, reason, who, comment, and the request that caused it.
 */
import { ExportCsvLink } from '@client/components/export-csv-link';
import { EmptyState, QueryContent } from '@client/components/layout/query-states';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { stockMovementsExportUrl } from '@client/features/packaging-stock/api/export-stock-movements';
import { useStockMovements } from '@client/features/packaging-stock/api/get-stock-movements';
import { formatMovementDate, formatMovementQuantity } from '@client/features/packaging-stock/stock-summary';
import { cn } from '@client/lib/utils';
import { appRoutes } from '@shared/app-routes';
import type { RequestKind } from '@shared/requests/request-kinds';
import { type MovementReason, movementReasonLabels, type StockMovement } from '@shared/stock/stock-levels';
import { ArrowDownRight, ArrowUpRight, History } from 'lucide-react';
import { Link } from 'react-router';

const requestPages: Record<RequestKind, string> = {
  'material-conditioning': appRoutes.materialConditioning,
  'package-pickup': appRoutes.packagePickup,
  'regional-collection': appRoutes.regionalCollection,
  delivery: appRoutes.transport,
  collection: appRoutes.collection,
};

function reasonLabel(reason: string): string {
  return movementReasonLabels[reason as MovementReason] ?? reason;
}

export function RecentMovements() {
  const movements = useStockMovements();

  return (
    <section aria-labelledby="movements-heading">
      <Card className="gap-4">
        <CardHeader>
          <h2 id="movements-heading" className="text-lg font-semibold text-slate-900">
            Mouvements de Stock Récents
          </h2>
          <p className="text-sm text-muted-foreground">
            Les derniers ajouts, retraits, corrections et déductions à l'acceptation des demandes.
          </p>
          {/* The list shows the latest movements; the file holds the whole ledger. */}
          <ExportCsvLink
            href={stockMovementsExportUrl}
            subject="tous les mouvements de stock"
            className="mt-2 justify-self-start"
          />
        </CardHeader>
        <CardContent>
          <QueryContent
            query={movements}
            loadingLabel="Chargement des mouvements"
            errorTitle="Impossible de charger les mouvements de stock."
          >
            {(data) =>
              data.length === 0 ? (
                <EmptyState icon={History} title="Aucun mouvement de stock">
                  Les ajouts, retraits et déductions apparaîtront ici.
                </EmptyState>
              ) : (
                <ol aria-labelledby="movements-heading" className="divide-y divide-slate-200/80">
                  {data.map((movement) => (
                    <li key={movement.id}>
                      <MovementRow movement={movement} />
                    </li>
                  ))}
                </ol>
              )
            }
          </QueryContent>
        </CardContent>
      </Card>
    </section>
  );
}

function MovementRow({ movement }: { movement: StockMovement }) {
  const incoming = movement.quantity > 0;
  const Icon = incoming ? ArrowUpRight : ArrowDownRight;
  const page = movement.requestType ? requestPages[movement.requestType as RequestKind] : undefined;
  const requestLabel = movement.requestId === null ? null : `Demande n°\u00a0${movement.requestId}`;

  return (
    <div className="flex items-start gap-3 py-3">
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
          incoming ? 'bg-emerald-50 text-emerald-600' : 'bg-red-50 text-red-600',
        )}
      >
        <Icon className="size-4" />
      </span>
      {/* On a phone the date goes under the movement: beside it, it would squeeze the text to a sliver. */}
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-3">
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="min-w-0 font-medium wrap-anywhere text-slate-900">{movement.itemName}</span>
            <span
              className={cn('font-semibold tabular-nums', incoming ? 'text-emerald-700' : 'text-red-700')}
            >
              {formatMovementQuantity(movement.quantity, movement.itemUnit)}
            </span>
          </p>
          <p className="text-sm text-slate-700">
            {reasonLabel(movement.reason)}
            {requestLabel &&
              (page ? (
                <>
                  {' · '}
                  <Link to={page} className="font-medium text-indigo-700 underline-offset-4 hover:underline">
                    {requestLabel}
                  </Link>
                </>
              ) : (
                ` · ${requestLabel}`
              ))}
            {movement.createdByName && ` · par ${movement.createdByName}`}
          </p>
          {movement.comments && (
            <p className="text-sm whitespace-pre-line wrap-anywhere text-muted-foreground">{`«\u00a0${movement.comments}\u00a0»`}</p>
          )}
        </div>
        <time dateTime={movement.createdAt} className="text-xs text-muted-foreground sm:shrink-0">
          {formatMovementDate(movement.createdAt)}
        </time>
      </div>
    </div>
  );
}
