/** The client's pages (spec §2). The server answers them with index.html; the client router renders them. */
export const appRoutes = {
  auth: '/auth',
  home: '/',
  materialConditioning: '/material-conditioning',
  packagePickup: '/package-pickup',
  regionalCollection: '/regional-collection',
  /** « Tournée du jour »: the day's regional collections in visiting order. */
  regionalRound: '/regional-collection/round',
  clients: '/clients',
  transport: '/transport',
  collection: '/collection',
  settings: '/settings',
  adminDashboard: '/admin-dashboard',
  packagingStock: '/packaging-stock',
  packagingRequests: '/packaging-requests',
} as const;

export const clientPagePaths: ReadonlySet<string> = new Set(Object.values(appRoutes));

/** A client's page in the clients directory (`/clients/:id`). */
export const clientDetailsPath = (id: number) => `${appRoutes.clients}/${id}`;

/** Whether `pathname` is a client's page (`/clients/:id`). */
export const isClientDetailsPath = (pathname: string) => /^\/clients\/[1-9][0-9]{0,9}$/.test(pathname);

/** A received lot's devices (`/lots/:kind/:id`, issue 32): its inventory, scan by scan. */
export const lotDevicesPath = (kind: string, id: number) => `/lots/${kind}/${id}`;

/** Whether `pathname` is a lot's devices page (one of the three receiving kinds). */
export const isLotDevicesPath = (pathname: string) =>
  /^\/lots\/(package-pickup|regional-collection|collection)\/[1-9][0-9]{0,9}$/.test(pathname);

/** Whether the server answers `pathname` with the app (the fixed pages, a client's page, a lot's). */
export function isClientPagePath(pathname: string): boolean {
  return clientPagePaths.has(pathname) || isClientDetailsPath(pathname) || isLotDevicesPath(pathname);
}
