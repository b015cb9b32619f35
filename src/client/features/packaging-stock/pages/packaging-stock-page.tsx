/**
 * /packaging-stock, "Stocks d'Emballages" (spec §2, administrators): four counters computed from the items,
 * one card per item with its level, the stock edit dialog, "Ajouter" / "Retirer" recorded as movements,
 * the packaging requests to approve or refuse ("Demandes d'emballages"), and the recent movements of the
 * ledger. While the items load, the counters and the items' section keep their place (placeholders of
 * the same height), so nothing below them jumps when the data arrives.
 */
import { EmptyState, QueryContent } from '@client/components/layout/query-states';
import { Button } from '@client/components/ui/button';
import { PackagingRequestsSection } from '@client/features/packaging-requests/components/packaging-requests-section';
import { usePackagingItems } from '@client/features/packaging-stock/api/get-packaging-items';
import { RecentMovements } from '@client/features/packaging-stock/components/recent-movements';
import { StatCard } from '@client/features/packaging-stock/components/stat-card';
import { StockItemCard } from '@client/features/packaging-stock/components/stock-item-card';
import type { MovementTarget } from '@client/features/packaging-stock/components/stock-movement-dialog';
import { summarizeStock } from '@client/features/packaging-stock/stock-summary';
import { useDialogState } from '@client/hooks/use-dialog-state';
import { settingsTabPath } from '@shared/settings-tab-links';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import { Boxes, CircleCheck, Layers, Package, Settings, TriangleAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

// The two forms (react-hook-form, their schemas, zod) load with their first opening, not with the page.
const StockEditDialog = lazy(() =>
  import('@client/features/packaging-stock/components/stock-edit-dialog').then((module) => ({
    default: module.StockEditDialog,
  })),
);
const StockMovementDialog = lazy(() =>
  import('@client/features/packaging-stock/components/stock-movement-dialog').then((module) => ({
    default: module.StockMovementDialog,
  })),
);

export function PackagingStockPage() {
  const items = usePackagingItems({ refreshOnOpen: true });
  const editDialog = useDialogState<PackagingItem>();
  const movementDialog = useDialogState<MovementTarget>();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>Stocks d'Emballages · Gestion Logistique</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Stocks d'Emballages</h1>
        <p className="text-muted-foreground">
          Stock actuel, seuils minimum et maximum de chaque emballage, et leurs mouvements.
        </p>
      </header>

      <StockCounters items={items.data} loading={items.isPending} />
      <section aria-labelledby="stock-items-heading" className="grid gap-4">
        <h2 id="stock-items-heading" className="text-lg font-semibold text-slate-900">
          Articles en stock
        </h2>
        <QueryContent
          query={items}
          loadingLabel="Chargement des stocks"
          errorTitle="Impossible de charger les stocks."
          // About one item card: the movements below stay where the first cards will push them.
          loaderClassName="min-h-76"
        >
          {(data) =>
            data.length === 0 ? (
              <EmptyState icon={Package} title="Aucun article">
                <p>Les emballages suivis se créent dans les paramètres.</p>
                <Button asChild variant="outline" size="sm" className="mt-3">
                  <Link to={settingsTabPath('articles')}>
                    <Settings aria-hidden="true" />
                    Gérer les articles
                  </Link>
                </Button>
              </EmptyState>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {data.map((item) => (
                  <li key={item.id}>
                    <StockItemCard
                      item={item}
                      onEdit={() => editDialog.show(item)}
                      onAdd={() => movementDialog.show({ item, direction: 'in' })}
                      onWithdraw={() => movementDialog.show({ item, direction: 'out' })}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryContent>
      </section>

      <PackagingRequestsSection />

      <RecentMovements />

      {editDialog.key > 0 && (
        <Suspense fallback={null}>
          <StockEditDialog
            open={editDialog.open}
            onOpenChange={editDialog.onOpenChange}
            item={editDialog.target}
            formKey={editDialog.key}
          />
        </Suspense>
      )}
      {movementDialog.key > 0 && (
        <Suspense fallback={null}>
          <StockMovementDialog
            open={movementDialog.open}
            onOpenChange={movementDialog.onOpenChange}
            target={movementDialog.target}
            formKey={movementDialog.key}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The four counters; while the items load, a placeholder of the value's height stands in each. */
function StockCounters({ items, loading }: { items: PackagingItem[] | undefined; loading: boolean }) {
  const summary = items ? summarizeStock(items) : null;
  const unknown = loading ? (
    <>
      <span aria-hidden="true" className="block h-8 w-14 animate-pulse rounded-md bg-slate-200" />
      <span className="sr-only">Chargement</span>
    </>
  ) : (
    '—'
  );
  return (
    <section aria-label="Résumé des stocks" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Total en stock"
        value={summary ? summary.totalUnits.toLocaleString('fr-FR') : unknown}
        hint="Unités, tous articles confondus"
        icon={Boxes}
        gradient="from-blue-500 to-indigo-600"
      />
      <StatCard
        title="Stock faible"
        value={summary ? summary.lowCount : unknown}
        hint="Au minimum ou en dessous"
        icon={TriangleAlert}
        gradient="from-red-500 to-rose-600"
      />
      <StatCard
        title="Stock normal"
        value={summary ? summary.normalCount : unknown}
        hint="Entre le minimum et le maximum"
        icon={CircleCheck}
        gradient="from-emerald-500 to-green-600"
      />
      <StatCard
        title="Types d'articles"
        value={summary ? summary.itemTypes : unknown}
        hint="Articles suivis"
        icon={Layers}
        gradient="from-violet-500 to-purple-600"
      />
    </section>
  );
}
