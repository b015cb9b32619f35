/**
 * GET /api/<kind>-requests/export.csv: the list's filters (status, q, from, to, stage) as a download URL. No
 * fetcher: the browser downloads it through a link (components/export-csv-link.tsx).
 */
import { requestApiPaths } from '@shared/requests/request-kinds';
import type { RequestKind } from '../request-types';
import { type RequestListFilters, toSearchParams } from './query-keys';

export type RequestExportFilters = Pick<RequestListFilters, 'status' | 'q' | 'from' | 'to' | 'stage'>;

export function requestsExportUrl(kind: RequestKind, filters: RequestExportFilters = {}): string {
  const { status, q, from, to, stage } = filters;
  return `${requestApiPaths[kind]}/export.csv${toSearchParams({ status, q, from, to, stage })}`;
}
