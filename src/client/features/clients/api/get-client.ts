/** GET /api/clients/{id}: one client (404 "Client introuvable." when it does not exist). */
import { api } from '@client/lib/api-client';
import type { Client } from '@shared/clients/client.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function getClient(id: number, init?: RequestInit): Promise<Client> {
  return api.get<Client>(`/api/clients/${id}`, init);
}

export const clientQueryOptions = (id: number) =>
  queryOptions({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, { signal }) });

export function useClient(id: number) {
  return useQuery(clientQueryOptions(id));
}
