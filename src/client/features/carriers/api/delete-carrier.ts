import { api } from '@client/lib/api-client';
import type { Carrier } from '@shared/fulfilment/carriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carriersKeys } from './query-keys';

/**
 * Removes a carrier from the choices: the server deletes it, or archives it when requests name it (they
 * keep showing it). Either way it leaves the live list.
 */
export function deleteCarrier(id: number): Promise<void> {
  return api.delete<void>(`/api/carriers/${id}`);
}

export function useDeleteCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCarrier,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Carrier[]>(carriersKeys.live(), (carriers) =>
        carriers?.filter((carrier) => carrier.id !== id),
      );
      // The full list says whether it was archived or deleted: read it again.
      return queryClient.invalidateQueries({ queryKey: carriersKeys.withArchived() });
    },
  });
}
