/**
 * The built server under load (`npm run build` first): LOAD_CLIENTS (100) concurrent clients for
 * LOAD_SECONDS (60), each sending its next request as soon as the previous one answered — reads of lists,
 * counts, details, calendar weeks and the dashboard, and 10 % creates. The server runs as `npm start` runs it
 * (same node flags, read from package.json; LOAD_NODE_FLAGS overrides them) in its own process, on a
 * throw-away PGlite data dir, or on a database created and dropped here in the PostgreSQL of DATABASE_URL,
 * seeded with LOAD_ROWS (3,000) requests per kind. Prints p50/p90/p99/max per operation and overall, errors,
 * req/s, the server's RSS when ready and at the end, then LOAD_STARTS (3) restarts on the existing data:
 * time from spawn to a healthy /readyz, and RSS when ready.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import { appRoot } from '../../src/server/paths';
import { rssMiB } from './built-server';
import { createScratchDatabase } from './scratch-postgres';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 100);
const ROWS = Number(process.env.LOAD_ROWS ?? 3_000);
const STARTS = Number(process.env.LOAD_STARTS ?? 3);
const PORT = Number(process.env.LOAD_PORT ?? 3400);
const PASSWORD = 'load-admin-password';
const SESSIONS = 10;
/** The bundle to run; another build (two folders below the package root, as dist/server is) to compare. */
const SERVER = path.resolve(appRoot, process.env.LOAD_SERVER ?? 'dist/server/server.js');

const kinds = ['material-conditioning', 'package-pickup', 'regional-collection'] as const;
type Kind = (typeof kinds)[number];

function nodeFlags(): string[] {
  if (process.env.LOAD_NODE_FLAGS !== undefined)
    return process.env.LOAD_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const pkg = JSON.parse(fs.readFileSync(path.join(appRoot, 'package.json'), 'utf8'));
  const words: string[] = pkg.scripts.start.split(/\s+/);
  return words.slice(1, -1);
}

async function seed(database: Database) {
  await database.migrate();
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
  await database.db.execute(sql.raw('VACUUM ANALYZE'));
  await database.close();
}

/** Where the server keeps its data, seeded, and how to remove it. */
async function prepare(): Promise<{
  env: Record<string, string>;
  label: string;
  cleanup: () => Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-bench-load-'));
  const url = process.env.DATABASE_URL;
  if (!url) {
    await seed(await openPglite(dir));
    return {
      env: { DATA_DIR: dir },
      label: 'PGlite (embedded)',
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(url, 'gl_bench_load');
  await seed(openPostgres(scratch.url, 2));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: scratch.url },
    label: 'PostgreSQL',
    cleanup: async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}

/** The server's resident memory, or NaN once it has exited. */
function serverRssMiB(pid: number | undefined): number {
  try {
    return pid === undefined ? Number.NaN : Math.round(rssMiB(pid));
  } catch {
    return Number.NaN;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 10 });

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function call(method: string, urlPath: string, cookie?: string, payload?: unknown): Promise<Answer> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: urlPath,
        method,
        agent,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (process.env.LOAD_DEBUG)
      request.on('socket', (socket) => {
        const t = performance.now();
        socket.once('connect', () => {
          if (performance.now() - t > 500)
            console.log(`connect took ${(performance.now() - t).toFixed(0)} ms`);
        });
      });
    request.end(body);
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags(), SERVER], {
    cwd: appRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the server exited before it was healthy');
    try {
      const health = await call('GET', '/readyz');
      if (health.status === 200) return { child, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function createPayload(kind: Kind, shippingAddressId: number) {
  const contact = {
    clientCompanyName: `Charge ${randomBytes(3).toString('hex')}`,
    contactName: 'Jeanne Contact',
    contactEmail: 'jeanne.contact@client.test',
    contactPhone: '06 12 34 56 78',
    companyAddress: '10 avenue de France, 75013 Paris',
  };
  const desiredDate = `${new Date().getFullYear() + 1}-03-03`;
  switch (kind) {
    case 'material-conditioning':
      return { ...contact, offerNumber: 'OE-000123', desiredDate, computersToCollect: 10 };
    case 'package-pickup':
      return {
        ...contact,
        type: 'package',
        shippingAddressId,
        desiredDate,
        packageDetails: [{ width: 40, length: 30, height: 20, weight: 8 }],
      };
    case 'regional-collection':
      return { ...contact, desiredDate, computersToCollect: 3, preferredTimeSlot: 'morning' };
  }
}

type Operation = 'list' | 'counts' | 'detail' | 'calendar' | 'dashboard' | 'create';
/** 90 % reads spread over the five read kinds, 10 % creates. */
const mix: Operation[] = [
  ...Array<Operation>(18).fill('list'),
  ...Array<Operation>(18).fill('counts'),
  ...Array<Operation>(18).fill('detail'),
  ...Array<Operation>(18).fill('calendar'),
  ...Array<Operation>(18).fill('dashboard'),
  ...Array<Operation>(10).fill('create'),
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function main() {
  const { env, label, cleanup } = await prepare();
  const flags = nodeFlags().join(' ');
  console.log(
    `${label}: ${CLIENTS} clients × ${SECONDS} s, ${ROWS} requests per kind seeded, node ${flags}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  let server = await startServer(env);
  try {
    const readyRss = serverRssMiB(server.child.pid);
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const login = await call('POST', '/api/login', undefined, { username: 'admin', password: PASSWORD });
      if (login.status !== 200) throw new Error(`login: ${login.status} ${login.body}`);
      cookies.push(String(login.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '');
    }
    const address = await call('POST', '/api/saved-addresses', cookies[0], {
      name: 'Atelier Nord',
      companyName: 'Recyclage SA',
      contactName: 'Paul',
      contactEmail: 'paul@example.test',
      contactPhone: '0102030405',
      deliveryAddress: '5 rue du Port, 93200 Saint-Denis',
    });
    const shippingAddressId = JSON.parse(address.body).id as number;

    const timings = new Map<Operation, number[]>();
    const errors = new Map<string, number>();
    let done = 0;
    let rssAt10k = Number.NaN;
    const deadline = performance.now() + SECONDS * 1000;
    const startedAt = performance.now();

    async function one(cookie: string) {
      const operation = pick(mix);
      const kind = pick(kinds);
      const base = `/api/${kind}-requests`;
      const day = 1 + Math.floor(Math.random() * 700);
      const from = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
      const to = new Date(Date.UTC(2026, 0, day + 6)).toISOString().slice(0, 10);
      const [method, target, payload, expected] = ((): [string, string, unknown, number] => {
        switch (operation) {
          case 'list':
            return [
              'GET',
              `${base}?status=${pick(['pending', 'completed', 'rejected'])}&limit=50`,
              undefined,
              200,
            ];
          case 'counts':
            return ['GET', `${base}/counts`, undefined, 200];
          case 'detail':
            return ['GET', `${base}/${1 + Math.floor(Math.random() * ROWS)}`, undefined, 200];
          case 'calendar':
            return [
              'GET',
              `${base}?from=${from}&to=${to}&sort=desiredDate&limit=200&view=calendar`,
              undefined,
              200,
            ];
          case 'dashboard':
            return ['GET', '/api/dashboard', undefined, 200];
          case 'create':
            return ['POST', base, createPayload(kind, shippingAddressId), 201];
        }
      })();
      const t0 = performance.now();
      try {
        const answer = await call(method, target, cookie, payload);
        if (answer.status !== expected) {
          const key = `${operation} ${answer.status}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      } catch (error) {
        const key = `${operation} ${(error as Error).message}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      const list = timings.get(operation) ?? [];
      list.push(performance.now() - t0);
      if (process.env.LOAD_DEBUG && performance.now() - t0 > 2000)
        console.log(
          `slow ${operation} started at ${((t0 - startedAt) / 1000).toFixed(1)} s took ${((performance.now() - t0) / 1000).toFixed(1)} s`,
        );
      timings.set(operation, list);
      done += 1;
      if (done === 10_000) rssAt10k = serverRssMiB(server.child.pid);
    }

    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const cookie = cookies[i % SESSIONS] as string;
        while (performance.now() < deadline) await one(cookie);
      }),
    );
    const elapsed = (performance.now() - startedAt) / 1000;
    const endRss = serverRssMiB(server.child.pid);

    const row = (name: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const f = (ms: number) =>
        (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`).padStart(9);
      return `${name.padEnd(10)} ${String(values.length).padStart(7)} ${f(percentile(sorted, 50))} ${f(percentile(sorted, 90))} ${f(percentile(sorted, 99))} ${f(sorted.at(-1) ?? Number.NaN)}`;
    };
    console.log(
      `${'operation'.padEnd(10)} ${'count'.padStart(7)} ${'p50'.padStart(9)} ${'p90'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}`,
    );
    for (const operation of ['list', 'counts', 'detail', 'calendar', 'dashboard', 'create'] as const) {
      console.log(row(operation, timings.get(operation) ?? []));
    }
    console.log(row('all', [...timings.values()].flat()));
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${(done / elapsed).toFixed(0)} req/s, ${errorCount} errors${errorCount ? ` ${JSON.stringify(Object.fromEntries(errors))}` : ''}; server RSS ready ${readyRss} MiB, after 10,000 requests ${rssAt10k} MiB, at the end ${endRss} MiB`,
    );

    const starts: string[] = [];
    for (let i = 0; i < STARTS; i++) {
      await stopServer(server.child);
      server = await startServer(env);
      starts.push(`${Math.round(server.readyMs)} ms / ${serverRssMiB(server.child.pid)} MiB`);
    }
    if (STARTS > 0) console.log(`restart on the existing data → healthy / RSS: ${starts.join(', ')}`);
  } finally {
    await stopServer(server.child);
    agent.destroy();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
