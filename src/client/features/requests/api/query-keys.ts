/**
 * Query keys of the requests, one branch per kind: mutations of a kind invalidate `requestKeys.kind(kind)`
 * (its lists, counts and details) and nothing of the other kinds.
 */
import type { RequestListQuery } from '@shared/requests/request-list.schema';
import type { RequestKind } from '../request-types';

/** The list filters (no paging: a paged list keys on its filters, its pages are the query's pages). */
export type RequestListFilters = Omit<RequestListQuery, 'limit' | 'offset'>;
export type RequestCountsFilters = Pick<RequestListQuery, 'q' | 'from' | 'to'>;

export const requestKeys = {
  all: ['requests'] as const,
  kind: (kind: RequestKind) => [...requestKeys.all, kind] as const,
  lists: (kind: RequestKind) => [...requestKeys.kind(kind), 'list'] as const,
  /** One page of a list (limit/offset included). */
  list: (kind: RequestKind, query: RequestListQuery) => [...requestKeys.lists(kind), query] as const,
  /** A list loaded page after page ("Charger plus"). */
  pagedList: (kind: RequestKind, filters: RequestListFilters, pageSize: number) =>
    [...requestKeys.lists(kind), 'paged', filters, pageSize] as const,
  counts: (kind: RequestKind, filters: RequestCountsFilters = {}) =>
    [...requestKeys.kind(kind), 'counts', filters] as const,
  detail: (kind: RequestKind, id: number) => [...requestKeys.kind(kind), 'detail', id] as const,
  /** One request's timeline (GET /{id}/history). */
  history: (kind: RequestKind, id: number) => [...requestKeys.kind(kind), 'history', id] as const,
};

/** `?status=pending&limit=50` from the defined values (undefined and empty values are left out). */
export function toSearchParams(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
