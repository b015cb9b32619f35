/**
 * The packaging requests as CSV: the rows the list's filters select (status, q, and for a user only their
 * own: the list's own where clause), newest first, streamed page by page (lib/csv.ts), with the screens'
 * French labels.
 */
import type { Readable } from 'node:stream';
import {
  type PackagingRequestStatus,
  type PackagingRequestType,
  packagingRequestStatusLabels,
  packagingRequestTypeLabels,
} from '@shared/stock/packaging-request.labels';
import { isAdmin } from '@shared/users/user-roles';
import type { Executor } from '../../db/client';
import { type CsvColumn, csvStream, EXPORT_PAGE_SIZE, formatCsvDay, keysetPages } from '../../lib/csv';
import type { UserRow } from '../users/users.repository';
import { type PackagingRequestExportRow, packagingRequestExportPage } from './packaging-requests.repository';

export const packagingRequestCsvColumns: CsvColumn<PackagingRequestExportRow>[] = [
  { header: 'N°', value: (r) => r.id },
  // « COL-2026-00042 » (decision 0087), beside the bare number a spreadsheet sorts by.
  { header: 'Référence', value: (r) => r.reference },
  { header: 'Créée le', value: (r) => r.createdAt },
  {
    header: 'Statut',
    value: (r) => packagingRequestStatusLabels[r.status as PackagingRequestStatus] ?? r.status,
  },
  { header: 'Type', value: (r) => packagingRequestTypeLabels[r.type as PackagingRequestType] ?? r.type },
  { header: 'Article', value: (r) => r.itemName },
  { header: 'Quantité', value: (r) => r.quantity },
  { header: 'Unité', value: (r) => r.itemUnit },
  { header: 'Demandeur', value: (r) => r.requester },
  { header: 'Pour le', value: (r) => formatCsvDay(r.neededBy) },
  { header: 'Commentaire', value: (r) => r.comments },
  { header: 'Créée par', value: (r) => r.createdByName },
  { header: 'Date de décision', value: (r) => r.decidedAt },
  { header: 'Traitée par', value: (r) => r.decidedByName },
  { header: 'Motif du refus', value: (r) => r.rejectionReason },
  // A supply marked received (decision 0091): when its stock moved, and who marked it.
  { header: 'Date de réception', value: (r) => r.receivedAt },
  { header: 'Reçue par', value: (r) => r.receivedByName },
];

export function exportPackagingRequests(
  db: Executor,
  viewer: UserRow,
  query: { status?: PackagingRequestStatus | undefined; q?: string | undefined },
  pageSize: number = EXPORT_PAGE_SIZE,
): Readable {
  // Who sees what, as on the list (packaging-requests.service.ts): a user exports their own requests only.
  const filter = { ...query, ...(isAdmin(viewer) ? {} : { createdBy: viewer.id }) };
  return csvStream(
    packagingRequestCsvColumns,
    keysetPages((after, limit) => packagingRequestExportPage(db, filter, after, limit), pageSize),
  );
}
