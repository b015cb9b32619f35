import { type RequestKind, requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { requestStatuses } from '@shared/requests/request-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { migrationUpgrade } from '../../test/migration-upgrade';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';

const tables: Record<RequestKind, string> = {
  'material-conditioning': 'material_conditioning_requests',
  'package-pickup': 'package_pickup_requests',
  'regional-collection': 'regional_collection_requests',
  delivery: 'delivery_requests',
  collection: 'collection_requests',
};

async function rows<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** What count(*) says, per kind and status and per kind and UTC creation day (zeros left out). */
async function countedBySql(db: Db) {
  const byStatus: string[] = [];
  const byDay: string[] = [];
  for (const kind of requestKinds) {
    for (const row of await rows<{ status: string; n: number }>(
      db,
      `SELECT status, count(*)::int AS n FROM ${tables[kind]} GROUP BY status`,
    )) {
      byStatus.push(`${kind} ${row.status} ${row.n}`);
    }
    for (const row of await rows<{ day: string; n: number }>(
      db,
      `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
        FROM ${tables[kind]} GROUP BY 1`,
    )) {
      byDay.push(`${kind} ${row.day} ${row.n}`);
    }
  }
  return { byStatus: byStatus.sort(), byDay: byDay.sort() };
}

/** What the counter tables hold (zeros left out: a missing row and a zero mean the same). */
async function stored(db: Db) {
  const byStatus = await rows<{ kind: string; status: string; n: number }>(
    db,
    'SELECT kind, status, n FROM request_counts WHERE n <> 0',
  );
  const byDay = await rows<{ kind: string; day: string; n: number }>(
    db,
    `SELECT kind, to_char(day, 'YYYY-MM-DD') AS day, n FROM request_daily_counts WHERE n <> 0`,
  );
  return {
    byStatus: byStatus.map((r) => `${r.kind} ${r.status} ${r.n}`).sort(),
    byDay: byDay.map((r) => `${r.kind} ${r.day} ${r.n}`).sort(),
  };
}

/** A small deterministic generator: a failing mix can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const contactColumns = 'client_company_name, contact_name, contact_email, contact_phone, company_address';
const contactValues = (company: string) => `'${company}', 'Contact', 'c@example.test', '01', '1 rue'`;

/** Requests written in plain SQL (as seeds, fixtures or a manual fix would), in several statuses and weeks. */
async function insertInSql(db: Db, count: number, label: string) {
  await db.execute(
    sql.raw(`INSERT INTO material_conditioning_requests (${contactColumns}, offer_number, desired_date, status, created_at)
      SELECT ${contactValues(label)}, 'OE-' || g, date '2026-12-01',
        (array['pending','completed','rejected'])[1 + g % 3], now() - (g * 37 || ' hours')::interval
      FROM generate_series(1, ${count}) g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO package_pickup_requests (${contactColumns}, type, desired_date, status, created_at)
      SELECT ${contactValues(label)}, 'package', date '2026-12-01',
        (array['pending','completed','rejected'])[1 + g % 3], now() - (g * 53 || ' hours')::interval
      FROM generate_series(1, ${count}) g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO regional_collection_requests (${contactColumns}, desired_date, status, created_at)
      SELECT ${contactValues(label)}, date '2026-12-01',
        (array['pending','completed','rejected'])[1 + g % 2], now() - (g * 71 || ' hours')::interval
      FROM generate_series(1, ${count}) g`),
  );
}

describe('request counters', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let addressId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ admin, user } = await t.signInAdminAndUser());
    addressId = await createShippingAddress(t, admin);
  });
  afterAll(() => t.close());

  it('equal count(*) in every counter, badge, list total and dashboard figure after concurrent writes', async () => {
    const db = t.database.db;
    const next = random(20_261_123);
    await insertInSql(db, 40, 'Avant');

    // Concurrent creations by both users, then concurrent decisions (some twice on the same request: one
    // wins, the other gets 409; an acceptance short of stock is refused and rolls back) mixed with edits,
    // more creations and plain-SQL writes: deletions and a creation date moved to another week.
    const create = (kind: RequestKind, i: number) =>
      t.call('POST', requestApiPaths[kind], {
        cookie: i % 2 ? admin : user,
        payload: validRequestPayload(kind, `Société ${i}`, addressId),
      });
    const kinds = Array.from({ length: 60 }, () => requestKinds[next(requestKinds.length)] as RequestKind);
    const created = await Promise.all(kinds.map((kind, i) => create(kind, i)));
    expect(created.every((r) => r.statusCode === 201)).toBe(true);
    const ids = created.map((r, i) => ({ kind: kinds[i] as RequestKind, id: r.json().id as number }));

    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 80; i++) {
      const target = ids[next(ids.length)];
      if (!target) continue;
      const url = `${requestApiPaths[target.kind]}/${target.id}`;
      const roll = next(10);
      if (roll < 5) {
        const status = next(2) ? 'completed' : 'rejected';
        writes.push(t.call('PATCH', url, { cookie: admin, payload: { status, rejectionReason: null } }));
      } else if (roll < 7) {
        writes.push(
          putCurrent(t, url, {
            cookie: admin,
            payload: validRequestPayload(target.kind, `Modifiée ${i}`, addressId),
          }),
        );
      } else if (roll < 9) {
        writes.push(create(requestKinds[next(requestKinds.length)] as RequestKind, 100 + i));
      } else {
        const table = tables[requestKinds[next(requestKinds.length)] as RequestKind];
        writes.push(
          next(2)
            ? db.execute(
                sql.raw(
                  `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} ORDER BY random() LIMIT 2)`,
                ),
              )
            : db.execute(
                sql.raw(`UPDATE ${table} SET created_at = created_at - interval '9 days'
                  WHERE id IN (SELECT id FROM ${table} ORDER BY random() LIMIT 3)`),
              ),
        );
      }
    }
    const answers = await Promise.all(writes);
    const statuses = answers.flatMap((answer) => (answer as { statusCode?: number }).statusCode ?? []);
    expect(statuses.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
    // The mix did decide requests, and did collide on some.
    expect(statuses).toContain(409);
    const [decided] = await rows<{ n: number }>(
      db,
      `SELECT (${requestKinds.map((kind) => `(SELECT count(*) FROM ${tables[kind]} WHERE decided_by IS NOT NULL)`).join(' + ')})::int AS n`,
    );
    expect(decided?.n).toBeGreaterThan(10);

    // The stored rows equal count(*)…
    expect(await stored(db)).toEqual(await countedBySql(db));

    // …and so does every figure the API answers from them.
    const dashboard = (await t.call('GET', '/api/dashboard', { cookie: admin })).json();
    const weekly = await rows<Record<string, number> & { week_start: string }>(
      db,
      `WITH weeks AS (SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - interval '11 weeks',
          date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AS week_start)
        SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, ${requestKinds
          .map(
            (
              kind,
            ) => `(SELECT count(*)::int FROM ${tables[kind]} WHERE created_at >= week_start AT TIME ZONE 'UTC'
              AND created_at < (week_start + interval '1 week') AT TIME ZONE 'UTC') AS "${kind}"`,
          )
          .join(', ')}
        FROM weeks ORDER BY week_start`,
    );
    expect(dashboard.weekly).toEqual(
      weekly.map((w) => ({
        weekStart: w.week_start,
        counts: Object.fromEntries(requestKinds.map((kind) => [kind, w[kind]])),
      })),
    );
    let charted = 0;
    for (const kind of requestKinds) {
      const [expected] = await rows<Record<string, number>>(
        db,
        `SELECT count(*)::int AS total, ${requestStatuses
          .map((status) => `count(*) FILTER (WHERE status = '${status}')::int AS ${status}`)
          .join(', ')} FROM ${tables[kind]}`,
      );
      const counts = await t.call('GET', `${requestApiPaths[kind]}/counts`, { cookie: user });
      expect(counts.json()).toEqual(expected);
      expect(dashboard.requests[kind]).toEqual(expected);
      for (const status of [undefined, ...requestStatuses]) {
        const list = await t.call(
          'GET',
          `${requestApiPaths[kind]}?limit=1${status ? `&status=${status}` : ''}`,
          {
            cookie: user,
          },
        );
        expect(Number(list.headers['x-total-count'])).toBe(expected?.[status ?? 'total']);
      }
      charted += Number(expected?.total);
    }
    expect(charted).toBeGreaterThan(60);
  });

  it('still counts a search with a query, bounded by the search', async () => {
    const db = t.database.db;
    const [expected] = await rows<Record<string, number>>(
      db,
      `SELECT count(*)::int AS total, ${requestStatuses
        .map((status) => `count(*) FILTER (WHERE status = '${status}')::int AS ${status}`)
        .join(', ')} FROM material_conditioning_requests WHERE client_company_name ILIKE '%avant%'`,
    );
    const counts = await t.call('GET', `${requestApiPaths['material-conditioning']}/counts?q=avant`, {
      cookie: user,
    });
    expect(counts.json()).toEqual(expected);
    expect(expected?.total).toBeGreaterThan(0);
  });

  it('empties the counters of a truncated table', async () => {
    const db = t.database.db;
    await db.execute(sql.raw('TRUNCATE regional_collection_requests'));
    expect(await stored(db)).toEqual(await countedBySql(db));
    const counts = await t.call('GET', `${requestApiPaths['regional-collection']}/counts`, { cookie: user });
    expect(counts.json()).toEqual({ total: 0, pending: 0, completed: 0, rejected: 0 });
  });
});

describe('migration 0006_request_counts', () => {
  let upgrade: Awaited<ReturnType<typeof migrationUpgrade>>;
  let database: Database;

  beforeAll(async () => {
    upgrade = await migrationUpgrade('0006_request_counts');
    database = upgrade.database;
  });
  afterAll(() => upgrade?.close());

  it('backfills the counters of a database that already holds requests', async () => {
    await upgrade.before();
    await insertInSql(database.db, 500, 'Existante');
    await upgrade.after();

    const counted = await countedBySql(database.db);
    expect(counted.byStatus).toHaveLength(8);
    expect(await stored(database.db)).toEqual(counted);

    // From then on the triggers keep them.
    await insertInSql(database.db, 7, 'Après');
    await database.db.execute(
      sql.raw(
        `UPDATE package_pickup_requests SET status = 'completed' WHERE status = 'pending' AND id % 5 = 0`,
      ),
    );
    expect(await stored(database.db)).toEqual(await countedBySql(database.db));
  });
});
