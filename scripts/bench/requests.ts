/**
 * Request lists at scale: seeds 100,000 requests of each kind into a throw-away database (PGlite, or the
 * PostgreSQL of DATABASE_URL, in a database created and dropped here), starts the app on 127.0.0.1, and
 * measures through HTTP a list page, the counts and a calendar week, next to the same SQL run directly on
 * the same database: the session lookup every signed-in call makes, then the endpoint's statements (page and
 * total, or the counts) in parallel as the service runs them. Reports p50/p95 and the HTTP/SQL ratio of the
 * medians — what the HTTP stack, validation, row mapping and JSON cost on top of the database.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openPostgres, pgliteDatabase } from '../../src/server/db/client';
import { getDashboard } from '../../src/server/features/dashboard/dashboard.service';
import {
  materialConditioning,
  packagePickup,
  regionalCollection,
} from '../../src/server/features/requests/request-kinds';
import type { RequestTable } from '../../src/server/features/requests/requests.repository';
import { bootstrapFirstAdmin } from '../../src/server/features/users/admin-bootstrap';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PASSWORD = 'bench-admin-password';
/**
 * The HTTP client: `http` (default) is node:http over one kept-alive connection, as load-testing tools
 * measure a server; `fetch` is undici's fetch, whose own work in this process (≈0.3 ms a call here) was
 * counted in the HTTP column before 2026-11-22.
 */
const CLIENT = process.env.BENCH_CLIENT === 'fetch' ? 'fetch' : 'http';

const tables = {
  'material-conditioning': 'material_conditioning_requests',
  'package-pickup': 'package_pickup_requests',
  'regional-collection': 'regional_collection_requests',
} as const;

/** The SQL column list of each kind's `view=calendar`, from the field list the repository selects. */
function calendarColumns(definition: { table: RequestTable; calendarFields: readonly string[] }): string {
  const columns: Record<string, { name: string }> = getTableColumns(definition.table);
  return definition.calendarFields.map((field) => columns[field]?.name).join(', ');
}

const kindDefinitions = {
  'material-conditioning': materialConditioning,
  'package-pickup': packagePickup,
  'regional-collection': regionalCollection,
} as const;

async function openBenchDatabase(): Promise<{
  database: Database;
  label: string;
  cleanup: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-bench-rq-'));
    const client = await PGlite.create(path.join(dir, 'pgdata'));
    return {
      database: pgliteDatabase(client),
      label: 'PGlite (embedded)',
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `gl_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 10);
  return {
    database,
    label: 'PostgreSQL',
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Rows spread over two years of desired dates and creation times, a third in each status. */
async function seed(database: Database) {
  const common = (n: string) => `
    'Société ' || ${n}, 'Contact ' || ${n}, 'contact' || ${n} || '@example.test', '0102030405', ${n} || ' rue de Paris',
    (date '2026-01-01' + (${n} % 730))::date,
    (array['pending','completed','rejected'])[1 + ${n} % 3],
    now() - (${n} || ' minutes')::interval`;
  const cols =
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, status, created_at';
  await database.db.execute(
    sql.raw(`INSERT INTO material_conditioning_requests (${cols}, offer_number, computers_to_collect)
      SELECT ${common('g')}, 'OE-' || g, g % 50 FROM generate_series(1, ${ROWS}) g`),
  );
  await database.db.execute(
    sql.raw(`INSERT INTO package_pickup_requests (${cols}, type, offer_number, package_details)
      SELECT ${common('g')}, 'package', 'OE-' || g, '[{"width":40,"length":30,"height":20,"weight":5}]'::jsonb
      FROM generate_series(1, ${ROWS}) g`),
  );
  await database.db.execute(
    sql.raw(`INSERT INTO regional_collection_requests (${cols}, offer_number, computers_to_collect, preferred_time_slot)
      SELECT ${common('g')}, 'OE-' || g, g % 20, 'morning' FROM generate_series(1, ${ROWS}) g`),
  );
  // A steady-state database: autovacuum has set the visibility map, so counts can use index-only scans.
  await database.db.execute(sql.raw('VACUUM ANALYZE'));
}

/** GET `path` with the session cookie; resolves once the whole body has arrived, rejects unless 200. */
function httpClient(address: string, cookie: string): { get(path: string): Promise<void>; close(): void } {
  if (CLIENT === 'fetch') {
    return {
      async get(path) {
        const response = await fetch(`${address}${path}`, { headers: { cookie } });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        await response.arrayBuffer();
      },
      close() {},
    };
  }
  const { hostname, port } = new URL(address);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    get: (path) =>
      new Promise((resolve, reject) => {
        http
          .get({ host: hostname, port, path, agent, headers: { cookie } }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
            response.on('data', () => {});
            response.on('end', resolve);
          })
          .on('error', reject);
      }),
    close: () => agent.destroy(),
  };
}

interface Timing {
  p50: number;
  p95: number;
}

/**
 * Times `a` and `b` alternately (10 warm-ups each, then RUNS samples each): on a shared machine, load from
 * other processes then falls on both sides alike instead of on whichever happened to run during a burst.
 */
async function timeSideBySide(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[Timing, Timing]> {
  for (let i = 0; i < 10; i++) {
    await a();
    await b();
  }
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < RUNS; i++) {
    for (const [index, run] of [a, b].entries()) {
      const start = performance.now();
      await run();
      samples[index]?.push(performance.now() - start);
    }
  }
  return [summarize(samples[0]), summarize(samples[1])];
}

function summarize(samples: number[]): Timing {
  samples.sort((x, y) => x - y);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * p))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function benchRequests() {
  const { database, label, cleanup } = await openBenchDatabase();
  const config = loadConfig({
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
  try {
    await database.migrate((db) => bootstrapFirstAdmin(db, config.admin, { info() {}, warn() {} } as never));
    const seedStart = performance.now();
    await seed(database);
    console.log(
      `\n${label}: seeded ${ROWS.toLocaleString('en')} requests of each kind in ${Math.round(performance.now() - seedStart)} ms`,
    );

    const app = await buildApp({ config, database });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    let closeClient = () => {};
    try {
      const login = await fetch(`${address}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const sessionId = createHash('sha256')
        .update(cookie.split('=')[1] ?? '')
        .digest('hex');
      // Every signed-in call first reads its session; the endpoint's own statements then run in parallel.
      const sessionLookup = `SELECT s.*, u.* FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = '${sessionId}' AND s.expires_at > now() AND s.last_seen_at > now() - interval '12 hours'
        AND u.is_active LIMIT 1`;
      const client = httpClient(address, cookie);
      closeClient = client.close;
      const get = (path: string) => client.get(path);
      const run = (text: string) => database.db.execute(sql.raw(text));

      console.log(`HTTP client: ${CLIENT}, ${RUNS} runs of each side, alternated`);
      console.log('| endpoint | HTTP p50 | HTTP p95 | SQL p50 | SQL p95 | p50 ratio |');
      console.log('|---|---|---|---|---|---|');
      const week = `desired_date >= '2026-06-01' AND desired_date <= '2026-06-07'`;
      for (const [kind, table] of Object.entries(tables) as [keyof typeof tables, string][]) {
        const cases: [string, string, string[]][] = [
          [
            'list page (pending, newest 50)',
            `/api/${kind}-requests?status=pending&limit=50`,
            [
              `SELECT * FROM ${table} WHERE status = 'pending' ORDER BY created_at DESC, id DESC LIMIT 50`,
              `SELECT count(*) FROM ${table} WHERE status = 'pending'`,
            ],
          ],
          [
            'counts',
            `/api/${kind}-requests/counts`,
            [
              `SELECT count(*), count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'completed'), count(*) FILTER (WHERE status = 'rejected') FROM ${table}`,
            ],
          ],
          [
            'calendar week (view=calendar)',
            `/api/${kind}-requests?from=2026-06-01&to=2026-06-07&sort=desiredDate&limit=200&view=calendar`,
            [
              `SELECT ${calendarColumns(kindDefinitions[kind])} FROM ${table} WHERE ${week} ORDER BY desired_date, created_at, id LIMIT 200`,
              `SELECT count(*) FROM ${table} WHERE ${week}`,
            ],
          ],
          [
            'week of full rows (view=full)',
            `/api/${kind}-requests?from=2026-06-01&to=2026-06-07&sort=desiredDate&limit=200`,
            [
              `SELECT * FROM ${table} WHERE ${week} ORDER BY desired_date, created_at, id LIMIT 200`,
              `SELECT count(*) FROM ${table} WHERE ${week}`,
            ],
          ],
        ];
        for (const [name, url, statements] of cases) {
          const [viaHttp, direct] = await timeSideBySide(
            () => get(url),
            async () => {
              await run(sessionLookup);
              await Promise.all(statements.map(run));
            },
          );
          const f = (ms: number) => `${ms.toFixed(2)} ms`;
          console.log(
            `| ${kind} ${name} | ${f(viaHttp.p50)} | ${f(viaHttp.p95)} | ${f(direct.p50)} | ${f(direct.p95)} | ${(viaHttp.p50 / direct.p50).toFixed(2)}× |`,
          );
        }
      }
      // The dashboard: five aggregate queries in parallel, whatever the volume.
      const [dashboardHttp, dashboardDirect] = await timeSideBySide(
        () => get('/api/dashboard'),
        () => getDashboard(database.db),
      );
      console.log(
        `| dashboard (5 aggregate queries) | ${dashboardHttp.p50.toFixed(2)} ms | ${dashboardHttp.p95.toFixed(2)} ms | ` +
          `${dashboardDirect.p50.toFixed(2)} ms | ${dashboardDirect.p95.toFixed(2)} ms | ${(dashboardHttp.p50 / dashboardDirect.p50).toFixed(2)}× |`,
      );
    } finally {
      closeClient();
      await app.close();
    }
  } finally {
    await database.close();
    await cleanup();
  }
}
