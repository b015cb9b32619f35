/**
 * npm run bench:export — does a 100,000-row CSV export stay within +30 MiB of the server's resident memory?
 * For PGlite (a throw-away data directory) and, when DATABASE_URL is set, a database created and dropped on
 * that PostgreSQL server: migrates, seeds EXPORT_ROWS (100,000) conditioning requests with one
 * INSERT … SELECT generate_series, starts the built server as `npm start` runs it (BENCH_SERVER_ENTRY for a
 * build elsewhere, e.g. .e2e-csv/dist/server/server.js), signs in, and in EXPORT_ROUNDS (3) rounds downloads
 * GET /api/material-conditioning-requests/export.csv over HTTP (with a browser's Accept-Encoding, so the
 * compression the browser gets is measured too) while reading the server's VmRSS every 10 ms. Prints the
 * RSS before the export (baseline), its peak during the export and the difference, the duration, the bytes
 * on the wire and decompressed, and the rows read back; min / median / max over the rounds.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import { httpClient, rssMiB, serverEntry, signIn, startServer, stopServer } from './built-server';
import { createScratchDatabase } from './scratch-postgres';

const ROWS = Number(process.env.EXPORT_ROWS ?? 100_000);
const ROUNDS = Number(process.env.EXPORT_ROUNDS ?? 3);
const PORT = Number(process.env.EXPORT_PORT ?? 3323);
const LIMIT_MIB = 30;
const WARMUP_PAGES = Number(process.env.EXPORT_WARMUP_PAGES ?? 200);
const EXPORT_PATH = '/api/material-conditioning-requests/export.csv';
const ACCEPT_ENCODING = process.env.EXPORT_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
/** Which databases to measure (PostgreSQL only with DATABASE_URL). */
const ON = (process.env.EXPORT_ON ?? 'pglite,postgres').split(',');

/** Every column filled, some cells needing quotes (`;`, `"`), some needing the formula guard. */
async function seed(database: Database) {
  await database.migrate();
  await database.db.execute(
    sql.raw(`INSERT INTO material_conditioning_requests (client_company_name, contact_name, contact_email,
        contact_phone, company_address, offer_number, desired_date, status, created_at, computers_to_collect,
        phones_to_collect, pc_envelopes, uses_pallet_shipping, pallet_quantity, pallet_length, pallet_weight,
        rejection_reason)
      SELECT CASE WHEN g % 10 = 0 THEN 'Société "' || g || '"; Lyon' ELSE 'Société ' || g END,
        'Contact ' || g, 'contact' || g || '@example.test',
        CASE WHEN g % 2 = 0 THEN '+33 1 02 03 04 05' ELSE '01 02 03 04 05' END,
        g || ' rue de Paris, 75011 Paris', 'OE-' || g, (date '2026-01-01' + (g % 730))::date,
        (array['pending','completed','rejected'])[1 + g % 3], now() - (g || ' seconds')::interval,
        g % 50, g % 20, g % 55, g % 7 = 0, g % 3, 120, 12.5 + (g % 10),
        CASE WHEN g % 3 = 2 THEN 'Hors délai' END
      FROM generate_series(1, ${ROWS}) g`),
  );
  await database.db.execute(sql.raw('VACUUM ANALYZE'));
  await database.close();
}

interface Round {
  baseline: number;
  peak: number;
  ms: number;
  wireBytes: number;
  bytes: number;
  rows: number;
}

/** Downloads the export once while sampling the server's RSS; resolves when the last byte has arrived. */
function exportOnce(child: ChildProcess, cookie: string): Promise<Round> {
  const pid = child.pid as number;
  const baseline = rssMiB(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 10);
  const started = performance.now();
  return new Promise<Round>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: PORT,
          path: EXPORT_PATH,
          headers: { cookie, 'accept-encoding': ACCEPT_ENCODING },
        },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`${EXPORT_PATH}: ${response.statusCode}`));
          let wireBytes = 0;
          let bytes = 0;
          let lines = 0;
          response.on('data', (chunk: Buffer) => {
            wireBytes += chunk.length;
          });
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? response.pipe(zlib.createBrotliDecompress())
              : encoding === 'gzip'
                ? response.pipe(zlib.createGunzip())
                : response;
          body.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            // No cell of the seed holds a line break: each LF ends a record.
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          });
          body.on('end', () => {
            clearInterval(sampler);
            peak = Math.max(peak, rssMiB(pid));
            resolve({
              baseline,
              peak,
              ms: Math.round(performance.now() - started),
              wireBytes,
              bytes,
              rows: lines - 1,
            });
          });
          body.on('error', reject);
        },
      )
      .on('error', reject);
  });
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const mmm = (values: number[], unit = '') => {
  const s = sorted(values);
  return `${s[0]}${unit} / ${s[Math.floor(s.length / 2)]}${unit} / ${s.at(-1)}${unit}`;
};
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function bench(label: string, dataDir: string, databaseUrl?: string) {
  const { child } = await startServer({ port: PORT, dataDir, databaseUrl });
  try {
    const cookie = await signIn(PORT);
    // Warm-up: the server as it runs in use, not just started — ordinary traffic (WARMUP_PAGES list pages
    // of 200 full rows, as the screens read them) brings the JS heap to its working size — then the export
    // route, its query plan and the compression stream once, on a small search.
    const client = httpClient(PORT, cookie, ACCEPT_ENCODING);
    const readyRss = rssMiB(child.pid as number);
    for (let i = 0; i < WARMUP_PAGES; i++) {
      await client.get(`/api/material-conditioning-requests?limit=200&offset=${(i * 200) % ROWS}`);
    }
    await client.get(`${EXPORT_PATH}?q=Soci%C3%A9t%C3%A9%2012345`);
    client.close();
    console.log(
      `\nRSS when ready: ${readyRss} MiB; after the warm-up (${WARMUP_PAGES} list pages of 200 rows): ${rssMiB(child.pid as number)} MiB`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      rounds.push(await exportOnce(child, cookie));
      // Let the server settle between rounds (the next baseline is read after the previous export).
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    const deltas = rounds.map((r) => Math.round((r.peak - r.baseline) * 10) / 10);
    console.log(
      `\n### ${label}: export of ${ROWS.toLocaleString('en')} requests (${ROUNDS} rounds, min / median / max)\n`,
    );
    console.log(
      `baseline RSS: ${mmm(
        rounds.map((r) => r.baseline),
        ' MiB',
      )}`,
    );
    console.log(
      `peak RSS during the export: ${mmm(
        rounds.map((r) => r.peak),
        ' MiB',
      )}`,
    );
    console.log(
      `peak − baseline: ${mmm(deltas, ' MiB')} (limit +${LIMIT_MIB} MiB: ${Math.max(...deltas) <= LIMIT_MIB ? 'met' : 'NOT MET'})`,
    );
    console.log(
      `duration: ${mmm(
        rounds.map((r) => r.ms),
        ' ms',
      )}`,
    );
    console.log(
      `bytes on the wire (Accept-Encoding: ${ACCEPT_ENCODING}): ${mmm(
        rounds.map((r) => mib(r.wireBytes)),
        ' MiB',
      )}`,
    );
    console.log(
      `bytes of CSV: ${mmm(
        rounds.map((r) => mib(r.bytes)),
        ' MiB',
      )}`,
    );
    console.log(`rows: ${mmm(rounds.map((r) => r.rows))}`);
    if (rounds.some((r) => r.rows !== ROWS)) throw new Error(`expected ${ROWS} rows in every round`);
  } finally {
    await stopServer(child);
  }
}

async function main() {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} is missing: build first (npm run build, or BENCH_SERVER_ENTRY=<dir>/dist/server/server.js)`,
    );
  }
  console.log(
    `server: ${path.relative(process.cwd(), serverEntry)}; load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  if (ON.includes('pglite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-bench-export-'));
    try {
      const seeded = performance.now();
      await seed(await openPglite(dir));
      console.log(
        `PGlite: seeded ${ROWS.toLocaleString('en')} rows in ${Math.round(performance.now() - seeded)} ms`,
      );
      await bench('PGlite', dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  const url = process.env.DATABASE_URL;
  if (!ON.includes('postgres')) return;
  if (!url) {
    console.log(
      '\n(PostgreSQL skipped: set DATABASE_URL to a server where a scratch database may be created.)',
    );
    return;
  }
  const scratch = await createScratchDatabase(url, 'gl_bench_export');
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-bench-export-pg-'));
  try {
    const seeded = performance.now();
    await seed(openPostgres(scratch.url, 2));
    console.log(
      `\nPostgreSQL: seeded ${ROWS.toLocaleString('en')} rows in ${Math.round(performance.now() - seeded)} ms`,
    );
    await bench('PostgreSQL', pgDir, scratch.url);
  } finally {
    await scratch.drop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

await main();
