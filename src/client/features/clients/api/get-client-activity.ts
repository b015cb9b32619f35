/**
 * GET /api/clients/{id}/activity: what the warehouse received from the client this year and last, and its
 * latest documents (attestations) with their total.
 */
import { api } from '@client/lib/api-client';
import type { ClientActivity } from '@shared/clients/client.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function getClientActivity(id: number, init?: RequestInit): Promise<ClientActivity> {
  return api.get<ClientActivity>(`/api/clients/${id}/activity`, init);
}

export const clientActivityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: clientKeys.activity(id),
    queryFn: ({ signal }) => getClientActivity(id, { signal }),
  });

export function useClientActivity(id: number) {
  return useQuery(clientActivityQueryOptions(id));
}
