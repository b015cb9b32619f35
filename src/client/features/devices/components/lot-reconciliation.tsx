/**
 * The lot against its reception (issue 32): per category, what the reception counted, the devices
 * inventoried, the difference (a pickup, received in parcels or pallets, has nothing to compare: « — ») and
 * the team's explanation of it; then the storage media by state. « Clôturer l'inventaire » once every
 * difference is explained or zero (the server says which are not); an administrator may reopen it.
 */
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useUser } from '@client/features/auth/api/get-user';
import { formatDateTime } from '@client/features/requests/request-format';
import { serverReason } from '@client/lib/api-client';
import { cn } from '@client/lib/utils';
import {
  type LotKind,
  type LotSummary,
  mediumStateLabels,
  mediumStates,
} from '@shared/devices/device.constants';
import { equipmentCategories, equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import { isAdmin } from '@shared/users/user-roles';
import { useState } from 'react';
import { useLotClosing } from '../api/lot-closing';

const signed = (n: number | null) => (n === null ? '—' : n > 0 ? `+${n}` : n === 0 ? '0' : `−${-n}`);

export function LotReconciliation({ summary, kind, id }: { summary: LotSummary; kind: LotKind; id: number }) {
  const admin = isAdmin(useUser().data);
  const closing = useLotClosing(kind, id);
  const [notes, setNotes] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      equipmentCategories.map((category) => [category, summary.categories[category].note ?? '']),
    ),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const closed = summary.closedAt !== null;
  const rows = equipmentCategories.filter((category) => {
    const row = summary.categories[category];
    return row.counted > 0 || (row.received ?? 0) > 0 || row.note;
  });
  const edited = equipmentCategories.some(
    (category) => (summary.categories[category].note ?? '') !== notes[category],
  );
  const fail = (fallback: string) => (error: unknown) => setFailure(serverReason(error, fallback));

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
        <div className="relative overflow-x-auto">
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
                <th scope="col" className="px-2 py-1 font-medium">
                  Explication
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((category) => {
                const row = summary.categories[category];
                const label = equipmentCategoryLabels[category];
                return (
                  <tr key={category} className="border-t border-slate-200">
                    <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-700">
                      {label}
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
                    <td className="min-w-48 px-2 py-1">
                      {closed ? (
                        (row.note ?? '')
                      ) : (
                        <Input
                          aria-label={`Explication de l'écart (${label})`}
                          value={notes[category] ?? ''}
                          maxLength={500}
                          onChange={(event) =>
                            setNotes((all) => ({ ...all, [category]: event.target.value }))
                          }
                          className="h-8"
                        />
                      )}
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
      <div className="flex flex-wrap items-center gap-2">
        {closed ? (
          <>
            <p className="text-sm font-medium text-emerald-900">
              Inventaire clôturé le {formatDateTime(summary.closedAt)}.
            </p>
            {admin && (
              <Button
                type="button"
                variant="outline"
                pending={closing.reopen.isPending}
                onClick={() =>
                  closing.reopen.mutate(undefined, { onError: fail("L'inventaire n'a pas été rouvert.") })
                }
              >
                Rouvrir l'inventaire
              </Button>
            )}
          </>
        ) : (
          <>
            {edited && (
              <Button
                type="button"
                variant="outline"
                pending={closing.notes.isPending}
                onClick={() => {
                  setFailure(null);
                  closing.notes.mutate(notes, {
                    onError: fail("Les explications n'ont pas été enregistrées."),
                  });
                }}
              >
                Enregistrer les explications
              </Button>
            )}
            <Button
              type="button"
              variant="brand"
              disabled={edited}
              pending={closing.close.isPending}
              onClick={() => {
                setFailure(null);
                closing.close.mutate(undefined, { onError: fail("L'inventaire n'a pas été clôturé.") });
              }}
            >
              Clôturer l'inventaire
            </Button>
          </>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-2 py-1 text-sm text-red-900">
          {failure}
        </p>
      )}
    </section>
  );
}
