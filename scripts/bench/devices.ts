/**
 * npm run bench:devices — does a lot's inventory stay fast as the lot fills (issue 32: a scanned device
 * added in under 100 ms of server time at the 5,000th, the lot's table paged by keyset)? On a throw-away
 * database (PGlite, or one created and dropped on DATABASE_URL's PostgreSQL), one received lot is filled
 * with BENCH_DEVICES (default 5,000) devices, each with a drive, through SQL; then, side by side in each
 * round, against an empty received lot and the full one, through the app (app.inject: the server's time,
 * no network): a scan added (POST <lot>/devices), the first page and the page after the 4,950th device
 * (GET <lot>/devices with a cursor), a search in the lot, the reconciliation. Prints min / median / max over
 * the rounds of each case's median. With BENCH_SPREAD_DEVICES=n, n more devices are spread over 1,000-device
 * lots first, and the look-up of a serial across every lot (GET /api/devices?q=, the global search's group)
 * is timed too, with the plan PostgreSQL chose for it. Last, an nwipe log of BENCH_DEVICES drives (its
 * « Drive Status » table) is imported into each lot, once per round (a new file each time): every drive
 * matched and recorded in the full lot, none in the empty one (all « À rapprocher »).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { bootstrapFirstAdmin } from '../../src/server/features/users/admin-bootstrap';
import { multipart } from '../../src/server/test/multipart';
import { openBenchDatabase } from './scratch-postgres';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Devices spread over other lots before the look-up across lots is timed (1,000,000 for the issue's figure). */
const SPREAD = Number(process.env.BENCH_SPREAD_DEVICES ?? 0);
const PASSWORD = 'bench-admin-password';

/** A regional collection at « Réceptionnée » with its reception, and `devices` devices with a drive each. */
async function receivedLot(database: Database, name: string, devices: number): Promise<number> {
  const run = async (text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: { id: number }[] }).rows;
  const [lot] = await run(`INSERT INTO regional_collection_requests
      (client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date,
       preferred_time_slot, computers_to_collect, status, stage)
    VALUES ('${name}', 'Contact', 'c@example.test', '0102030405', '1 rue de Paris', '2027-03-03',
       'morning', ${devices}, 'completed', 'received') RETURNING id`);
  const id = lot?.id ?? 0;
  await run(`INSERT INTO request_receptions (kind, request_id, computers_received, weight_kg)
    VALUES ('regional-collection', ${id}, ${devices}, ${devices * 2})`);
  if (devices > 0) {
    await run(`INSERT INTO devices (kind, request_id, category, serial_number, make, model, grade)
      SELECT 'regional-collection', ${id}, 'computersToCollect', 'SN-${id}-' || g, 'Dell', 'Latitude ' || (g % 40), 'B'
      FROM generate_series(1, ${devices}) g`);
    await run(`INSERT INTO storage_media (device_id, type, serial_number, capacity_gb)
      SELECT id, 'ssd', 'S-' || serial_number, 256 FROM devices WHERE request_id = ${id}`);
  }
  return id;
}

/** nwipe's log of `drives` drives, all erased, whose serials are the full lot's drives' (`S-SN-<lot>-<n>`). */
function nwipeLog(lot: number, drives: number, round: number): Buffer {
  const rows = Array.from(
    { length: drives },
    (_, i) => `    sd${i + 1} | Erased |  132 MB/s | 01:03:12 | ST500DM002-1BD14/S-SN-${lot}-${i + 1}`,
  );
  return Buffer.from(
    [
      `[2026/11/${String(10 + round).padStart(2, '0')} 09:58:01]    info: nwipe 0.37`,
      '[2026/11/10 09:58:02]    info: system-serial-number = BENCH-HOST',
      '[2026/11/10 10:01:40]  notice:   method       = PRNG Stream',
      '',
      '********************************* Drive Status *********************************',
      '!   Device | Status | Thru-put | HH:MM:SS | Model/Serial Number',
      '--------------------------------------------------------------------------------',
      ...rows,
      '--------------------------------------------------------------------------------',
      '[2026/11/10 11:05:02] Total Throughput 2059 MB/s, PRNG Stream, 1R+NB+VL',
      '********************************************************************************',
      '',
    ].join('\n'),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const { database, label, cleanup } = await openBenchDatabase('devices');
  const config = loadConfig({
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
  try {
    await database.migrate((db) => bootstrapFirstAdmin(db, config.admin, { info() {}, warn() {} } as never));
    const empty = await receivedLot(database, 'Lot vide', 0);
    const full = await receivedLot(database, 'Lot plein', DEVICES);
    if (SPREAD > 0) {
      const seeded = performance.now();
      await database.db.execute(
        sql.raw(`INSERT INTO devices (kind, request_id, category, serial_number, make, model, imei)
          SELECT 'collection', 1000000 + g / 1000, 'computersToCollect', 'SP' || lpad(g::text, 9, '0'), 'HP', 'EliteBook',
            CASE WHEN g % 3 = 0 THEN lpad((350000000000000 + g)::text, 15, '0') END
          FROM generate_series(1, ${SPREAD}) g`),
      );
      await database.db.execute(sql.raw('ANALYZE devices'));
      console.log(
        `${SPREAD.toLocaleString('en')} devices spread over other lots in ${Math.round(performance.now() - seeded)} ms`,
      );
      const plan = (await database.db.execute(
        sql.raw(
          `EXPLAIN SELECT * FROM devices WHERE upper(serial_number) = 'SP000500000' OR inventory_number = 'SP000500000' OR imei = 'SP000500000' ORDER BY id DESC LIMIT 20`,
        ),
      )) as unknown as { rows: Record<string, string>[] };
      console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
    }
    const app = await buildApp({ config, database });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: PASSWORD },
    });
    const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const started = performance.now();
      const answer = await app.inject({ method, url, payload, headers: { cookie } });
      const ms = performance.now() - started;
      if (answer.statusCode >= 400) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
      return { ms, body: answer.json() as { nextCursor?: string } };
    };
    const lotUrl = (id: number) => `/api/regional-collection-requests/${id}/devices`;
    // The cursor of the page after the 4,950th device of the full lot.
    let cursor: string | undefined;
    for (let page = 0; page * 50 < DEVICES - 50; page += 1) {
      cursor = (await call('GET', `${lotUrl(full)}${cursor ? `?cursor=${cursor}` : ''}`)).body.nextCursor;
    }
    let scan = 0;
    const cases: [string, (lot: number) => Promise<number>][] = [
      [
        'a scan added (POST)',
        async (lot) => {
          scan += 1;
          return (
            await call('POST', lotUrl(lot), { category: 'computersToCollect', serialNumber: `NEW-${scan}` })
          ).ms;
        },
      ],
      ['the first page', async (lot) => (await call('GET', lotUrl(lot))).ms],
      [
        'the page after the 4,950th',
        async (lot) =>
          (await call('GET', `${lotUrl(lot)}${lot === full && cursor ? `?cursor=${cursor}` : ''}`)).ms,
      ],
      [
        'a search in the lot (« latitude 3 »)',
        async (lot) => (await call('GET', `${lotUrl(lot)}?q=latitude%203`)).ms,
      ],
      ['the reconciliation', async (lot) => (await call('GET', `${lotUrl(lot)}/summary`)).ms],
      // Across every lot (the empty lot's column: a serial nobody has; the full one's: one that exists).
      [
        'a serial looked up across lots',
        async (lot) =>
          (await call('GET', `/api/devices?q=${lot === full ? `SN-${full}-2500` : 'NOBODY-1'}`)).ms,
      ],
    ];
    const results = new Map<string, { empty: number[]; full: number[] }>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, run] of cases) {
        const times = { empty: [] as number[], full: [] as number[] };
        // Side by side: the two lots in turn, call after call.
        for (let i = 0; i < RUNS; i += 1) {
          times.empty.push(await run(empty));
          times.full.push(await run(full));
        }
        const entry = results.get(name) ?? { empty: [], full: [] };
        entry.empty.push(median(times.empty));
        entry.full.push(median(times.full));
        results.set(name, entry);
      }
    }
    // The erasure tool's log of the whole lot, imported (a new file each round: nothing already imported).
    const imports = { empty: [] as number[], full: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [which, lot] of [
        ['empty', empty],
        ['full', full],
      ] as const) {
        const { body, contentType } = multipart(nwipeLog(full, DEVICES, round), {
          filename: 'nwipe.log',
          type: 'text/plain',
        });
        const started = performance.now();
        const answer = await app.inject({
          method: 'POST',
          url: `/api/regional-collection-requests/${lot}/erasure-reports`,
          payload: body,
          headers: { cookie, 'content-type': contentType },
        });
        imports[which].push(performance.now() - started);
        const { matched, unmatched } = answer.json() as { matched: number; unmatched: unknown[] };
        if (answer.statusCode !== 201 || matched + unmatched.length !== DEVICES)
          throw new Error(`import into ${which}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
    }
    results.set(`an nwipe log of ${DEVICES.toLocaleString('en')} drives imported`, imports);

    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${sorted[0]?.toFixed(2)} / ${median(sorted).toFixed(2)} / ${sorted.at(-1)?.toFixed(2)}`;
    };
    console.log(
      `\n${label}, a lot of ${DEVICES.toLocaleString('en')} devices (each with a drive) beside an empty one; ` +
        `${ROUNDS} rounds × ${RUNS} calls each (the import: one per round), app.inject, ms (min / median / max of the rounds' medians)\n`,
    );
    console.log('| case | empty lot | full lot |');
    console.log('|---|---|---|');
    for (const [name, { empty: e, full: f }] of results)
      console.log(`| ${name} | ${spread(e)} | ${spread(f)} |`);
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

await main();
