/**
 * The code each page of the app needs on its first load, besides the entry: the router loads these modules
 * on demand (React.lazy), and the build writes one HTML file per page that preloads them with the entry
 * (scripts/build/page-html.ts), so that a phone downloads the page's code while the entry does, instead of
 * once the entry has run. Paths are from src/client/; the build fails if one is no longer a chunk of its own.
 */
import { appRoutes, isClientDetailsPath, isLotDevicesPath } from './app-routes';

export const pageModules = {
  layout: 'app/layout/app-layout.tsx',
  materialConditioning: 'features/material-conditioning/pages/material-conditioning-page.tsx',
  packagePickup: 'features/package-pickup/pages/package-pickup-page.tsx',
  regionalCollection: 'features/regional-collection/pages/regional-collection-page.tsx',
  regionalRound: 'features/regional-round/pages/regional-round-page.tsx',
  collection: 'features/collection/pages/collection-page.tsx',
  transport: 'features/delivery/pages/delivery-page.tsx',
  clients: 'features/clients/pages/clients-page.tsx',
  clientDetails: 'features/clients/pages/client-details-page.tsx',
  lotDevices: 'features/devices/pages/lot-devices-page.tsx',
  settings: 'features/settings/pages/settings-page.tsx',
  adminDashboard: 'features/dashboard/pages/admin-dashboard-page.tsx',
  packagingStock: 'features/packaging-stock/pages/packaging-stock-page.tsx',
  packagingRequests: 'features/packaging-requests/pages/packaging-requests-page.tsx',
} as const;

export type PageModule = keyof typeof pageModules;

/** What the page at each fixed path renders inside the signed-in shell. */
const pageOfRoute: Record<Exclude<keyof typeof appRoutes, 'auth'>, PageModule> = {
  home: 'materialConditioning',
  materialConditioning: 'materialConditioning',
  packagePickup: 'packagePickup',
  regionalCollection: 'regionalCollection',
  regionalRound: 'regionalRound',
  clients: 'clients',
  transport: 'transport',
  collection: 'collection',
  settings: 'settings',
  adminDashboard: 'adminDashboard',
  packagingStock: 'packagingStock',
  packagingRequests: 'packagingRequests',
};

const pageOfPath = new Map<string, PageModule>(
  Object.entries(pageOfRoute).map(([route, page]) => [appRoutes[route as keyof typeof pageOfRoute], page]),
);

/** The page a path of the app shows (`/clients/:id` is a client's page, `/lots/…` a lot's), or undefined. */
export function pageAt(pathname: string): PageModule | undefined {
  if (isClientDetailsPath(pathname)) return 'clientDetails';
  if (isLotDevicesPath(pathname)) return 'lotDevices';
  return pageOfPath.get(pathname);
}

/** The modules a first visit to `pathname` needs besides the entry: the shell, then the page. */
export function modulesAt(pathname: string): PageModule[] {
  const page = pageAt(pathname);
  return page ? ['layout', page] : [];
}

/** The HTML file the server answers a page with: the entry's, with that page's code preloaded. */
export const pageHtmlFile = (page: PageModule) => `pages/${page}.html`;
