// First: before any zod schema is built (see the module).
import '@client/lib/zod-jitless';
import './index.css';
import { AppProvider, queryClient } from '@client/app/provider';
import { AppRouter, preloadRoute } from '@client/app/router';
import { userQueryOptions } from '@client/features/auth/api/get-user';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The first load asks for the session and downloads the current page's code at the same time, instead of
// one after the other (the route guards wait for the session before they render any page).
void queryClient.prefetchQuery(userQueryOptions());
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
