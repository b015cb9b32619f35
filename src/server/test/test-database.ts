/**
 * A fresh, migrated database for each test app: in-memory PGlite by default; with TEST_DB=postgres, a new
 * database copied from the run's migrated template on TEST_DATABASE_URL's server, dropped when the app
 * closes. `{ empty: true }` gives one no migration has touched, for the tests of migrating itself.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, pgliteDatabase } from '../db/client';
import { createPglite } from '../db/pglite-extensions';
import { templateDatabaseName } from './postgres-global-setup';

/** Migrating costs about a second; each test file migrates one in-memory template and clones it per app. */
let pgliteTemplate: Promise<PGlite> | undefined;
async function migratedPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = await createPglite();
    await pgliteDatabase(client).migrate();
    return client;
  })();
  return pgliteTemplate;
}

export async function openTestDatabase({ empty = false } = {}): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    if (empty) return pgliteDatabase(await createPglite());
    const template = await migratedPgliteTemplate();
    return pgliteDatabase((await template.clone()) as PGlite);
  }

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `gl_test_${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(
      empty
        ? `CREATE DATABASE ${name}`
        : `CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName(inject('testRunId'))}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
