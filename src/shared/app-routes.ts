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

/**
 * The tabs of the settings page as its URL names them (`/settings?onglet=gmail`), so any screen can link to
 * one; their labels, their order and who sees them are the page's own (client features/settings/settings-tabs.ts).
 */
export const settingsTabValues = [
  'general',
  'entreprise',
  'articles',
  'adresses',
  'transporteurs',
  'gmail',
  'utilisateurs',
  'sauvegarde',
  'journal',
  'mon-compte',
] as const;
export type SettingsTabValue = (typeof settingsTabValues)[number];

/** The query parameter naming the settings page's selected tab. */
export const SETTINGS_TAB_PARAM = 'onglet';

/** A link to a tab from within the settings page (« ?onglet=gmail »). */
export const settingsTabLink = (tab: SettingsTabValue) => `?${SETTINGS_TAB_PARAM}=${tab}`;

/** A link to a tab of the settings page from anywhere (« /settings?onglet=gmail »). */
export const settingsTabPath = (tab: SettingsTabValue) => `${appRoutes.settings}${settingsTabLink(tab)}`;

/** A client's page in the clients directory (`/clients/:id`). */
export const clientDetailsPath = (id: number) => `${appRoutes.clients}/${id}`;

/** Whether the server answers `pathname` with the app (the fixed pages, and a client's page). */
export function isClientPagePath(pathname: string): boolean {
  return clientPagePaths.has(pathname) || /^\/clients\/[1-9][0-9]{0,9}$/.test(pathname);
}
