import { frenchDateTime } from '@shared/french-dates';
import { versionMessages } from '@shared/http/row-version';
import { phoneMessages } from '@shared/phone';
import {
  emptyConditioningMessage,
  materialConditioningCalendarFields,
  materialConditioningCardFields,
} from '@shared/requests/material-conditioning.schema';
import {
  packagePickupCalendarFields,
  packagePickupCardFields,
  pickupCountMismatch,
} from '@shared/requests/package-pickup.schema';
import {
  regionalCollectionCalendarFields,
  regionalCollectionCardFields,
} from '@shared/requests/regional-collection.schema';
import { type RequestKind as AnyRequestKind, requestApiPaths } from '@shared/requests/request-kinds';
import { singleLineMessage } from '@shared/text-fields';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday, nextYear } from '../../test/dates';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress } from '../../test/request-payloads';

let t: TestApp;
let admin: string;
let user: string;
let userId: number;
let addressId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await t.signInAdminAndUser();
  ({ admin, user } = signedIn);
  userId = signedIn.userRow.id;
  addressId = await createShippingAddress(t, admin);
});
afterAll(() => t.close());

const contact = (company: string) => ({
  clientCompanyName: company,
  contactName: 'Sophie Laurent',
  contactEmail: 'sophie@client.test',
  contactPhone: '06 12 34 56 78',
  companyAddress: '10 avenue de France, 75013 Paris',
});

/**
 * The three kinds with a client block and a desired date; transports and collections outside Île-de-France
 * have their own columns (delivery-and-collection.routes.test.ts).
 */
type RequestKind = Exclude<AnyRequestKind, 'delivery' | 'collection'>;

const validPayload: Record<RequestKind, (company: string) => Record<string, unknown>> = {
  'material-conditioning': (company) => ({
    ...contact(company),
    offerNumber: 'OE-000123',
    desiredDate: nextYear('12-03'),
    computersToCollect: 10,
    phonesToCollect: 20,
    tabletsToCollect: 5,
    screensToCollect: 9,
    d3eBoxesToFill: 2,
  }),
  'package-pickup': (company) => ({
    ...contact(company),
    type: 'package',
    shippingAddressId: addressId,
    desiredDate: nextYear('12-04'),
    packageDetails: [{ width: 40, length: 30, height: 20, weight: 8 }],
  }),
  'regional-collection': (company) => ({
    ...contact(company),
    desiredDate: nextYear('12-05'),
    computersToCollect: 3,
    preferredTimeSlot: 'morning',
  }),
};

const kinds = Object.keys(validPayload) as RequestKind[];

const tables: Record<RequestKind, string> = {
  'material-conditioning': 'material_conditioning_requests',
  'package-pickup': 'package_pickup_requests',
  'regional-collection': 'regional_collection_requests',
};

const calendarFields: Record<RequestKind, readonly string[]> = {
  'material-conditioning': materialConditioningCalendarFields,
  'package-pickup': packagePickupCalendarFields,
  'regional-collection': regionalCollectionCalendarFields,
};

const cardFields: Record<RequestKind, readonly string[]> = {
  'material-conditioning': materialConditioningCardFields,
  'package-pickup': packagePickupCardFields,
  'regional-collection': regionalCollectionCardFields,
};

const names = (response: { json(): unknown }) =>
  (response.json() as { clientCompanyName: string }[]).map((r) => r.clientCompanyName);

/** Makes every INSERT into `table` fail (as a full disk or a broken constraint would) while `run` runs. */
async function withFailingInserts(table: string, run: () => Promise<void>) {
  const db = t.database.db;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION gl_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`),
  );
  await db.execute(
    sql.raw(
      `CREATE TRIGGER gl_test_refuse BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION gl_test_refuse()`,
    ),
  );
  try {
    await run();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER gl_test_refuse ON ${table}`));
  }
}

const countRows = async (table: string, where = 'true') => {
  const result = (await t.database.db.execute(
    sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n;
};

describe.each(kinds)('%s requests', (kind) => {
  const base = requestApiPaths[kind];
  const create = (company: string, cookie = user, extra: object = {}) =>
    t.call('POST', base, { cookie, payload: { ...validPayload[kind](company), ...extra } });

  it('creates a pending request recording its author, ignoring a status sent by the client', async () => {
    const response = await create(`Alpha ${kind}`, user, { status: 'completed', createdBy: 999 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      clientCompanyName: `Alpha ${kind}`,
      status: 'pending',
      createdBy: userId,
      decidedBy: null,
      decidedAt: null,
    });
  });

  it('records one notification with the request, skipped and not promised while mail is not configured', async () => {
    const created = (await create(`Notif ${kind}`)).json();
    expect(created.notificationQueued).toBe(false);
    const rows = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.requestId, created.id));
    expect(rows.filter((row) => row.requestType === kind)).toEqual([
      expect.objectContaining({ kind: 'request-created', requestType: kind, state: 'skipped' }),
    ]);
  });

  it('refuses invalid contact fields with the French messages, and writes nothing', async () => {
    const before = await t.database.db.select().from(notificationOutbox);
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload[kind]('X'),
        clientCompanyName: '',
        contactName: ' ',
        contactEmail: 'non',
        contactPhone: '',
        companyAddress: '',
        desiredDate: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      clientCompanyName: "Le nom de l'entreprise client est requis",
      contactName: 'Le nom du contact est requis',
      contactEmail: 'Email invalide',
      contactPhone: 'Le téléphone est requis',
      companyAddress: "L'adresse est requise",
      desiredDate: 'La date souhaitée est requise',
    });
    expect(await t.database.db.select().from(notificationOutbox)).toHaveLength(before.length);
  });

  it('checks the contact phone with the shared rule, stores it formatted, and holds an older row to it on edit', async () => {
    const company = `Téléphone ${kind}`;
    const refused = await create(company, user, { contactPhone: '01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ contactPhone: phoneMessages.invalid });
    const created = await create(company, user, { contactPhone: '+33612345678' });
    expect(created.statusCode).toBe(201);
    expect(created.json().contactPhone).toBe('06 12 34 56 78');
    const { id } = created.json();
    // A row saved before the rule keeps its text; its edit must pass the rule.
    await t.database.db.execute(sql.raw(`UPDATE ${tables[kind]} SET contact_phone = '01' WHERE id = ${id}`));
    expect((await t.call('GET', `${base}/${id}`, { cookie: user })).json().contactPhone).toBe('01');
    const edit = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: { ...validPayload[kind](company), contactPhone: '01' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ contactPhone: phoneMessages.invalid });
  });

  it('writes the request and its notification in one transaction: when either insert fails, neither stays', async () => {
    const company = `Atomique ${kind}`;
    const outboxBefore = await countRows('notification_outbox');
    await withFailingInserts(tables[kind], async () => {
      const response = await create(company);
      expect(response.statusCode).toBe(500);
      // The generic French message, never the database's text.
      expect(response.json()).toEqual({ message: 'Une erreur interne est survenue. Veuillez réessayer.' });
    });
    expect(await countRows('notification_outbox')).toBe(outboxBefore);

    await withFailingInserts('notification_outbox', async () => {
      expect((await create(company)).statusCode).toBe(500);
    });
    expect(await countRows(tables[kind], `client_company_name = '${company}'`)).toBe(0);
    expect(await countRows('notification_outbox')).toBe(outboxBefore);

    // Once the failure is gone, the same creation goes through with its notification.
    const { id } = (await create(company)).json();
    expect(await countRows('notification_outbox', `request_type = '${kind}' AND request_id = ${id}`)).toBe(1);
  });

  it('filters by status', async () => {
    const tag = `Statut-${kind}`;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await create(`${tag} ${n}`)).json().id);
    await t.call('PATCH', `${base}/${ids[0]}`, { cookie: admin, payload: { status: 'completed' } });
    await t.call('PATCH', `${base}/${ids[1]}`, { cookie: admin, payload: { status: 'rejected' } });
    for (const [status, expected] of [
      ['pending', [`${tag} 3`]],
      ['completed', [`${tag} 1`]],
      ['rejected', [`${tag} 2`]],
    ] as const) {
      const page = await t.call('GET', `${base}?q=${tag}&status=${status}`, { cookie: user });
      expect(names(page)).toEqual(expected);
      expect(page.headers['x-total-count']).toBe('1');
    }
  });

  it('searches the company, the contact and the offer number, case- and punctuation-insensitively', async () => {
    const tag = `Cherche${kind.replace(/-/g, '')}`;
    await create(`${tag} société`);
    await create('Par le contact', user, { contactName: `Jean ${tag}` });
    await create('Par le devis', user, { offerNumber: `OE-${tag}-1` });
    await create('Sans rapport');
    const found = await t.call('GET', `${base}?q=${tag.toUpperCase()}`, { cookie: user });
    expect(names(found).sort()).toEqual([`${tag} société`, 'Par le contact', 'Par le devis'].sort());
    // Punctuation, LIKE's wildcards included, only separates words (request-search.routes.test.ts says more).
    const wildcard = await t.call('GET', `${base}?q=${encodeURIComponent(`${tag}%`)}`, { cookie: user });
    expect(names(wildcard).sort()).toEqual(names(found).sort());
    const alone = await t.call('GET', `${base}?q=${encodeURIComponent('%_')}`, { cookie: user });
    expect(alone.json()).toEqual([]);
  });

  it('filters on desired dates from and to, both included', async () => {
    const tag = `Bornes-${kind}`;
    const [d1, d2, d3] = ['03-01', '03-02', '03-03'].map(nextYear);
    for (const day of [d1, d2, d3]) {
      await create(`${tag} ${day}`, user, { desiredDate: day });
    }
    const sorted = (url: string) =>
      t.call('GET', `${base}?q=${tag}&sort=desiredDate&${url}`, { cookie: user }).then(names);
    expect(await sorted(`from=${d2}`)).toEqual([`${tag} ${d2}`, `${tag} ${d3}`]);
    expect(await sorted(`to=${d2}`)).toEqual([`${tag} ${d1}`, `${tag} ${d2}`]);
    expect(await sorted(`from=${d2}&to=${d2}`)).toEqual([`${tag} ${d2}`]);
    expect(await sorted(`from=${d3}&to=${d1}`)).toEqual([]);
  });

  it('pages 50 requests by default and 200 at most, with the total in X-Total-Count', async () => {
    const tag = `Pagination-${kind}`;
    for (let n = 0; n < 51; n++) await create(`${tag} ${String(n).padStart(2, '0')}`);
    const first = await t.call('GET', `${base}?q=${tag}`, { cookie: user });
    expect(first.json()).toHaveLength(50);
    expect(first.headers['x-total-count']).toBe('51');
    expect(names(first)[0]).toBe(`${tag} 50`);
    const rest = await t.call('GET', `${base}?q=${tag}&offset=50`, { cookie: user });
    expect(names(rest)).toEqual([`${tag} 00`]);
    expect(rest.headers['x-total-count']).toBe('51');
    const all = await t.call('GET', `${base}?q=${tag}&limit=200`, { cookie: user });
    expect(all.json()).toHaveLength(51);
    const beyond = await t.call('GET', `${base}?q=${tag}&offset=1000`, { cookie: user });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('51');

    for (const query of ['limit=0', 'limit=201', 'limit=abc', 'limit=1.5', 'offset=-1', 'offset=1e30']) {
      const response = await t.call('GET', `${base}?${query}`, { cookie: user });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toEqual([query.split('=')[0]]);
    }
  });

  it('counts with the same text and date filters as the list', async () => {
    const tag = `CompteDates-${kind}`;
    await create(`${tag} 1`, user, { desiredDate: nextYear('05-01') });
    await create(`${tag} 2`, user, { desiredDate: nextYear('05-02') });
    const range = `from=${nextYear('05-02')}&to=${nextYear('05-31')}`;
    const counts = await t.call('GET', `${base}/counts?q=${tag}&${range}`, {
      cookie: user,
    });
    expect(counts.json()).toEqual({ total: 1, pending: 1, completed: 0, rejected: 0 });
    const bad = await t.call('GET', `${base}/counts?from=2029-02-30`, { cookie: user });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ from: 'Saisissez une date valide' });
  });

  it('answers malformed input with a 400 and French messages, never a 500', async () => {
    const cases: [string, string, unknown, Record<string, string>][] = [
      [
        'POST',
        base,
        { ...validPayload[kind]('X'), clientCompanyName: 'A\u0000B' },
        {
          clientCompanyName: 'Caractère non autorisé',
        },
      ],
      [
        'POST',
        base,
        { ...validPayload[kind]('X'), clientCompanyName: 'A\r\nB', contactName: 'Jean\u001b' },
        { clientCompanyName: singleLineMessage, contactName: singleLineMessage },
      ],
      [
        'POST',
        base,
        { ...validPayload[kind]('X'), desiredDate: '0000-01-01' },
        { desiredDate: 'Saisissez une date valide' },
      ],
      [
        'POST',
        base,
        { ...validPayload[kind]('X'), desiredDate: '2026-02-30' },
        { desiredDate: 'Saisissez une date valide' },
      ],
      [
        'POST',
        base,
        { ...validPayload[kind]('X'), desiredDate: '2026-12-01T10:00:00Z' },
        {
          desiredDate: 'Saisissez une date valide',
        },
      ],
      [
        'POST',
        base,
        { ...validPayload[kind]('X'), contactEmail: `${'a'.repeat(250)}@b.test` },
        {
          contactEmail: 'Email invalide',
        },
      ],
      [
        'POST',
        base,
        { ...validPayload[kind]('X'), clientCompanyName: 'x'.repeat(501) },
        {
          clientCompanyName: 'Saisissez au plus 500 caractères',
        },
      ],
      ['PUT', `${base}/2147483648`, validPayload[kind]('X'), { id: 'Identifiant invalide' }],
      ['PATCH', `${base}/99999999999`, { status: 'completed' }, { id: 'Identifiant invalide' }],
      ['GET', `${base}/2147483648`, undefined, { id: 'Identifiant invalide' }],
      ['GET', `${base}/abc`, undefined, { id: 'Identifiant invalide' }],
      ['GET', `${base}?q=a%00b`, undefined, { q: 'Caractère non autorisé' }],
      [
        'GET',
        `${base}?from=0000-01-01&to=2026-13-01`,
        undefined,
        { from: 'Saisissez une date valide', to: 'Saisissez une date valide' },
      ],
      ['GET', `${base}/counts?q=%00`, undefined, { q: 'Caractère non autorisé' }],
    ];
    for (const [method, url, payload, errors] of cases) {
      const response = await t.call(method as 'GET', url, { cookie: admin, payload });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(response.json(), `${method} ${url}`).toEqual({
        message: 'Certains champs sont invalides.',
        errors,
      });
    }
    const { id } = (await create(`Raison ${kind}`)).json();
    const reason = await t.call('PATCH', `${base}/${id}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'hors\u0000zone' },
    });
    expect(reason.json().errors).toEqual({ rejectionReason: 'Caractère non autorisé' });
    for (const body of [[], null, { status: 'completed', rejectionReason: 5 }]) {
      const response = await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps a reason only with a rejection', async () => {
    const { id } = (await create(`Motif ${kind}`)).json();
    const accepted = await t.call('PATCH', `${base}/${id}`, {
      cookie: admin,
      payload: { status: 'completed', rejectionReason: 'sans objet' },
    });
    expect(accepted.json()).toMatchObject({ status: 'completed', rejectionReason: null });
    const stored = await t.call('GET', `${base}/${id}`, { cookie: user });
    expect(stored.json()).toMatchObject({
      status: 'completed',
      rejectionReason: null,
      decidedAt: expect.any(String),
    });
  });

  it('lists newest first with filters, paging and the total in X-Total-Count', async () => {
    const tag = `Liste-${kind}`;
    for (const n of [1, 2, 3]) await create(`${tag} ${n}`);
    const page = await t.call('GET', `${base}?q=${encodeURIComponent(tag.toLowerCase())}&limit=2`, {
      cookie: user,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((r: { clientCompanyName: string }) => r.clientCompanyName)).toEqual([
      `${tag} 3`,
      `${tag} 2`,
    ]);
    const next = await t.call('GET', `${base}?q=${encodeURIComponent(tag)}&limit=2&offset=2`, {
      cookie: user,
    });
    expect(next.json().map((r: { clientCompanyName: string }) => r.clientCompanyName)).toEqual([`${tag} 1`]);

    const none = await t.call('GET', `${base}?q=${encodeURIComponent('100%_introuvable')}`, { cookie: user });
    expect(none.json()).toEqual([]);
    const bad = await t.call('GET', `${base}?status=archived&from=demain`, { cookie: user });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status']);
  });

  it('filters by desired-date range and sorts by date for the calendar', async () => {
    const tag = `Semaine-${kind}`;
    await create(`${tag} B`, user, { desiredDate: nextYear('01-06') });
    await create(`${tag} A`, user, { desiredDate: nextYear('01-04') });
    await create(`${tag} hors`, user, { desiredDate: nextYear('01-11') });
    const week = `from=${nextYear('01-04')}&to=${nextYear('01-10')}`;
    const listed = await t.call('GET', `${base}?${week}&sort=desiredDate&q=${tag}`, {
      cookie: user,
    });
    expect(listed.json().map((r: { clientCompanyName: string }) => r.clientCompanyName)).toEqual([
      `${tag} A`,
      `${tag} B`,
    ]);
  });

  it('answers only the calendar fields with view=calendar: same rows, order, paging and total', async () => {
    const tag = `Vue-${kind}`;
    await create(`${tag} B`, user, { desiredDate: nextYear('01-08') });
    await create(`${tag} A`, user, { desiredDate: nextYear('01-07') });
    await create(`${tag} C`, user, { desiredDate: nextYear('01-09') });
    const query = `q=${tag}&from=${nextYear('01-07')}&to=${nextYear('01-13')}&sort=desiredDate&limit=2`;
    const full = await t.call('GET', `${base}?${query}`, { cookie: user });
    const calendar = await t.call('GET', `${base}?${query}&view=calendar`, { cookie: user });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['x-total-count']).toBe('3');
    const fullRows = full.json() as Record<string, unknown>[];
    const calendarRows = calendar.json() as Record<string, unknown>[];
    expect(names(calendar)).toEqual([`${tag} A`, `${tag} B`]);
    // Exactly the shared field list, with the values the full view has.
    for (const [index, row] of calendarRows.entries()) {
      expect(Object.keys(row).sort()).toEqual([...calendarFields[kind]].sort());
      expect(fullRows[index]).toMatchObject(row);
    }
    expect(Object.keys(fullRows[0] ?? {}).length).toBeGreaterThan(calendarFields[kind].length);
    const next = await t.call('GET', `${base}?${query}&view=calendar&offset=2`, { cookie: user });
    expect(names(next)).toEqual([`${tag} C`]);

    const bad = await t.call('GET', `${base}?view=semaine`, { cookie: user });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ view: 'Vue invalide' });
  });

  it('answers only the card fields with view=card: same rows, order, paging and total as the full list', async () => {
    const tag = `Carte-${kind}`;
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await create(`${tag} ${n}`)).json().id);
    await t.call('PATCH', `${base}/${ids[1]}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'Hors zone' },
    });
    for (const status of ['pending', 'rejected']) {
      const query = `q=${tag}&status=${status}&limit=2`;
      const full = await t.call('GET', `${base}?${query}`, { cookie: user });
      const card = await t.call('GET', `${base}?${query}&view=card`, { cookie: user });
      expect(card.statusCode).toBe(200);
      expect(card.headers['x-total-count']).toBe(full.headers['x-total-count']);
      expect(names(card)).toEqual(names(full));
      const fullRows = full.json() as Record<string, unknown>[];
      for (const [index, row] of (card.json() as Record<string, unknown>[]).entries()) {
        expect(Object.keys(row).sort()).toEqual([...cardFields[kind]].sort());
        expect(fullRows[index]).toMatchObject(row);
      }
    }
    const pending = (query: string) =>
      t.call('GET', `${base}?q=${tag}&status=pending&${query}`, { cookie: user });
    expect(names(await pending('view=card&limit=2'))).toEqual([`${tag} 4`, `${tag} 3`]);
    expect(names(await pending('view=card&limit=2&offset=2'))).toEqual([`${tag} 1`]);
    const rejected = (
      await t.call('GET', `${base}?q=${tag}&status=rejected&view=card`, { cookie: user })
    ).json();
    expect(rejected).toEqual([expect.objectContaining({ id: ids[1], rejectionReason: 'Hors zone' })]);
    // What only the details show stays out of the list; GET /{id} still answers it whole.
    for (const field of ['createdBy', 'decidedBy', 'decidedAt', 'updatedAt']) {
      expect(rejected[0]).not.toHaveProperty(field);
    }
    const details = await t.call('GET', `${base}/${ids[1]}`, { cookie: user });
    expect(details.json()).toMatchObject({ decidedAt: expect.any(String), updatedAt: expect.any(String) });
  });

  it('counts total, pending, completed and rejected in one answer', async () => {
    // Not « Compte- »: a word of three letters or more is also found inside another (« CompteDates » above).
    const tag = `Totaux-${kind}`;
    const ids = [];
    for (const n of [1, 2, 3, 4]) ids.push((await create(`${tag} ${n}`)).json().id);
    await t.call('PATCH', `${base}/${ids[0]}`, { cookie: admin, payload: { status: 'completed' } });
    await t.call('PATCH', `${base}/${ids[1]}`, { cookie: admin, payload: { status: 'rejected' } });
    const counts = await t.call('GET', `${base}/counts?q=${tag}`, { cookie: user });
    expect(counts.json()).toEqual({ total: 4, pending: 2, completed: 1, rejected: 1 });
    const pending = await t.call('GET', `${base}?q=${tag}&status=pending`, { cookie: user });
    expect(pending.headers['x-total-count']).toBe('2');
  });

  it('answers one request, or 404', async () => {
    const { id } = (await create(`Un ${kind}`)).json();
    expect((await t.call('GET', `${base}/${id}`, { cookie: user })).json()).toMatchObject({
      id,
      status: 'pending',
    });
    expect((await t.call('GET', `${base}/999999`, { cookie: user })).statusCode).toBe(404);
  });

  it('edits a pending request with the same validation, and refuses once decided (409)', async () => {
    const { id } = (await create(`Edit ${kind}`)).json();
    const edited = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: { ...validPayload[kind](`Edit ${kind}`), contactName: 'Nouveau Contact' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, contactName: 'Nouveau Contact', status: 'pending' });
    // The author, the status and the decision are not form fields: an edit cannot change them.
    const sneaky = await putCurrent(t, `${base}/${id}`, {
      cookie: admin,
      payload: { ...validPayload[kind](`Edit ${kind}`), status: 'completed', createdBy: 1, decidedBy: 1 },
    });
    expect(sneaky.json()).toMatchObject({ status: 'pending', createdBy: userId, decidedBy: null });
    const invalid = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: { ...validPayload[kind]('X'), contactEmail: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ contactEmail: 'Email invalide' });
    expect((await t.call('GET', `${base}/${id}`, { cookie: user })).json().contactEmail).toBe(
      'sophie@client.test',
    );

    await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'rejected' } });
    const late = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: validPayload[kind]('Trop tard'),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Cette demande a déjà été traitée\u00a0: elle ne peut plus être modifiée.',
    );
    expect(
      (await putCurrent(t, `${base}/999999`, { cookie: user, payload: validPayload[kind]('X') })).statusCode,
    ).toBe(404);
  });

  it('never overwrites an edit silently: version required, a stale one is a 409 naming who and when (decision 0076)', async () => {
    const created = (await create(`Version ${kind}`)).json();
    expect(created.version).toBe(1);
    const url = `${base}/${created.id}`;
    const payload = validPayload[kind](`Version ${kind}`);
    const missing = await t.call('PUT', url, { cookie: user, payload });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ version: versionMessages.required });

    const first = await t.call('PUT', url, {
      cookie: admin,
      payload: { ...payload, contactName: 'Premier', version: 1 },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await t.call('PUT', url, {
      cookie: user,
      payload: { ...payload, contactName: 'Second', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({ version: 2, changedBy: expect.any(String), changedAt: expect.any(String) });
    expect(body.message).toBe(
      `Modifié entre-temps par ${body.changedBy} le ${frenchDateTime(new Date(body.changedAt))}. Rechargez pour voir ses changements.`,
    );
    expect(body.message).toMatch(/ le \d{1,2}(er)?\u00a0\S+ \d{4} à\u00a0\d{1,2}\u00a0h(\u00a0\d{2})?\. /);
    expect((await t.call('GET', url, { cookie: user })).json()).toMatchObject({
      contactName: 'Premier',
      version: 2,
    });

    // 20 simultaneous edits based on one version: exactly one is written.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('PUT', url, { cookie: user, payload: { ...payload, contactName: `Course ${i}`, version: 2 } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect((await t.call('GET', url, { cookie: user })).json().version).toBe(3);
  });

  it('lets only administrators decide; records who and when; a second decision is a 409', async () => {
    const { id } = (await create(`Décision ${kind}`)).json();
    const refused = await t.call('PATCH', `${base}/${id}`, {
      cookie: user,
      payload: { status: 'completed' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.call('PATCH', `${base}/${id}`, { payload: { status: 'completed' } })).statusCode).toBe(
      401,
    );

    const adminId = (await t.call('GET', '/api/user', { cookie: admin })).json().id;
    const decided = await t.call('PATCH', `${base}/${id}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'Adresse hors zone' },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'rejected',
      decidedBy: adminId,
      rejectionReason: 'Adresse hors zone',
    });
    expect(Date.now() - Date.parse(decided.json().decidedAt)).toBeLessThan(60_000);

    const again = await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'completed' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Cette demande a déjà été traitée\u00a0: elle ne peut plus être modifiée.',
    });
    expect(
      (await t.call('PATCH', `${base}/999999`, { cookie: admin, payload: { status: 'completed' } })).json(),
    ).toEqual({ message: 'Demande introuvable.' });
    expect((await t.call('GET', `${base}/${id}`, { cookie: user })).json().status).toBe('rejected');
    const invalid = await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'pending' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a new request wanted before today (Europe/Paris), writes nothing, and accepts today', async () => {
    const company = `Passé ${kind}`;
    for (const desiredDate of [daysFromToday(-1), '2020-01-01']) {
      const response = await create(company, user, { desiredDate });
      expect(response.statusCode, desiredDate).toBe(400);
      expect(response.json()).toEqual({
        message: 'Certains champs sont invalides.',
        errors: { desiredDate: 'La date souhaitée ne peut pas être dans le passé.' },
      });
    }
    expect(await countRows(tables[kind], `client_company_name = '${company}'`)).toBe(0);
    const today = await create(`Aujourd'hui ${kind}`, user, { desiredDate: daysFromToday(0) });
    expect(today.statusCode, today.body).toBe(201);
  });

  it("an edit keeps the request's own past date, refuses another past one, and changes nothing then", async () => {
    const company = `Date passée ${kind}`;
    const { id } = (await create(company)).json();
    // The day has gone by since the request was made.
    await t.database.db.execute(
      sql.raw(`UPDATE ${tables[kind]} SET desired_date = '2020-01-06' WHERE id = ${id}`),
    );
    const edit = (desiredDate: string, contactName = 'Contact corrigé') =>
      putCurrent(t, `${base}/${id}`, {
        cookie: user,
        payload: { ...validPayload[kind](company), contactName, desiredDate },
      });

    const kept = await edit('2020-01-06');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ desiredDate: '2020-01-06', contactName: 'Contact corrigé' });

    const moved = await edit('2020-01-07', 'Autre contact');
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({
      message: 'Certains champs sont invalides.',
      errors: { desiredDate: 'La date souhaitée ne peut pas être dans le passé.' },
    });
    expect((await t.call('GET', `${base}/${id}`, { cookie: user })).json()).toMatchObject({
      desiredDate: '2020-01-06',
      contactName: 'Contact corrigé',
    });

    const future = nextYear('06-15');
    expect((await edit(future)).json()).toMatchObject({ desiredDate: future });

    // A past date never hides why an edit cannot happen: unknown → 404, decided → 409.
    expect((await edit('2020-01-07')).statusCode).toBe(400);
    const unknown = await putCurrent(t, `${base}/999999`, {
      cookie: user,
      payload: { ...validPayload[kind](company), desiredDate: '2020-01-07' },
    });
    expect(unknown.statusCode).toBe(404);
    await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'rejected' } });
    expect((await edit('2020-01-07')).statusCode).toBe(409);
  });

  it('refuses an offer number that is not a prefix followed by digits, saying what is wrong', async () => {
    const refused: [string, string][] = [
      ['OE-00012a', "Le numéro d'offre doit se terminer par des chiffres (ex. OE-000123)"],
      [
        'OE-00012a 😀',
        "Le numéro d'offre ne peut contenir que des lettres sans accent, des chiffres et les signes - _ . / (ex. OE-000123)",
      ],
      [
        'OE 000123',
        "Le numéro d'offre ne peut contenir que des lettres sans accent, des chiffres et les signes - _ . / (ex. OE-000123)",
      ],
    ];
    for (const [offerNumber, message] of refused) {
      const response = await create(`Offre ${kind}`, user, { offerNumber });
      expect(response.statusCode, offerNumber).toBe(400);
      expect(response.json().errors).toEqual({ offerNumber: message });
    }
    const stored = await create(`Offre ${kind}`, user, { offerNumber: ' DV-2024-7 ' });
    expect(stored.json().offerNumber).toBe('DV-2024-7');
  });

  it('of 50 concurrent accepts of one request, exactly one succeeds', async () => {
    const { id } = (await create(`Course ${kind}`)).json();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'completed' } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });
});

describe('material conditioning specifics', () => {
  const base = requestApiPaths['material-conditioning'];

  it('computes the packaging counts when absent (spec §9 worked example)', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: validPayload['material-conditioning']('Calcul'),
    });
    expect(response.json()).toMatchObject({
      pcEnvelopes: 11,
      phoneEnvelopes: 22,
      tabletEnvelopes: 6,
      standardBoxes: 4,
      screenBoxes: 3,
      d3eBoxes: 0,
      usesPalletShipping: false,
      palletQuantity: 0,
    });
  });

  it('keeps adjusted packaging counts and forces pallet shipping when PC fixes are sent', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['material-conditioning']('Ajusté'),
        pcEnvelopes: 15,
        pcFixesToSend: 2,
        usesPalletShipping: false,
        palletQuantity: 1,
        palletWeight: 120.5,
      },
    });
    expect(response.json()).toMatchObject({
      pcEnvelopes: 15,
      usesPalletShipping: true,
      palletQuantity: 1,
      palletWeight: 120.5,
    });
  });

  it('requires the offer number and non-negative whole counts with the French messages', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['material-conditioning']('X'),
        offerNumber: '',
        computersToCollect: -1,
        pcFixesToSend: 1.5,
        phonesToCollect: 'abc',
        tabletsToCollect: -2,
        screensToCollect: -3,
        d3eBoxesToFill: -4,
        standardBoxes: -1,
        palletHeight: -5,
      },
    });
    expect(response.json().errors).toEqual({
      offerNumber: "Le numéro d'offre est requis",
      computersToCollect: "Le nombre d'ordinateurs doit être positif",
      pcFixesToSend: 'Le nombre de PC fixes doit être un nombre entier',
      phonesToCollect: 'Le nombre de téléphones doit être un nombre entier',
      tabletsToCollect: 'Le nombre de tablettes doit être positif',
      screensToCollect: "Le nombre d'écrans doit être positif",
      d3eBoxesToFill: 'Le nombre de cartons D3E doit être positif',
      standardBoxes: 'Le nombre de cartons standard doit être positif',
      palletHeight: 'La hauteur doit être positive',
    });
  });
});

describe('material conditioning bounds', () => {
  const base = requestApiPaths['material-conditioning'];

  it('says a count is too large rather than negative, and bounds the pallet measures', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['material-conditioning']('X'),
        computersToCollect: 99_999_999_999,
        pcEnvelopes: 2 ** 31,
        palletQuantity: 100_001,
        palletLength: 1001,
        palletWeight: 10_001,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      computersToCollect: "Le nombre d'ordinateurs ne peut pas dépasser 100\u202f000",
      pcEnvelopes: "Le nombre d'enveloppes PC ne peut pas dépasser 200\u202f000",
      palletQuantity: 'Le nombre de palettes ne peut pas dépasser 100\u202f000',
      palletLength: 'La longueur ne peut pas dépasser 1000 cm',
      palletWeight: 'Le poids ne peut pas dépasser 10\u202f000 kg',
    });
  });

  it('stores the packaging the calculation gives for the largest counts', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['material-conditioning']('Maximum'),
        computersToCollect: 100_000,
        phonesToCollect: 100_000,
        tabletsToCollect: 100_000,
        screensToCollect: 100_000,
        d3eBoxesToFill: 100_000,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      pcEnvelopes: 110_000,
      standardBoxes: 118_667,
      screenBoxes: 25_000,
    });
  });
});

describe('material conditioning packaging and pallet fields', () => {
  const base = requestApiPaths['material-conditioning'];

  it('names each adjusted packaging count and pallet measure with its French message', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['material-conditioning']('X'),
        pcEnvelopes: -1,
        phoneEnvelopes: 1.5,
        tabletEnvelopes: '3',
        standardBoxes: -1,
        screenBoxes: -1,
        d3eBoxes: 2_000_000,
        palletQuantity: -1,
        palletLength: -1,
        palletWidth: 'large',
        palletHeight: 1e9,
        palletWeight: -0.5,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      pcEnvelopes: "Le nombre d'enveloppes PC doit être positif",
      phoneEnvelopes: "Le nombre d'enveloppes téléphone doit être un nombre entier",
      tabletEnvelopes: "Le nombre d'enveloppes tablette doit être un nombre entier",
      standardBoxes: 'Le nombre de cartons standard doit être positif',
      screenBoxes: 'Le nombre de cartons écran doit être positif',
      d3eBoxes: 'Le nombre de cartons D3E ne peut pas dépasser 200\u202f000',
      palletQuantity: 'Le nombre de palettes doit être positif',
      palletLength: 'La longueur doit être positive',
      palletWidth: 'La largeur doit être un nombre',
      palletHeight: 'La hauteur ne peut pas dépasser 1000 cm',
      palletWeight: 'Le poids doit être positif',
    });
  });

  it('accepts counts adjusted down to 0, and drops the pallet fields without pallet shipping', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['material-conditioning']('Zéro'),
        pcEnvelopes: 0,
        standardBoxes: 0,
        palletQuantity: 3,
        palletLength: 120,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      pcEnvelopes: 0,
      standardBoxes: 0,
      phoneEnvelopes: 22,
      usesPalletShipping: false,
      palletQuantity: 0,
      palletLength: null,
    });
  });

  it('refuses a conditioning with nothing in it, on creation and on edit (issue 30)', async () => {
    const empty = {
      ...validPayload['material-conditioning']('Vide'),
      computersToCollect: 0,
      phonesToCollect: 0,
      tabletsToCollect: 0,
      screensToCollect: 0,
      d3eBoxesToFill: 0,
    };
    const created = await t.call('POST', base, { cookie: user, payload: empty });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ computersToCollect: emptyConditioningMessage });
    // Every count written out as 0, pallets without pallet shipping: still nothing.
    const zeros = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...empty,
        pcFixesToSend: 0,
        pcEnvelopes: 0,
        phoneEnvelopes: 0,
        tabletEnvelopes: 0,
        standardBoxes: 0,
        screenBoxes: 0,
        d3eBoxes: 0,
        palletQuantity: 2,
      },
    });
    expect(zeros.statusCode).toBe(400);
    expect(zeros.json().errors).toEqual({ computersToCollect: emptyConditioningMessage });

    // Packaging alone is something to send.
    const boxesOnly = await t.call('POST', base, { cookie: user, payload: { ...empty, standardBoxes: 4 } });
    expect(boxesOnly.statusCode, boxesOnly.body).toBe(201);
    const edited = await putCurrent(t, `${base}/${boxesOnly.json().id}`, { cookie: user, payload: empty });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ computersToCollect: emptyConditioningMessage });
  });

  it('recomputes absent packaging counts on edit', async () => {
    const { id } = (
      await t.call('POST', base, {
        cookie: user,
        payload: { ...validPayload['material-conditioning']('Recalcul'), pcEnvelopes: 99 },
      })
    ).json();
    const edited = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: { ...validPayload['material-conditioning']('Recalcul'), computersToCollect: 20 },
    });
    expect(edited.json()).toMatchObject({ computersToCollect: 20, pcEnvelopes: 22 });
  });
});

describe('package pickup specifics', () => {
  const base = requestApiPaths['package-pickup'];

  it('snapshots the destination, keeps only the chosen section and counts its rows', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['package-pickup']('Palettes'),
        type: 'pallet',
        lotValue: '1 200 €',
        palletDetails: [
          { width: 80, length: 120, height: 100, weight: 250 },
          { width: 80, length: 120, height: 90, weight: 200 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'pallet',
      lotValue: '1 200 €',
      shippingDestination: 'Recyclage SA — 5 rue du Port, 93200 Saint-Denis',
      packageDetails: [],
      numberOfPackages: null,
      numberOfPallets: 2,
    });
  });

  it('refuses an unknown shipping address, missing rows and rows under 1', async () => {
    const unknown = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('X'), shippingAddressId: 999999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ shippingAddressId: "L'adresse d'expédition n'existe pas" });

    const invalid = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['package-pickup']('X'),
        type: 'camion',
        shippingAddressId: undefined,
        packageDetails: [{ width: 0, length: 0, height: 0, weight: 0 }],
      },
    });
    expect(invalid.json().errors).toEqual({
      type: "Le type d'enlèvement est requis",
      shippingAddressId: "L'adresse d'expédition est requise",
      'packageDetails.0.width': 'La largeur doit être positive',
      'packageDetails.0.length': 'La longueur doit être positive',
      'packageDetails.0.height': 'La hauteur doit être positive',
      'packageDetails.0.weight': 'Le poids doit être positif',
    });

    const noRows = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('X'), packageDetails: [] },
    });
    expect(noRows.json().errors).toEqual({ packageDetails: 'Au moins un colis est requis' });

    const noPallets = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('X'), type: 'pallet' },
    });
    expect(noPallets.json().errors).toEqual({ palletDetails: 'Au moins une palette est requise' });

    const palletRow = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['package-pickup']('X'),
        type: 'pallet',
        palletDetails: [{ width: '80', length: -1, height: null, weight: 1e9 }],
      },
    });
    expect(palletRow.json().errors).toEqual({
      'palletDetails.0.width': 'La largeur doit être un nombre',
      'palletDetails.0.length': 'La longueur doit être positive',
      'palletDetails.0.height': 'La hauteur doit être un nombre',
      'palletDetails.0.weight': 'Le poids ne peut pas dépasser 10\u202f000 kg',
    });

    const tooMany = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['package-pickup']('X'),
        packageDetails: Array.from({ length: 201 }, () => ({ width: 1, length: 1, height: 1, weight: 1 })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().errors)).toEqual(['packageDetails']);

    // Beyond the int4 range no address can exist (and PostgreSQL would refuse the comparison).
    const outOfRange = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('X'), shippingAddressId: 2_147_483_648 },
    });
    expect(outOfRange.json().errors).toEqual({ shippingAddressId: "L'adresse d'expédition n'existe pas" });
    const huge = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('X'), shippingAddressId: 1e20 },
    });
    expect(huge.statusCode).toBe(400);
    const asText = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('X'), shippingAddressId: String(addressId) },
    });
    expect(asText.json().errors).toEqual({ shippingAddressId: "L'adresse d'expédition est requise" });
  });

  it('refuses a parcel or pallet count that differs from its rows, on creation and on edit (issue 30)', async () => {
    const pallets = {
      ...validPayload['package-pickup']('Palettes comptées'),
      type: 'pallet',
      palletDetails: [
        { width: 80, length: 120, height: 100, weight: 250 },
        { width: 80, length: 120, height: 90, weight: 200 },
      ],
    };
    const more = await t.call('POST', base, { cookie: user, payload: { ...pallets, numberOfPallets: 3 } });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({ numberOfPallets: pickupCountMismatch('pallet', 3, 2) });
    expect(more.json().errors.numberOfPallets).toBe(
      'Le nombre de palettes (3) doit être égal au nombre de lignes de palettes (2)',
    );
    const fewer = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('Colis comptés'), numberOfPackages: 2 },
    });
    expect(fewer.json().errors).toEqual({ numberOfPackages: pickupCountMismatch('package', 2, 1) });

    // Equal, or left out (then the rows give it); the other type's count is not this request's.
    const equal = await t.call('POST', base, {
      cookie: user,
      payload: { ...pallets, numberOfPallets: 2, numberOfPackages: 7 },
    });
    expect(equal.statusCode, equal.body).toBe(201);
    expect(equal.json()).toMatchObject({ numberOfPallets: 2, numberOfPackages: null });
    const edited = await putCurrent(t, `${base}/${equal.json().id}`, {
      cookie: user,
      payload: { ...pallets, numberOfPallets: 3 },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ numberOfPallets: pickupCountMismatch('pallet', 3, 2) });
  });

  it("names the parcel and pallet counts in French, never with zod's notation", async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('X'), numberOfPackages: -1, numberOfPallets: 1e12 },
    });
    expect(response.json().errors).toEqual({
      numberOfPackages: 'Le nombre de colis doit être positif',
      numberOfPallets: 'Le nombre de palettes ne peut pas dépasser 100\u202f000',
    });
  });

  it('checks the shipping address again on edit', async () => {
    const { id } = (
      await t.call('POST', base, { cookie: user, payload: validPayload['package-pickup']('Édition adresse') })
    ).json();
    const edited = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('Édition adresse'), shippingAddressId: 999999 },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ shippingAddressId: "L'adresse d'expédition n'existe pas" });
  });

  it('keeps a used shipping address from being deleted', async () => {
    await t.call('POST', base, { cookie: user, payload: validPayload['package-pickup']('Adresse utilisée') });
    const deleted = await t.call('DELETE', `/api/saved-addresses/${addressId}`, { cookie: admin });
    expect(deleted.statusCode).toBe(409);
  });
});

describe('regional collection specifics', () => {
  const base = requestApiPaths['regional-collection'];

  it('keeps its comments (optional, trimmed, bounded), shown in the history when edited (issue 30 point 18)', async () => {
    const created = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('Commentée'),
        comments: '  Accès par la rue arrière  ',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().comments).toBe('Accès par la rue arrière');
    const blank = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['regional-collection']('Sans commentaire'), comments: '   ' },
    });
    expect(blank.json().comments).toBeNull();
    const tooLong = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['regional-collection']('Bavarde'), comments: 'x'.repeat(2001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['comments']);

    const { id, version } = created.json();
    const edited = await t.call('PUT', `${base}/${id}`, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('Commentée'),
        comments: 'Badge à l’accueil',
        version,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const history = (await t.call('GET', `${base}/${id}/history`, { cookie: user })).json() as {
      event: string;
      changes?: Record<string, unknown>;
    }[];
    expect(history).toContainEqual(
      expect.objectContaining({
        event: 'edited',
        changes: expect.objectContaining({
          comments: { from: 'Accès par la rue arrière', to: 'Badge à l’accueil' },
        }),
      }),
    );
  });

  it('requires the time when the specific-time slot is chosen', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['regional-collection']('X'), preferredTimeSlot: 'specific_time' },
    });
    expect(response.json().errors).toEqual({
      specificTime: "Veuillez spécifier l'heure si vous choisissez un créneau spécifique",
    });
    const ok = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('Heure'),
        preferredTimeSlot: 'specific_time',
        specificTime: '10:30',
      },
    });
    expect(ok.json()).toMatchObject({ preferredTimeSlot: 'specific_time', specificTime: '10:30' });
  });

  it('refuses an unknown slot and a malformed time', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['regional-collection']('X'), preferredTimeSlot: 'soir' },
    });
    expect(response.json().errors).toEqual({
      preferredTimeSlot: 'Choisissez un créneau\u00a0: matin, après-midi ou heure spécifique',
    });
    for (const specificTime of ['25:00', '9h30', '10:3']) {
      const bad = await t.call('POST', base, {
        cookie: user,
        payload: {
          ...validPayload['regional-collection']('X'),
          preferredTimeSlot: 'specific_time',
          specificTime,
        },
      });
      expect(bad.json().errors, specificTime).toEqual({
        specificTime: "Saisissez l'heure au format HH:MM (ex. 14:30)",
      });
    }
  });

  it('drops a specific time sent with another slot', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('Matin'),
        preferredTimeSlot: 'morning',
        specificTime: '10:30',
      },
    });
    expect(response.json()).toMatchObject({ preferredTimeSlot: 'morning', specificTime: null });
  });

  it('collects only in Île-de-France: an address outside is refused on creation and on edit', async () => {
    const company = 'Collecte Lyon';
    const lyon = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection'](company),
        companyAddress: '5 rue de la République, 69001 Lyon',
      },
    });
    expect(lyon.statusCode).toBe(400);
    expect(lyon.json().errors).toEqual({
      companyAddress:
        'La collecte doit se situer en Île-de-France (code postal 75, 77, 78, 91, 92, 93, 94 ou 95).',
    });
    expect(await countRows(tables['regional-collection'], `client_company_name = '${company}'`)).toBe(0);

    for (const companyAddress of ['Paris', '75012 avenue fictive, 69001 Lyon']) {
      const response = await t.call('POST', base, {
        cookie: user,
        payload: { ...validPayload['regional-collection'](company), companyAddress },
      });
      expect(response.statusCode, companyAddress).toBe(400);
    }
    for (const companyAddress of [
      '75001 Paris',
      'Paris 75015',
      '93200 Saint-Denis',
      '12000 route de Lyon, 93200 Saint-Denis',
    ]) {
      const response = await t.call('POST', base, {
        cookie: user,
        payload: { ...validPayload['regional-collection'](`Collecte ${companyAddress}`), companyAddress },
      });
      expect(response.statusCode, companyAddress).toBe(201);
    }

    const { id } = (
      await t.call('POST', base, { cookie: user, payload: validPayload['regional-collection']('Déménage') })
    ).json();
    const moved = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('Déménage'),
        companyAddress: '1 rue de Lille, 59000 Lille',
      },
    });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().errors)).toEqual(['companyAddress']);
  });

  it('says a count is too large rather than negative (99 999 999 999 computers)', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('X'),
        computersToCollect: 99_999_999_999,
        d3eBoxes: 2 ** 31,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      computersToCollect: "Le nombre d'ordinateurs ne peut pas dépasser 100\u202f000",
      d3eBoxes: 'Le nombre de cartons D3E ne peut pas dépasser 100\u202f000',
    });
  });

  it('checks the six quantities with their messages', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('X'),
        computersToCollect: -1,
        pcFixesToCollect: -1,
        phonesToCollect: -1,
        tabletsToCollect: -1,
        screensToCollect: -1,
        d3eBoxes: -1,
      },
    });
    expect(response.json().errors).toEqual({
      computersToCollect: "Le nombre d'ordinateurs doit être positif",
      pcFixesToCollect: 'Le nombre de PC fixes doit être positif',
      phonesToCollect: 'Le nombre de téléphones doit être positif',
      tabletsToCollect: 'Le nombre de tablettes doit être positif',
      screensToCollect: "Le nombre d'écrans doit être positif",
      d3eBoxes: 'Le nombre de cartons D3E doit être positif',
    });
  });
});
