/** The client's pages (spec §2). The server answers them with index.html; the client router renders them. */
export const appRoutes = {
  auth: '/auth',
  home: '/',
  materialConditioning: '/material-conditioning',
  packagePickup: '/package-pickup',
  regionalCollection: '/regional-collection',
  settings: '/settings',
  adminDashboard: '/admin-dashboard',
  packagingStock: '/packaging-stock',
} as const;

export const clientPagePaths: ReadonlySet<string> = new Set(Object.values(appRoutes));
