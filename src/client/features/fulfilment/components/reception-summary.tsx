/**
 * What the warehouse received beside what the request declared (issue 21): a table per equipment category
 * (or the pickup's parcels or pallets) with the difference, then the weight (weighed or estimated) and the
 * remark. A collection outside Île-de-France declared no category: its received counts show alone.
 */
import type { AnyRequest, RequestKind } from '@client/features/requests/request-types';
import { cn } from '@client/lib/utils';
import { lotDevicesPath } from '@shared/app-routes';
import { isLotKind } from '@shared/devices/device.constants';
import type { FulfilmentRecord } from '@shared/fulfilment/fulfilment-stages';
import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import {
  differenceText,
  type ReceptionColumn,
  receptionTable,
  wasteTagLines,
  weightText,
} from '../fulfilment-progress';

/** Each column's title, and its short form for a phone's width (screen readers always read the long one). */
const columnTitles: Record<ReceptionColumn, { long: string; short: string }> = {
  declared: { long: 'Déclaré', short: 'Décl.' },
  collected: { long: 'Collecté', short: 'Coll.' },
  received: { long: 'Reçu', short: 'Reçu' },
  difference: { long: 'Écart', short: 'Écart' },
};

function ColumnTitle({ column }: { column: ReceptionColumn }) {
  const { long, short } = columnTitles[column];
  if (long === short) return long;
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
      <span className="max-sm:sr-only">{long}</span>
    </>
  );
}

export function ReceptionSummary({
  kind,
  request,
  fulfilment,
}: {
  kind: RequestKind;
  request: AnyRequest;
  fulfilment: FulfilmentRecord;
}) {
  const table = receptionTable(kind, { ...request, fulfilment });
  const weight = weightText(fulfilment);
  const remark = typeof fulfilment.remark === 'string' ? fulfilment.remark : null;
  const wasteTags = wasteTagLines(fulfilment);
  // Received at the warehouse (the reception records a weight): the lot's devices are inventoried on their page.
  const lot = isLotKind(kind) && typeof fulfilment.receivedWeightKg === 'number';
  if (!table && !weight && !remark && !wasteTags) return null;
  const title = table?.columns.includes('received') ? 'Réception' : 'Collecte';
  return (
    <div className="grid gap-2 rounded-lg bg-slate-50 p-2 sm:p-3">
      {table && (
        // Narrow screens scroll the table, never the page.
        <div className="overflow-x-auto">
          <table className="w-full text-xs sm:text-sm">
            <caption className="mb-1 text-left text-sm font-medium text-slate-900">{title}</caption>
            <thead>
              <tr className="text-left text-xs text-slate-600">
                <th scope="col" className="py-1 pr-1 font-medium sm:pr-2">
                  Catégorie
                </th>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="px-1 py-1 text-right font-medium sm:px-2">
                    <ColumnTitle column={column} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-1 text-left font-normal text-slate-700 sm:pr-2">
                    {row.label}
                  </th>
                  {table.columns.map((column) => (
                    <td
                      key={column}
                      className={cn(
                        'px-1 py-1 text-right tabular-nums sm:px-2',
                        column === 'difference' && (row.difference ?? 0) < 0 && 'font-medium text-red-700',
                        column === 'difference' && (row.difference ?? 0) > 0 && 'font-medium text-amber-800',
                      )}
                    >
                      {column === 'difference' ? differenceText(row.difference) : (row[column] ?? '—')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {wasteTags && (
        <div className="grid gap-1 text-sm">
          <p className="text-slate-600">Devenir du matériel reçu{'\u00a0'}:</p>
          <ul className="grid gap-0.5 pl-1">
            {wasteTags.map((line) => (
              <li key={line.label} className="flex flex-wrap gap-x-1">
                <span className="text-slate-700">
                  {line.label}
                  {'\u00a0'}:
                </span>
                <span className="font-medium text-slate-900">{line.tag}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(weight || remark) && (
        <dl className="grid gap-1 text-sm">
          {weight && (
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-slate-600">Poids reçu{'\u00a0'}:</dt>
              <dd className="font-medium text-slate-900">{weight}</dd>
            </div>
          )}
          {remark && (
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-slate-600">Remarque{'\u00a0'}:</dt>
              <dd className="min-w-0 wrap-anywhere whitespace-pre-line text-slate-900">{remark}</dd>
            </div>
          )}
        </dl>
      )}
      {lot && (
        <Link
          to={lotDevicesPath(kind, request.id)}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
        >
          <PackageSearch className="size-4" aria-hidden="true" />
          Équipements du lot
        </Link>
      )}
    </div>
  );
}
