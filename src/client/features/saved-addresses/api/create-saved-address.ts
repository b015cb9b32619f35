import { api } from '@client/lib/api-client';
import type { SavedAddress, SavedAddressInput } from '@shared/settings/saved-address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressKeys } from './query-keys';

export function createSavedAddress(input: SavedAddressInput): Promise<SavedAddress> {
  return api.post<SavedAddress>('/api/saved-addresses', input);
}

export function useCreateSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedAddressKeys.all }),
  });
}
