/** GET /api/<kind>-requests/{id}/history: the request's timeline, oldest first. */
import { api } from '@client/lib/api-client';
import type { RequestHistoryEntry } from '@shared/requests/request-history';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestKind } from '../request-types';
import { requestKeys } from './query-keys';

export function getRequestHistory(kind: RequestKind, id: number): Promise<RequestHistoryEntry[]> {
  return api.get<RequestHistoryEntry[]>(`${requestApiPaths[kind]}/${id}/history`);
}

/**
 * Under the kind's key, so an edit or a decision (invalidateRequests) reads it again. Stale at once: mails
 * are sent in the background after the change, so each opening of the details asks where they are.
 */
export const requestHistoryQueryOptions = (kind: RequestKind, id: number) =>
  queryOptions({
    queryKey: [...requestKeys.kind(kind), 'history', id] as const,
    queryFn: () => getRequestHistory(kind, id),
    staleTime: 0,
  });

export function useRequestHistory(kind: RequestKind, id: number) {
  return useQuery(requestHistoryQueryOptions(kind, id));
}
