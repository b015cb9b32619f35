import { api } from '@client/lib/api-client';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packagingKeys } from './query-keys';

export function getPackagingItems(): Promise<PackagingItem[]> {
  return api.get<PackagingItem[]>('/api/packaging/items');
}

export const packagingItemsQueryOptions = () =>
  queryOptions({ queryKey: packagingKeys.items(), queryFn: getPackagingItems });

/**
 * Packaging items, sorted by name by the server. `refreshOnOpen` reads them again when the screen mounts
 * (the stock page: an acceptance on another page may have deducted stock since they were cached).
 */
export function usePackagingItems({ refreshOnOpen = false }: { refreshOnOpen?: boolean } = {}) {
  return useQuery({ ...packagingItemsQueryOptions(), refetchOnMount: refreshOnOpen ? 'always' : true });
}
