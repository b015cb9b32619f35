import { api } from '@client/lib/api-client';
import type { Carrier } from '@shared/fulfilment/carriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { carriersKeys } from './query-keys';

export function getCarriers(): Promise<Carrier[]> {
  return api.get<Carrier[]>('/api/carriers');
}

export const carriersQueryOptions = () => queryOptions({ queryKey: carriersKeys.all, queryFn: getCarriers });

/** The live carriers, sorted by name by the server (archived ones are no longer offered). */
export function useCarriers() {
  return useQuery(carriersQueryOptions());
}
