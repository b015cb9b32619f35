import { api } from '@client/lib/api-client';
import { readInList } from '@client/lib/use-stale-reload';
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

/** « Recharger » of a form on one item (decision 0076): the items read again, then this one. */
export const readPackagingItem = readInList(
  packagingKeys.items(),
  packagingItemsQueryOptions(),
  'Cet article a été supprimé entre-temps.',
);
