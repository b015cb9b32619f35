/**
 * PATCH /api/<kind>-requests/{id} {status, rejectionReason?}: an administrator accepts or refuses a pending
 * request (403 for others, 409 when it was already decided or, for a conditioning request, when the stock
 * is short — the message names the missing items).
 */
import { api, isApiError } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import type { RequestDecision } from '@shared/requests/request-list.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestByKind, RequestKind } from '../request-types';
import { invalidateRequests } from './invalidate-requests';

export interface DecideRequestVariables {
  id: number;
  decision: RequestDecision;
}

export function decideRequest<K extends RequestKind>(
  kind: K,
  { id, decision }: DecideRequestVariables,
): Promise<RequestByKind[K]> {
  return api.patch<RequestByKind[K]>(`${requestApiPaths[kind]}/${id}`, decision);
}

/** `mutateAsync({id, decision: {status: 'completed'}})` or `{status: 'rejected', rejectionReason}`. */
export function useDecideRequest<K extends RequestKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: DecideRequestVariables) => decideRequest(kind, variables),
    onSuccess: (_request, { decision }) =>
      invalidateRequests(
        queryClient,
        kind,
        kind === 'material-conditioning' && decision.status === 'completed',
      ),
    // A 409 means what the screen shows is out of date: the request was decided meanwhile, or the stock is
    // shorter than the acceptance dialog said. Read both again so the screen catches up.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        return invalidateRequests(queryClient, kind, kind === 'material-conditioning');
      }
    },
  });
}
