/**
 * GET /api/packaging/requests/{id}/history: the request's creation and decision, oldest first (for an
 * administrator or the request's author; 404 otherwise).
 */
import { api } from '@client/lib/api-client';
import type { PackagingRequestHistoryEntry } from '@shared/stock/packaging-request.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packagingRequestKeys } from './query-keys';

export function getPackagingRequestHistory(id: number): Promise<PackagingRequestHistoryEntry[]> {
  return api.get<PackagingRequestHistoryEntry[]>(`/api/packaging/requests/${id}/history`);
}

/** Under the requests' key, so a decision (which invalidates them) reads it again. */
export const packagingRequestHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: packagingRequestKeys.history(id),
    queryFn: () => getPackagingRequestHistory(id),
  });

export function usePackagingRequestHistory(id: number) {
  return useQuery(packagingRequestHistoryQueryOptions(id));
}
