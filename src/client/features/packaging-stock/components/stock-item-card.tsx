/**
 * One packaging item on the stock page (spec §2, §4 "Stock level"): level badge, progress bar
 * (current / max, rounded; width capped at 100 %; red when low, blue when high, green otherwise),
 * current, minimum and maximum, the linked packaging kind, and the three actions.
 */
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { ofName } from '@shared/french-elision';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import {
  packagingKindLabels,
  type StockLevel,
  stockLevel,
  stockLevelLabels,
  stockPercent,
} from '@shared/stock/stock-levels';
import { Link2, Minus, Pencil, Plus } from 'lucide-react';
import { useId } from 'react';

const levelStyles: Record<StockLevel, { bar: string; badge: string }> = {
  low: { bar: 'bg-red-500', badge: 'border-red-200 bg-red-50 text-red-700' },
  high: { bar: 'bg-blue-500', badge: 'border-blue-200 bg-blue-50 text-blue-700' },
  normal: { bar: 'bg-emerald-500', badge: 'border-emerald-200 bg-emerald-50 text-emerald-700' },
};

interface StockItemCardProps {
  item: PackagingItem;
  onEdit: () => void;
  onAdd: () => void;
  onWithdraw: () => void;
}

export function StockItemCard({ item, onEdit, onAdd, onWithdraw }: StockItemCardProps) {
  const headingId = useId();
  const level = stockLevel(item);
  const percent = stockPercent(item);
  const styles = levelStyles[level];

  return (
    <article aria-labelledby={headingId} className="h-full">
      <Card className="h-full gap-4">
        <CardHeader className="flex items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h3 id={headingId} className="font-semibold wrap-anywhere text-slate-900">
              {item.name}
            </h3>
            {item.description && <p className="text-sm text-muted-foreground">{item.description}</p>}
          </div>
          <Badge variant="outline" className={styles.badge}>
            {stockLevelLabels[level]}
          </Badge>
        </CardHeader>

        <CardContent className="grid gap-3">
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between text-sm">
              <span className="text-slate-700">
                <span className="text-2xl font-bold tabular-nums text-slate-900">{item.currentStock}</span>
                &nbsp;{item.unit}
              </span>
              <span className="font-medium tabular-nums text-slate-700">{percent.value}&nbsp;%</span>
            </div>
            <div
              role="progressbar"
              aria-label={`Niveau de stock ${ofName(item.name)}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent.bar}
              aria-valuetext={`${percent.value}\u00a0% du stock maximum`}
              className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={cn('h-full rounded-full transition-[width]', styles.bar)}
                style={{ width: `${percent.bar}%` }}
              />
            </div>
          </div>

          <dl className="grid grid-cols-3 gap-2 text-sm">
            <Figure label="Stock actuel" value={item.currentStock} />
            <Figure label="Minimum" value={item.minStock} />
            <Figure label="Maximum" value={item.maxStock} />
          </dl>

          {item.packagingKind && (
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <Link2 className="size-4 text-indigo-600" aria-hidden="true" />
              Déduit à l'acceptation&nbsp;:{' '}
              <span className="font-medium">{packagingKindLabels[item.packagingKind]}</span>
            </p>
          )}
        </CardContent>

        <CardFooter className="mt-auto flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Ajouter au stock\u00a0: ${item.name}`}
            onClick={onAdd}
          >
            <Plus aria-hidden="true" />
            Ajouter
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Retirer du stock\u00a0: ${item.name}`}
            onClick={onWithdraw}
          >
            <Minus aria-hidden="true" />
            Retirer
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            aria-label={`Modifier le stock - ${item.name}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
        </CardFooter>
      </Card>
    </article>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50/80 px-2 py-1.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
