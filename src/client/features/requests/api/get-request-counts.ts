/** GET /api/<kind>-requests/counts: total, pending, completed, rejected in one query (counters, tab badges). */
import { api } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import type { RequestCounts } from '@shared/requests/request-list.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestKind } from '../request-types';
import { type RequestCountsFilters, requestKeys, toSearchParams } from './query-keys';

export function getRequestCounts(
  kind: RequestKind,
  filters: RequestCountsFilters = {},
): Promise<RequestCounts> {
  return api.get<RequestCounts>(`${requestApiPaths[kind]}/counts${toSearchParams(filters)}`);
}

export const requestCountsQueryOptions = (kind: RequestKind, filters: RequestCountsFilters = {}) =>
  queryOptions({
    queryKey: requestKeys.counts(kind, filters),
    queryFn: () => getRequestCounts(kind, filters),
  });

export function useRequestCounts(kind: RequestKind, filters: RequestCountsFilters = {}) {
  return useQuery(requestCountsQueryOptions(kind, filters));
}
