/** PUT /api/clients/{id}: the client's new values (404 when it was deleted meanwhile). */
import { api } from '@client/lib/api-client';
import type { Client, ClientInput } from '@shared/clients/client.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function updateClient(id: number, input: ClientInput): Promise<Client> {
  return api.put<Client>(`/api/clients/${id}`, input);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ClientInput }) => updateClient(id, input),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      // A renamed company changes the lists and which requests the client's page shows.
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
