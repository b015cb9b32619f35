import { api } from '@client/lib/api-client';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import type { StockMovementInput } from '@shared/stock/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateStock } from './invalidate-stock';

/**
 * "Ajouter" / "Retirer": answers the updated item (201); 409 with a French message naming the item and
 * the missing quantity when a withdrawal would take the stock below zero (nothing changes then).
 */
export function recordStockMovement({ itemId, input }: { itemId: number; input: StockMovementInput }) {
  return api.post<PackagingItem>(`/api/packaging/items/${itemId}/movements`, input);
}

export function useRecordStockMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordStockMovement,
    onSuccess: () => invalidateStock(queryClient),
  });
}
