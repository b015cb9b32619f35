import { api } from '@client/lib/api-client';
import type { CarrierInput } from '@shared/fulfilment/carrier.schema';
import type { Carrier } from '@shared/fulfilment/carriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carriersKeys } from './query-keys';

/**
 * PUT based on `version`, the version the form was loaded with. 404 when the carrier was removed meanwhile,
 * 409 (`errors.name`) when another one has that name, 409 with `version` when changed meanwhile (decision 0076).
 */
export function updateCarrier({
  id,
  input,
  version,
}: {
  id: number;
  input: CarrierInput;
  version: number;
}): Promise<Carrier> {
  return api.put<Carrier>(`/api/carriers/${id}`, { ...input, version });
}

export function useUpdateCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCarrier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carriersKeys.all }),
  });
}
