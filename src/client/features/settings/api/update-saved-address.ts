import { api } from '@client/lib/api-client';
import type { SavedAddress, SavedAddressInput } from '@shared/settings/saved-address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './query-keys';

export function updateSavedAddress({ id, input }: { id: number; input: SavedAddressInput }) {
  return api.put<SavedAddress>(`/api/saved-addresses/${id}`, input);
}

export function useUpdateSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.savedAddresses() }),
  });
}
