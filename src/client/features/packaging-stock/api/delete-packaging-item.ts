import { dashboardKeys } from '@client/features/dashboard/api/query-keys';
import { api } from '@client/lib/api-client';
import type { PackagingItem } from '@shared/stock/packaging-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packagingKeys } from './query-keys';

/** 204 either way: an item with stock history is archived (kept for the ledger, gone from every list). */
export function deletePackagingItem(id: number): Promise<void> {
  return api.delete<void>(`/api/packaging/items/${id}`);
}

export function useDeletePackagingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackagingItem,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<PackagingItem[]>(packagingKeys.items(), (items) =>
        items?.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
