/** GET /api/packaging/requests/counts: requests per status (the tab badges), for what the viewer may see. */
import { api } from '@client/lib/api-client';
import type { PackagingRequestCounts } from '@shared/stock/packaging-request.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packagingRequestKeys } from './query-keys';

export function getPackagingRequestCounts(): Promise<PackagingRequestCounts> {
  return api.get<PackagingRequestCounts>('/api/packaging/requests/counts');
}

export const packagingRequestCountsQueryOptions = () =>
  queryOptions({ queryKey: packagingRequestKeys.counts(), queryFn: getPackagingRequestCounts });

export function usePackagingRequestCounts() {
  return useQuery({ ...packagingRequestCountsQueryOptions(), refetchOnMount: 'always' });
}
