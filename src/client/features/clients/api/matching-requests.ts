/**
 * GET /api/clients/{id}/matching-requests: the requests of the client's company at its address that no
 * client owns (how many, the newest few); POST the same links them all (issue 30 point 3).
 */
import { requestKeys } from '@client/features/requests/api/query-keys';
import { api } from '@client/lib/api-client';
import type { ClientMatchingRequests } from '@shared/clients/client.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function getMatchingRequests(clientId: number, init?: RequestInit): Promise<ClientMatchingRequests> {
  return api.get<ClientMatchingRequests>(`/api/clients/${clientId}/matching-requests`, init);
}

export function useClaimMatchingRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) =>
      api.post<{ linked: number }>(`/api/clients/${clientId}/matching-requests`),
    // Requests of several kinds changed owner.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
