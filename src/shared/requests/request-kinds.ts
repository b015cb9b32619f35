/** The three request kinds: their API path and the details dialog title (spec §2 "Details dialog"). */
export const requestKinds = ['material-conditioning', 'package-pickup', 'regional-collection'] as const;
export type RequestKind = (typeof requestKinds)[number];

export const requestApiPaths: Record<RequestKind, string> = {
  'material-conditioning': '/api/material-conditioning-requests',
  'package-pickup': '/api/package-pickup-requests',
  'regional-collection': '/api/regional-collection-requests',
};

export const requestDetailsTitles: Record<RequestKind, string> = {
  'material-conditioning': 'Matériel de Conditionnement',
  'package-pickup': 'Enlèvement Colis/Palettes',
  'regional-collection': 'Collecte Région Parisienne',
};
