/**
 * POST /api/<kind>-requests/{id}/tracking-link (administrators): a new public tracking link `{url}`; the
 * one the request had stops working. The answer replaces the cached link.
 */
import type { RequestKind } from '@client/features/requests/request-types';
import { api } from '@client/lib/api-client';
import type { TrackingLink } from '@shared/fulfilment/public-tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackingLinkKeys, trackingLinkPath } from './get-tracking-link';

export function createTrackingLink(kind: RequestKind, id: number): Promise<TrackingLink> {
  return api.post<TrackingLink>(trackingLinkPath(kind, id));
}

export function useCreateTrackingLink(kind: RequestKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createTrackingLink(kind, id),
    onSuccess: (link) => queryClient.setQueryData(trackingLinkKeys.link(kind, id), link),
  });
}
