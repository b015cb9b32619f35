import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverTests = ['src/server/**/*.test.ts'];
// Server tests that open no test database (pure modules, peers, the on-disk PGlite): the PostgreSQL
// run would only repeat them. The backups' round trip starts from an embedded database and reaches
// TEST_DATABASE_URL's server by itself.
const withoutTestDatabase = [
  'src/server/cli/round-trip.test.ts',
  'src/server/config.test.ts',
  'src/server/db/client.test.ts',
  'src/server/db/data-dir-lock.test.ts',
  'src/server/features/auth/google-sign-in.service.test.ts',
  'src/server/features/company/company-logo.test.ts',
  'src/server/features/devices/erasure-report-parsers.test.ts',
  'src/server/features/documents/documents-thread.test.ts',
  'src/server/features/documents/document-renderer.test.ts',
  'src/server/features/documents/labels-layout.test.ts',
  'src/server/features/documents/pdf-layout.test.ts',
  'src/server/lib/csv.test.ts',
  'src/server/plugins/body-limit.test.ts',
  'src/server/plugins/static-client.test.ts',
  'src/server/features/tracking/tracking-page.test.ts',
  'src/server/features/devices/verify-page.test.ts',
  'src/server/lib/secret-box.test.ts',
  'src/server/test/peers/peers.test.ts',
];

// API tests run on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  resolve: {
    alias: {
      '@shared': fromRoot('./src/shared'),
      '@server': fromRoot('./src/server'),
      '@client': fromRoot('./src/client'),
    },
  },
  test: {
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core machine, idle while
    // the databases, argon2 and the test peers work. Three keep both cores busy (CI 418 s → 259 s).
    maxWorkers: 3,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // No module state to isolate either (the two that stub fetch restore it after each test): each
        // worker imports zod, React Query and the shared code once instead of once per file.
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          isolate: false,
          globalSetup: ['src/server/test/server-build-global-setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: serverTests,
                exclude: withoutTestDatabase,
                env: { TEST_DB: 'postgres' },
                isolate: false,
                globalSetup: [
                  'src/server/test/postgres-global-setup.ts',
                  'src/server/test/server-build-global-setup.ts',
                ],
              },
            },
          ]
        : []),
    ],
  },
});
