/**
 * request_stage_counts (drizzle/0009) stays equal to count(*) per kind and stage whatever writes the
 * request tables: plain SQL in bulk (insert, update, delete, truncate) and people moving requests through
 * their stages at the same time — on PostgreSQL (TEST_DATABASE_URL) truly concurrently, on a pool of
 * connections. And every figure read from it (a stage filter's list total, the dashboard's phases) follows.
 */

import { nextStage, stagesInPhase, stagesOf } from '@shared/fulfilment/fulfilment-stages';
import { type RequestKind, requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { requestTableSql } from '../../db/request-tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { carrierIds, type FulfilmentSetup, stageFields } from '../../test/fulfilment';
import { migrationUpgrade } from '../../test/migration-upgrade';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';

async function rows<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** What count(*) says per kind and stage (requests without a stage are not counted). */
async function countedBySql(db: Db): Promise<string[]> {
  const counted: string[] = [];
  for (const kind of requestKinds) {
    for (const row of await rows<{ stage: string; n: number }>(
      db,
      `SELECT stage, count(*)::int AS n FROM ${requestTableSql[kind].table} WHERE stage IS NOT NULL GROUP BY stage`,
    )) {
      counted.push(`${kind} ${row.stage} ${row.n}`);
    }
  }
  return counted.sort();
}

/** What the counter holds (zeros left out: a missing row and a zero mean the same). */
async function stored(db: Db): Promise<string[]> {
  const counters = await rows<{ kind: string; stage: string; n: number }>(
    db,
    'SELECT kind, stage, n FROM request_stage_counts WHERE n <> 0',
  );
  return counters.map((r) => `${r.kind} ${r.stage} ${r.n}`).sort();
}

/** Stages of the regional collections and the pickups, as plain SQL would write them (seeds, a manual fix). */
async function insertInSql(db: Db, count: number, label: string) {
  const contact = `'${label}', 'Contact', 'c@example.test', '01', '1 rue', date '2026-12-01'`;
  const columns =
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date';
  await db.execute(
    sql.raw(`INSERT INTO regional_collection_requests (${columns}, status, stage)
      SELECT ${contact}, CASE WHEN g % 5 = 0 THEN 'pending' ELSE 'completed' END,
        CASE WHEN g % 5 = 0 THEN NULL ELSE (array['to-plan','planned','collected','received','cancelled', NULL])[1 + g % 6] END
      FROM generate_series(1, ${count}) g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO package_pickup_requests (${columns}, type, status, stage)
      SELECT ${contact}, 'package', 'completed',
        (array['to-plan','pickup-planned','picked-up','received'])[1 + g % 4]
      FROM generate_series(1, ${count}) g`),
  );
}

describe('request_stage_counts', () => {
  let t: TestApp;
  let setup: FulfilmentSetup;
  let carriers: Record<string, number>;

  beforeAll(async () => {
    t = await buildTestApp();
    const { admin, user } = await t.signInAdminAndUser();
    setup = { t, admin, user, addressId: await createShippingAddress(t, admin) };
    carriers = await carrierIds(t, user);
  });
  afterAll(() => t.close());

  it('follows bulk SQL inserts, updates and deletes', async () => {
    const db = t.database.db;
    await insertInSql(db, 90, 'Lot');
    expect(await stored(db)).toEqual(await countedBySql(db));
    // Several stages changed by one statement, some to none and back.
    await db.execute(
      sql.raw(`UPDATE regional_collection_requests SET stage = CASE stage
          WHEN 'to-plan' THEN 'planned' WHEN 'planned' THEN NULL ELSE 'to-plan' END
        WHERE status = 'completed' AND id % 3 <> 0`),
    );
    await db.execute(sql.raw(`UPDATE package_pickup_requests SET stage = 'received' WHERE id % 2 = 0`));
    await db.execute(sql.raw(`DELETE FROM package_pickup_requests WHERE id % 7 = 0`));
    const counted = await countedBySql(db);
    expect(counted.length).toBeGreaterThanOrEqual(4);
    expect(await stored(db)).toEqual(counted);
  });

  it('stays exact when people move, undo and cancel requests at the same time, and exactly one of two equal moves wins', async () => {
    const db = t.database.db;
    const kinds = Array.from({ length: 30 }, (_, i) => requestKinds[i % requestKinds.length] as RequestKind);
    const created = await Promise.all(
      kinds.map((kind, i) =>
        t.call('POST', requestApiPaths[kind], {
          cookie: setup.user,
          payload: validRequestPayload(kind, `Concurrence ${i}`, setup.addressId),
        }),
      ),
    );
    const requests = created.map((response, i) => ({
      kind: kinds[i] as RequestKind,
      id: response.json().id,
    }));
    // Accepted together: each starts its suivi at its kind's first stage in the decision's own UPDATE.
    const accepted = await Promise.all(
      requests.map(({ kind, id }) =>
        t.call('PATCH', `${requestApiPaths[kind]}/${id}`, {
          cookie: setup.admin,
          payload: { status: 'completed' },
        }),
      ),
    );
    expect(accepted.map((response) => response.statusCode)).toEqual(requests.map(() => 200));
    expect(await stored(db)).toEqual(await countedBySql(db));

    const carrier = carriers.Colissimo ?? 0;
    const move = (kind: RequestKind, id: number, stage: string) =>
      t.call('POST', `${requestApiPaths[kind]}/${id}/fulfilment`, {
        cookie: setup.user,
        payload: { stage, ...stageFields(kind, stage, carrier) },
      });
    // Three rounds: each request moved to its next stage by two people at once; between rounds, some
    // undone or cancelled by an administrator while others move, and plain SQL moving a few more.
    const at = new Map<string, string | null>(
      requests.map(({ kind, id }) => [`${kind}:${id}`, stagesOf(kind)[0]?.id ?? null]),
    );
    let collisions = 0;
    for (let round = 0; round < 3; round++) {
      const pairs = requests.flatMap(({ kind, id }) => {
        const stage = nextStage(kind, at.get(`${kind}:${id}`) ?? null);
        return stage ? [{ kind, id, stage: stage.id }] : [];
      });
      const answers = await Promise.all(
        pairs.map(({ kind, id, stage }) => Promise.all([move(kind, id, stage), move(kind, id, stage)])),
      );
      for (const pair of answers) {
        expect(pair.map((response) => response.statusCode).sort()).toEqual([200, 409]);
        collisions += 1;
      }
      // A quarter of the requests, a different one each round: half undone, half cancelled.
      const chosen = requests.filter((_, i) => (i + round) % 4 === 0);
      // An undo names the stage it undoes: the one each request stands at now (the SQL below may move it).
      const standing = await Promise.all(
        chosen.map(
          async ({ kind, id }) =>
            (await t.call('GET', `${requestApiPaths[kind]}/${id}`, { cookie: setup.admin })).json().stage,
        ),
      );
      const admin = chosen.map(({ kind, id }, i) =>
        t.call('POST', `${requestApiPaths[kind]}/${id}/fulfilment/${i % 2 ? 'undo' : 'cancel'}`, {
          cookie: setup.admin,
          payload: { reason: 'Test de concurrence', stage: standing[i] ?? '' },
        }),
      );
      const bulk = db.execute(
        sql.raw(`UPDATE delivery_requests SET stage = 'in-transit' WHERE stage = 'planned' AND id % 2 = 0`),
      );
      const results = await Promise.all([...admin, bulk]);
      for (const result of results.slice(0, -1) as { statusCode: number }[]) {
        expect([200, 409]).toContain(result.statusCode);
      }
      // Where each request now stands (an undo, a cancellation or the SQL moved some).
      for (const { kind, id } of requests) {
        const [row] = await rows<{ stage: string | null }>(
          db,
          `SELECT stage FROM ${requestTableSql[kind].table} WHERE id = ${id}`,
        );
        at.set(`${kind}:${id}`, row?.stage ?? null);
      }
      expect(await stored(db)).toEqual(await countedBySql(db));
    }
    expect(collisions).toBeGreaterThan(60);

    // Every figure read from the counter says what count(*) says.
    const dashboard = (await t.call('GET', '/api/dashboard', { cookie: setup.admin })).json();
    for (const kind of requestKinds) {
      for (const stage of [...stagesOf(kind).map((s) => s.id), 'cancelled']) {
        const [counted] = await rows<{ n: number }>(
          db,
          `SELECT count(*)::int AS n FROM ${requestTableSql[kind].table} WHERE stage = '${stage}'`,
        );
        const list = await t.call('GET', `${requestApiPaths[kind]}?stage=${stage}&limit=1`, {
          cookie: setup.user,
        });
        expect(Number(list.headers['x-total-count']), `${kind} ${stage}`).toBe(counted?.n);
      }
      const [inPhase] = await rows<{ to_plan: number; in_transit: number }>(
        db,
        `SELECT count(*) FILTER (WHERE stage IN (${stagesInPhase(kind, 'to-plan').map((s) => `'${s}'`)}))::int AS to_plan,
          count(*) FILTER (WHERE stage IN (${stagesInPhase(kind, 'in-transit').map((s) => `'${s}'`)}))::int AS in_transit
        FROM ${requestTableSql[kind].table}`,
      );
      expect(dashboard.suivi.toPlan[kind], kind).toBe(inPhase?.to_plan);
      expect(dashboard.suivi.inTransit[kind], kind).toBe(inPhase?.in_transit);
    }
  });

  it('empties the counters of a truncated table', async () => {
    const db = t.database.db;
    await db.execute(sql.raw('TRUNCATE package_pickup_requests'));
    expect((await stored(db)).filter((row) => row.startsWith('package-pickup '))).toEqual([]);
    expect(await stored(db)).toEqual(await countedBySql(db));
  });
});

describe('migration 0009_fulfilment', () => {
  let upgrade: Awaited<ReturnType<typeof migrationUpgrade>>;
  let database: Database;

  beforeAll(async () => {
    upgrade = await migrationUpgrade('0009_fulfilment');
    database = upgrade.database;
  });
  afterAll(() => upgrade?.close());

  it('leaves the requests accepted before it without a stage, uncounted, and counts from then on', async () => {
    await upgrade.before();
    const columns =
      'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, status';
    await database.db.execute(
      sql.raw(`INSERT INTO regional_collection_requests (${columns})
        SELECT 'Avant', 'C', 'c@example.test', '01', '1 rue', date '2026-12-01',
          (array['pending','completed','rejected'])[1 + g % 3]
        FROM generate_series(1, 300) g`),
    );
    await upgrade.after();

    // Accepted before the suivi: « Suivi non renseigné », in no stage counter.
    const [legacy] = await rows<{ n: number }>(
      database.db,
      `SELECT count(*)::int AS n FROM regional_collection_requests WHERE status = 'completed' AND stage IS NULL`,
    );
    expect(legacy?.n).toBe(100);
    expect(await stored(database.db)).toEqual([]);

    // From then on the triggers keep the counter.
    await database.db.execute(
      sql.raw(`UPDATE regional_collection_requests SET stage = CASE WHEN id % 2 = 0 THEN 'to-plan' ELSE 'planned' END
        WHERE status = 'completed' AND id % 5 <> 0`),
    );
    const counted = await countedBySql(database.db);
    expect(counted).toHaveLength(2);
    expect(await stored(database.db)).toEqual(counted);
  });
});
