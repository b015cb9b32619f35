/**
 * GET /api/packaging/requests/export.csv?status=&q=: the list's filters as a download URL, for a link
 * (components/export-csv-link.tsx). No fetcher: the browser downloads the file itself. The server exports
 * what the viewer may see (a user their own requests).
 */
import type { PackagingRequestStatus } from '@shared/stock/packaging-request.labels';

export function packagingRequestsExportUrl(status: PackagingRequestStatus | undefined, q?: string): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  const text = q?.trim();
  if (text) params.set('q', text);
  const query = params.toString();
  return `/api/packaging/requests/export.csv${query ? `?${query}` : ''}`;
}
