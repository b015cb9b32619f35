/**
 * GET /api/<kind>-requests/calendar-days (decision 0068): per-day totals of a range under the list's filters,
 * equal to what the list filtered on each day counts, for every kind; its range is bounded and checked.
 */
import { requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let user: string;

const run = (text: string) => t.database.db.execute(sql.raw(text));

/** The columns each table needs, as SQL values of `g` (its day set separately). */
const requiredColumns: Record<string, [columns: string, values: string]> = {
  'material-conditioning': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, offer_number',
    `'Lycée Voltaire ' || g, 'C', 'c@example.test', '01', '1 rue', 'OE-' || g`,
  ],
  'package-pickup': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address, type',
    `'Lycée Voltaire ' || g, 'C', 'c@example.test', '01', '1 rue', 'package'`,
  ],
  'regional-collection': [
    'client_company_name, contact_name, contact_email, contact_phone, company_address',
    `'Lycée Voltaire ' || g, 'C', 'c@example.test', '01', '1 rue'`,
  ],
  delivery: [
    `request_type, requester, sender_contact_name, sender_phone, sender_email, sender_address,
      recipient_contact_name, recipient_phone, recipient_email, recipient_address`,
    `'livraison', 'L', 'Lycée Voltaire ' || g, '01', 's@example.test', '1 rue', 'D', '02', 'd@example.test', '2 rue'`,
  ],
  collection: [
    'materials, client_name, client_contact_name, client_phone, client_email, client_address',
    `'PC', 'Lycée Voltaire ' || g, 'P', '03', 'p@example.test', '69001 Lyon'`,
  ],
};

const tables: Record<string, string> = {
  'material-conditioning': 'material_conditioning_requests',
  'package-pickup': 'package_pickup_requests',
  'regional-collection': 'regional_collection_requests',
  delivery: 'delivery_requests',
  collection: 'collection_requests',
};

/** The kind's own day column (collections outside Île-de-France have none: their creation day counts). */
const dayColumn: Record<string, string | undefined> = {
  'material-conditioning': 'desired_date',
  'package-pickup': 'desired_date',
  'regional-collection': 'desired_date',
  delivery: 'collection_date',
};

/**
 * `count` requests of a kind on `day` (a date), `g` from `first`; every third one accepted. For the kind
 * without a day, the creation time is noon in Paris that day.
 */
async function insert(
  kind: string,
  day: string,
  count: number,
  first = 1,
  extra: [string, string] = ['', ''],
) {
  const [columns, values] = requiredColumns[kind] ?? ['', ''];
  const column = dayColumn[kind];
  const [dayColumns, dayValues] = column
    ? [`, ${column}`, `, date '${day}'`]
    : [', created_at', `, (date '${day}' + time '12:00') AT TIME ZONE 'Europe/Paris'`];
  await run(`INSERT INTO ${tables[kind]} (${columns}, status${dayColumns}${extra[0]})
    SELECT ${values}, CASE WHEN g % 3 = 0 THEN 'completed' ELSE 'pending' END${dayValues}${extra[1]}
    FROM generate_series(${first}, ${first + count - 1}) g`);
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ user } = await t.signInAdminAndUser());
  for (const kind of requestKinds) {
    await insert(kind, '2031-03-03', 25);
    await insert(kind, '2031-03-05', 4, 100);
    // Outside the week: never counted in it.
    await insert(kind, '2031-03-10', 7, 200);
    await insert(kind, '2031-03-02', 2, 300);
  }
});
afterAll(() => t.close());

const days = (kind: string, query: string, cookie = user) =>
  t.call('GET', `${requestApiPaths[kind as keyof typeof requestApiPaths]}/calendar-days?${query}`, {
    cookie,
  });

describe('GET /api/<kind>-requests/calendar-days', () => {
  it.each(requestKinds)('%s: answers the week’s days that hold requests, with their totals', async (kind) => {
    const response = await days(kind, 'from=2031-03-03&to=2031-03-09');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { date: '2031-03-03', total: 25 },
      { date: '2031-03-05', total: 4 },
    ]);
  });

  it.each(requestKinds)('%s: follows the status, search and stage filters as the list does', async (kind) => {
    const pending = (await days(kind, 'from=2031-03-03&to=2031-03-09&status=pending')).json();
    // g % 3 ≠ 0 of 1..25 (17) and of 100..103 (100, 101, 103)
    expect(pending).toEqual([
      { date: '2031-03-03', total: 17 },
      { date: '2031-03-05', total: 3 },
    ]);
    // « voltaire 10 » matches « Lycée Voltaire 10…» and « …103 »: the list's search rule, on this week.
    const searched = (await days(kind, 'from=2031-03-03&to=2031-03-09&q=voltaire%2010')).json();
    expect(searched).toEqual([
      { date: '2031-03-03', total: 1 },
      { date: '2031-03-05', total: 4 },
    ]);
    for (const { date, total } of searched) {
      const list = await t.call(
        'GET',
        `${requestApiPaths[kind]}?from=${date}&to=${date}&q=voltaire%2010&view=calendar&sort=desiredDate&limit=1`,
        { cookie: user },
      );
      expect(Number(list.headers['x-total-count'])).toBe(total);
    }
    expect((await days(kind, 'from=2031-03-03&to=2031-03-09&stage=none')).json()).toEqual([
      { date: '2031-03-03', total: 8 },
      { date: '2031-03-05', total: 1 },
    ]);
  });

  it('places a planned regional collection on its planned day, as the calendar does', async () => {
    await insert('regional-collection', '2031-04-07', 3, 400, [', planned_date', `, date '2031-04-09'`]);
    expect((await days('regional-collection', 'from=2031-04-07&to=2031-04-13')).json()).toEqual([
      { date: '2031-04-09', total: 3 },
    ]);
  });

  it('answers an empty list for a range without requests', async () => {
    expect((await days('delivery', 'from=2040-01-01&to=2040-01-07')).json()).toEqual([]);
  });

  it('refuses a missing, reversed or too long range, and an unknown stage, in French', async () => {
    const missing = await days('regional-collection', 'to=2031-03-09');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ from: 'La date est requise' });
    const reversed = await days('regional-collection', 'from=2031-03-09&to=2031-03-03');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ to: 'La fin de la période ne peut précéder son début' });
    const long = await days('regional-collection', 'from=2031-01-01&to=2031-03-04');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ to: 'La période ne peut dépasser 62\u00a0jours' });
    expect((await days('regional-collection', 'from=2031-01-01&to=2031-03-03')).statusCode).toBe(200);
    const invalid = await days('regional-collection', 'from=2031-02-30&to=2031-03-03');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ from: 'Saisissez une date valide' });
    const stage = await days('regional-collection', 'from=2031-03-03&to=2031-03-09&stage=nowhere');
    expect(stage.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.call(
      'GET',
      '/api/regional-collection-requests/calendar-days?from=2031-03-03&to=2031-03-09',
    );
    expect(response.statusCode).toBe(401);
  });
});
