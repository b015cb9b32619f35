/**
 * `npm run bench:search` — search and lists at a million rows (issue 23, decision 0069).
 *
 *   npm run build && DATABASE_URL=postgres://… npm run bench:search -- [--rows 1000000] [--pglite-rows 100000]
 *     [--clients 50000] [--target both|postgres|pglite] [--keep | --seeded <postgres URL>] [--only <regexp>]
 *
 * For each database (PostgreSQL at `--rows` requests per kind, default 1,000,000, in a scratch database
 * created and dropped here — kept with `--keep`, and measured again without seeding by `--seeded <its URL>`,
 * given the same `--rows` and `--clients`; PGlite at `--pglite-rows`, default min(rows, 100,000)):
 * 1. seeds realistic French data in SQL (search-seed.ts: generate_series, batches of 100,000), VACUUM
 *    ANALYZE, and prints how long it took;
 * 2. measures, on the built server over HTTP and the same statements' SQL alone (requests.ts: captured by
 *    the capture-sql.ts preload, replayed by sql-runner.ts in its own process, samples alternated): per kind
 *    the first page of the list, a search by a mid-word fragment, by an accent-less word and by an offer (or
 *    tracking) number, the tab counters, page 1,000 reached by its keyset cursor (the cursors are followed
 *    from page 1 outside the timing; a build without `x-next-cursor` measures OFFSET and says so), one
 *    request's card (`/api/<kind>-requests/{id}`) and a calendar week; a client's page (`/api/clients/{id}`,
 *    `…/requests`, `…/activity`) for the biggest client and a typical one; the global search
 *    (`/api/search?q=`) for the same three terms;
 * 3. alternated with those two samples, the floor: the same statements behind a bare node:http server (the
 *    SQL runner's, answering as many bytes) — the cheapest server that runs that SQL here. What the app
 *    itself adds is HTTP minus the floor (issue 31): it prints min / median / max over the rounds and a
 *    PASS/FAIL line per check: SQL median ≤ 50 ms; app − floor ≤ 0.5 ms for counts, a card and a first
 *    page without a search, ≤ 1 ms for the other list pages and the searches.
 * Answers are measured uncompressed (`accept-encoding: identity`, as @fastify/compress reads it: no
 * encoding), so the app and the floor send the same bytes; compression is measured apart, by a fourth
 * sample alternated with the others, the same call with a browser's `accept-encoding` (BENCH_ACCEPT_ENCODING
 * and BENCH_COMPRESSED_ENCODING change them; an empty BENCH_COMPRESSED_ENCODING skips that sample).
 * An endpoint this build does not have (404) is skipped with a line saying so. The load average is printed
 * at the start and the end: on a shared machine, figures taken under load say so.
 * BENCH_ROUNDS (3), BENCH_RUNS (100), BENCH_MAX_ROUND_SECONDS (20), BENCH_PORT, BENCH_SERVER_ENTRY as for
 * `npm run bench`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { getRequest } from '../../src/client/features/requests/api/get-request';
import { getRequestCounts } from '../../src/client/features/requests/api/get-request-counts';
import { calendarRequestsQueryOptions } from '../../src/client/features/requests/api/get-requests';
import { requestApiPaths, requestKinds } from '../../src/shared/requests/request-kinds';
import { serverEntry, signIn, startServer, stopServer } from './built-server';
import { type Endpoint, listUrl, urlOf, WEEK } from './endpoints';
import {
  capture,
  key,
  loadAverage,
  measure,
  median,
  pgliteTarget,
  postgresTarget,
  type Round,
  spread,
  type Target,
  type Waves,
} from './requests';
import {
  articleStatements,
  clientStatements,
  dropIndexesStatements,
  requestStatements,
  restoreIndexesStatements,
  searchTerms,
} from './search-seed';

const PORT = Number(process.env.BENCH_PORT ?? 3510) + 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUPS = 10;
/** Uncompressed answers: the app and the floor send the same bytes (@fastify/compress leaves `identity` alone). */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'identity';
/** What Chromium sends: the compression sample, measured apart. */
const COMPRESSED_ENCODING = process.env.BENCH_COMPRESSED_ENCODING ?? 'gzip, deflate, br, zstd';
const BATCH = 100_000;
const PAGE = 1000;
const SQL_BUDGET_MS = 50;
/** What the app may add over the floor (issue 31): counts, a card, a first page without a search… */
const LIGHT_BUDGET_MS = 0.5;
/** …and the other list pages (page 1,000, a calendar week, a client's lists) and every search. */
const LIST_BUDGET_MS = 1;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const count = (name: string, fallback: number) => {
  const value = option(name);
  const parsed = value === undefined ? fallback : Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer`);
  return parsed;
};

const ROWS = count('rows', 1_000_000);
const PGLITE_ROWS = count('pglite-rows', Math.min(ROWS, 100_000));
const clientsFor = (rows: number) =>
  count('clients', Math.min(50_000, Math.max(1_000, Math.round(rows / 20))));
const TARGETS = option('target') ?? 'both';

const n = (value: number) => value.toLocaleString('en');

/** A GET with the session: status, headers and the body's size as received (as the measured client asks). */
function get(port: number, cookie: string, urlPath: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>(
    (resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: urlPath, headers: { cookie, 'accept-encoding': ACCEPT_ENCODING } },
          (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
            });
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }),
            );
          },
        )
        .on('error', reject);
    },
  );
}

interface Planned extends Endpoint {
  /** What the app may add over the floor (ms): LIGHT_BUDGET_MS or LIST_BUDGET_MS. */
  budget: number;
  /** Why the endpoint is measured the way it is (OFFSET instead of a cursor…), printed with it. */
  note?: string;
}

/**
 * The measured endpoints on a seeded server: each checked to answer 200 first (a 404 — not in this build —
 * is skipped with a line), with the size of its answer for the bare round trip.
 */
async function planEndpoints(
  rows: number,
  clients: number,
): Promise<{ endpoints: Planned[]; sizes: Map<string, number> }> {
  const planned: Planned[] = [];
  const sizes = new Map<string, number>();
  // The caller started the server; this only reads through it.
  const cookie = await signIn(PORT);
  const only = option('only');
  const check = async (endpoint: Planned) => {
    // `--only <regular expression>`: the endpoints whose « kind name » it matches (a quick look at a few).
    if (only && !new RegExp(only).test(`${endpoint.kind ?? ''} ${endpoint.name}`)) return undefined;
    const answer = await get(PORT, cookie, endpoint.url);
    if (answer.status === 404) {
      console.log(
        `  skipped: ${endpoint.kind ?? ''} ${endpoint.name} — ${endpoint.url} answered 404 (not in this build)`,
      );
      return undefined;
    }
    if (answer.status !== 200) throw new Error(`${endpoint.url}: ${answer.status}`);
    planned.push(endpoint);
    sizes.set(key(endpoint), answer.bytes);
    return answer;
  };

  const light = LIGHT_BUDGET_MS;
  const list = LIST_BUDGET_MS;
  const signal = new AbortController().signal;
  for (const kind of requestKinds) {
    const hasOffer = kind !== 'delivery' && kind !== 'collection';
    const number = hasOffer ? searchTerms.offerNumber(rows) : searchTerms.trackingNumber(rows);
    await check({ kind, name: 'list, first page (pending tab)', url: await listUrl(kind), budget: light });
    await check({
      kind,
      name: `search mid-word « ${searchTerms.fragment} »`,
      url: await listUrl(kind, searchTerms.fragment),
      budget: list,
    });
    await check({
      kind,
      name: `search accent-less « ${searchTerms.accentless} »`,
      url: await listUrl(kind, searchTerms.accentless),
      budget: list,
    });
    await check({
      kind,
      name: `search ${hasOffer ? 'offer' : 'tracking'} number « ${number} »`,
      url: await listUrl(kind, number),
      budget: list,
    });
    await check({
      kind,
      name: 'list counts (tabs)',
      url: await urlOf(() => getRequestCounts(kind)),
      budget: light,
    });
    await check(await deepPage(cookie, kind));
    // A request in the middle of the seeded range: its card (the details a card opens).
    const id = Math.ceil(rows / 2);
    await check({
      kind,
      name: 'one request (card)',
      url: await urlOf(() => getRequest(kind, id)),
      budget: light,
    });
    const calendar = calendarRequestsQueryOptions(kind, WEEK);
    await check({
      kind,
      name: 'calendar week',
      url: await urlOf(async () => calendar.queryFn?.({ signal, queryKey: calendar.queryKey } as never)),
      budget: list,
    });
  }

  // The biggest client (the skewed seed gives client 1 the most requests) and a typical one.
  for (const [label, id] of [
    ['biggest client', 1],
    ['typical client', Math.ceil(clients / 2)],
  ] as const) {
    await check({ name: `${label}: GET /api/clients/{id}`, url: `/api/clients/${id}`, budget: light });
    await check({ name: `${label}: its requests`, url: `/api/clients/${id}/requests`, budget: list });
    await check({ name: `${label}: its activity`, url: `/api/clients/${id}/activity`, budget: list });
  }
  for (const q of [searchTerms.fragment, searchTerms.accentless, searchTerms.offerNumber(rows)]) {
    await check({
      name: `global search « ${q} »`,
      url: `/api/search?q=${encodeURIComponent(q)}`,
      budget: list,
    });
  }
  return { endpoints: planned, sizes };
}

/**
 * Page 1,000 of the kind's whole list (newest first, 20 a page): the `x-next-cursor` of each page followed
 * from the first (not timed); without cursors in this build, the same page by OFFSET.
 */
async function deepPage(cookie: string, kind: (typeof requestKinds)[number]): Promise<Planned> {
  const base = `${requestApiPaths[kind]}?view=card&limit=20`;
  const name = `list, page ${n(PAGE)}`;
  let url = base;
  for (let page = 1; page < PAGE; page++) {
    const answer = await get(PORT, cookie, url);
    const cursor = answer.headers['x-next-cursor'];
    if (typeof cursor !== 'string' || !cursor) {
      if (page === 1) {
        return {
          kind,
          name: `${name} by OFFSET`,
          url: `${base}&offset=${(PAGE - 1) * 20}`,
          budget: LIST_BUDGET_MS,
          note: 'no x-next-cursor in this build: OFFSET measured instead of the keyset cursor',
        };
      }
      return { kind, name: `${name} (the list ends at page ${page})`, url, budget: LIST_BUDGET_MS };
    }
    url = `${base}&cursor=${encodeURIComponent(cursor)}`;
  }
  return { kind, name: `${name} by keyset cursor`, url, budget: LIST_BUDGET_MS };
}

/**
 * Rows per kind, clients and articles, in SQL; answers the time it took (ms). Three calls, each one
 * connection (opening PGlite with its extensions costs seconds: not once a batch): the load with the
 * secondary indexes dropped, their rebuild, VACUUM ANALYZE.
 */
async function seed(target: Target, rows: number, clients: number): Promise<number> {
  const started = performance.now();
  const batches = requestKinds.flatMap((kind) => {
    const statements: string[] = [];
    for (let from = 1; from <= rows; from += BATCH) {
      statements.push(requestStatements(kind, from, Math.min(rows, from + BATCH - 1), rows, clients));
    }
    return statements;
  });
  const step = async (label: string, statements: string[]) => {
    const stepStarted = performance.now();
    await target.execute(statements);
    console.log(`  ${label} in ${n(Math.round(performance.now() - stepStarted))} ms`);
  };
  await step(`${n(clients)} clients, 300 articles and ${n(rows)} requests of each kind loaded`, [
    ...dropIndexesStatements(),
    ...clientStatements(clients),
    ...articleStatements(300),
    ...batches,
  ]);
  // PostgreSQL builds GIN (trigram) indexes faster with more room than its 64 MB default;
  // PGlite keeps its default: its WebAssembly heap is the limit there.
  const room = target.databaseUrl ? ["SET maintenance_work_mem = '512MB'"] : [];
  await step('secondary indexes built again', [...room, ...restoreIndexesStatements()]);
  // A steady-state database: autovacuum has set the visibility map and the statistics.
  await step('VACUUM ANALYZE', ['VACUUM ANALYZE']);
  return performance.now() - started;
}

function report(
  endpoints: Planned[],
  captured: Map<string, Waves>,
  results: Map<string, Round[]>,
  sizes: Map<string, number>,
): { passed: number; failed: number } {
  console.log(
    `| endpoint | statements | bytes | HTTP p50 (ms) | SQL p50 (ms) | same SQL behind bare node:http (ms) | app − floor (ms) | allowed (ms) | SQL ≤ ${SQL_BUDGET_MS} ms | app − floor ≤ allowed | compressed HTTP p50 (ms) | compression costs (ms) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const checks: string[] = [];
  for (const endpoint of endpoints) {
    const name = key(endpoint);
    const rounds = results.get(name) ?? [];
    const size = sizes.get(name) ?? 0;
    const sqlMedian = median(rounds.map((r) => r.sql));
    const sqlOk = sqlMedian <= SQL_BUDGET_MS;
    // Paired per round: each round's HTTP and floor medians were taken in the same minutes.
    const added = rounds.map((r) => r.http - (r.floor ?? 0));
    const addedMedian = median(added);
    const appOk = addedMedian <= endpoint.budget;
    const compressed = rounds.filter((r) => r.compressed !== undefined);
    const compression = compressed.length
      ? `${spread(compressed.map((r) => r.compressed ?? 0))} | ${spread(compressed.map((r) => (r.compressed ?? 0) - r.http))}`
      : '— | —';
    const shape = (captured.get(name) ?? []).map((wave) => wave.length).join(' → ');
    console.log(
      `| ${name.trim()} | ${shape} | ${n(size)} | ${spread(rounds.map((r) => r.http))} | ` +
        `${spread(rounds.map((r) => r.sql))} | ${spread(rounds.map((r) => r.floor ?? 0))} | ${spread(added)} | ` +
        `${endpoint.budget} | ${sqlOk ? 'yes' : '**no**'} | ${appOk ? 'yes' : '**no**'} | ${compression} |`,
    );
    checks.push(
      `${sqlOk ? 'PASS' : 'FAIL'} SQL ${name.trim()}: median ${sqlMedian.toFixed(2)} ms ≤ ${SQL_BUDGET_MS} ms`,
      `${appOk ? 'PASS' : 'FAIL'} APP ${name.trim()}: HTTP − floor, median ${addedMedian.toFixed(2)} ms ≤ ${endpoint.budget} ms` +
        ` (HTTP ${median(rounds.map((r) => r.http)).toFixed(2)} ms, the same SQL behind a bare node:http server ${median(rounds.map((r) => r.floor ?? 0)).toFixed(2)} ms)`,
    );
    if (endpoint.note) checks.push(`NOTE ${name.trim()}: ${endpoint.note}`);
  }
  console.log('');
  for (const line of checks) console.log(line);
  const failed = checks.filter((line) => line.startsWith('FAIL')).length;
  return { passed: checks.filter((line) => line.startsWith('PASS')).length, failed };
}

async function benchTarget(target: Target & { seeded?: boolean }, rows: number) {
  const clients = clientsFor(rows);
  // The first start migrates and creates the administrator.
  await stopServer(
    (await startServer({ port: PORT, dataDir: target.dataDir, databaseUrl: target.databaseUrl })).child,
  );
  console.log(
    `\n## ${target.label}: ${n(rows)} requests per kind, ${n(clients)} clients (load average ${loadAverage()})`,
  );
  if (target.seeded) console.log('already seeded (--seeded): measured as it is');
  else {
    const seedMs = await seed(target, rows, clients);
    console.log(
      `seeded ${n(rows * requestKinds.length)} requests in ${n(Math.round(seedMs))} ms (with VACUUM ANALYZE)`,
    );
  }

  const { child } = await startServer({
    port: PORT,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
  });
  let planned: Awaited<ReturnType<typeof planEndpoints>>;
  try {
    planned = await planEndpoints(rows, clients);
  } finally {
    await stopServer(child);
  }
  const { endpoints, sizes } = planned;
  const captured = await capture(target, endpoints);
  const results = await measure(target, endpoints, captured, {
    floorBytes: sizes,
    acceptEncoding: ACCEPT_ENCODING,
    ...(COMPRESSED_ENCODING ? { compressedEncoding: COMPRESSED_ENCODING } : {}),
  });
  console.log(
    `\n${target.label}, ${n(rows)} requests per kind — min / median / max of ${ROUNDS} rounds (load average ${loadAverage()})`,
  );
  return report(endpoints, captured, results, sizes);
}

async function main() {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  console.log(
    `bench:search — ${ROUNDS} rounds × ≤ ${RUNS} samples a side (HTTP and SQL alternated, after ${WARMUPS} warm-ups), ` +
      `accept-encoding "${ACCEPT_ENCODING}" (compressed sample: "${COMPRESSED_ENCODING}"), ${os.cpus().length} cores, load average ${loadAverage()}`,
  );
  const url = process.env.DATABASE_URL;
  const plans: { open: () => Promise<Target>; rows: number }[] = [];
  if (TARGETS !== 'postgres') plans.push({ open: pgliteTarget, rows: PGLITE_ROWS });
  if (TARGETS !== 'pglite') {
    const seeded = option('seeded');
    const keep = process.argv.includes('--keep');
    if (url) plans.push({ open: () => postgresTarget(url, { keep, seeded }), rows: ROWS });
    else console.log('PostgreSQL skipped: set DATABASE_URL to measure it.');
  }
  let failed = 0;
  for (const plan of plans) {
    const target = await plan.open();
    try {
      failed += (await benchTarget(target, plan.rows)).failed;
    } finally {
      await target.cleanup();
    }
  }
  console.log(
    `\n${failed === 0 ? 'all checks passed' : `${failed} checks failed`}; load average at the end: ${loadAverage()}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
