/**
 * One schema, one code path, two drivers: embedded PGlite persisted under DATA_DIR when DATABASE_URL is
 * unset, node-postgres otherwise. Everything above this module sees the same Drizzle `Db` type.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { type PGliteThread, startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a repository receives: the database or an open transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then runs `afterMigrate` (e.g. the first-admin bootstrap) while still holding
   * the migration lock, so app processes starting together on one PostgreSQL never race each other.
   */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  /**
   * The embedded database only: a consistent snapshot of its data directory as a gzipped tar (a backup;
   * pglite-worker.ts says how it stays consistent). PostgreSQL has its own tools (pg_dump).
   */
  dumpDataDir?: () => Promise<Uint8Array>;
  close(): Promise<void>;
  /** Calls `observer` with each query's duration (the /metrics histogram); one observer at a time. */
  observeQueries(observer: QueryObserver | undefined): void;
  /** Connections: node-postgres's pool counts; PGlite has its one connection, always in use. */
  poolStats(): { total: number; idle: number; waiting: number };
}

export type QueryObserver = (seconds: number, failed: boolean) => void;

/** Runs `run`, and when it returns a promise, reports its duration to the observer once it settles. */
function timed<T>(observer: QueryObserver | undefined, run: () => T): T {
  if (!observer) return run();
  const started = performance.now();
  const result = run();
  if (result && typeof (result as { then?: unknown }).then === 'function') {
    (result as unknown as Promise<unknown>).then(
      () => observer((performance.now() - started) / 1000, false),
      () => observer((performance.now() - started) / 1000, true),
    );
  }
  return result;
}

/** Arbitrary constant for pg_advisory_lock: "migrations of this app". */
const MIGRATION_LOCK_KEY = 4_206_807;

const isBegin = (config: unknown) =>
  typeof config === 'object' &&
  config !== null &&
  /^begin\b/i.test(String((config as { text?: unknown }).text ?? ''));

/**
 * Drizzle's transaction() checks a client out of the pool and sends BEGIN before its try/finally: when
 * BEGIN fails (a statement time-out, the connection cut), the client is never released, and each such
 * failure would take one connection out of the pool for good until every request waits. The client is
 * released here instead, with the error, so the pool discards it (drizzle-orm issues 6023, 6241).
 */
function releaseIfBeginFails(client: pg.PoolClient | pg.Client, result: unknown) {
  if (!result || typeof (result as { then?: unknown }).then !== 'function') return;
  (result as Promise<unknown>).catch((error: unknown) => {
    (client as pg.PoolClient).release?.(error instanceof Error ? error : true);
  });
}

/**
 * A client checked out of the pool (a transaction's) whose connection ends while it is out goes back to
 * the pool at once, as dead, whoever holds it: its holder's queries have failed already, and a holder
 * that never calls release() would leave the pool one connection short for good — and close() waiting
 * forever, as the database-loss test saw twice in CI after PostgreSQL cut the app's sessions. The
 * holder's own release() comes later and does nothing (the pool's would throw on a second call).
 */
function givenBackWhenDead(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onEnd = () => releaseOnce(new Error('Connection ended while checked out'));
  function releaseOnce(error?: Error | boolean) {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  }
  client.once('end', onEnd);
  client.release = releaseOnce;
  return client;
}

export function openPostgres(url: string, poolSize = 10): Database {
  // A database that does not answer fails a request after 10 s (503) instead of holding it forever.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  let observer: QueryObserver | undefined;
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one checked out between two queries (a transaction's JavaScript step): node-postgres emits the
  // error on the client, unheard; its next query fails instead (→ 503) and the pool discards it.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Every query, pooled or in a transaction, goes through its client's query(): timed there.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = timed(observer, () => query(...args));
      if (isBegin(args[0]) && !migrationClients.has(client)) releaseIfBeginFails(client, result);
      return result;
    }) as typeof client.query;
  });
  const migrationClients = new WeakSet<pg.PoolClient | pg.Client>();
  // Checked out by Drizzle's transaction() and by migrate(); pool.query() keeps its own client in hand.
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) =>
    callback
      ? connect(callback)
      : (connect() as Promise<pg.PoolClient>).then(givenBackWhenDead)) as typeof pool.connect;
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    async migrate(afterMigrate) {
      const client = await pool.connect();
      migrationClients.add(client);
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          const locked = drizzleNodePg(client, { schema });
          await migrateNodePg(locked, { migrationsFolder: migrationsDir });
          await afterMigrate?.(locked as unknown as Db);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
    observeQueries(next) {
      observer = next;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Embedded PGlite persisted under `dataDir`, locked against a second process, running in its own worker
 * thread (pglite-thread.ts: why).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const client = await startPgliteThread(
      path.join(dataDir, 'pgdata'),
      // PGlite serves one process through one connection and its files sit in the OS page cache anyway:
      // 32 MB of shared buffers instead of 128 MB saves about 100 MB of resident memory.
      [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    );
    return pgliteDatabase(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Wraps an open PGlite client (the app's persisted one in its thread, or a test's in-memory one). */
export function pgliteDatabase(client: PGlite | PGliteThread, onClose: () => void = () => {}): Database {
  const pglite = client instanceof PGlite ? client : client.asPGlite();
  let observer: QueryObserver | undefined;
  const db = drizzlePglite(
    observedPglite(pglite, () => observer),
    { schema },
  ) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder: migrationsDir });
      await afterMigrate?.(db);
    },
    async ping() {
      await client.query('SELECT 1');
    },
    async dumpDataDir() {
      if (!(client instanceof PGlite)) return client.dumpDataDir();
      await client.exec('CHECKPOINT');
      const blob = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
      return new Uint8Array(await blob.arrayBuffer());
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
    observeQueries(next) {
      observer = next;
    },
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
  };
}

/**
 * The PGlite client as Drizzle sees it, its queries timed: query() and exec(), also inside transaction().
 * A Proxy keeps the client's own type (and `instanceof PGlite`) for Drizzle.
 */
function observedPglite<T extends object>(client: T, observer: () => QueryObserver | undefined): T {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function' || property === 'constructor') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property === 'query' || property === 'exec') {
        return (...args: unknown[]) => timed(observer(), () => method.apply(target, args));
      }
      if (property === 'transaction') {
        return (run: (tx: object) => unknown) =>
          method.call(target, (tx: object) => run(observedPglite(tx, observer)));
      }
      return method.bind(target);
    },
  });
}

export function openDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
  databasePoolSize?: number;
}) {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl, config.databasePoolSize))
    : openPglite(config.dataDir);
}
