/**
 * The two databases a benchmark seeds and measures side by side: a PGlite data dir in a temporary folder,
 * and a scratch database on DATABASE_URL's PostgreSQL; each opened empty and removed afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPostgres, pgliteDatabase } from '../../src/server/db/client';
import { createPglite } from '../../src/server/db/pglite-extensions';
import { createScratchDatabase } from './scratch-postgres';

export interface BenchTarget {
  label: string;
  open(): Promise<{ database: Database; cleanup: () => Promise<void> }>;
}

export const pgliteTarget = (prefix: string): BenchTarget => ({
  label: 'PGlite',
  async open() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    return {
      database: pgliteDatabase(await createPglite(path.join(dir, 'pgdata'))),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
});

export const postgresTarget = (url: string, prefix: string): BenchTarget => ({
  label: 'PostgreSQL',
  async open() {
    const scratch = await createScratchDatabase(url, prefix);
    return { database: openPostgres(scratch.url, 10), cleanup: scratch.drop };
  },
});
