/** POST /api/<kind>-requests: creates a pending request (201); the logistics team's mail is queued with it. */
import { api } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestByKind, RequestInputByKind, RequestKind } from '../request-types';
import { invalidateRequests } from './invalidate-requests';

export function createRequest<K extends RequestKind>(
  kind: K,
  input: RequestInputByKind[K],
): Promise<RequestByKind[K]> {
  return api.post<RequestByKind[K]>(requestApiPaths[kind], input);
}

export function useCreateRequest<K extends RequestKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestInputByKind[K]) => createRequest(kind, input),
    onSuccess: () => invalidateRequests(queryClient, kind),
  });
}
