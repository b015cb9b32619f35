/** The clients directory as CSV: what the directory's search selects, in its order, streamed page by page. */
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/client';
import { type CsvColumn, csvStream, EXPORT_PAGE_SIZE, keysetPages } from '../../lib/csv';
import { type ClientExportRow, clientExportPage } from './client-export.repository';

export const clientCsvColumns: CsvColumn<ClientExportRow>[] = [
  { header: 'N°', value: (r) => r.id },
  { header: 'Nom', value: (r) => r.name },
  { header: 'Société', value: (r) => r.companyName },
  { header: 'Contact', value: (r) => r.contactName },
  { header: 'Email', value: (r) => r.contactEmail },
  { header: 'Téléphone', value: (r) => r.contactPhone },
  { header: 'Adresse', value: (r) => r.companyAddress },
  { header: 'SIRET', value: (r) => r.siret },
  { header: 'Créé le', value: (r) => r.createdAt },
  { header: 'Modifié le', value: (r) => r.updatedAt },
];

export function exportClients(
  db: Executor,
  q: string | undefined,
  pageSize: number = EXPORT_PAGE_SIZE,
): Readable {
  return csvStream(
    clientCsvColumns,
    keysetPages((after, limit) => clientExportPage(db, q, after, limit), pageSize),
  );
}
