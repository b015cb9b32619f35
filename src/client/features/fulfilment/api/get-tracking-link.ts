/**
 * GET /api/<kind>-requests/{id}/tracking-link (anyone signed in): the request's live public tracking link
 * `{url}`, or null when it has none (the API's `{url: null}`: no error, nothing in the console). Keyed under the request's kind, so what moves the
 * request (a client mail creates a link) reads it again.
 */
import { requestKeys } from '@client/features/requests/api/query-keys';
import type { RequestKind } from '@client/features/requests/request-types';
import { api } from '@client/lib/api-client';
import type { CurrentTrackingLink, TrackingLink } from '@shared/fulfilment/public-tracking';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const trackingLinkPath = (kind: RequestKind, id: number) =>
  `${requestApiPaths[kind]}/${id}/tracking-link`;

export const trackingLinkKeys = {
  link: (kind: RequestKind, id: number) => [...requestKeys.kind(kind), 'tracking-link', id] as const,
};

export async function getTrackingLink(kind: RequestKind, id: number): Promise<TrackingLink | null> {
  const { url } = await api.get<CurrentTrackingLink>(trackingLinkPath(kind, id));
  return url ? { url } : null;
}

export const trackingLinkQueryOptions = (kind: RequestKind, id: number) =>
  queryOptions({
    queryKey: trackingLinkKeys.link(kind, id),
    queryFn: () => getTrackingLink(kind, id),
  });

export function useTrackingLink(kind: RequestKind, id: number) {
  return useQuery(trackingLinkQueryOptions(kind, id));
}
