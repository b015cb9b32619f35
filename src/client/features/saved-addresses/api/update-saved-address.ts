import { api } from '@client/lib/api-client';
import type { SavedAddress, SavedAddressInput } from '@shared/settings/saved-address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressKeys } from './query-keys';

/** PUT based on `version`, the version the form was loaded with (409 when changed meanwhile: decision 0076). */
export function updateSavedAddress({
  id,
  input,
  version,
}: {
  id: number;
  input: SavedAddressInput;
  version: number;
}) {
  return api.put<SavedAddress>(`/api/saved-addresses/${id}`, { ...input, version });
}

export function useUpdateSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressKeys.all }),
  });
}
