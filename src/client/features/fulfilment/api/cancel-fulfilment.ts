/**
 * POST /api/<kind>-requests/{id}/fulfilment/cancel {reason}: an administrator cancels the suivi
 * (« Annulée »), before the equipment has left or been handed over. A conditioning request cancelled before
 * « Expédiée » gives its packaging back to the stock in the same transaction, so the stock is read again.
 */
import { invalidateRequests, showMovedRequest } from '@client/features/requests/api/invalidate-requests';
import type { RequestByKind, RequestKind } from '@client/features/requests/request-types';
import { api, isApiError } from '@client/lib/api-client';
import type { FulfilmentCancel } from '@shared/fulfilment/fulfilment.schema';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface CancelFulfilmentVariables {
  id: number;
  input: FulfilmentCancel;
}

export function cancelFulfilment<K extends RequestKind>(
  kind: K,
  { id, input }: CancelFulfilmentVariables,
): Promise<RequestByKind[K]> {
  return api.post<RequestByKind[K]>(`${requestApiPaths[kind]}/${id}/fulfilment/cancel`, input);
}

export function useCancelFulfilment<K extends RequestKind>(kind: K) {
  const queryClient = useQueryClient();
  const stockChanged = kind === 'material-conditioning';
  return useMutation({
    mutationFn: (variables: CancelFulfilmentVariables) => cancelFulfilment(kind, variables),
    onSuccess: (request) => showMovedRequest(queryClient, kind, request, stockChanged),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return invalidateRequests(queryClient, kind);
    },
  });
}
