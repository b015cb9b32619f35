import { api } from '@client/lib/api-client';
import type { SavedAddress } from '@shared/settings/saved-address.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedAddressKeys } from './query-keys';

export function getSavedAddresses(): Promise<SavedAddress[]> {
  return api.get<SavedAddress[]>('/api/saved-addresses');
}

export const savedAddressesQueryOptions = () =>
  queryOptions({ queryKey: savedAddressKeys.all, queryFn: getSavedAddresses });

/** Saved shipping addresses, sorted by name by the server. */
export function useSavedAddresses() {
  return useQuery(savedAddressesQueryOptions());
}
