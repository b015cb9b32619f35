/**
 * Routes of spec §2. Pages are split per route (React.lazy); guards decide who sees what before any page
 * code loads. A page that fails to load (a stale chunk after a deployment) lands on RouteErrorPage.
 */
import { PageLoader } from '@client/components/ui/spinner';
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found';
import { RouteErrorPage } from './route-error';
import { GuestOnly, RequireAdmin, RequireAuth } from './route-guards';

/** React.lazy for a module with a named export. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const AuthPage = lazyPage(
  () => import('@client/features/auth/pages/auth-page'),
  (m) => m.AuthPage,
);
const MaterialConditioningPage = lazyPage(
  () => import('@client/features/material-conditioning/pages/material-conditioning-page'),
  (m) => m.MaterialConditioningPage,
);
const PackagePickupPage = lazyPage(
  () => import('@client/features/package-pickup/pages/package-pickup-page'),
  (m) => m.PackagePickupPage,
);
const RegionalCollectionPage = lazyPage(
  () => import('@client/features/regional-collection/pages/regional-collection-page'),
  (m) => m.RegionalCollectionPage,
);
const SettingsPage = lazyPage(
  () => import('@client/features/settings/pages/settings-page'),
  (m) => m.SettingsPage,
);
const AdminDashboardPage = lazyPage(
  () => import('@client/features/admin-dashboard/pages/admin-dashboard-page'),
  (m) => m.AdminDashboardPage,
);
const PackagingStockPage = lazyPage(
  () => import('@client/features/packaging-stock/pages/packaging-stock-page'),
  (m) => m.PackagingStockPage,
);

function RootBoundary() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <RootBoundary />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <GuestOnly />,
        children: [{ path: '/auth', element: <AuthPage /> }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <MaterialConditioningPage /> },
              { path: 'material-conditioning', element: <MaterialConditioningPage /> },
              { path: 'package-pickup', element: <PackagePickupPage /> },
              { path: 'regional-collection', element: <RegionalCollectionPage /> },
              { path: 'settings', element: <SettingsPage /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: 'admin-dashboard', element: <AdminDashboardPage /> },
                  { path: 'packaging-stock', element: <PackagingStockPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
