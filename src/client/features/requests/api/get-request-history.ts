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
 * Under the kind's key, so an edit or a decision (invalidateRequests) reads it again. Each opening of the
 * details asks for it anew (use-request-dialogs.ts: mails are sent in the background after the change, so
 * it asks where they are); the three parts of the dialog that show it read that answer, not one each.
 */
export const requestHistoryQueryOptions = (kind: RequestKind, id: number) =>
  queryOptions({
    queryKey: requestKeys.history(kind, id),
    queryFn: () => getRequestHistory(kind, id),
  });

export function useRequestHistory(kind: RequestKind, id: number) {
  return useQuery(requestHistoryQueryOptions(kind, id));
}
