import { api } from '@client/lib/api-client';
import type { SavedAddress } from '@shared/settings/saved-address.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedAddressKeys } from './query-keys';

/** 409 when pickup requests still use the address (the message says so). */
export function deleteSavedAddress(id: number): Promise<void> {
  return api.delete<void>(`/api/saved-addresses/${id}`);
}

export function useDeleteSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedAddress,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<SavedAddress[]>(savedAddressKeys.all, (addresses) =>
        addresses?.filter((address) => address.id !== id),
      );
    },
  });
}
