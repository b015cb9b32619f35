import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageHtml } from './scripts/build/page-html';
import { precompress } from './scripts/build/precompress';
import { appRoutes } from './src/shared/app-routes';
import { VERIFY_PAGE_PREFIX } from './src/shared/devices/erasure-certificate';
import { TRACKING_PAGE_PREFIX } from './src/shared/fulfilment/public-tracking';
import { GMAIL_REDIRECT_PATH } from './src/shared/mail/gmail-oauth';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const GMAIL_CALLBACK_PAGE = '/gmail-callback.html';
const SIGN_IN_PAGE = '/auth.html';

/**
 * In development, Google's redirect to /auth/gmail/callback gets the popup's page and /auth the sign-in
 * page, as Fastify does in production (which also sends a signed-in visitor away from /auth). The public
 * tracking and verification pages are written by the server into the built files: proxied to it below.
 */
function secondaryPages(): Plugin {
  return {
    name: 'secondary-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '';
        const [pathname = '', query] = url.split('?', 2);
        if (pathname === GMAIL_REDIRECT_PATH) {
          request.url = query === undefined ? GMAIL_CALLBACK_PAGE : `${GMAIL_CALLBACK_PAGE}?${query}`;
        } else if (pathname === appRoutes.auth) {
          request.url = query === undefined ? SIGN_IN_PAGE : `${SIGN_IN_PAGE}?${query}`;
        }
        next();
      });
    },
  };
}

// The client lives in src/client; the built files go to dist/client, which the Fastify server serves.
// Five pages: the app (index.html), the sign-in page (auth.html: React and the page only, decision 0097),
// the tiny page the Gmail authorization popup returns to (gmail-callback.html, no React), the public
// tracking page (tracking.html: the built server writes its content) and the public verification page of an erasure
// certificate (verify.html: the built server writes its content, so in development it opens empty; its
// one script compares a file). In development Vite proxies the API and the Google sign-in paths to the
// Fastify server.
const serverUrl = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [
    react(),
    tailwindcss(),
    secondaryPages(),
    pageHtml({ clientDir: fromRoot('./src/client') }),
    precompress(),
  ],
  resolve: {
    alias: {
      '@shared': fromRoot('./src/shared'),
      '@client': fromRoot('./src/client'),
    },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: {
        index: fromRoot('./src/client/index.html'),
        auth: fromRoot('./src/client/auth.html'),
        'gmail-callback': fromRoot('./src/client/gmail-callback.html'),
        tracking: fromRoot('./src/client/tracking.html'),
        verify: fromRoot('./src/client/verify.html'),
      },
      // Fewer, larger chunks on the first load: rolldown's automatic common chunks under 8 KiB are copied
      // into the chunks that use them instead of being files of their own. A request page went from 53 files
      // to 17 before its first paint (≈ 7 KB less brotli JS, the per-file overhead), which a phone on a slow
      // network pays in round trips: Lighthouse mobile 73–88 → 90–96 on the request pages (docs/benchmarks.md,
      // 2026-11-24). Inlining needs the entries' export signatures free (`preserveEntrySignatures: false`:
      // nothing imports the entries) and turns on strict execution order, which keeps module side effects
      // (zod's config, the CSS) in source order across chunks.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } },
      },
    },
    // One stylesheet (Tailwind's), which every page's HTML loads (inlined in the app's pages by
    // scripts/build/page-html.ts): chunks loaded on demand then name no CSS to add as a <link>.
    cssCodeSplit: false,
    // The shell (React, router, TanStack Query, Radix, zod) is one ~165 kB gzip chunk, cached immutably;
    // pages are split per route. Warn only if it grows well past that.
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': serverUrl,
      '/auth/google': serverUrl,
      '/healthz': serverUrl,
      '/readyz': serverUrl,
      // Written by the server into dist/client's tracking.html and verify.html (run `npm run build` once).
      [TRACKING_PAGE_PREFIX]: serverUrl,
      [VERIFY_PAGE_PREFIX]: serverUrl,
    },
  },
});
