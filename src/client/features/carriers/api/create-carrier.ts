import { api } from '@client/lib/api-client';
import type { CarrierInput } from '@shared/fulfilment/carrier.schema';
import type { Carrier } from '@shared/fulfilment/carriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carriersKeys } from './query-keys';

/** 409 with `errors.name` when a live carrier already has that name (whatever the case). */
export function createCarrier(input: CarrierInput): Promise<Carrier> {
  return api.post<Carrier>('/api/carriers', input);
}

export function useCreateCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCarrier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carriersKeys.all }),
  });
}
