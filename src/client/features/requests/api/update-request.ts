/** PUT /api/<kind>-requests/{id}: edits a pending request (the whole form); 409 once it is decided. */
import { api } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestByKind, RequestInputByKind, RequestKind } from '../request-types';
import { invalidateRequests } from './invalidate-requests';

export interface UpdateRequestVariables<K extends RequestKind> {
  id: number;
  input: RequestInputByKind[K];
}

export function updateRequest<K extends RequestKind>(
  kind: K,
  { id, input }: UpdateRequestVariables<K>,
): Promise<RequestByKind[K]> {
  return api.put<RequestByKind[K]>(`${requestApiPaths[kind]}/${id}`, input);
}

/** `mutateAsync({id, input})`. */
export function useUpdateRequest<K extends RequestKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateRequestVariables<K>) => updateRequest(kind, variables),
    onSuccess: () => invalidateRequests(queryClient, kind),
  });
}
