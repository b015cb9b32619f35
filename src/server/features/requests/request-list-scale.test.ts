/**
 * What keeps the request lists' cost flat as the tables grow (decisions 0062, 0063), on both databases:
 * - the JavaScript form of a search (searchWords) is the database's (gl_search_text), so the patterns the
 *   server sends match what the trigram indexes hold;
 * - a search reads the table's trigram index, never the table (EXPLAIN);
 * - the next page starts after the previous page's last row (keyset), in the list's exact order, even
 *   among rows created in the same instant, and is read from the list's index without a sort;
 * - a counted search stops at SEARCH_COUNT_LIMIT rows and says so.
 */

import { requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { SEARCH_COUNT_LIMIT } from '@shared/requests/request-list.schema';
import { searchWords } from '@shared/search/search-text';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTableSql } from '../../db/request-tables';
import { rowsOf } from '../../db/rows';
import { clients, packagingRequests } from '../../db/schema';
import { searchCondition, searchTextOf } from '../../lib/text-search';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { requestKindDefinitions } from './request-kinds';
import {
  type ListPage,
  NO_STAGE_FILTER,
  type RequestColumnRoles,
  type RequestFilters,
  requestQueryColumns,
  requestRepository,
  whereClause,
} from './requests.repository';

let t: TestApp;
let user: string;

/** The columns each table needs, as SQL values of the series' `g` (a « Masse » company on every row). */
const requiredColumns: Record<string, [columns: string, values: string]> = {
  'material-conditioning': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, offer_number',
    `'Masse ' || g, 'C', 'c@example.test', '01', '1 rue', date '2030-01-01' + (g % 3), 'OE-' || g`,
  ],
  'package-pickup': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, type',
    `'Masse ' || g, 'C', 'c@example.test', '01', '1 rue', date '2030-01-01' + (g % 3), 'package'`,
  ],
  'regional-collection': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date',
    `'Masse ' || g, 'C', 'c@example.test', '01', '1 rue', date '2030-01-01' + (g % 3)`,
  ],
  delivery: [
    `request_type, requester, sender_company_name, sender_contact_name, sender_phone, sender_email, sender_address,
      recipient_contact_name, recipient_phone, recipient_email, recipient_address, collection_date`,
    `'livraison', 'L', 'Masse ' || g, 'S', '01', 's@example.test', '1 rue', 'D', '02', 'd@example.test', '2 rue',
      date '2030-01-01' + (g % 3)`,
  ],
  collection: [
    'materials, client_name, client_contact_name, client_phone, client_email, client_address',
    `'PC', 'Masse ' || g, 'P', '03', 'p@example.test', '69001 Lyon'`,
  ],
};

/** Rows per kind for paging: several share each creation instant (a batch import does that). */
const PAGED_ROWS = 40;

beforeAll(async () => {
  t = await buildTestApp();
  ({ user } = await t.signInAdminAndUser());
  for (const kind of requestKinds) {
    const [columns, values] = requiredColumns[kind] ?? ['', ''];
    // Four rows per instant; statuses in turn.
    await t.database.db.execute(
      sql.raw(`INSERT INTO ${requestTableSql[kind].table} (${columns}, status, created_at)
        SELECT ${values}, (ARRAY['pending', 'completed', 'rejected'])[g % 3 + 1],
          timestamptz '2026-05-01 10:00:00.123456+00' + (g / 4) * interval '1 minute'
        FROM generate_series(1, ${PAGED_ROWS}) g`),
    );
  }
});
afterAll(() => t.close());

/**
 * The plan of `query`. Test tables are small enough to read whole: reading them is forbidden, so the plan
 * shows whether an index serves. `ordered`: bitmap scans (which lose the index's order) are forbidden too,
 * so a Sort node left in the plan means no index gives the list's order. `searched`: plain index scans are
 * forbidden (on a few rows the planner may walk the creation index and filter every row), so what remains
 * is a bitmap scan of an index the condition can use — or a (disabled) Seq Scan if none can.
 */
async function plan(query: SQL | SQLWrapper, { ordered = false, searched = false } = {}): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (ordered) await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    if (searched) await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const repositoryOf = (definition: (typeof requestKindDefinitions)[number]) =>
  requestRepository(
    definition.table,
    definition.calendarFields as never,
    definition.cardFields as never,
    definition.columns as never,
  );

describe('searchWords (JavaScript) and gl_search_text (SQL) read a text the same way', () => {
  const texts = [
    'Lycée Voltaire',
    'ŒUVRE d’Œdipe',
    'Cœur & Sœur',
    'Ægis Æther æon',
    'Straße Weiß',
    'ÉCOLE Élémentaire',
    'Façade, garçon, Ça',
    "l'Hôpital d’Orsay",
    'Saint-Ouen-sur-Seine',
    'Jean\u00a0Dupont\u202fet\u2009fils',
    '06 12 34 56 78',
    '+33 (0)6.12.34.56.78',
    'OE-004217 / S00042',
    'paul.martin+devis@exemple-societe.fr',
    'Ørsted Łódź Đakovo',
    'naïve Noël über Ångström',
    '  -- !! ',
    '',
    'ABC123def',
    '50% remise_spéciale\\ok',
  ];

  it.each(texts.map((text) => [text]))('« %s »', async (text) => {
    const result = (await t.database.db.execute(sql`SELECT gl_search_text(${text}) AS form`)) as unknown as {
      rows: { form: string }[];
    };
    const sqlWords = (result.rows[0]?.form ?? '').split(' ').filter(Boolean);
    expect(sqlWords).toEqual(searchWords(text));
  });
});

describe('a search reads the trigram index, never the table (EXPLAIN)', () => {
  it.each(requestKindDefinitions.map((definition) => [definition.kind, definition] as const))(
    '%s: the list page and its count',
    async (kind, definition) => {
      const repository = repositoryOf(definition);
      const table = requestTableSql[kind].table;
      const page: ListPage = { sort: 'createdAt', limit: 20, offset: 0, view: 'card' };
      for (const filters of [{ q: 'masse' }, { q: 'olta lycee' }, { q: 'st ouen' }] as RequestFilters[]) {
        const text = await plan(repository.listQuery(t.database.db, filters, page), { searched: true });
        expect(text, JSON.stringify(filters)).toContain(`Bitmap Index Scan on ${table}_search_idx`);
        expect(text).not.toContain(`Seq Scan on ${table}`);
      }
      // Within a status tab the planner may as well read the tab's (status, created_at, id) range and check
      // the search on those rows (what it picks when the statistics say the status is the narrower): an index
      // either way, never the table.
      const tab = await plan(repository.listQuery(t.database.db, { q: 'masse', status: 'pending' }, page), {
        searched: true,
      });
      expect(tab).toMatch(new RegExp(`Bitmap Index Scan on ${table}_(search|status_created_at)_idx`));
      expect(tab).not.toContain(`Seq Scan on ${table}`);
      // The count of a search reads the trigram index, or the status index: it carries search_text (INCLUDE,
      // decision 0083) and, on a table this small, reading it whole costs the planner less. Never the table;
      // at a million rows the bench (npm run bench:search) shows which it picks.
      const counted = await plan(
        sql`SELECT count(*) FROM ${definition.table} WHERE ${searchCondition(searchTextOf(definition.table), 'masse')}`,
        { searched: true },
      );
      expect(counted).toMatch(
        new RegExp(`Index (Only )?Scan (on|using) ${table}_(search|status_created_at)_idx`),
      );
      expect(counted).not.toContain(`Seq Scan on ${table}`);
    },
  );

  it.each([
    ['clients', clients],
    ['packaging_requests', packagingRequests],
  ] as const)('%s: the search condition', async (name, table) => {
    const text = await plan(
      sql`SELECT id FROM ${table} WHERE ${searchCondition(searchTextOf(table), 'voltaire st')}`,
    );
    expect(text).toContain(`Bitmap Index Scan on ${name}_search_idx`);
    expect(text).not.toContain(`Seq Scan on ${name}`);
  });
});

interface Row {
  id: number;
}

/** Every page of `query` through X-Next-Cursor, and how many pages it took. */
async function allByCursor(base: string, query: string) {
  const seen: number[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await t.call('GET', `${base}?${query}${cursor ? `&cursor=${cursor}` : ''}`, {
      cookie: user,
    });
    expect(response.statusCode, response.body).toBe(200);
    seen.push(...(response.json() as Row[]).map((row) => row.id));
    cursor = response.headers['x-next-cursor'] as string | undefined;
    pages++;
  } while (cursor && pages < 100);
  return { seen, pages };
}

describe('keyset paging: ?cursor= is the previous page’s X-Next-Cursor', () => {
  it.each(requestKinds.map((kind) => [kind]))(
    '%s: pages follow the list order exactly, ties included, in both sorts and with filters',
    async (kind) => {
      const base = requestApiPaths[kind];
      for (const query of [
        'q=masse',
        'q=masse&sort=desiredDate',
        'q=masse&status=completed',
        'q=masse&view=card',
        'q=masse&view=calendar&sort=desiredDate',
        // A kind without a day of its own filters and sorts by creation.
        kind === 'collection'
          ? 'from=2026-05-01&to=2026-05-01&sort=desiredDate'
          : 'from=2030-01-01&to=2030-01-02&sort=desiredDate',
      ]) {
        const whole = await t.call('GET', `${base}?${query}&limit=200`, { cookie: user });
        const expected = (whole.json() as Row[]).map((row) => row.id);
        expect(expected.length, query).toBeGreaterThan(7);
        // Not a multiple of 7: the last page is short, and says no next page exists.
        const { seen, pages } = await allByCursor(base, `${query}&limit=7`);
        expect(seen, query).toEqual(expected);
        expect(pages).toBe(Math.ceil(expected.length / 7) + (expected.length % 7 === 0 ? 1 : 0));
      }
    },
  );

  it('gives no cursor after a short page, and none in the answer’s rows', async () => {
    const base = requestApiPaths['material-conditioning'];
    const short = await t.call('GET', `${base}?q=masse&limit=200`, { cookie: user });
    expect(short.headers['x-next-cursor']).toBeUndefined();
    const full = await t.call('GET', `${base}?q=masse&limit=5`, { cookie: user });
    expect(full.headers['x-next-cursor']).toMatch(/^[A-Za-z0-9_-]+$/);
    const keys = Object.keys((full.json() as object[])[0] ?? {});
    expect(keys.filter((key) => key.startsWith('cursor'))).toEqual([]);
  });

  it('refuses a cursor it did not give, or one with an offset, with a 400 on `cursor`', async () => {
    const base = requestApiPaths['regional-collection'];
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const good = (await t.call('GET', `${base}?limit=3`, { cookie: user })).headers[
      'x-next-cursor'
    ] as string;
    for (const cursor of [
      'pas-un-curseur',
      '!!!',
      'x'.repeat(201),
      encode({ createdAt: '2026-01-01', id: 1 }),
      encode(['2026-02-30T10:00:00.000000Z', 1]),
      encode(['2026-01-01T10:00:00.000000Z', 0]),
      encode(['2026-01-01T10:00:00.000000Z', 1.5]),
      encode(['2026-01-01 10:00:00', 1]),
      encode(["2026-01-01T10:00:00.000000Z'; DROP TABLE users; --", 1]),
      encode(['2026-01-01T10:00:00.000000Z', 1, 2]),
    ]) {
      const response = await t.call('GET', `${base}?cursor=${encodeURIComponent(cursor)}`, { cookie: user });
      expect(response.statusCode, cursor).toBe(400);
      expect(Object.keys(response.json().errors), cursor).toEqual(['cursor']);
    }
    // A by-day cursor holds a day: a newest-first one is refused there, and the other way round.
    const byDay = await t.call('GET', `${base}?sort=desiredDate&cursor=${good}`, { cookie: user });
    expect(byDay.statusCode).toBe(400);
    const both = await t.call('GET', `${base}?cursor=${good}&offset=3`, { cookie: user });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({ cursor: expect.stringContaining('pas les deux') });
  });

  it.each(requestKindDefinitions.map((definition) => [definition.kind, definition] as const))(
    '%s: a page after a cursor reads the list index in order, without a sort',
    async (kind, definition) => {
      const repository = repositoryOf(definition);
      const table = requestTableSql[kind].table;
      const after = { createdAt: '2026-05-01T10:03:00.123456Z', id: 20, day: undefined };
      for (const [filters, index] of [
        [{}, `${table}_created_at_idx`],
        [{ status: 'pending' }, `${table}_status_created_at_idx`],
      ] as const) {
        const page: ListPage = { sort: 'createdAt', limit: 20, offset: 0, view: 'card', after };
        const text = await plan(repository.listQuery(t.database.db, filters, page), { ordered: true });
        expect(text, JSON.stringify(filters)).toMatch(new RegExp(`Index Scan (Backward )?using ${index}`));
        // The cursor bounds the index range itself (not a filter on rows read from the start).
        expect(text).toMatch(/Index Cond: .*ROW\(created_at, id\) < ROW\(/);
        expect(text).not.toMatch(/\bSort\b/);
      }
      // By day (the calendar): the kind's (day, created_at, id) index; a kind without a day: by creation.
      const dayIndex = {
        'material-conditioning': 'desired_date_idx',
        'package-pickup': 'desired_date_idx',
        'regional-collection': 'calendar_date_idx',
        delivery: 'collection_date_idx',
        collection: 'created_at_idx',
      }[kind];
      const byDay: ListPage = {
        sort: 'desiredDate',
        limit: 20,
        offset: 0,
        view: 'calendar',
        after: { ...after, day: kind === 'collection' ? after.createdAt : '2030-01-02' },
      };
      const text = await plan(repository.listQuery(t.database.db, {}, byDay), { ordered: true });
      expect(text).toMatch(new RegExp(`Index Scan using ${table}_${dayIndex}`));
      expect(text).not.toMatch(/\bSort\b/);
    },
  );
});

describe('a list: its query built once per shape', () => {
  it.each(requestKindDefinitions.map((definition) => [definition.kind, definition] as const))(
    '%s: each call gets the rows of its own values, exactly as the query built for them',
    async (kind, definition) => {
      // A repository of its own: its cache of prepared shapes starts empty.
      const repository = repositoryOf(definition);
      // The seeded days (a collection has none: its creation day, 2026-05-01 in Paris, stands in).
      const day = (n: number) => (kind === 'collection' ? '2026-05-01' : `2030-01-0${n}`);
      const cursorDay = kind === 'collection' ? '2026-05-01T10:03:00.123456Z' : day(2);
      const after = { createdAt: '2026-05-01T10:03:00.123456Z', id: 20 };
      const newest = (limit: number, offset = 0): ListPage => ({
        sort: 'createdAt',
        limit,
        offset,
        view: 'card',
      });
      const byDay = (view: ListPage['view']): ListPage => ({
        sort: 'desiredDate',
        limit: 6,
        offset: 0,
        view,
      });
      const calls: [RequestFilters, ListPage][] = [
        [{ status: 'pending' }, newest(5)],
        [{ status: 'completed' }, newest(5)],
        [{ status: 'rejected' }, newest(4, 2)],
        [{}, newest(7, 3)],
        [{}, { ...newest(6), after }],
        [{ status: 'completed' }, { ...newest(3), after: { ...after, id: 17 } }],
        [{ from: day(2) }, newest(10)],
        [{ from: day(1), to: day(1) }, newest(10)],
        [{ to: day(3) }, { ...byDay('calendar'), after: { ...after, day: cursorDay } }],
        [{ status: 'completed', stage: NO_STAGE_FILTER }, newest(10)],
        [{}, byDay('full')],
        [{}, byDay('calendar')],
        // Searches: one word, the same shape with another word, two words (one of them matched at a word's
        // start), a word that also stands for another (« st »: two forms), nothing searchable.
        [{ q: 'masse' }, newest(5)],
        [{ q: 'asse', status: 'pending' }, newest(5)],
        [{ q: 'masse 1' }, newest(8)],
        [
          { q: 'masse 1', from: day(1) },
          { ...newest(3), after },
        ],
        [{ q: 'st masse' }, newest(5)],
        [{ q: '--' }, newest(5)],
      ];
      const expected = async (filters: RequestFilters, page: ListPage) => {
        const rows = (await repository.listQuery(t.database.db, filters, page)) as Record<string, unknown>[];
        return rows.map(({ cursorDay: _d, cursorCreatedAt: _c, cursorId: _i, ...row }) => row);
      };
      // Twice over, in turn: a shape built for one call's values answers the next call's.
      for (const round of [1, 2]) {
        for (const [filters, page] of calls) {
          const { rows } = await repository.list(t.database.db, filters, page);
          const label = `${round} ${JSON.stringify(filters)} ${JSON.stringify(page)}`;
          // « st masse » matches no row (no « saint », no word starting with « st »), nor does « -- ».
          if (filters.q !== 'st masse' && filters.q !== '--') expect(rows.length, label).toBeGreaterThan(0);
          expect(rows, label).toEqual(await expected(filters, page));
          // The count, prepared for its shape too, against the same filters counted in plain SQL.
          const where = whereClause(
            requestQueryColumns(definition.table, definition.columns as RequestColumnRoles),
            filters,
          );
          const [counted] = await rowsOf<{ n: number | string }>(
            t.database.db,
            sql`SELECT count(*) AS n FROM ${definition.table} WHERE ${where ?? sql`true`}`,
          );
          expect(await repository.count(t.database.db, filters), label).toEqual({
            value: Number(counted?.n),
            capped: false,
          });
        }
      }
    },
  );
});

describe('a counted search stops at SEARCH_COUNT_LIMIT', () => {
  beforeAll(async () => {
    const [columns, values] = requiredColumns.collection ?? ['', ''];
    await t.database.db.execute(
      sql.raw(`INSERT INTO collection_requests (${columns}, status)
        SELECT ${values.replace("'Masse ' || g", "'Foule ' || g")}, CASE WHEN g <= 20 THEN 'rejected' ELSE 'pending' END
        FROM generate_series(1, ${SEARCH_COUNT_LIMIT + 30}) g`),
    );
  });

  it('says « more than » in the list’s headers and in the counts', async () => {
    const base = requestApiPaths.collection;
    const list = await t.call('GET', `${base}?q=foule&limit=5`, { cookie: user });
    expect(list.headers['x-total-count']).toBe(String(SEARCH_COUNT_LIMIT));
    expect(list.headers['x-total-count-capped']).toBe('true');
    const rejected = await t.call('GET', `${base}?q=foule&status=rejected&limit=5`, { cookie: user });
    expect(rejected.headers['x-total-count']).toBe('20');
    expect(rejected.headers['x-total-count-capped']).toBeUndefined();
    const counts = await t.call('GET', `${base}/counts?q=foule`, { cookie: user });
    expect(counts.json()).toEqual({
      total: SEARCH_COUNT_LIMIT,
      pending: SEARCH_COUNT_LIMIT,
      completed: 0,
      rejected: 20,
      capped: { total: true, pending: true },
    });
    // Below the limit, exact counts and no flag: « Foule 102 », « Foule 1020 » to « Foule 1029 », and the
    // Foules whose number (their reference's, decision 0087) holds « 102 ».
    const [expected] = (
      (await t.database.db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM collection_requests
          WHERE client_name LIKE 'Foule %' AND (client_name LIKE '%102%' OR id::text LIKE '%102%')`),
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(expected?.n).toBeGreaterThanOrEqual(11);
    const few = await t.call('GET', `${base}/counts?q=${encodeURIComponent('foule 102')}`, { cookie: user });
    expect(few.json()).toEqual({ total: expected?.n, pending: expected?.n, completed: 0, rejected: 0 });
  });
});
