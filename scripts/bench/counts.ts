/**
 * npm run bench:counts — do the counters stay flat with volume? For each size (BENCH_SIZES, default 1,000
 * and 100,000 requests of each kind), seeds a throw-away database (PGlite, or a database created and
 * dropped on DATABASE_URL's PostgreSQL), starts the app on 127.0.0.1 and times, in three rounds:
 * - before: the statements main sent until 2026-11-23 (count(*) over the table for the four counters, a
 *   status tab's total and the dashboard's counts and weekly series), run directly on the same database;
 * - after: the statements sent now (the stored counters of drizzle/0006_request_counts.sql), directly, and
 *   the endpoints through HTTP: GET /counts, a status tab's list total, GET /api/dashboard;
 * - the cost on writes: POST of a request through HTTP with the counters' triggers on, then disabled.
 * Prints the p50 of each round as min / median / max over the rounds.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { getDashboard } from '../../src/server/features/dashboard/dashboard.service';
import { storedCounts } from '../../src/server/features/requests/request-counts.repository';
import { bootstrapFirstAdmin } from '../../src/server/features/users/admin-bootstrap';
import { openBenchDatabase } from './scratch-postgres';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ROUNDS = 3;
const PASSWORD = 'bench-admin-password';
const tables = ['material_conditioning_requests', 'package_pickup_requests', 'regional_collection_requests'];

/** The rows of scripts/bench/requests.ts: two years of desired dates, ~70 days of creation times, a third per status. */
async function seed(database: Database, rows: number) {
  const common = `'Société ' || g, 'Contact ' || g, 'contact' || g || '@example.test', '0102030405', g || ' rue de Paris',
    (date '2026-01-01' + (g % 730))::date, (array['pending','completed','rejected'])[1 + g % 3],
    now() - (g || ' minutes')::interval`;
  const cols =
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, status, created_at';
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`INSERT INTO material_conditioning_requests (${cols}, offer_number, computers_to_collect)
    SELECT ${common}, 'OE-' || g, g % 50 FROM generate_series(1, ${rows}) g`);
  await run(`INSERT INTO package_pickup_requests (${cols}, type, offer_number, package_details)
    SELECT ${common}, 'package', 'OE-' || g, '[{"width":40,"length":30,"height":20,"weight":5}]'::jsonb
    FROM generate_series(1, ${rows}) g`);
  await run(`INSERT INTO regional_collection_requests (${cols}, offer_number, computers_to_collect, preferred_time_slot)
    SELECT ${common}, 'OE-' || g, g % 20, 'morning' FROM generate_series(1, ${rows}) g`);
  await run('VACUUM ANALYZE');
}

/** The dashboard's statements before the counters (the three unchanged ones included). */
const kinds = ['material-conditioning', 'package-pickup', 'regional-collection'];
const unionAll = (part: (kind: string, table: string) => string) =>
  kinds.map((kind, i) => `(${part(kind, tables[i] as string)})`).join(' UNION ALL ');
const dashboardBefore = [
  unionAll(
    (
      kind,
      table,
    ) => `SELECT '${kind}' AS kind, count(*) AS total, count(*) FILTER (WHERE status = 'pending') AS pending,
      count(*) FILTER (WHERE status = 'completed') AS completed, count(*) FILTER (WHERE status = 'rejected') AS rejected FROM ${table}`,
  ),
  `WITH weeks AS (SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - interval '11 weeks',
      date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AS week_start)
    SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, ${kinds
      .map(
        (kind, i) => `(SELECT count(*) FROM ${tables[i]} WHERE created_at >= week_start AT TIME ZONE 'UTC'
          AND created_at < (week_start + interval '1 week') AT TIME ZONE 'UTC') AS "${kind}"`,
      )
      .join(', ')} FROM weeks ORDER BY week_start`,
  unionAll(
    (kind, table) => `SELECT '${kind}' AS kind, id, client_company_name, created_at FROM ${table}
      WHERE status = 'pending' ORDER BY created_at, id LIMIT 1`,
  ),
  `SELECT id, name, unit, current_stock, min_stock, max_stock FROM packaging_items
    WHERE current_stock <= min_stock AND archived_at IS NULL ORDER BY name LIMIT 1000`,
  `SELECT id, name, unit, current_stock, min_stock, max_stock FROM packaging_items
    WHERE archived_at IS NULL ORDER BY name LIMIT 1000`,
];

function httpClient(address: string, cookie: string) {
  const { hostname, port } = new URL(address);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: string, path: string, body?: string) =>
    new Promise<void>((resolve, reject) => {
      const headers: Record<string, string> = { cookie };
      if (body) headers['content-type'] = 'application/json';
      const request = http.request({ host: hostname, port, path, method, agent, headers }, (response) => {
        if ((response.statusCode ?? 500) >= 300)
          reject(new Error(`${method} ${path}: ${response.statusCode}`));
        response.on('data', () => {});
        response.on('end', resolve);
      });
      request.on('error', reject);
      request.end(body);
    });
  return { call, close: () => agent.destroy() };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** p50 of RUNS calls of each case, the cases alternated, after 10 warm-ups each. */
async function round(cases: (() => Promise<unknown>)[]): Promise<number[]> {
  for (let i = 0; i < 10; i++) for (const run of cases) await run();
  const samples: number[][] = cases.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [index, run] of cases.entries()) {
      const start = performance.now();
      await run();
      samples[index]?.push(performance.now() - start);
    }
  }
  return samples.map(median);
}

async function benchSize(rows: number) {
  const { database, label, cleanup } = await openBenchDatabase('counts');
  const config = loadConfig({
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
  try {
    await database.migrate((db) => bootstrapFirstAdmin(db, config.admin, { info() {}, warn() {} } as never));
    const seeded = performance.now();
    await seed(database, rows);
    const seedMs = Math.round(performance.now() - seeded);
    const app = await buildApp({ config, database });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const client = httpClient(address, (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
    const run = (text: string) => database.db.execute(sql.raw(text));
    const table = 'material_conditioning_requests';
    const body = JSON.stringify({
      clientCompanyName: 'Bench',
      contactName: 'Contact',
      contactEmail: 'c@example.test',
      contactPhone: '0102030405',
      companyAddress: '1 rue de Paris',
      offerNumber: 'OE-1',
      desiredDate: `${new Date().getUTCFullYear() + 1}-03-03`,
      computersToCollect: 3,
    });
    const create = () => client.call('POST', '/api/material-conditioning-requests', body);
    const cases: [string, () => Promise<unknown>][] = [
      [
        'counts, SQL before (count(*) FILTER … over the table)',
        () =>
          run(`SELECT count(*), count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'completed'),
            count(*) FILTER (WHERE status = 'rejected') FROM ${table}`),
      ],
      ['counts, SQL after (request_counts)', () => storedCounts(database.db, 'material-conditioning')],
      [
        'counts, HTTP after (GET /counts)',
        () => client.call('GET', '/api/material-conditioning-requests/counts'),
      ],
      ['status tab total, SQL before', () => run(`SELECT count(*) FROM ${table} WHERE status = 'pending'`)],
      [
        'status tab list, HTTP after (?status=pending&limit=1)',
        () => client.call('GET', '/api/material-conditioning-requests?status=pending&limit=1'),
      ],
      ['dashboard, SQL before (5 statements in parallel)', () => Promise.all(dashboardBefore.map(run))],
      ['dashboard, SQL after (getDashboard)', () => getDashboard(database.db)],
      ['dashboard, HTTP after (GET /api/dashboard)', () => client.call('GET', '/api/dashboard')],
    ];
    const results: number[][] = cases.map(() => []);
    const writes: [number[], number[]] = [[], []];
    for (let r = 0; r < ROUNDS; r++) {
      for (const [index, p50] of (await round(cases.map(([, c]) => c))).entries()) results[index]?.push(p50);
      // Writes: the triggers on, then off (same table, same payload), 50 creations each.
      for (const [index, toggle] of ['ENABLE', 'DISABLE'].entries()) {
        for (const t of tables) await run(`ALTER TABLE ${t} ${toggle} TRIGGER USER`);
        const [p50] = await round([create]);
        writes[index]?.push(p50 ?? 0);
      }
      for (const t of tables) await run(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
    }
    // The writes with triggers off left the counters behind: this database is thrown away.
    const f = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted.map((v) => v.toFixed(2)).join(' / ');
    };
    console.log(
      `\n${label}, ${rows.toLocaleString('en')} requests per kind (seeded in ${seedMs} ms), p50 of ${RUNS} calls, min / median / max of ${ROUNDS} rounds:`,
    );
    console.log('| measure | ms |');
    console.log('|---|---|');
    for (const [index, [name]] of cases.entries()) console.log(`| ${name} | ${f(results[index] ?? [])} |`);
    console.log(`| create (POST), HTTP, counters' triggers on | ${f(writes[0])} |`);
    console.log(`| create (POST), HTTP, triggers disabled | ${f(writes[1])} |`);
    client.close();
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

for (const size of SIZES) await benchSize(size);
