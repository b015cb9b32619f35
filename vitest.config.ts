import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const serverTests = ['src/server/**/*.test.ts'];

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
        test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: { name: 'api-pglite', include: serverTests, env: { TEST_DB: 'pglite' }, isolate: false },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                isolate: false,
                globalSetup: ['src/server/test/postgres-global-setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
