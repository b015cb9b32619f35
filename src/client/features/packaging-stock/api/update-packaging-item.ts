import { api } from '@client/lib/api-client';
import type { PackagingItem, PackagingItemUpdate } from '@shared/stock/packaging-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateStock } from './invalidate-stock';

/**
 * Any subset of the fields, based on `version` (the version the form was loaded with); the server answers
 * 400 when the merged minimum is not below the maximum, 409 when the packaging kind is linked to another
 * item, 409 with `version` when the item changed meanwhile (an edit or a stock movement: decision 0076),
 * and records a new current stock as a correction.
 */
export function updatePackagingItem({
  id,
  input,
  version,
}: {
  id: number;
  input: PackagingItemUpdate;
  version: number;
}) {
  return api.put<PackagingItem>(`/api/packaging/items/${id}`, { ...input, version });
}

export function useUpdatePackagingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackagingItem,
    onSuccess: () => invalidateStock(queryClient),
  });
}
