/**
 * POST /api/<kind>-requests: creates a pending request (201). The answer also says whether the logistics
 * team's mail was queued with it (`notificationQueued`: false while mail is not configured).
 */
import { api } from '@client/lib/api-client';
import type { NotificationQueued } from '@shared/mail/mail.schema';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestByKind, RequestInputByKind, RequestKind } from '../request-types';
import { invalidateRequests } from './invalidate-requests';

export function createRequest<K extends RequestKind>(
  kind: K,
  input: RequestInputByKind[K],
): Promise<RequestByKind[K] & NotificationQueued> {
  return api.post<RequestByKind[K] & NotificationQueued>(requestApiPaths[kind], input);
}

export function useCreateRequest<K extends RequestKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestInputByKind[K]) => createRequest(kind, input),
    onSuccess: () => invalidateRequests(queryClient, kind),
  });
}
