/** POST /api/clients: a new client (201); 400 with the field messages of the shared schema. */
import { api } from '@client/lib/api-client';
import type { Client, ClientInput } from '@shared/clients/client.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function createClient(input: ClientInput): Promise<Client> {
  return api.post<Client>('/api/clients', input);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
