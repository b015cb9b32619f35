/**
 * POST /api/<kind>-requests/{id}/fulfilment/undo: an administrator takes the request back one stage, to
 * correct a mistake (what the current stage recorded is forgotten; the history keeps it). The call names the
 * stage undone: 403 for others, 409 when there is nothing to undo or the request is no longer at that stage.
 */
import { invalidateRequests, showMovedRequest } from '@client/features/requests/api/invalidate-requests';
import type { RequestByKind, RequestKind } from '@client/features/requests/request-types';
import { api, isApiError } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** `stage` is the stage undone — the one the administrator saw: 409 if the request is no longer there. */
export function undoFulfilment<K extends RequestKind>(
  kind: K,
  id: number,
  stage: string,
): Promise<RequestByKind[K]> {
  return api.post<RequestByKind[K]>(`${requestApiPaths[kind]}/${id}/fulfilment/undo`, { stage });
}

export function useUndoFulfilment<K extends RequestKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stage }: { id: number; stage: string }) => undoFulfilment(kind, id, stage),
    onSuccess: (request) => showMovedRequest(queryClient, kind, request),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return invalidateRequests(queryClient, kind);
    },
  });
}
