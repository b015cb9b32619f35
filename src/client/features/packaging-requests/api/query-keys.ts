/**
 * Query keys of the packaging requests: lists by status, search (and page size), the counts per status
 * (by search) and each request's history. Apart from the stock's keys, so a stock change does not reload
 * the requests, and a new request does not reload the stock.
 */
import type { PackagingRequestStatus } from '@shared/stock/packaging-request.schema';

export const packagingRequestKeys = {
  all: ['packaging-requests'] as const,
  lists: () => [...packagingRequestKeys.all, 'list'] as const,
  list: (status: PackagingRequestStatus | undefined, q: string, pageSize: number) =>
    [...packagingRequestKeys.lists(), { status: status ?? 'all', q, pageSize }] as const,
  counts: (q = '') => [...packagingRequestKeys.all, 'counts', { q }] as const,
  history: (id: number) => [...packagingRequestKeys.all, 'history', id] as const,
};
