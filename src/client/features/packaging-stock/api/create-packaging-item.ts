import { api } from '@client/lib/api-client';
import type { PackagingItem, PackagingItemInput } from '@shared/stock/packaging-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateStock } from './invalidate-stock';

/** Omitted unit and stock levels take the spec's defaults on the server; 409 when the packaging kind is taken. */
export function createPackagingItem(input: PackagingItemInput): Promise<PackagingItem> {
  return api.post<PackagingItem>('/api/packaging/items', input);
}

export function useCreatePackagingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackagingItem,
    onSuccess: () => invalidateStock(queryClient),
  });
}
