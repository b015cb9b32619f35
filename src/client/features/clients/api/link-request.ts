/**
 * POST /api/clients/{id}/links {kind, id, party?}: links a request (a transport: one party) to the client, or
 * re-links it from another one, whatever its status (issue 30 point 3). The request's details and history
 * change, and both clients' pages.
 */
import { requestKeys } from '@client/features/requests/api/query-keys';
import { api } from '@client/lib/api-client';
import type { ClientFromRequest } from '@shared/clients/client.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function linkRequest(clientId: number, request: ClientFromRequest): Promise<void> {
  return api.post<void>(`/api/clients/${clientId}/links`, request);
}

export function useLinkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, request }: { clientId: number; request: ClientFromRequest }) =>
      linkRequest(clientId, request),
    onSuccess: (_done, { request }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.kind(request.kind) }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
