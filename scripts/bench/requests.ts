/**
 * HTTP against the same SQL from a separate process. For each endpoint a page calls (endpoints.ts: list tab,
 * calendar week, counts, one request, admin dashboard), on PGlite and — when DATABASE_URL is set — on
 * PostgreSQL (a database created and dropped here), at each volume of BENCH_VOLUMES requests per kind:
 *
 * 1. capture: the built server runs with the capture-sql.ts preload; each endpoint is called a few times and
 *    the statements its driver received during the last call are kept (session lookup included), with
 *    which of them ran together;
 * 2. measure: the server runs again without the preload, and sql-runner.ts, a separate process with the
 *    server's node flags, replays those statements against the same data — the same PostgreSQL database,
 *    or for PGlite a copy of the data directory taken while the server was stopped (PGlite is one process
 *    per data directory; both copies are then open at once, so HTTP and SQL samples can alternate). Each
 *    round times BENCH_RUNS HTTP calls and BENCH_RUNS replays alternately, after warm-ups, so load from other
 *    processes falls on both sides alike; BENCH_ROUNDS rounds give min / median / max of each p50 and of
 *    the ratio HTTP p50 ÷ SQL p50: what HTTP, Fastify, validation, Drizzle's mapping and JSON add on top of
 *    the database as a client outside the server sees it. Target ≤ 1.5×.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPglite } from '../../src/server/db/pglite-extensions';
import { httpClient, nodeFlags, serverEntry, signIn, startServer, stopServer } from './built-server';
import type { CapturedStatement } from './capture-sql';
import { type Endpoint, pageEndpoints } from './endpoints';
import { createScratchDatabase } from './scratch-postgres';

const PORT = Number(process.env.BENCH_PORT ?? 3510) + 1;
const VOLUMES = (process.env.BENCH_VOLUMES ?? '1000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUPS = 10;
/** A round of one endpoint stops after this long even if RUNS samples are not reached (min 20 samples). */
const MAX_ROUND_MS = Number(process.env.BENCH_MAX_ROUND_SECONDS ?? 20) * 1000;
/** What Chromium sends; `BENCH_ACCEPT_ENCODING=` measures uncompressed answers. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const CAPTURE_CALLS = 3;
const captureModule = path.resolve('scripts/bench/capture-sql.ts');
const runnerModule = path.resolve('scripts/bench/sql-runner.ts');

export interface Target {
  label: string;
  /** Where the server keeps PGlite (also used as DATA_DIR with PostgreSQL, for nothing). */
  dataDir: string;
  databaseUrl?: string;
  /** Runs SQL on the target from this process (seeding only: the server is stopped meanwhile). */
  execute(statements: string[]): Promise<void>;
  cleanup(): Promise<void>;
}

export async function pgliteTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-bench-http-sql-'));
  return {
    label: 'PGlite (embedded)',
    dataDir,
    async execute(statements) {
      const client = await createPglite(path.join(dataDir, 'pgdata'));
      try {
        for (const statement of statements) await client.exec(statement);
      } finally {
        await client.close();
      }
    },
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A scratch database on `url`'s server, dropped by `cleanup` — or kept (`keep`, its URL printed) so a later
 * run can measure it again without seeding (`seeded`: that database is used as it is and never dropped).
 */
export async function postgresTarget(
  url: string,
  { keep = false, seeded }: { keep?: boolean; seeded?: string } = {},
): Promise<Target & { seeded: boolean }> {
  const scratch = seeded
    ? { url: seeded, drop: async () => {} }
    : await createScratchDatabase(url, 'gl_bench');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-bench-http-sql-pg-'));
  return {
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: scratch.url,
    seeded: Boolean(seeded),
    async execute(statements) {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        for (const statement of statements) await client.query(statement);
      } finally {
        await client.end();
      }
    },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (keep && !seeded) console.log(`kept the seeded database: --seeded ${scratch.url}`);
      else await scratch.drop();
    },
  };
}

/** Requests `from`..`to` of each kind: desired dates over two years, a third in each status. */
function seedStatements(from: number, to: number): string[] {
  const common = `'Société ' || g, 'Contact ' || g, 'contact' || g || '@example.test', '0102030405', g || ' rue de Paris',
    (date '2026-01-01' + (g % 730))::date, (array['pending','completed','rejected'])[1 + g % 3],
    now() - (g || ' minutes')::interval`;
  const cols =
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, status, created_at';
  const series = `generate_series(${from}, ${to}) g`;
  return [
    `INSERT INTO material_conditioning_requests (${cols}, offer_number, computers_to_collect)
      SELECT ${common}, 'OE-' || g, g % 50 FROM ${series}`,
    `INSERT INTO package_pickup_requests (${cols}, type, offer_number, package_details)
      SELECT ${common}, 'package', 'OE-' || g, '[{"width":40,"length":30,"height":20,"weight":5}]'::jsonb
      FROM ${series}`,
    `INSERT INTO regional_collection_requests (${cols}, offer_number, computers_to_collect, preferred_time_slot)
      SELECT ${common}, 'OE-' || g, g % 20, 'morning' FROM ${series}`,
    `INSERT INTO delivery_requests (request_type, requester, sender_company_name, sender_contact_name,
        sender_phone, sender_email, sender_address, recipient_company_name, recipient_contact_name,
        recipient_phone, recipient_email, recipient_address, collection_date, packages, status, created_at)
      SELECT (array['collecte','livraison'])[1 + g % 2], 'Demandeur ' || g, 'Société ' || g, 'Contact ' || g,
        '0102030405', 'contact' || g || '@example.test', g || ' rue de Paris', 'Destinataire ' || g,
        'Réception ' || g, '0102030406', 'reception' || g || '@example.test', g || ' avenue de Lyon',
        (date '2026-01-01' + (g % 730))::date, '[{"type":"package","weight":5}]'::jsonb,
        (array['pending','completed','rejected'])[1 + g % 3], now() - (g || ' minutes')::interval
      FROM ${series}`,
    `INSERT INTO collection_requests (client_name, client_contact_name, client_phone, client_email,
        client_address, materials, status, created_at)
      SELECT 'Société ' || g, 'Contact ' || g, '0102030405', 'contact' || g || '@example.test',
        g || ' rue de Lyon 69003 Lyon', g % 20 || ' ordinateurs', (array['pending','completed','rejected'])[1 + g % 3],
        now() - (g || ' minutes')::interval
      FROM ${series}`,
    // A steady-state database: autovacuum has set the visibility map and the statistics.
    'VACUUM ANALYZE',
  ];
}

export type Waves = CapturedStatement[][];

/** Statements that started before any other of their wave finished ran together (`Promise.all`). */
function toWaves(statements: CapturedStatement[]): Waves {
  const waves: Waves = [];
  let current: CapturedStatement[] = [];
  let firstEnd = Number.POSITIVE_INFINITY;
  for (const statement of [...statements].sort((a, b) => a.start - b.start)) {
    if (current.length > 0 && statement.start >= firstEnd) {
      waves.push(current);
      current = [];
      firstEnd = Number.POSITIVE_INFINITY;
    }
    current.push(statement);
    firstEnd = Math.min(firstEnd, statement.end);
  }
  if (current.length > 0) waves.push(current);
  return waves;
}

const wallClock = () => performance.timeOrigin + performance.now();

/**
 * Calls each endpoint CAPTURE_CALLS times on a server started with the preload; keeps the statements of the
 * last call that the previous call also sent (a background job — mail delivery — cannot slip in).
 */
export async function capture(target: Target, endpoints: Endpoint[]): Promise<Map<string, Waves>> {
  const file = path.join(target.dataDir, 'captured-sql.jsonl');
  fs.writeFileSync(file, '');
  const { child } = await startServer({
    port: PORT,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    preload: ['--import', captureModule],
    env: { BENCH_CAPTURE_SQL: file },
  });
  const captured = new Map<string, Waves>();
  try {
    const cookie = await signIn(PORT);
    const client = httpClient(PORT, cookie, ACCEPT_ENCODING);
    try {
      for (const endpoint of endpoints) {
        const calls: CapturedStatement[][] = [];
        for (let i = 0; i < CAPTURE_CALLS; i++) {
          const offset = fs.statSync(file).size;
          const start = wallClock();
          await client.get(endpoint.url);
          const end = wallClock();
          // Sliced in bytes, as statSync measured: a statement with accents before it must not shift the cut.
          const lines = fs.readFileSync(file).subarray(offset).toString('utf8').split('\n').filter(Boolean);
          calls.push(
            lines
              .map((line) => JSON.parse(line) as CapturedStatement)
              .filter((s) => s.start >= start && s.end <= end),
          );
        }
        const previous = new Set(calls.at(-2)?.map((s) => s.text));
        const last = (calls.at(-1) ?? []).filter((s) => previous.has(s.text));
        if (last.length === 0) throw new Error(`no SQL captured for ${endpoint.url}`);
        captured.set(key(endpoint), toWaves(last));
      }
    } finally {
      client.close();
    }
  } finally {
    await stopServer(child);
  }
  return captured;
}

export const key = (endpoint: Endpoint) => `${endpoint.kind ?? ''} ${endpoint.name}`;

/** The SQL runner process, ready once it has opened the database and loaded the statements. */
async function startRunner(sqlTarget: string, captured: Map<string, Waves>, floorPort?: number) {
  const child = fork(runnerModule, [], {
    execPath: process.execPath,
    // The server's flags: with --liftoff-only, PGlite's WebAssembly runs in the same tier on both sides.
    execArgv: nodeFlags,
    env: {
      ...process.env,
      BENCH_SQL_TARGET: sqlTarget,
      ...(floorPort ? { BENCH_FLOOR_PORT: String(floorPort) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<{ type: string; ms?: number; message?: string }>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the SQL runner exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as { type: string; ms?: number; message?: string });
      });
    });
  await next(); // ready
  child.send({ type: 'load', endpoints: Object.fromEntries(captured) });
  await next(); // loaded
  return {
    async run(endpoint: string): Promise<number> {
      const reply = next();
      child.send({ type: 'run', endpoint });
      const answer = await reply;
      if (answer.type !== 'ran') throw new Error(`SQL runner: ${answer.message ?? answer.type}`);
      return answer.ms ?? 0;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
    child: child as ChildProcess,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

export interface Round {
  http: number;
  sql: number;
  /** The same statements behind a bare node:http server answering as many bytes (`floorBytes`). */
  floor?: number;
  /** The same call asking for a compressed answer (`compressedEncoding`). */
  compressed?: number;
  samples: number;
}

export interface MeasureOptions {
  /** Each endpoint's answer size: adds the floor sample (the SQL runner's node:http server). */
  floorBytes?: Map<string, number>;
  /** The `accept-encoding` of the HTTP sample (this module's BENCH_ACCEPT_ENCODING default otherwise). */
  acceptEncoding?: string;
  /** Adds a fourth sample, the same call with this `accept-encoding`: what compression costs, apart. */
  compressedEncoding?: string;
}

/**
 * BENCH_ROUNDS rounds of every endpoint, HTTP and SQL samples alternated — and with `floorBytes` (each
 * endpoint's answer size), a third sample: the SQL runner's own node:http server replaying the same
 * statements and answering that many bytes (sql-runner.ts); with `compressedEncoding`, a fourth: the same
 * HTTP call asking for compression.
 */
export async function measure(
  target: Target,
  endpoints: Endpoint[],
  captured: Map<string, Waves>,
  { floorBytes, acceptEncoding = ACCEPT_ENCODING, compressedEncoding }: MeasureOptions = {},
): Promise<Map<string, Round[]>> {
  let sqlTarget = target.databaseUrl;
  let sqlDir: string | undefined;
  if (!sqlTarget) {
    sqlDir = `${target.dataDir}-sql`;
    fs.rmSync(sqlDir, { recursive: true, force: true });
    fs.cpSync(target.dataDir, sqlDir, { recursive: true });
    sqlTarget = sqlDir;
  }
  const { child } = await startServer({
    port: PORT,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
  });
  const results = new Map<string, Round[]>();
  // The server is stopped whatever fails from here on, the runner's start included.
  let runner: Awaited<ReturnType<typeof startRunner>> | undefined;
  try {
    const floorPort = floorBytes ? PORT + 9 : undefined;
    runner = await startRunner(sqlTarget, captured, floorPort);
    const cookie = await signIn(PORT);
    const client = httpClient(PORT, cookie, acceptEncoding);
    const compressedClient = compressedEncoding ? httpClient(PORT, cookie, compressedEncoding) : undefined;
    const floorClient = floorPort ? httpClient(floorPort, '', '') : undefined;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const endpoint of endpoints) {
          const name = key(endpoint);
          const floorUrl = `/${encodeURIComponent(name)}?bytes=${floorBytes?.get(name) ?? 16}`;
          for (let i = 0; i < WARMUPS; i++) {
            await client.get(endpoint.url);
            await runner.run(name);
            await floorClient?.get(floorUrl);
            await compressedClient?.get(endpoint.url);
          }
          const http: number[] = [];
          const sql: number[] = [];
          const floor: number[] = [];
          const compressed: number[] = [];
          const started = performance.now();
          while (http.length < RUNS && (http.length < 20 || performance.now() - started < MAX_ROUND_MS)) {
            const t0 = performance.now();
            await client.get(endpoint.url);
            http.push(performance.now() - t0);
            sql.push(await runner.run(name));
            if (floorClient) {
              const t1 = performance.now();
              await floorClient.get(floorUrl);
              floor.push(performance.now() - t1);
            }
            if (compressedClient) {
              const t2 = performance.now();
              await compressedClient.get(endpoint.url);
              compressed.push(performance.now() - t2);
            }
          }
          const entry: Round = { http: median(http), sql: median(sql), samples: http.length };
          if (floorClient) entry.floor = median(floor);
          if (compressedClient) entry.compressed = median(compressed);
          results.set(name, [...(results.get(name) ?? []), entry]);
        }
      }
    } finally {
      client.close();
      compressedClient?.close();
      floorClient?.close();
    }
  } finally {
    await runner?.stop();
    await stopServer(child);
    if (sqlDir) fs.rmSync(sqlDir, { recursive: true, force: true });
  }
  return results;
}

export const spread = (values: number[], digits = 2) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number | undefined) => (v ?? 0).toFixed(digits);
  return `${f(sorted[0])} / ${f(median(sorted))} / ${f(sorted.at(-1))}`;
};

function printTable(
  label: string,
  volume: number,
  endpoints: Endpoint[],
  captured: Map<string, Waves>,
  results: Map<string, Round[]>,
) {
  console.log(
    `\n${label}, ${volume.toLocaleString('en')} requests per kind — min / median / max of ${ROUNDS} rounds`,
  );
  console.log('| endpoint | volume | statements | HTTP p50 (ms) | SQL p50 (ms) | ratio | ≤ 1.5× |');
  console.log('|---|---|---|---|---|---|---|');
  for (const endpoint of endpoints) {
    const name = key(endpoint);
    const rounds = results.get(name) ?? [];
    const ratios = rounds.map((r) => r.http / r.sql);
    const shape = (captured.get(name) ?? []).map((wave) => wave.length).join(' → ');
    console.log(
      `| ${endpoint.kind ? `${endpoint.kind} ` : ''}${endpoint.name} | ${volume.toLocaleString('en')} | ${shape} | ` +
        `${spread(rounds.map((r) => r.http))} | ${spread(rounds.map((r) => r.sql))} | ` +
        `${spread(ratios)}× | ${median(ratios) <= 1.5 ? 'yes' : '**no**'} |`,
    );
  }
}

async function benchTarget(target: Target) {
  // The first start migrates and creates the administrator.
  await stopServer(
    (await startServer({ port: PORT, dataDir: target.dataDir, databaseUrl: target.databaseUrl })).child,
  );
  let seeded = 0;
  for (const volume of VOLUMES) {
    const seedStart = performance.now();
    await target.execute(seedStatements(seeded + 1, volume));
    seeded = volume;
    console.log(
      `\n${target.label}: ${volume.toLocaleString('en')} requests of each kind (seeded in ${Math.round(performance.now() - seedStart)} ms)`,
    );
    const endpoints = await pageEndpoints(Math.ceil(volume / 2));
    const captured = await capture(target, endpoints);
    for (const endpoint of endpoints) {
      const waves = captured.get(key(endpoint)) ?? [];
      if (process.env.BENCH_SHOW_SQL)
        console.log(
          `${endpoint.url}\n${waves.map((w) => w.map((s) => `  [${s.name ?? (s.values?.length ? 'extended' : 'simple')}] ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n')).join('\n  --\n')}`,
        );
    }
    const results = await measure(target, endpoints, captured);
    printTable(target.label, volume, endpoints, captured, results);
  }
}

/**
 * The floor of the ratio: the same client against a bare node:http server in another process (same node
 * flags) that answers 16 bytes of JSON without doing anything. No application can answer faster over
 * HTTP on this machine, so an endpoint whose SQL takes S ms cannot have a ratio below (S + floor) / S.
 */
export async function httpFloor(): Promise<number[]> {
  const port = PORT + 7;
  const server = spawn(
    process.execPath,
    [
      ...nodeFlags,
      '-e',
      `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"status":"ok!"}'); }).listen(${port}, '127.0.0.1', () => console.log('ready'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => server.stdout?.once('data', resolve));
  const client = httpClient(port, '', ACCEPT_ENCODING);
  const p50s: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const samples: number[] = [];
      for (let i = 0; i < WARMUPS + RUNS; i++) {
        const started = performance.now();
        await client.get('/');
        if (i >= WARMUPS) samples.push(performance.now() - started);
      }
      p50s.push(median(samples));
    }
  } finally {
    client.close();
    server.kill();
  }
  return p50s.sort((a, b) => a - b);
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export async function benchRequests() {
  if (!fs.existsSync(serverEntry))
    throw new Error('dist/server/server.js is missing: run `npm run build` first');
  console.log(
    `\nHTTP vs SQL from a separate process: ${ROUNDS} rounds × ≤ ${RUNS} samples a side (alternated, after ` +
      `${WARMUPS} warm-ups), accept-encoding "${ACCEPT_ENCODING}", load average ${loadAverage()}`,
  );
  const floor = await httpFloor();
  console.log(
    `HTTP floor (a bare node:http server in another process, same client): p50 ${floor.map((v) => v.toFixed(2)).join(' / ')} ms`,
  );
  const targets: (() => Promise<Target>)[] = [pgliteTarget];
  const url = process.env.DATABASE_URL;
  if (url) targets.push(() => postgresTarget(url));
  for (const open of targets) {
    const target = await open();
    try {
      await benchTarget(target);
    } finally {
      await target.cleanup();
    }
  }
  console.log(`\nload average at the end: ${loadAverage()}`);
}
