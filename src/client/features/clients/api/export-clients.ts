/**
 * GET /api/clients/export.csv?q=: the directory's search as a download URL, for a link
 * (components/export-csv-link.tsx). No fetcher: the browser downloads the file itself.
 */
export function clientsExportUrl(q?: string): string {
  const text = q?.trim();
  return `/api/clients/export.csv${text ? `?${new URLSearchParams({ q: text })}` : ''}`;
}
