/**
 * The suivi's reads stay flat as the tables grow because each is served by an index range: the dashboard's
 * late requests ((stage, planned_date)), the month's receptions ((received_at)) and a stage-filtered list
 * page ((stage, created_at)). Checked on the plans the database chooses by itself (EXPLAIN, no planner
 * setting forced) over a few thousand requests per kind spread over the stages as in real life — most
 * done long ago, a few planned, some late — once vacuumed and analysed, as autovacuum keeps a table
 * (the late count is then an index-only scan; on a table never vacuumed the planner may count the planned
 * stage's rows from the (stage, created_at) index instead: still a range of the planned requests, never
 * the table).
 */
import { stagesOf } from '@shared/fulfilment/fulfilment-stages';
import { requestKinds } from '@shared/requests/request-kinds';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTableSql } from '../../db/request-tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import { requestKindDefinitions } from '../requests/request-kinds';
import { requestRepository } from '../requests/requests.repository';
import { registerReceptionPageQuery } from '../waste-register/waste-register.repository';
import {
  lateCountsQuery,
  latestLotsQuery,
  oldestLateQuery,
  receptionsSinceQuery,
} from './dashboard.repository';

const ROWS = 2000;

let t: TestApp;

/** Each kind's stages by share: 2 % to plan, 2 % planned (half of them late), 2 % on their way, the rest done. */
const stageOf: Record<string, (g: string) => string> = {
  'material-conditioning': (g) =>
    `CASE WHEN ${g} % 50 = 0 THEN 'to-prepare' WHEN ${g} % 50 = 1 THEN 'shipped' ELSE 'delivered' END`,
  'package-pickup': (g) =>
    `CASE WHEN ${g} % 50 = 0 THEN 'to-plan' WHEN ${g} % 50 = 1 THEN 'pickup-planned' WHEN ${g} % 50 = 2 THEN 'picked-up' ELSE 'received' END`,
  'regional-collection': (g) =>
    `CASE WHEN ${g} % 50 = 0 THEN 'to-plan' WHEN ${g} % 50 = 1 THEN 'planned' WHEN ${g} % 50 = 2 THEN 'collected' ELSE 'received' END`,
  delivery: (g) =>
    `CASE WHEN ${g} % 50 = 0 THEN 'to-plan' WHEN ${g} % 50 = 1 THEN 'planned' WHEN ${g} % 50 = 2 THEN 'in-transit' ELSE 'delivered' END`,
  collection: (g) =>
    `CASE WHEN ${g} % 50 = 0 THEN 'to-plan' WHEN ${g} % 50 = 1 THEN 'planned' WHEN ${g} % 50 = 2 THEN 'collected' ELSE 'received' END`,
};

/** The columns each table needs besides the suivi's, as SQL values of `g`. */
const requiredColumns: Record<string, [columns: string, values: string]> = {
  'material-conditioning': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, offer_number',
    `'Société ' || g, 'C', 'c@example.test', '01', '1 rue', date '2026-01-01', 'OE-' || g`,
  ],
  'package-pickup': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, type',
    `'Société ' || g, 'C', 'c@example.test', '01', '1 rue', date '2026-01-01', 'package'`,
  ],
  'regional-collection': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date',
    `'Société ' || g, 'C', 'c@example.test', '01', '1 rue', date '2026-01-01'`,
  ],
  delivery: [
    `request_type, requester, sender_contact_name, sender_phone, sender_email, sender_address,
      recipient_contact_name, recipient_phone, recipient_email, recipient_address, collection_date`,
    `'livraison', 'L', 'S ' || g, '01', 's@example.test', '1 rue', 'D', '02', 'd@example.test', '2 rue', date '2026-01-01'`,
  ],
  collection: [
    'materials, client_name, client_contact_name, client_phone, client_email, client_address',
    `'PC', 'Client ' || g, 'P', '03', 'p@example.test', '69001 Lyon'`,
  ],
};

beforeAll(async () => {
  t = await buildTestApp();
  const run = (text: string) => t.database.db.execute(sql.raw(text));
  for (const kind of requestKinds) {
    const [columns, values] = requiredColumns[kind] ?? ['', ''];
    const stage = (stageOf[kind] ?? (() => 'NULL'))('g');
    // A planned day for every request past the first stage: a year back for the done ones; the planned
    // ones from a week ago to a week ahead (about half late).
    await run(`INSERT INTO ${requestTableSql[kind].table} (${columns}, status, stage, stage_at, planned_date, created_at)
      SELECT ${values}, 'completed', ${stage}, now() - interval '30 days',
        CASE WHEN g % 50 = 1 THEN current_date + (g % 15 - 7) WHEN g % 50 = 0 THEN NULL
          ELSE current_date - (g % 365) END,
        now() - (g || ' hours')::interval
      FROM generate_series(1, ${ROWS}) g`);
  }
  // A reception for each received request over the last year: this month's are a small part.
  await run(`INSERT INTO request_receptions (kind, request_id, received_at, computers_received, computers_declared,
      units_received, units_declared, weight_kg)
    SELECT 'regional-collection', g, now() - ((g % 365) || ' days')::interval, g % 7, g % 5, NULL, NULL, g % 40
    FROM generate_series(1, ${ROWS}) g`);
  // Each received lot inventoried: ten devices, some given their devenir (decision 0104); one lot in seven closed.
  await run(`INSERT INTO devices (kind, request_id, category, disposition, waste_code)
    SELECT 'regional-collection', g / 10 + 1, 'computersToCollect',
      CASE WHEN g % 3 = 0 THEN 'recycling' WHEN g % 3 = 1 THEN 'reuse' END,
      CASE WHEN g % 3 = 0 THEN '20 01 36' END
    FROM generate_series(0, ${ROWS * 10 - 1}) g`);
  await run(`INSERT INTO device_lots (kind, request_id, closed_at)
    SELECT 'regional-collection', g, CASE WHEN g % 7 = 0 THEN now() END FROM generate_series(1, ${ROWS}) g`);
  await run('VACUUM ANALYZE');
});
afterAll(() => t.close());

async function plan(query: SQL | SQLWrapper): Promise<string> {
  const result = (await t.database.db.execute(sql`EXPLAIN ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the suivi reads are index ranges (EXPLAIN)', () => {
  it("counts and lists the late requests from each kind's stage indexes", async () => {
    const today = daysFromToday(0);
    for (const query of [lateCountsQuery(today), oldestLateQuery(today, 5)]) {
      const text = await plan(query);
      // The (stage, planned_date) range as a rule; on these 40 planned rows a table, once the filter of
      // plans recorded after the fact applies, may weigh its (stage, created_at) range the same.
      for (const kind of ['package-pickup', 'regional-collection', 'delivery', 'collection'] as const) {
        expect(text).toMatch(
          new RegExp(`${requestTableSql[kind].table}_stage_(planned_date|created_at)_idx`),
        );
      }
      expect(text).toContain('_stage_planned_date_idx');
      // A conditioning plans no day: its table is not read at all.
      expect(text).not.toContain('material_conditioning_requests');
      expect(text).not.toMatch(/Seq Scan/);
    }
  });

  it("sums the month's receptions from the (received_at) index", async () => {
    const text = await plan(receptionsSinceQuery(`${daysFromToday(0).slice(0, 7)}-01`));
    expect(text).toContain('request_receptions_received_at_idx');
    expect(text).not.toMatch(/Seq Scan/);
  });

  it("lists the month's latest lots backwards on the register index, each one's devices counted on its range", async () => {
    for (const since of [`${daysFromToday(0).slice(0, 7)}-01`, daysFromToday(-400)]) {
      const text = await plan(latestLotsQuery(since, 5));
      expect(text).toMatch(/Index Scan Backward using request_receptions_(register|received_at)_idx/);
      expect(text).toContain('devices_lot_idx');
      expect(text).not.toMatch(/Seq Scan on (request_receptions|devices|device_lots|\w+_requests)\b/);
    }
  });

  it('reads a page of the waste register from a (received_at) index, then each request by its key', async () => {
    const from = daysFromToday(-30);
    const to = daysFromToday(0);
    for (const after of [
      undefined,
      { receivedAt: `${from} 12:00:00+00`, kind: 'regional-collection', requestId: 7 },
    ]) {
      const text = await plan(registerReceptionPageQuery({ from, to }, after, 100));
      expect(text).toMatch(/request_receptions_(received_at|register)_idx/);
      expect(text).not.toMatch(/Seq Scan on (request_receptions|\w+_requests)\b/);
      // Each lot's devices grouped from its own range of devices_lot_idx (decision 0104).
      expect(text).toContain('devices_lot_idx');
      expect(text).not.toMatch(/Seq Scan on devices\b/);
    }
    // A year of receptions: pages follow the (received_at, kind, request_id) index in its order, so a page
    // costs its own rows, not a sort of the whole range.
    const year = await plan(registerReceptionPageQuery({ from: daysFromToday(-400), to }, undefined, 100));
    expect(year).toContain('Index Scan using request_receptions_register_idx');
    expect(year).not.toMatch(/Seq Scan on (request_receptions|\w+_requests)\b/);
  });

  it.each(requestKindDefinitions.map((definition) => [definition.kind, definition] as const))(
    '%s: a stage-filtered list page reads the (stage, created_at) index',
    async (_kind, definition) => {
      const repository = requestRepository(
        definition.table,
        definition.calendarFields as never,
        definition.cardFields as never,
        definition.columns as never,
      );
      // The kind's second stage (2 % of the rows), through the list's own query builder (not awaited:
      // EXPLAIN runs it), alone or within the « Terminé » tab.
      const stage = stagesOf(definition.kind)[1]?.id;
      for (const filters of [{ stage }, { stage, status: 'completed' }]) {
        const page = repository.listQuery(t.database.db, filters, {
          sort: 'createdAt',
          limit: 20,
          offset: 0,
          view: 'card',
        });
        const text = await plan(page);
        expect(text).toContain(`${requestTableSql[definition.kind].table}_stage_created_at_idx`);
        expect(text).not.toMatch(/Seq Scan/);
      }
    },
  );
});
