import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The client lives in src/client; the built files go to dist/client, which the Fastify server serves.
// In development Vite proxies the API and the Google sign-in paths to the Fastify server.
const serverUrl = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: fromRoot('./src/client'),
  publicDir: fromRoot('./src/client/public'),
  plugins: [react(), tailwindcss()],
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
    },
  },
});
