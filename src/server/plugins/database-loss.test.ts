/**
 * A database that goes away for a moment: connection-level failures answer 503 in French with
 * Retry-After, never 500. On PostgreSQL, the app's backends are terminated (pg_terminate_backend from
 * another connection) while creations run: each answer is 201 or 503, a request and its queued
 * notification are both written or neither, no connection is lost to the pool, and the next requests work.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { regionalCollection } from '../test/request-payloads';
import { replyWithApiError } from './error-handler';

const UNAVAILABLE = 'La base de données est momentanément indisponible. Réessayez dans quelques instants.';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Mail configured (never started here): each creation also queues its notification, in its transaction.
  t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', NOTIFICATION_EMAIL: 'logistique@example.test' });
  admin = await t.loginAsAdmin();
});
afterAll(() => t?.close());

describe('connection-level failures', () => {
  it.each([
    ['a terminated session (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    [
      'one wrapped by Drizzle',
      new Error('Failed query: select 1\nparams: secret', {
        cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      }),
    ],
  ])('answer %s with 503, Retry-After and a French message', (_, error) => {
    const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
    const reply = {
      status(code: number) {
        sent.status = code;
        return reply;
      },
      header(name: string, value: string) {
        sent.headers[name] = value;
        return reply;
      },
      send(body: unknown) {
        sent.body = body;
        return reply;
      },
    };
    const request = { log: { error() {}, info() {} } };
    replyWithApiError(error, request as never, reply as never);
    expect(sent).toEqual({ status: 503, headers: { 'retry-after': '5' }, body: { message: UNAVAILABLE } });
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL sessions terminated under write load', () => {
  /** Connections checked out of the app's pool. */
  const busy = () => {
    const pool = t.database.poolStats();
    return pool.total - pool.idle;
  };
  const settled = async () => {
    for (const deadline = Date.now() + 5_000; busy() > 0 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('gives back to the pool a connection that died while checked out, even if its holder never returns', async () => {
    const url = (t.database as { url?: string }).url as string;
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    try {
      let inTransaction: () => void = () => {};
      const began = new Promise<void>((resolve) => {
        inTransaction = resolve;
      });
      // A holder stuck in its own work: it would never call release().
      void t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          inTransaction();
          await new Promise(() => {});
        })
        .catch(() => {});
      await began;
      expect(busy()).toBe(1);
      await killer.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      await settled();
      expect(busy()).toBe(0);
      const after = await t.call('POST', '/api/regional-collection-requests', {
        cookie: admin,
        payload: regionalCollection('Après la coupure'),
      });
      expect(after.statusCode).toBe(201);
    } finally {
      await killer.end();
    }
  });

  it('answers 201 or 503, never 500, writes nothing by halves, and recovers', async () => {
    const url = (t.database as { url?: string }).url as string;
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    const terminate = () =>
      killer.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
    const statuses: number[] = [];
    try {
      for (let wave = 0; wave < 4; wave += 1) {
        const answers = Array.from({ length: 15 }, (_, i) =>
          t.call('POST', '/api/regional-collection-requests', {
            cookie: admin,
            payload: regionalCollection(`Coupure ${wave}-${i}`),
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 5 * wave));
        await terminate();
        for (const answer of await Promise.all(answers)) {
          statuses.push(answer.statusCode);
          if (answer.statusCode === 503) {
            expect(answer.json()).toEqual({ message: UNAVAILABLE });
            expect(answer.headers['retry-after']).toBe('5');
          }
        }
      }
      expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
      expect(statuses).toContain(503);

      // Nothing half-written: every request has its notification, the counters match the rows, and the
      // rows are those answered 201 plus at most those whose commit landed as the connection died.
      const { rows } = await killer.query<{ requests: number; outbox: number; counted: number }>(`
        SELECT (SELECT count(*)::int FROM regional_collection_requests WHERE client_company_name LIKE 'Coupure %') AS requests,
               (SELECT count(*)::int FROM notification_outbox o JOIN regional_collection_requests r
                  ON o.request_type = 'regional-collection' AND o.request_id = r.id
                WHERE r.client_company_name LIKE 'Coupure %') AS outbox,
               (SELECT coalesce(sum(n), 0)::int FROM request_counts WHERE kind = 'regional-collection')
                 - (SELECT count(*)::int FROM regional_collection_requests WHERE client_company_name NOT LIKE 'Coupure %') AS counted`);
      const [state] = rows;
      const created = statuses.filter((status) => status === 201).length;
      expect(state?.outbox).toBe(state?.requests);
      expect(state?.counted).toBe(state?.requests);
      expect(state?.requests).toBeGreaterThanOrEqual(created);
      expect(state?.requests).toBeLessThanOrEqual(statuses.length);

      // The pool replaces the dead connections: the next requests work.
      for (let i = 0; i < 12; i += 1) {
        const after = await t.call('POST', '/api/regional-collection-requests', {
          cookie: admin,
          payload: regionalCollection(`Après ${i}`),
        });
        expect(after.statusCode).toBe(201);
      }
      // No connection was lost to the pool: once the requests are over, none stays checked out.
      await settled();
      // If one stays out, what the database last saw on each of the app's connections says where.
      const sessions =
        busy() > 0
          ? (
              await killer.query<{ state: string; query: string }>(
                'SELECT state, left(query, 200) AS query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
              )
            ).rows
          : [];
      expect(busy(), JSON.stringify(sessions)).toBe(0);
    } finally {
      await killer.end();
    }
  });
});
