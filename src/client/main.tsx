// First: before any zod schema is built (see the module).
import '@client/lib/zod-jitless';
import './index.css';
import { AppProvider, queryClient } from '@client/app/provider';
import { AppRouter, preloadRoute } from '@client/app/router';
import { userQueryOptions } from '@client/features/auth/api/get-user';
import { showToastFromLastPage } from '@client/hooks/use-toast';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

// The first load asks for the session and downloads the current page's code at the same time, instead of
// one after the other (the route guards wait for the session before they render any page).
void queryClient.prefetchQuery(userQueryOptions());
const pageCode = preloadRoute(window.location.pathname, window.location.search, queryClient);
// « Connexion réussie », when the sign-in page sent the person here.
showToastFromLastPage();

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

// The first render waits for the page's code (the HTML's loader shows meanwhile): a page that suspended
// on its code would be shown only 300 ms after its fallback, React's throttle of Suspense reveals
// (lib/lazy-export.ts). A transition: React renders the first screen in short slices, yielding to the
// browser between them, instead of one long task (a phone's main thread stays free to paint and answer
// taps).
const root = createRoot(container);
void pageCode
  .catch(() => {})
  .then(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProvider>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      );
    }),
  );
