import { api } from '@client/lib/api-client';
import type { CarrierInput } from '@shared/fulfilment/carrier.schema';
import type { Carrier } from '@shared/fulfilment/carriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carriersKeys } from './query-keys';

/** 404 when the carrier was removed meanwhile, 409 (`errors.name`) when another one has that name. */
export function updateCarrier({ id, input }: { id: number; input: CarrierInput }): Promise<Carrier> {
  return api.put<Carrier>(`/api/carriers/${id}`, input);
}

export function useUpdateCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCarrier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carriersKeys.all }),
  });
}
