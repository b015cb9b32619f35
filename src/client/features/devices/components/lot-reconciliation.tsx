/**
 * The lot against its reception (issue 32): per category, what the reception counted, the devices
 * inventoried and the difference (a pickup, received in parcels or pallets, has nothing to compare: « — »);
 * then the storage media by state.
 */
import { cn } from '@client/lib/utils';
import { type LotSummary, mediumStateLabels, mediumStates } from '@shared/devices/device.constants';
import { equipmentCategories, equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';

const signed = (n: number | null) => (n === null ? '—' : n > 0 ? `+${n}` : n === 0 ? '0' : `−${-n}`);

export function LotReconciliation({ summary }: { summary: LotSummary }) {
  const rows = equipmentCategories.filter((category) => {
    const row = summary.categories[category];
    return row.counted > 0 || (row.received ?? 0) > 0;
  });
  return (
    <section
      aria-labelledby="lot-reconciliation-title"
      className="grid grid-cols-1 gap-3 rounded-xl border bg-white/70 p-4"
    >
      <h2 id="lot-reconciliation-title" className="text-lg font-semibold text-slate-900">
        Rapprochement avec la réception
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun équipement reçu ni inventorié pour l'instant.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-slate-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Catégorie
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Reçu
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Inventorié
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Écart
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((category) => {
                const row = summary.categories[category];
                return (
                  <tr key={category} className="border-t border-slate-200">
                    <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-700">
                      {equipmentCategoryLabels[category]}
                    </th>
                    <td className="px-2 py-1 text-right tabular-nums">{row.received ?? '—'}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{row.counted}</td>
                    <td
                      className={cn(
                        'px-2 py-1 text-right tabular-nums',
                        (row.difference ?? 0) < 0 && 'font-medium text-red-700',
                        (row.difference ?? 0) > 0 && 'font-medium text-amber-800',
                      )}
                    >
                      {signed(row.difference)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-slate-700">
        Supports de stockage{'\u00a0'}:{' '}
        <span className="font-medium tabular-nums">{summary.media.total}</span>
        {summary.media.total > 0 &&
          ` (${mediumStates
            .filter((state) => summary.media[state] > 0)
            .map((state) => `${mediumStateLabels[state].toLowerCase()}${'\u00a0'}: ${summary.media[state]}`)
            .join(', ')})`}
      </p>
    </section>
  );
}
