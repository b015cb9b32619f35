/**
 * GET /api/admin/journal/export.csv with the journal's current filters, as a download URL for a link
 * (components/export-csv-link.tsx: the browser streams the file; an expired session goes to sign-in and
 * back). No fetcher.
 */
import { type AdminJournalFilterValues, journalSearch } from './get-admin-journal';

export const adminJournalExportUrl = (filters: AdminJournalFilterValues) =>
  `/api/admin/journal/export.csv${journalSearch(filters)}`;
