/**
 * GET /api/packaging/requests/counts?q=: requests per status (the tab badges), for what the viewer may see,
 * matching the list's search.
 */
import { api } from '@client/lib/api-client';
import type { PackagingRequestCounts } from '@shared/stock/packaging-request.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packagingRequestKeys } from './query-keys';

export function getPackagingRequestCounts(q = ''): Promise<PackagingRequestCounts> {
  const query = q ? `?${new URLSearchParams({ q })}` : '';
  return api.get<PackagingRequestCounts>(`/api/packaging/requests/counts${query}`);
}

export const packagingRequestCountsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: packagingRequestKeys.counts(q),
    queryFn: () => getPackagingRequestCounts(q),
    // The previous search's badges stay while the next one's load (no flash of empty badges).
    placeholderData: (previous) => previous,
  });

export function usePackagingRequestCounts(q = '') {
  return useQuery({ ...packagingRequestCountsQueryOptions(q), refetchOnMount: 'always' });
}
