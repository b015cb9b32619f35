/**
 * DELETE /api/<kind>-requests/{id}/tracking-link (administrators): the live link stops working (its page
 * then answers « Page introuvable »). Afterwards the request has no link (a 404 means the same).
 */
import type { RequestKind } from '@client/features/requests/request-types';
import { api, isApiError } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackingLinkKeys, trackingLinkPath } from './get-tracking-link';

export async function revokeTrackingLink(kind: RequestKind, id: number): Promise<void> {
  try {
    await api.delete<void>(trackingLinkPath(kind, id));
  } catch (error) {
    // Already revoked (by someone else): what was asked is done.
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

export function useRevokeTrackingLink(kind: RequestKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeTrackingLink(kind, id),
    onSuccess: () => queryClient.setQueryData(trackingLinkKeys.link(kind, id), null),
  });
}
