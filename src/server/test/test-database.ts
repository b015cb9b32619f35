/**
 * A fresh database for each test app: in-memory PGlite by default; with TEST_DB=postgres, a new database
 * created on TEST_DATABASE_URL's server and dropped when the app closes.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, pgliteDatabase } from '../db/client';

/** Migrating costs about a second; each test file migrates one in-memory template and clones it per app. */
let pgliteTemplate: Promise<PGlite> | undefined;
async function migratedPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create();
    await pgliteDatabase(client).migrate();
    return client;
  })();
  return pgliteTemplate;
}

export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = await migratedPgliteTemplate();
    return pgliteDatabase((await template.clone()) as PGlite);
  }

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `gl_test_${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
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
