/**
 * A throwaway database on the PostgreSQL server of DATABASE_URL, for a benchmark to migrate, seed and
 * measure, then drop (`WITH (FORCE)`: a server the bench killed may still hold connections).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPostgres, pgliteDatabase } from '../../src/server/db/client';
import { createPglite } from '../../src/server/db/pglite-extensions';

export interface ScratchDatabase {
  /** DATABASE_URL with the new database's name. */
  url: string;
  drop(): Promise<void>;
}

async function run(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A bench's database: an embedded PGlite in a temporary directory, or, when DATABASE_URL is set, a scratch
 * database on its PostgreSQL server; `cleanup` removes either.
 */
export async function openBenchDatabase(
  name: string,
): Promise<{ database: Database; label: string; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gl-bench-${name}-`));
    return {
      database: pgliteDatabase(await createPglite(path.join(dir, 'pgdata'))),
      label: 'PGlite',
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(url, 'gl_bench');
  return { database: openPostgres(scratch.url, 10), label: 'PostgreSQL', cleanup: scratch.drop };
}
