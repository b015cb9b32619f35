import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { parisToday } from '@shared/requests/request-fields';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { plannedEventsQuery } from '../../src/server/features/calendar/calendar-events.repository';
import { windowStart } from '../../src/server/features/calendar/calendar-feeds.service';
import { bootstrapFirstAdmin } from '../../src/server/features/users/admin-bootstrap';
import { type BenchTarget, pgliteTarget, postgresTarget } from './bench-targets';
import { ADMIN_PASSWORD, signIn } from './built-server';

const EVENTS = Number(process.env.CALENDAR_EVENTS ?? 5_000);
const NOISE = Number(process.env.CALENDAR_NOISE ?? 20_000);
const ROUNDS = Number(process.env.CALENDAR_ROUNDS ?? 10);

/**
 * Per kind: its table, required columns and their values as SQL of `g`, and its dated stages (planned, on
 * the way, done) — one in twenty events cancelled.
 */
const kinds = [
  {
    table: 'regional_collection_requests',
    columns:
      'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, computers_to_collect',
    values: `'Société ' || g, 'Contact ' || g, 'c' || g || '@example.test', '01 02 03 04 05', g || ' rue de Paris, 75011 Paris', current_date, g % 20`,
    stages: ['planned', 'collected', 'received'],
    slot: `jsonb_build_object('timeSlot', CASE WHEN g % 3 = 0 THEN '{"preferredTimeSlot":"morning"}'::jsonb
      WHEN g % 3 = 1 THEN '{"preferredTimeSlot":"afternoon"}'::jsonb
      ELSE jsonb_build_object('preferredTimeSlot', 'specific_time', 'specificTime', lpad((8 + g % 10)::text, 2, '0') || ':30') END)`,
  },
  {
    table: 'collection_requests',
    columns: 'client_name, client_contact_name, client_phone, client_email, client_address, materials',
    values: `'Client ' || g, 'Contact ' || g, '03 20 00 00 00', 'c' || g || '@example.test', g || ' place du Général, 59000 Lille', 'PC'`,
    stages: ['planned', 'collected', 'received'],
    slot: `'{}'::jsonb`,
  },
  {
    table: 'package_pickup_requests',
    columns:
      'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, type, number_of_packages',
    values: `'Société ' || g, 'Contact ' || g, 'c' || g || '@example.test', '01 02 03 04 05', g || ' rue de Lyon, 69001 Lyon', current_date, 'package', 1`,
    stages: ['pickup-planned', 'picked-up', 'received'],
    slot: `'{}'::jsonb`,
  },
  {
    table: 'delivery_requests',
    columns: `request_type, requester, sender_company_name, sender_contact_name, sender_phone, sender_email, sender_address,
      recipient_contact_name, recipient_phone, recipient_email, recipient_address, collection_date`,
    values: `'livraison', 'Léa Martin', 'Expéditeur ' || g, 'Contact ' || g, '01 02 03 04 05', 's' || g || '@example.test',
      g || ' rue de Lyon, 69001 Lyon', 'Destinataire', '04 78 00 00 00', 'd@example.test', '5 rue du Port, 13001 Marseille', current_date`,
    stages: ['planned', 'in-transit', 'delivered'],
    slot: `'{}'::jsonb`,
  },
];

async function seed(database: Database) {
  const perKind = Math.ceil(EVENTS / kinds.length);
  const noisePerKind = Math.ceil(NOISE / kinds.length);
  const run = (text: string) => database.db.execute(sql.raw(text));
  for (const kind of kinds) {
    const stages = `(array[${kind.stages.map((stage) => `'${stage}'`).join(', ')}])`;
    // The events: planned days from 360 days back to 90 ahead; the past ones mostly done, the future ones
    // planned; one in twenty cancelled.
    await run(`INSERT INTO ${kind.table} (${kind.columns}, status, stage, stage_at, planned_date, fulfilment)
      SELECT ${kind.values}, 'completed',
        CASE WHEN g % 20 = 0 THEN 'cancelled' WHEN g % 450 >= 360 THEN ${stages}[1] ELSE ${stages}[1 + g % 3] END,
        now(), current_date - 360 + (g % 450), ${kind.slot}
      FROM generate_series(1, ${perKind}) g`);
    // The noise: done long ago (before the window), still to plan, pending.
    await run(`INSERT INTO ${kind.table} (${kind.columns}, status, stage, stage_at, planned_date)
      SELECT ${kind.values}, CASE WHEN g % 3 = 2 THEN 'pending' ELSE 'completed' END,
        CASE WHEN g % 3 = 0 THEN ${stages}[3] WHEN g % 3 = 1 THEN 'to-plan' END, now(),
        CASE WHEN g % 3 = 0 THEN current_date - 400 - (g % 700) END
      FROM generate_series(1, ${noisePerKind}) g`);
  }
  await run('VACUUM ANALYZE');
}

interface Round {
  ms: number;
  wireBytes: number;
  bytes: number;
  events: number;
  text: string;
  rssDelta: number;
  heapDelta: number;
  loopMaxMs: number;
  cpuMs: number;
}

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function fetchOnce(
  port: number,
  urlPath: string,
): Promise<Omit<Round, 'rssDelta' | 'heapDelta' | 'loopMaxMs' | 'events' | 'cpuMs'>> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${urlPath}: ${response.statusCode}`));
        let wireBytes = 0;
        response.on('data', (chunk: Buffer) => {
          wireBytes += chunk.length;
        });
        const body =
          response.headers['content-encoding'] === 'gzip' ? response.pipe(zlib.createGunzip()) : response;
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            ms: Math.round(performance.now() - started),
            wireBytes,
            bytes: Buffer.byteLength(text),
            text,
          });
        });
        body.on('error', reject);
      })
      .on('error', reject);
  });
}

const mmm = (values: number[], unit = '') => {
  const s = [...values].sort((a, b) => a - b);
  return `${s[0]}${unit} / ${s[Math.floor(s.length / 2)]}${unit} / ${s.at(-1)}${unit}`;
};

async function bench(target: BenchTarget) {
  const { database, cleanup } = await target.open();
  const config = loadConfig({ ADMIN_PASSWORD, LOG_LEVEL: 'silent', ENCRYPTION_KEY: 'a'.repeat(64) });
  try {
    await database.migrate((db) => bootstrapFirstAdmin(db, config.admin, { info() {}, warn() {} } as never));
    await seed(database);
    const plan = (await database.db.execute(
      sql`EXPLAIN ${plannedEventsQuery(windowStart(parisToday()))}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const planText = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const cookie = await signIn(port);
    const created = await fetch(`http://127.0.0.1:${port}/api/calendar-feed`, {
      method: 'POST',
      headers: { cookie, origin: `http://127.0.0.1:${port}` },
    });
    if (created.status !== 201) throw new Error(`POST /api/calendar-feed: ${created.status}`);
    const feedPath = new URL(((await created.json()) as { url: string }).url).pathname;

    await fetchOnce(port, feedPath); // warm-up: JIT, query plans, the VTIMEZONE
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const loop = monitorEventLoopDelay({ resolution: 1 });
      const before = process.memoryUsage();
      const cpu = process.cpuUsage();
      loop.enable();
      const round = await fetchOnce(port, feedPath);
      loop.disable();
      const after = process.memoryUsage();
      const cpuUsed = process.cpuUsage(cpu);
      rounds.push({
        ...round,
        // Read back by another parser (after the measures): the chunks joined make one valid calendar.
        events: new ICAL.Component(ICAL.parse(round.text)).getAllSubcomponents('vevent').length,
        text: '',
        rssDelta: mib(after.rss - before.rss),
        heapDelta: mib(after.heapUsed - before.heapUsed),
        cpuMs: Math.round((cpuUsed.user + cpuUsed.system) / 1000),
        loopMaxMs: Math.round((loop.max / 1e6) * 10) / 10,
      });
    }
    await app.close();

    console.log(
      `\n### ${target.label}: feed of ${EVENTS.toLocaleString('en')} events among ${NOISE.toLocaleString('en')} other requests (${ROUNDS} rounds, min / median / max)\n`,
    );
    console.log(`events in the feed: ${mmm(rounds.map((r) => r.events))}`);
    console.log(
      `CPU time of the process (server and client, load-independent): ${mmm(
        rounds.map((r) => r.cpuMs),
        ' ms',
      )}`,
    );
    console.log(`load average during the run: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`);
    console.log(
      `answer time (HTTP, gzip): ${mmm(
        rounds.map((r) => r.ms),
        ' ms',
      )}`,
    );
    console.log(
      `longest event-loop delay during the answer: ${mmm(
        rounds.map((r) => r.loopMaxMs),
        ' ms',
      )}`,
    );
    console.log(
      `bytes on the wire: ${mmm(
        rounds.map((r) => mib(r.wireBytes)),
        ' MiB',
      )}; iCalendar text: ${mmm(
        rounds.map((r) => mib(r.bytes)),
        ' MiB',
      )}`,
    );
    console.log(
      `RSS growth over a round: ${mmm(
        rounds.map((r) => r.rssDelta),
        ' MiB',
      )}; heap growth: ${mmm(
        rounds.map((r) => r.heapDelta),
        ' MiB',
      )}`,
    );
    console.log(`RSS after the rounds: ${mib(process.memoryUsage().rss)} MiB`);
    const indexes = [...new Set(planText.match(/\w+_stage_planned_date_idx/g) ?? [])];
    console.log(
      `query plan: index ranges on ${indexes.join(', ') || 'none'}; sequential scans: ${[...new Set(planText.match(/Seq Scan on \w+/g) ?? [])].map((line) => line.slice(12)).join(', ') || 'none'}`,
    );
    if (rounds.some((r) => r.events !== EVENTS)) console.log(`WARNING: expected ${EVENTS} events`);
  } finally {
    await cleanup();
  }
}

async function main() {
  await bench(pgliteTarget('gl-bench-calendar'));
  if (process.env.DATABASE_URL) await bench(postgresTarget(process.env.DATABASE_URL, 'gl_bench_calendar'));
}

await main();
