/**
 * A throwaway database on the PostgreSQL server of DATABASE_URL, for a benchmark to migrate, seed and
 * measure, then drop (`WITH (FORCE)`: a server the bench killed may still hold connections).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
