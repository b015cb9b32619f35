/**
 * PUT /api/<kind>-requests/{id}: edits a pending request (the whole form) based on `version`, the version
 * the form was loaded with; 409 once it is decided, or when someone changed it meanwhile (decision 0076).
 */
import { api } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestByKind, RequestInputByKind, RequestKind } from '../request-types';
import { invalidateRequests } from './invalidate-requests';

export interface UpdateRequestVariables<K extends RequestKind> {
  id: number;
  input: RequestInputByKind[K];
  version: number;
}

export function updateRequest<K extends RequestKind>(
  kind: K,
  { id, input, version }: UpdateRequestVariables<K>,
): Promise<RequestByKind[K]> {
  return api.put<RequestByKind[K]>(`${requestApiPaths[kind]}/${id}`, { ...input, version });
}

/** `mutateAsync({id, input, version})`. */
export function useUpdateRequest<K extends RequestKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateRequestVariables<K>) => updateRequest(kind, variables),
    onSuccess: () => invalidateRequests(queryClient, kind),
  });
}
