/**
 * PUT /api/<kind>-requests/{id}/fulfilment {stage, …fields}: corrects what the current stage recorded (anyone
 * signed in, issue 30 point 9). 400 with the fields' French messages; 409 when the request is no longer at
 * that stage (moved or cancelled meanwhile) — the screen then reads it again.
 */
import { invalidateRequests, showMovedRequest } from '@client/features/requests/api/invalidate-requests';
import type { RequestByKind, RequestKind } from '@client/features/requests/request-types';
import { api, isApiError } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvanceFulfilmentVariables } from './advance-fulfilment';

export function correctFulfilment<K extends RequestKind>(
  kind: K,
  { id, stage, fields }: AdvanceFulfilmentVariables,
): Promise<RequestByKind[K]> {
  return api.put<RequestByKind[K]>(`${requestApiPaths[kind]}/${id}/fulfilment`, { ...fields, stage });
}

export function useCorrectFulfilment<K extends RequestKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AdvanceFulfilmentVariables) => correctFulfilment(kind, variables),
    onSuccess: (request) => showMovedRequest(queryClient, kind, request),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return invalidateRequests(queryClient, kind);
    },
  });
}
