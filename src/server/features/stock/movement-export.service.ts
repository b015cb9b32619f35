/**
 * The stock ledger as CSV (administrators): every movement, newest first, streamed page by page. The
 * recent movements list has no filter (only how many to show), so neither has the export: it is the
 * whole ledger.
 */
import type { Readable } from 'node:stream';
import { type RequestKind, requestKindLabels } from '@shared/requests/request-kinds';
import { type MovementReason, movementReasonLabels } from '@shared/stock/stock';
import type { Executor } from '../../db/client';
import { type CsvColumn, csvStream, EXPORT_PAGE_SIZE, keysetPages } from '../../lib/csv';
import { type MovementExportRow, movementExportPage } from './movement-export.repository';

/** The request that caused a movement: "Envoi Conditionnement n° 12", "Demande d'emballage n° 3". */
function requestLabel(row: MovementExportRow): string | null {
  if (row.requestId === null) return null;
  const type = row.requestType ?? '';
  const label =
    requestKindLabels[type as RequestKind] ?? movementReasonLabels[type as MovementReason] ?? 'Demande';
  return `${label} n°\u00a0${row.requestId}`;
}

export const movementCsvColumns: CsvColumn<MovementExportRow>[] = [
  { header: 'N°', value: (r) => r.id },
  { header: 'Date', value: (r) => r.createdAt },
  { header: 'Article', value: (r) => r.itemName },
  { header: 'Unité', value: (r) => r.itemUnit },
  { header: 'Sens', value: (r) => (r.quantity > 0 ? 'Entrée' : 'Sortie') },
  // Signed, as in the ledger: a SUM in Excel gives the net change.
  { header: 'Quantité', value: (r) => r.quantity },
  { header: 'Motif', value: (r) => movementReasonLabels[r.reason as MovementReason] ?? r.reason },
  { header: 'Demande', value: requestLabel },
  { header: 'Commentaire', value: (r) => r.comments },
  { header: 'Par', value: (r) => r.createdByName },
];

export function exportMovements(db: Executor, pageSize: number = EXPORT_PAGE_SIZE): Readable {
  return csvStream(
    movementCsvColumns,
    keysetPages((after, limit) => movementExportPage(db, after, limit), pageSize),
  );
}
