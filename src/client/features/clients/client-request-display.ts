/** How a client's page shows a request of any kind: its kind's name, its date's label, its link. */
import type { ClientRequestItem } from '@shared/clients/client.schema';
import { REQUEST_LINK_PARAM, requestKindLabels, requestPagePaths } from '@shared/requests/request-kinds';

/** The request's details on its kind's page (`?demande=<id>` opens them there). */
export function clientRequestLink(request: Pick<ClientRequestItem, 'kind' | 'id'>): string {
  return `${requestPagePaths[request.kind]}?${REQUEST_LINK_PARAM}=${request.id}`;
}

export function clientRequestKindLabel(request: Pick<ClientRequestItem, 'kind'>): string {
  return requestKindLabels[request.kind] ?? request.kind;
}

/** What the request's own date is: a transport's collection date, the other kinds' desired date. */
export function clientRequestDateLabel(request: Pick<ClientRequestItem, 'kind'>): string {
  return request.kind === 'delivery' ? 'Date de collecte' : 'Date souhaitée';
}
