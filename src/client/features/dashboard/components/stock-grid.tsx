/** The packaging stock grid of the dashboard (spec §2): current stock and minimum, "Stock faible" at or below it. */
import { EmptyState } from '@client/components/layout/query-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { appRoutes } from '@shared/app-routes';
import type { DashboardItem } from '@shared/dashboard';
import { stockLevelLabels } from '@shared/stock/stock-levels';
import { ArrowRight, Package } from 'lucide-react';
import { Link } from 'react-router';

export function StockGrid({ items }: { items: DashboardItem[] }) {
  return (
    <section aria-labelledby="stock-grid-heading">
      <Card className="gap-4">
        <CardHeader className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="stock-grid-heading" className="text-lg font-semibold text-slate-900">
            Stocks d'emballages
          </h2>
          <Button asChild variant="outline" size="sm">
            <Link to={appRoutes.packagingStock}>
              Gérer les stocks
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          {items.length === 0 ? (
            <EmptyState icon={Package} title="Aucun article">
              Les emballages suivis se créent dans Paramètres › Articles.
            </EmptyState>
          ) : (
            <ul
              aria-labelledby="stock-grid-heading"
              className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            >
              {items.map((item) => {
                const low = item.currentStock <= item.minStock;
                return (
                  <li
                    key={item.id}
                    className={
                      low
                        ? 'rounded-lg border border-red-200 bg-red-50/70 px-3 py-2.5'
                        : 'rounded-lg border border-slate-200 bg-white/70 px-3 py-2.5'
                    }
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="min-w-0 font-medium wrap-anywhere text-slate-900">{item.name}</p>
                      {low && (
                        <Badge variant="destructive" className="shrink-0">
                          {stockLevelLabels.low}
                        </Badge>
                      )}
                    </div>
                    <p className="text-sm text-slate-700">
                      <span className="font-semibold tabular-nums text-slate-900">{item.currentStock}</span>
                      &nbsp;{item.unit}
                      <span className="text-muted-foreground"> · Minimum&nbsp;: {item.minStock}</span>
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
