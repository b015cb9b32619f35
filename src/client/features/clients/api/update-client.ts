/**
 * PUT /api/clients/{id}: the client's new values, based on `version`, the version the form was loaded with
 * (404 when it was deleted meanwhile; 409 when someone changed it meanwhile, decision 0076).
 */
import { api } from '@client/lib/api-client';
import type { Client, ClientInput } from '@shared/clients/client.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function updateClient(id: number, input: ClientInput, version: number): Promise<Client> {
  return api.put<Client>(`/api/clients/${id}`, { ...input, version });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: number; input: ClientInput; version: number }) =>
      updateClient(id, input, version),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      // A renamed company changes the lists and which requests the client's page shows.
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
