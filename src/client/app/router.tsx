/**
 * Routes of spec §2 (the sign-in page, /auth, is a page of its own: auth.html, decision 0097). Pages are
 * split per route (React.lazy); guards decide who sees what before any page code loads. A page that fails
 * to load (a stale chunk after a deployment) lands on RouteErrorPage.
 */
import { PageLoader } from '@client/components/ui/spinner';
import { userQueryOptions } from '@client/features/auth/api/get-user';
import { dashboardQueryOptions } from '@client/features/dashboard/api/get-dashboard';
import { setupStatusQueryOptions } from '@client/features/dashboard/api/get-setup-status';
import { requestCountsQueryOptions } from '@client/features/requests/api/get-request-counts';
import { pagedRequestsQueryOptions } from '@client/features/requests/api/get-requests';
import type { RequestKind } from '@client/features/requests/request-types';
import { type LazyComponent, lazyExport } from '@client/lib/lazy-export';
import { appRoutes } from '@shared/app-routes';
import { modulesAt, type PageModule } from '@shared/page-modules';
import { isAdmin } from '@shared/users/user-roles';
import type { QueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from './not-found';
import { RouteErrorPage } from './route-error';
import { RequireAdmin, RequireAuth } from './route-guards';

const loadSettingsPage = () => import('@client/features/settings/pages/settings-page');

/**
 * Each page's component, its code loaded on demand (its own chunk; the signed-in shell comes with the first
 * page that needs it). @shared/page-modules names the same files, for the build's per-page HTML that
 * preloads them.
 */
const pages = {
  layout: lazyExport(
    () => import('./layout/app-layout'),
    (m) => m.AppLayout,
  ),
  materialConditioning: lazyExport(
    () => import('@client/features/material-conditioning/pages/material-conditioning-page'),
    (m) => m.MaterialConditioningPage,
  ),
  packagePickup: lazyExport(
    () => import('@client/features/package-pickup/pages/package-pickup-page'),
    (m) => m.PackagePickupPage,
  ),
  regionalCollection: lazyExport(
    () => import('@client/features/regional-collection/pages/regional-collection-page'),
    (m) => m.RegionalCollectionPage,
  ),
  regionalRound: lazyExport(
    () => import('@client/features/regional-round/pages/regional-round-page'),
    (m) => m.RegionalRoundPage,
  ),
  collection: lazyExport(
    () => import('@client/features/collection/pages/collection-page'),
    (m) => m.CollectionPage,
  ),
  transport: lazyExport(
    () => import('@client/features/delivery/pages/delivery-page'),
    (m) => m.DeliveryPage,
  ),
  clients: lazyExport(
    () => import('@client/features/clients/pages/clients-page'),
    (m) => m.ClientsPage,
  ),
  clientDetails: lazyExport(
    () => import('@client/features/clients/pages/client-details-page'),
    (m) => m.ClientDetailsPage,
  ),
  lotDevices: lazyExport(
    () => import('@client/features/devices/pages/lot-devices-page'),
    (m) => m.LotDevicesPage,
  ),
  settings: lazyExport(loadSettingsPage, (m) => m.SettingsPage),
  adminDashboard: lazyExport(
    () => import('@client/features/dashboard/pages/admin-dashboard-page'),
    (m) => m.AdminDashboardPage,
  ),
  packagingStock: lazyExport(
    () => import('@client/features/packaging-stock/pages/packaging-stock-page'),
    (m) => m.PackagingStockPage,
  ),
  packagingRequests: lazyExport(
    () => import('@client/features/packaging-requests/pages/packaging-requests-page'),
    (m) => m.PackagingRequestsPage,
  ),
} satisfies Record<PageModule, LazyComponent<Record<string, never>>>;

const {
  layout: AppLayout,
  materialConditioning: MaterialConditioningPage,
  packagePickup: PackagePickupPage,
  regionalCollection: RegionalCollectionPage,
  regionalRound: RegionalRoundPage,
  collection: CollectionPage,
  transport: DeliveryPage,
  clients: ClientsPage,
  clientDetails: ClientDetailsPage,
  lotDevices: LotDevicesPage,
  settings: SettingsPage,
  adminDashboard: AdminDashboardPage,
  packagingStock: PackagingStockPage,
  packagingRequests: PackagingRequestsPage,
} = pages;

/** The request pages whose first screen is their « En attente » list (the regional page opens on its calendar). */
const listPageKinds: Record<string, RequestKind> = {
  [appRoutes.home]: 'material-conditioning',
  [appRoutes.materialConditioning]: 'material-conditioning',
  [appRoutes.packagePickup]: 'package-pickup',
  [appRoutes.collection]: 'collection',
  [appRoutes.transport]: 'delivery',
};

/**
 * Loads the code of the page at `pathname` (main.tsx waits for it before the first render, so that the
 * shell and the page render without suspending: lib/lazy-export.ts); the page's HTML has already asked for
 * it, with the entry. The promise settles when the modules are there; a failure is left to the route's
 * error page (the lazy component tries again when it renders). A request page's
 * first data (its counters and the first page of « En attente », exactly the queries the page makes when
 * opened without a search) is asked for at the same time: the page finds it in the cache instead of asking
 * once the session has answered (signed out, the calls' 401 leads to /auth as the session's answer does);
 * the dashboard's two queries once the session names an administrator.
 */
export function preloadRoute(pathname: string, search: string, queryClient: QueryClient): Promise<void> {
  const kind = listPageKinds[pathname];
  // `q`: the page's search (request-search-field.tsx); a search's first page is another query.
  if (kind && !new URLSearchParams(search).get('q')?.trim()) {
    void queryClient.prefetchQuery(requestCountsQueryOptions(kind));
    void queryClient.prefetchInfiniteQuery(pagedRequestsQueryOptions(kind, { status: 'pending' }));
  }
  if (pathname === appRoutes.adminDashboard) {
    // An administrator's page: asked for once the session says so (a non-administrator's page never asks
    // for an administrator's data), still before the page has rendered.
    void queryClient
      .fetchQuery(userQueryOptions())
      .then((user) => {
        if (!isAdmin(user)) return;
        void queryClient.prefetchQuery(dashboardQueryOptions());
        void queryClient.prefetchQuery(setupStatusQueryOptions());
      })
      .catch(() => {});
  }
  // Already asked for by the page's HTML (modulepreload); the module cache makes this the same download.
  const code = modulesAt(pathname).map((page) => pages[page].preload());
  // The settings page's tab is code of its own, which tab depends on the user.
  if (pathname === appRoutes.settings) {
    code.push(
      Promise.all([loadSettingsPage(), queryClient.fetchQuery(userQueryOptions())]).then(([page, user]) =>
        user ? page.preloadSettingsTab(search, user) : undefined,
      ),
    );
  }
  return Promise.all(code).then(() => {});
}

/**
 * A page that throws while rendering (most often a page chunk that no longer exists after a deployment)
 * shows RouteErrorPage; moving to another address tries again.
 */
class RouteErrorBoundary extends Component<{ children: ReactNode; pathname: string }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: { pathname: string }) {
    if (this.state.error !== null && previous.pathname !== this.props.pathname)
      this.setState({ error: null });
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

function RootBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Declarative routes (<BrowserRouter>): the app uses no loaders, actions or fetchers, and this mode leaves
 * out React Router's data layer, about half of the library, from the first download.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootBoundary />}>
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
              <Route index element={<MaterialConditioningPage />} />
              <Route path={appRoutes.materialConditioning} element={<MaterialConditioningPage />} />
              <Route path={appRoutes.packagePickup} element={<PackagePickupPage />} />
              <Route path={appRoutes.regionalCollection} element={<RegionalCollectionPage />} />
              <Route path={appRoutes.regionalRound} element={<RegionalRoundPage />} />
              <Route path={appRoutes.collection} element={<CollectionPage />} />
              <Route path={appRoutes.transport} element={<DeliveryPage />} />
              <Route path={appRoutes.clients} element={<ClientsPage />} />
              <Route path={`${appRoutes.clients}/:id`} element={<ClientDetailsPage />} />
              <Route path="/lots/:kind/:id" element={<LotDevicesPage />} />
              <Route path={appRoutes.settings} element={<SettingsPage />} />
              <Route path={appRoutes.packagingRequests} element={<PackagingRequestsPage />} />
              <Route element={<RequireAdmin />}>
                <Route path={appRoutes.adminDashboard} element={<AdminDashboardPage />} />
                <Route path={appRoutes.packagingStock} element={<PackagingStockPage />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
