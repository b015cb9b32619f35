/**
 * POST /api/clients: a new client (201); 400 with the field messages of the shared schema. With
 * `fromRequest` (« Enregistrer ce client »), the server links that request to the client in the same
 * transaction: the request's details and history change too.
 */
import { requestKeys } from '@client/features/requests/api/query-keys';
import { api } from '@client/lib/api-client';
import type { Client, ClientCreateInput } from '@shared/clients/client.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function createClient(input: ClientCreateInput): Promise<Client> {
  return api.post<Client>('/api/clients', input);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (_client, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        input.fromRequest
          ? queryClient.invalidateQueries({
              queryKey: requestKeys.detail(input.fromRequest.kind, input.fromRequest.id),
            })
          : undefined,
      ]),
  });
}
