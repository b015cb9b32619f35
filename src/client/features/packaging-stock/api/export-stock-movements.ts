/**
 * GET /api/packaging/movements/export.csv (administrators): the whole ledger, newest first, as a download
 * URL for a link (components/export-csv-link.tsx). The recent movements list has no filter, so neither has
 * its export.
 */
export const stockMovementsExportUrl = '/api/packaging/movements/export.csv';
