/**
 * Query keys of the packaging requests: lists by status (and page size), and the counts per status. Apart
 * from the stock's keys, so a stock change does not reload the requests, and a new request does not
 * reload the stock.
 */
import type { PackagingRequestStatus } from '@shared/stock/packaging-request.schema';

export const packagingRequestKeys = {
  all: ['packaging-requests'] as const,
  lists: () => [...packagingRequestKeys.all, 'list'] as const,
  list: (status: PackagingRequestStatus | undefined, pageSize: number) =>
    [...packagingRequestKeys.lists(), { status: status ?? 'all', pageSize }] as const,
  counts: () => [...packagingRequestKeys.all, 'counts'] as const,
};
