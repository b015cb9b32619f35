import { appRoutes } from '../app-routes';

/**
 * The request kinds of the shared workflow: their API path and the details dialog title (spec §2 "Details
 * dialog"). The last two are spec §3's "Delivery request" (Transports) and "Collection request" (Collectes
 * hors Île-de-France).
 */
export const requestKinds = [
  'material-conditioning',
  'package-pickup',
  'regional-collection',
  'delivery',
  'collection',
] as const;

/** One value per kind, made by `make`: the typed `Record` every per-kind table of the code is. */
export function byKind<T>(make: (kind: RequestKind) => T): Record<RequestKind, T> {
  return Object.fromEntries(requestKinds.map((kind) => [kind, make(kind)])) as Record<RequestKind, T>;
}
export type RequestKind = (typeof requestKinds)[number];

export const requestApiPaths: Record<RequestKind, string> = {
  'material-conditioning': '/api/material-conditioning-requests',
  'package-pickup': '/api/package-pickup-requests',
  'regional-collection': '/api/regional-collection-requests',
  delivery: '/api/delivery-requests',
  collection: '/api/collection-requests',
};

/** The page of each kind (spec §2); `?demande=<id>` opens a request's details there (links in mails). */
export const requestPagePaths: Record<RequestKind, string> = {
  'material-conditioning': appRoutes.materialConditioning,
  'package-pickup': appRoutes.packagePickup,
  'regional-collection': appRoutes.regionalCollection,
  delivery: appRoutes.transport,
  collection: appRoutes.collection,
};
export const REQUEST_LINK_PARAM = 'demande';

/** The address that opens a request's details on its kind's page (mails, calendar events). */
export function requestLink(appUrl: string, kind: RequestKind, id: number): string {
  return `${appUrl}${requestPagePaths[kind]}?${REQUEST_LINK_PARAM}=${id}`;
}

/** The kinds' names as the pages and the mails say them. */
export const requestKindLabels: Record<RequestKind, string> = {
  'material-conditioning': 'Envoi Conditionnement',
  'package-pickup': 'Enlèvement Colis/Palettes',
  'regional-collection': 'Collectes Région Parisienne',
  delivery: 'Transports',
  collection: 'Collectes hors Île-de-France',
};

export const requestDetailsTitles: Record<RequestKind, string> = {
  'material-conditioning': 'Matériel de Conditionnement',
  'package-pickup': 'Enlèvement Colis/Palettes',
  'regional-collection': 'Collecte Région Parisienne',
  delivery: 'Demande de transport',
  collection: 'Collecte hors Île-de-France',
};
