/**
 * GET /api/packaging/requests?status=&q=&limit=&offset=: one page of packaging requests, newest first, and the
 * total from X-Total-Count; loaded page after page ("Charger plus"). Administrators get everyone's
 * requests, other users only their own (the server decides).
 */
import { api, type Page } from '@client/lib/api-client';
import {
  PACKAGING_REQUESTS_PAGE_SIZE,
  type PackagingRequestStatus,
} from '@shared/stock/packaging-request.labels';
import type { PackagingRequest } from '@shared/stock/packaging-request.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { packagingRequestKeys } from './query-keys';

export function getPackagingRequests(
  {
    status,
    q,
    limit,
    offset,
  }: { status?: PackagingRequestStatus | undefined; q?: string; limit: number; offset: number },
  init?: RequestInit,
): Promise<Page<PackagingRequest>> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  return api.getWithTotal<PackagingRequest>(`/api/packaging/requests?${params}`, init);
}

export const packagingRequestsQueryOptions = (
  status: PackagingRequestStatus | undefined,
  q = '',
  pageSize = PACKAGING_REQUESTS_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: packagingRequestKeys.list(status, q, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getPackagingRequests({ status, q, limit: pageSize, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page<PackagingRequest>, pages: Page<PackagingRequest>[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });

/** Read again whenever a list mounts (a tab): decisions happen elsewhere. */
export function usePackagingRequests(status: PackagingRequestStatus | undefined, q = '', pageSize?: number) {
  return useInfiniteQuery({
    ...packagingRequestsQueryOptions(status, q, pageSize),
    refetchOnMount: 'always',
  });
}
