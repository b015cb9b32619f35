/**
 * POST /api/<kind>-requests/{id}/fulfilment {stage, …fields}: moves an accepted request to its next stage
 * (anyone signed in). 400 with the fields' French messages; 409 when the request is no longer where the
 * screen saw it (someone moved it meanwhile) — the screen then reads it again.
 */
import { invalidateRequests, showMovedRequest } from '@client/features/requests/api/invalidate-requests';
import type { RequestByKind, RequestKind } from '@client/features/requests/request-types';
import { api, isApiError } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface AdvanceFulfilmentVariables {
  id: number;
  stage: string;
  fields: Record<string, unknown>;
}

export function advanceFulfilment<K extends RequestKind>(
  kind: K,
  { id, stage, fields }: AdvanceFulfilmentVariables,
): Promise<RequestByKind[K]> {
  return api.post<RequestByKind[K]>(`${requestApiPaths[kind]}/${id}/fulfilment`, { ...fields, stage });
}

export function useAdvanceFulfilment<K extends RequestKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AdvanceFulfilmentVariables) => advanceFulfilment(kind, variables),
    onSuccess: (request) => showMovedRequest(queryClient, kind, request),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return invalidateRequests(queryClient, kind);
    },
  });
}
