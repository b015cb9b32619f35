/**
 * DELETE /api/clients/{id} (administrators): 204; 409 with the server's French reason while requests name
 * the client's company.
 */
import { api } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function deleteClient(id: number): Promise<void> {
  return api.delete<void>(`/api/clients/${id}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
