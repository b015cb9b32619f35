/**
 * A fresh, migrated database for each test app: in-memory PGlite by default; with TEST_DB=postgres, a
 * database on TEST_DATABASE_URL's server copied from the run's migrated template. Either is kept when the
 * app closes and handed to the worker's next test as the template was (below). `{ empty: true }` gives one
 * no migration has touched, for the tests of migrating itself.
 */
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openPostgres, pgliteDatabase } from '../db/client';
import { createPglite } from '../db/pglite-extensions';
import { templateDatabaseName, withClient } from './postgres-global-setup';

/** Migrating costs seconds: each worker migrates one in-memory template (modules are shared, isolate: false). */
let pgliteTemplate: Promise<PGlite> | undefined;
async function migratedPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = await createPglite();
    await pgliteDatabase(client).migrate();
    return client;
  })();
  return pgliteTemplate;
}

/**
 * Cloning costs half a second of one core (a new PGlite loads the template's files), and the files whose
 * every test builds its own app clone hundreds of times. A closed test database is therefore kept, and the
 * next test gets it back as the template was: every table emptied and refilled with the template's rows
 * (the settings the migrations insert…), every sequence where it stood, the session reset. Its schema
 * must be the template's (a test that changes it loses its database to a new clone).
 */
const idlePglites: PGlite[] = [];
let templateState: Promise<TemplateState> | undefined;

interface TemplateState {
  /** One statement putting every row and sequence back. */
  restore: string;
  schema: string;
}

async function reusedOrClonedPglite(): Promise<PGlite> {
  const template = await migratedPgliteTemplate();
  // Read off a clone: sequences stand further in a clone than in the template (a restart skips the values
  // PostgreSQL logged ahead), and a reset database must be a clone's equal.
  templateState ??= (async () => {
    const clone = (await template.clone()) as PGlite;
    const state = await captureTemplateState((sql) => clone.query(sql));
    idlePglites.push(clone);
    return state;
  })();
  const state = await templateState;
  for (let client = idlePglites.pop(); client; client = idlePglites.pop()) {
    try {
      await client.exec('DISCARD ALL');
      if ((await schemaFingerprint((sql) => client.query(sql))) === state.schema) {
        await client.exec(state.restore);
        return client;
      }
    } catch {
      // Left in a state it cannot be brought back from: a new clone below.
    }
    await client.close().catch(() => {});
  }
  return (await template.clone()) as PGlite;
}

/** A query on either driver: PGlite's and node-postgres's answers both carry `rows`. */
type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The tables, columns, triggers and functions, as one hash: what a reset database must share. */
async function schemaFingerprint(query: Query): Promise<string> {
  const { rows } = await query(`
    SELECT md5(
      (SELECT string_agg(c.oid || c.relname || c.relkind::text, ',' ORDER BY c.oid) FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace)
      || (SELECT coalesce(string_agg(a.attrelid || a.attname || a.atttypid || a.attgenerated::text, ',' ORDER BY a.attrelid, a.attnum), '')
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0)
      || (SELECT coalesce(string_agg(t.tgname || t.tgenabled::text, ',' ORDER BY t.oid), '') FROM pg_trigger t)
      || (SELECT coalesce(string_agg(p.oid::text, ',' ORDER BY p.oid), '') FROM pg_proc p
        WHERE p.pronamespace = 'public'::regnamespace)
    ) AS fingerprint`);
  return String(rows[0]?.fingerprint ?? '');
}

async function captureTemplateState(query: Query): Promise<TemplateState> {
  const tables = (await query(`
    SELECT c.oid::regclass::text AS name,
      (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
    FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
    ORDER BY 1`)) as { rows: { name: string; columns: string }[] };
  const statements = [
    'BEGIN',
    // Neither triggers (history, counters) nor foreign keys: the rows go back exactly as they were.
    "SET LOCAL session_replication_role = 'replica'",
    // TRUNCATE, not DELETE (57 ms against 287 on PostgreSQL): it gives the tables new files, so a test's
    // plans (EXPLAIN) never meet the dead rows and bloated indexes another test left.
    `TRUNCATE ${tables.rows.map((table) => table.name).join(', ')}`,
  ];
  for (const table of tables.rows) {
    const { rows } = await query(
      `SELECT json_agg(t)::text AS rows FROM (SELECT ${table.columns} FROM ${table.name}) t`,
    );
    const json = rows[0]?.rows as string | null | undefined;
    if (!json) continue;
    statements.push(
      `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE SELECT ${table.columns} ` +
        `FROM json_populate_recordset(NULL::${table.name}, ${quoteLiteral(json)})`,
    );
  }
  const sequences = (await query(`
    SELECT quote_literal(format('%I.%I', schemaname, sequencename)) AS name,
      CASE WHEN last_value IS NULL THEN start_value || ', false' ELSE last_value || ', true' END AS value
    FROM pg_sequences WHERE schemaname = 'public'`)) as { rows: { name: string; value: string }[] };
  for (const sequence of sequences.rows)
    statements.push(`SELECT setval(${sequence.name}, ${sequence.value})`);
  statements.push('COMMIT');
  return { restore: `${statements.join(';\n')};`, schema: await schemaFingerprint(query) };
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export async function openTestDatabase({ empty = false } = {}): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') {
    if (empty) return pgliteDatabase(await createPglite());
    const client = await reusedOrClonedPglite();
    const database = pgliteDatabase(client);
    return {
      ...database,
      async close() {
        // Kept for the next test of this worker, which finds it as the template was (reusedOrClonedPglite).
        if (!client.closed) idlePglites.push(client);
      },
    };
  }

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = empty ? await createPostgres(baseUrl, { empty }) : await reusedOrCreatedPostgres(baseUrl);
  const url = databaseUrl(baseUrl, name);
  const database = openPostgres(url, 4);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      // Kept for the worker's next test like a PGlite (reusedOrCreatedPostgres); an empty one is dropped.
      if (empty)
        await withClient(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      else idlePostgres.push(name);
    },
  };
}

/**
 * On PostgreSQL, CREATE DATABASE … TEMPLATE costs half a second (it writes the template's every page to
 * the WAL), and DROP as much again: a closed test database is kept and reset as a PGlite is. The sessions
 * a test left behind (a child server, a listener) are ended first: their locks would hold the reset, their
 * advisory locks would confuse the next test. The run's teardown drops them all (postgres-global-setup.ts).
 */
const idlePostgres: string[] = [];
let postgresTemplateState: Promise<TemplateState> | undefined;

async function reusedOrCreatedPostgres(baseUrl: string): Promise<string> {
  postgresTemplateState ??= (async () => {
    const name = await createPostgres(baseUrl, { empty: false });
    const state = await withClient(databaseUrl(baseUrl, name), (client) =>
      captureTemplateState((sql) => client.query(sql)),
    );
    idlePostgres.push(name);
    return state;
  })();
  const state = await postgresTemplateState;
  for (let name = idlePostgres.pop(); name; name = idlePostgres.pop()) {
    const reset = await withClient(databaseUrl(baseUrl, name), async (client) => {
      await client.query(
        'SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      await client.query("SET lock_timeout = '5s'");
      if ((await schemaFingerprint((sql) => client.query(sql))) !== state.schema) return false;
      await client.query(state.restore);
      return true;
    }).catch(() => false);
    if (reset) return name;
    await withClient(baseUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  return createPostgres(baseUrl, { empty: false });
}

async function createPostgres(baseUrl: string, { empty }: { empty: boolean }): Promise<string> {
  const name = `gl_test_${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
  await withClient(baseUrl, (admin) =>
    admin.query(
      empty
        ? `CREATE DATABASE ${name}`
        : `CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName(inject('testRunId'))}`,
    ),
  );
  return name;
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
