import { stagesInPhase, stagesOf } from '@shared/fulfilment/fulfilment-stages';
import { parisToday } from '@shared/requests/request-fields';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { requestTableSql } from '../../src/server/db/request-tables';
import {
  lateCountsQuery,
  oldestLateQuery,
  receptionsSinceQuery,
} from '../../src/server/features/dashboard/dashboard.repository';
import { getDashboard } from '../../src/server/features/dashboard/dashboard.service';
import { bootstrapFirstAdmin } from '../../src/server/features/users/admin-bootstrap';
import { type BenchTarget, pgliteTarget, postgresTarget } from './bench-targets';
import { ADMIN_PASSWORD, httpClient, signIn } from './built-server';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';

/** Each table's own required columns, as SQL values of `g`. */
const ownColumns: Record<RequestKind, [columns: string, values: string]> = {
  'material-conditioning': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, offer_number, computers_to_collect',
    `'Société ' || g, 'Contact ' || g, 'c' || g || '@example.test', '01 02 03 04 05', g || ' rue de Paris, 75001 Paris',
      current_date + (g % 60), 'OE-' || lpad((g % 1000000)::text, 6, '0'), g % 40`,
  ],
  'package-pickup': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, type, number_of_packages, package_details',
    `'Société ' || g, 'Contact ' || g, 'c' || g || '@example.test', '01 02 03 04 05', g || ' rue de Paris, 75001 Paris',
      current_date + (g % 60), 'package', 1 + g % 4, '[{"width":40,"length":30,"height":20,"weight":5}]'::jsonb`,
  ],
  'regional-collection': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, computers_to_collect, phones_to_collect, screens_to_collect, preferred_time_slot',
    `'Société ' || g, 'Contact ' || g, 'c' || g || '@example.test', '01 02 03 04 05', g || ' rue de Paris, 75001 Paris',
      current_date + (g % 60), g % 20, g % 7, g % 5, 'morning'`,
  ],
  delivery: [
    `request_type, requester, sender_company_name, sender_contact_name, sender_phone, sender_email, sender_address,
      recipient_contact_name, recipient_phone, recipient_email, recipient_address, collection_date, packages`,
    `'livraison', 'Léa Martin', 'Expéditeur ' || g, 'Contact ' || g, '01 02 03 04 05', 's' || g || '@example.test',
      g || ' rue de Lyon, 69001 Lyon', 'Destinataire', '04 78 00 00 00', 'd@example.test', '5 rue du Port, 13001 Marseille',
      current_date + (g % 60), '[{"type":"package","weight":8}]'::jsonb`,
  ],
  collection: [
    'client_name, client_contact_name, client_phone, client_email, client_address, materials',
    `'Client ' || g, 'Contact ' || g, '03 20 00 00 00', 'c' || g || '@example.test', g || ' place du Général, 59000 Lille',
      (g % 12) || ' ordinateurs, ' || (g % 4) || ' écrans'`,
  ],
};

/**
 * How the requests spread over the suivi, as SQL over `g` (1 = the newest) and `b` (= g % 100): when each was
 * created, its status, its stage once accepted, and whether its planned day is near today (the planned
 * ones: from a week ago to a week ahead, about half late) rather than a few days after its creation.
 */
interface SeedModel {
  description: string;
  created(rows: number): string;
  status: string;
  stage(kind: RequestKind, rows: number): string;
  nearToday: string;
}

function stageIds(kind: RequestKind) {
  const stages = stagesOf(kind);
  return {
    first: stages[0]?.id,
    // A conditioning plans no day: those stay to prepare.
    planned: stagesInPhase(kind, 'planned')[0] ?? stages[0]?.id,
    onTheWay: stagesInPhase(kind, 'in-transit')[0],
    done: stages.at(-1)?.id,
  };
}

const seedModels: Record<string, SeedModel> = {
  /**
   * The same team with more history: six requests a day per kind (1,000 is about 5½ months, 100,000 about
   * 45 years), the newest still in progress — 30 pending, 40 to plan, 40 planned, 30 on their way —, the
   * older ones done (1 in 25 refused, 1 in 50 cancelled, the oldest tenth accepted before the suivi). The
   * work in progress, and so this month's receptions, is the same at every size: only the history grows.
   */
  constant: {
    description: 'constant work in progress (six requests a day per kind, the newest in progress)',
    created: () => `now() - g * interval '4 hours'`,
    status: `CASE WHEN g <= 30 THEN 'pending' WHEN g % 25 = 0 THEN 'rejected' ELSE 'completed' END`,
    stage(kind, rows) {
      const { first, planned, onTheWay, done } = stageIds(kind);
      return `CASE WHEN g > ${Math.floor(rows * 0.9)} THEN NULL WHEN g <= 70 THEN '${first}'
        WHEN g <= 110 THEN '${planned}' WHEN g <= 140 THEN '${onTheWay}' WHEN g % 50 = 1 THEN 'cancelled'
        ELSE '${done}' END`;
    },
    nearToday: 'g BETWEEN 71 AND 110',
  },
  /**
   * Work in progress growing with the table (BENCH_BACKLOG=proportional): creation times over two years
   * whatever the size; 6 % pending, 4 % refused; of the accepted, 2 % without a stage, 3 % to plan, 4 %
   * planned, 3 % on their way, 2 % cancelled, the rest done. At 100,000 per kind that is 4,000 planned
   * requests per kind and ~4,000 receptions a month: what the late and receptions reads then cost grows
   * with those rows (not with the table).
   */
  proportional: {
    description: 'work in progress proportional to the volume (over two years whatever the size)',
    created: (rows) =>
      `now() - (g * ${Math.max(1, Math.round((2 * 365 * 24 * 60) / rows))} || ' minutes')::interval`,
    status: `CASE WHEN b < 6 THEN 'pending' WHEN b < 10 THEN 'rejected' ELSE 'completed' END`,
    stage(kind) {
      const { first, planned, onTheWay, done } = stageIds(kind);
      return `CASE WHEN b < 12 THEN NULL WHEN b < 15 THEN '${first}' WHEN b < 19 THEN '${planned}'
        WHEN b < 22 THEN '${onTheWay}' WHEN b < 24 THEN 'cancelled' ELSE '${done}' END`;
    },
    nearToday: 'b BETWEEN 15 AND 18',
  },
};
const MODEL = process.env.BENCH_BACKLOG ?? 'constant';
const chosen = seedModels[MODEL];
if (!chosen) throw new Error(`BENCH_BACKLOG: ${Object.keys(seedModels).join(' or ')}`);
const model: SeedModel = chosen;

const hasCarrier = (kind: RequestKind) =>
  stagesOf(kind).some((stage) => stage.fields.some((field) => field.type === 'carrier'));

async function seed(database: Database, rows: number, { created, status, stage, nearToday }: SeedModel) {
  const run = (text: string) => database.db.execute(sql.raw(text));
  for (const kind of requestKinds) {
    const [columns, values] = ownColumns[kind];
    const carrier = hasCarrier(kind)
      ? `CASE WHEN stage IS NULL OR stage IN ('to-plan', 'to-prepare') THEN NULL ELSE 1 + g % 7 END`
      : 'NULL';
    const plansADay = stagesInPhase(kind, 'planned').length > 0;
    await run(`INSERT INTO ${requestTableSql[kind].table} (${columns}, status, stage, stage_at, planned_date, carrier_id,
        tracking_number, fulfilment, created_at, decided_at)
      SELECT ${values}, status, stage, CASE WHEN stage IS NULL THEN NULL ELSE created + interval '2 days' END,
        planned, ${carrier}, CASE WHEN ${carrier} IS NULL THEN NULL ELSE 'TRK' || g END,
        CASE WHEN planned IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('plannedDate', planned) END,
        created, CASE WHEN status = 'pending' THEN NULL ELSE created + interval '1 day' END
      FROM (
        SELECT g, status, stage, created,
          CASE WHEN stage IS NULL OR stage IN ('to-plan', 'to-prepare') OR ${plansADay ? 'false' : 'true'} THEN NULL
            WHEN ${nearToday} THEN current_date + (g % 15 - 7)
            ELSE (created + interval '5 days')::date END AS planned
        FROM (
          SELECT g, b, created, status,
            CASE WHEN status <> 'completed' THEN NULL ELSE ${stage(kind, rows)} END AS stage
          FROM (
            SELECT g, b, created, ${status} AS status
            FROM (SELECT g, g % 100 AS b, ${created(rows)} AS created FROM generate_series(1, ${rows}) g) numbered
          ) decided
        ) staged
      ) seeded`);
    const received = stagesOf(kind).find((stage) =>
      stage.fields.some((field) => field.name === 'receivedWeightKg'),
    );
    if (!received) continue;
    const declares = kind === 'regional-collection';
    const units = kind === 'package-pickup';
    await run(`INSERT INTO request_receptions (kind, request_id, received_at, computers_received, phones_received,
        screens_received, computers_declared, phones_declared, screens_declared, units_received, units_declared,
        weight_kg, weight_estimated)
      SELECT '${kind}', id, stage_at + interval '3 days',
        ${units ? 'NULL, NULL, NULL' : 'id % 20, id % 7, id % 5'},
        ${declares ? 'computers_to_collect, phones_to_collect, screens_to_collect' : 'NULL, NULL, NULL'},
        ${units ? 'id % 4 + 1, number_of_packages' : 'NULL, NULL'}, 5 + id % 300, id % 10 = 0
      FROM ${requestTableSql[kind].table} WHERE stage = '${received.id}'`);
  }
  await run('VACUUM ANALYZE');
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

interface SizeResult {
  rows: number;
  seedMs: number;
  /** Per case: the p50 of each round. */
  p50s: number[][];
  /** What the dashboard said, to show the seed is what the header says. */
  figures: string;
}

const caseNames = [
  'dashboard, SQL (`getDashboard`, its statements in parallel)',
  'dashboard, HTTP (`GET /api/dashboard`)',
  'late requests, SQL (count and five longest, every kind)',
  'stage-filtered list page + total, HTTP (`?stage=planned&view=card&limit=20`)',
  'same within « Terminé » (`&status=completed`)',
  "month's receptions, SQL",
  'contrast: planned stage total by `count(*)` (what the counter replaces)',
];

async function benchSize(target: BenchTarget, rows: number): Promise<SizeResult> {
  const { database, cleanup } = await target.open();
  const config = loadConfig({ ADMIN_PASSWORD, LOG_LEVEL: 'silent', ENCRYPTION_KEY: 'a'.repeat(64) });
  try {
    await database.migrate((db) => bootstrapFirstAdmin(db, config.admin, { info() {}, warn() {} } as never));
    const seeded = performance.now();
    await seed(database, rows, model);
    const seedMs = Math.round(performance.now() - seeded);
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const client = httpClient(port, await signIn(port), ACCEPT_ENCODING);
    const today = parisToday();
    const monthStart = `${today.slice(0, 7)}-01`;
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
    const list = '/api/regional-collection-requests?stage=planned&view=card&limit=20&offset=0';
    const cases: (() => Promise<unknown>)[] = [
      () => getDashboard(database.db),
      () => client.get('/api/dashboard'),
      () => Promise.all([run(lateCountsQuery(today)), run(oldestLateQuery(today, 5))]),
      () => client.get(list),
      () => client.get(`${list}&status=completed`),
      () => run(receptionsSinceQuery(monthStart)),
      () => run(sql.raw(`SELECT count(*) FROM regional_collection_requests WHERE stage = 'planned'`)),
    ];
    // Which indexes the planner chose for the statements measured, at this size.
    const plans: string[] = [];
    for (const [name, query] of [
      ['late count', lateCountsQuery(today)],
      ['five longest late', oldestLateQuery(today, 5)],
      ["month's receptions", receptionsSinceQuery(monthStart)],
    ] as const) {
      const lines = (
        (await run(sql`EXPLAIN ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      // "regional_collection_requests_stage_planned_date_idx" → "stage_planned_date_idx", counted.
      const indexes = new Map<string, number>();
      for (const index of new Set(lines.match(/\w+_idx/g) ?? [])) {
        const suffix = index.replace(/^\w+_requests_/, '');
        indexes.set(suffix, (indexes.get(suffix) ?? 0) + 1);
      }
      const used = [...indexes].map(([index, n]) => `${index} ×${n}`).join(', ');
      plans.push(`${name}: ${used || 'no index'}${/Seq Scan/.test(lines) ? ', SEQ SCAN' : ''}`);
    }
    const p50s: number[][] = cases.map(() => []);
    for (let r = 0; r < ROUNDS; r++) {
      for (const [index, p50] of (await round(cases)).entries()) p50s[index]?.push(p50);
    }
    const { suivi } = await getDashboard(database.db);
    const sum = (figures: Record<string, number>) => Object.values(figures).reduce((a, b) => a + b, 0);
    const figures =
      `to plan ${sum(suivi.toPlan)}, late ${sum(suivi.late)}, in transit ${sum(suivi.inTransit)}, ` +
      `${suivi.receivedThisMonth.receptions} receptions this month; plans: ${plans.join('; ')}`;
    client.close();
    await app.close();
    return { rows, seedMs, p50s, figures };
  } finally {
    await database.close();
    await cleanup();
  }
}

const f = (values: number[]) =>
  [...values]
    .sort((a, b) => a - b)
    .map((v) => v.toFixed(2))
    .join(' / ');

const targets = [
  pgliteTarget('gl-bench-fulfilment'),
  ...(process.env.DATABASE_URL ? [postgresTarget(process.env.DATABASE_URL, 'gl_bench')] : []),
];
for (const target of targets) {
  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(await benchSize(target, size));
  console.log(
    `\n${target.label}, ${requestKinds.length} kinds, ${model.description}, p50 of ${RUNS} calls, ` +
      `min / median / max of ${ROUNDS} rounds (ms):`,
  );
  for (const result of results) {
    console.log(
      `- ${result.rows.toLocaleString('en')} per kind: seeded in ${(result.seedMs / 1000).toFixed(1)} s; ${result.figures}`,
    );
  }
  console.log(`| measure | ${results.map((r) => `${r.rows.toLocaleString('en')} per kind`).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---|').join('')}`);
  for (const [index, name] of caseNames.entries()) {
    console.log(`| ${name} | ${results.map((r) => f(r.p50s[index] ?? [])).join(' | ')} |`);
  }
}
