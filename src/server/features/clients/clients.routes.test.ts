import { phoneMessages } from '@shared/phone';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  collectionRequests,
  deliveryRequests,
  materialConditioningRequests,
  packagePickupRequests,
  regionalCollectionRequests,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { clientSearchWhere, requestsOfCompanyQuery } from './clients.repository';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
});
afterAll(() => t.close());

const client = (companyName: string, overrides: Record<string, unknown> = {}) => ({
  name: companyName,
  companyName,
  contactName: 'Paul Durand',
  contactEmail: 'paul@example.test',
  contactPhone: '01 02 03 04 05',
  companyAddress: '12 rue des Lilas, 75011 Paris',
  ...overrides,
});

async function createClient(payload: Record<string, unknown>, cookie = user) {
  const response = await t.call('POST', '/api/clients', { cookie, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number } & Record<string, unknown>;
}

const companies = (response: { json(): unknown }) =>
  (response.json() as { companyName: string }[]).map((c) => c.companyName);

const contact = (company: string) => ({
  clientCompanyName: company,
  contactName: 'Sophie Laurent',
  contactEmail: 'sophie@client.test',
  contactPhone: '06 12 34 56 78',
  companyAddress: '10 avenue de France, 75013 Paris',
});
const at = (iso: string) => new Date(iso);

describe('clients directory CRUD', () => {
  it('creates, reads, updates a client for any signed-in user, with an optional email', async () => {
    const created = await createClient(client('Atelier Bleu', { contactEmail: '' }));
    expect(created).toMatchObject({ name: 'Atelier Bleu', companyName: 'Atelier Bleu', contactEmail: null });
    expect(typeof created.createdAt).toBe('string');

    const read = await t.call('GET', `/api/clients/${created.id}`, { cookie: user });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const updated = await t.call('PUT', `/api/clients/${created.id}`, {
      cookie: user,
      payload: client('Atelier Bleu', { name: ' Atelier Bleu Lyon ', contactEmail: 'lucie@bleu.test' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      name: 'Atelier Bleu Lyon',
      contactEmail: 'lucie@bleu.test',
    });

    expect((await t.call('GET', '/api/clients/999999', { cookie: user })).json()).toEqual({
      message: 'Client introuvable.',
    });
    const missing = await t.call('PUT', '/api/clients/999999', { cookie: user, payload: client('X') });
    expect(missing.statusCode).toBe(404);
    expect((await t.call('GET', '/api/clients/abc', { cookie: user })).statusCode).toBe(400);
  });

  it('answers the spec messages for missing fields and an invalid email, and saves nothing', async () => {
    const before = Number((await t.call('GET', '/api/clients', { cookie: user })).headers['x-total-count']);
    const response = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: {
        name: ' ',
        companyName: '',
        contactName: '',
        contactEmail: 'pas-un-email',
        contactPhone: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Le nom est requis',
      companyName: 'Le nom de la société est requis',
      contactName: 'Le nom du contact est requis',
      contactEmail: 'Email invalide',
      contactPhone: 'Le téléphone est requis',
      companyAddress: "L'adresse est requise",
    });
    const nul = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: client('Nul\u0000', { contactPhone: '0'.repeat(51) }),
    });
    expect(nul.json().errors).toEqual({
      name: 'Caractère non autorisé',
      companyName: 'Caractère non autorisé',
      contactPhone: phoneMessages.invalid,
    });
    const after = Number((await t.call('GET', '/api/clients', { cookie: user })).headers['x-total-count']);
    expect(after).toBe(before);
  });

  it('refuses a phone that is not a number and an incomplete address, in French, and saves nothing', async () => {
    const before = Number((await t.call('GET', '/api/clients', { cookie: user })).headers['x-total-count']);
    const response = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: client('Téléphone Court', { contactPhone: '01', companyAddress: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      contactPhone:
        'Numéro de téléphone invalide\u00a0: saisissez un numéro français (01 23 45 67 89) ou international (+44 20 7946 0958).',
      companyAddress:
        "Adresse incomplète\u00a0: indiquez le numéro et la rue, puis le code postal (5 chiffres) et la ville. Pour une adresse à l'étranger, terminez par le pays.",
    });
    for (const [contactPhone, companyAddress] of [
      ['12345', '12 rue des Lilas'],
      ['Paul Durand', 'Paris'],
      ['020 7946 0958', 'Berlin, Allemagne'],
    ]) {
      const refused = await t.call('POST', '/api/clients', {
        cookie: user,
        payload: client('Téléphone Court', { contactPhone, companyAddress }),
      });
      expect(Object.keys(refused.json().errors), contactPhone).toEqual(['contactPhone', 'companyAddress']);
    }
    const after = Number((await t.call('GET', '/api/clients', { cookie: user })).headers['x-total-count']);
    expect(after).toBe(before);
  });

  it('stores the phone formatted: French numbers nationally, others internationally', async () => {
    const french = await createClient(client('Format Français', { contactPhone: '+33 (0)1.23.45.67.89' }));
    expect(french.contactPhone).toBe('01 23 45 67 89');
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, french.id));
    expect(row?.contactPhone).toBe('01 23 45 67 89');
    const foreign = await createClient(
      client('Format Anglais', {
        contactPhone: '0044 20 7946 0958',
        companyAddress: '10 Downing Street, London SW1A 2AA, Royaume-Uni',
      }),
    );
    expect(foreign).toMatchObject({
      contactPhone: '+44 20 7946 0958',
      companyAddress: '10 Downing Street, London SW1A 2AA, Royaume-Uni',
    });
  });

  it('keeps the text of a client saved before the rule, and holds its edit to the rule', async () => {
    const [legacy] = await t.database.db
      .insert(clients)
      .values({ ...client('Ancien Format'), contactPhone: '01', companyAddress: 'x' })
      .returning({ id: clients.id });
    const id = legacy?.id;
    const read = await t.call('GET', `/api/clients/${id}`, { cookie: user });
    expect(read.json()).toMatchObject({ contactPhone: '01', companyAddress: 'x' });
    const edit = await t.call('PUT', `/api/clients/${id}`, {
      cookie: user,
      payload: client('Ancien Format', { contactPhone: '01', companyAddress: 'x' }),
    });
    expect(edit.statusCode).toBe(400);
    expect(Object.keys(edit.json().errors)).toEqual(['contactPhone', 'companyAddress']);
    const fixed = await t.call('PUT', `/api/clients/${id}`, {
      cookie: user,
      payload: client('Ancien Format', { contactPhone: '0102030405' }),
    });
    expect(fixed.json()).toMatchObject({
      contactPhone: '01 02 03 04 05',
      companyAddress: '12 rue des Lilas, 75011 Paris',
    });
  });

  it('refuses anonymous callers (401) and lets only administrators delete (403 for a user)', async () => {
    expect((await t.call('GET', '/api/clients')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/clients', { payload: client('Anonyme') })).statusCode).toBe(401);
    const { id } = await createClient(client('Supprimable'));
    const refused = await t.call('DELETE', `/api/clients/${id}`, { cookie: user });
    expect(refused.statusCode).toBe(403);
    expect((await t.call('GET', `/api/clients/${id}`, { cookie: user })).statusCode).toBe(200);

    expect((await t.call('DELETE', `/api/clients/${id}`, { cookie: admin })).statusCode).toBe(204);
    expect((await t.call('GET', `/api/clients/${id}`, { cookie: user })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/clients/${id}`, { cookie: admin })).statusCode).toBe(404);
  });

  it('refuses (409) to delete a client whose company a request names, whatever the case, and keeps it', async () => {
    const { id } = await createClient(client('Référencé SA'));
    await t.database.db.insert(packagePickupRequests).values({
      type: 'package',
      ...contact('RÉFÉRENCÉ sa'),
      desiredDate: '2026-12-01',
    });
    const response = await t.call('DELETE', `/api/clients/${id}`, { cookie: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Ce client ne peut pas être supprimé\u00a0: des demandes y font référence.',
    );
    expect((await t.call('GET', `/api/clients/${id}`, { cookie: user })).statusCode).toBe(200);

    // A transport naming the company as its recipient refers to it too.
    const other = await createClient(client('Destinataire SARL'));
    await t.database.db.insert(deliveryRequests).values({
      requestType: 'livraison',
      requester: 'Jeanne',
      senderCompanyName: 'Expéditeur',
      senderContactName: 'A',
      senderPhone: '0',
      senderEmail: 'a@a.test',
      senderAddress: 'A',
      recipientCompanyName: 'destinataire sarl',
      recipientContactName: 'B',
      recipientPhone: '0',
      recipientEmail: 'b@b.test',
      recipientAddress: 'B',
      collectionDate: '2026-12-02',
    });
    expect((await t.call('DELETE', `/api/clients/${other.id}`, { cookie: admin })).statusCode).toBe(409);
  });
});

describe('GET /api/clients search and paging', () => {
  let searchTest: TestApp;
  let cookie: string;
  beforeAll(async () => {
    searchTest = await buildTestApp();
    cookie = await searchTest.loginAsAdmin();
    for (const [company, contactName] of [
      ['Zeta Informatique', 'Albert Martin'],
      ['alpha Recyclage', 'Berthe Moreau'],
      ['Alpine Services', 'Claire Alpha'],
      ['50% Remise', 'Denis Petit'],
      ['50X Remise', 'Emma Roux'],
      ['Under_score', 'Félix Blanc'],
      ['UnderXscore', 'Gaëlle Noir'],
      ['Back\\slash', 'Hugo Vert'],
      ['Recyclage Alpha', 'Inès Gris'],
    ]) {
      const response = await searchTest.call('POST', '/api/clients', {
        cookie,
        payload: client(company as string, { contactName }),
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => searchTest.close());

  const search = (query: string) => searchTest.call('GET', `/api/clients?${query}`, { cookie });

  it('lists every client by company name, case-insensitively, with the total', async () => {
    const response = await search('');
    expect(response.headers['x-total-count']).toBe('9');
    expect(companies(response)).toEqual([
      '50% Remise',
      '50X Remise',
      'alpha Recyclage',
      'Alpine Services',
      'Back\\slash',
      'Recyclage Alpha',
      'Under_score',
      'UnderXscore',
      'Zeta Informatique',
    ]);
  });

  it('matches any word or part of a word, whatever the case and the accents, word starts first', async () => {
    const response = await search('q=ALP');
    // « alpha Recyclage », « Alpine Services » (contact « Claire Alpha ») and « Recyclage Alpha » each have a
    // word starting with « alp »: all three, in the directory's order.
    expect(companies(response)).toEqual(['alpha Recyclage', 'Alpine Services', 'Recyclage Alpha']);
    expect(response.headers['x-total-count']).toBe('3');
    expect(companies(await search('q=claire'))).toEqual(['Alpine Services']);
    // A word from the middle of the name, and a fragment inside a word.
    expect(companies(await search('q=informatique'))).toEqual(['Zeta Informatique']);
    expect(companies(await search('q=ormati'))).toEqual(['Zeta Informatique']);
    // Accents do not count, either way: « gaelle » finds « Gaëlle », « FÉLIX » finds « Félix ».
    expect(companies(await search('q=gaelle'))).toEqual(['UnderXscore']);
    expect(companies(await search(`q=${encodeURIComponent('FÉLIX')}`))).toEqual(['Under_score']);
    // Every word must be found, in any order, in any field.
    expect(companies(await search(`q=${encodeURIComponent('  recyclage inès ')}`))).toEqual([
      'Recyclage Alpha',
    ]);
  });

  it('ranks the clients whose every word typed starts a word before those that only contain it', async () => {
    const created = [
      await searchTest.call('POST', '/api/clients', {
        cookie,
        payload: client('Aaa Révolte Transports', { contactName: 'Jules Ferry' }),
      }),
      await searchTest.call('POST', '/api/clients', {
        cookie,
        payload: client('Lycée Voltaire', { contactName: 'Jules Ferry' }),
      }),
    ];
    for (const response of created) expect(response.statusCode).toBe(201);
    try {
      // « volt » starts « Voltaire » and is only inside « Révolte »: Voltaire first, though later by name.
      const response = await search('q=volt');
      expect(companies(response)).toEqual(['Lycée Voltaire', 'Aaa Révolte Transports']);
      expect(response.headers['x-total-count']).toBe('2');
      expect(companies(await search('q=lycee'))).toEqual(['Lycée Voltaire']);
      expect(companies(await search('q=voltaire%20lycee'))).toEqual(['Lycée Voltaire']);
      // Paged, the ranking holds across pages.
      expect(companies(await search('q=volt&limit=1&offset=1'))).toEqual(['Aaa Révolte Transports']);
    } finally {
      // The other tests of this block count the nine clients above.
      for (const response of created) {
        const { id } = response.json() as { id: number };
        await searchTest.call('DELETE', `/api/clients/${id}`, { cookie });
      }
    }
  });

  it('treats punctuation as a word separator, never as a LIKE wildcard', async () => {
    // « 50% » is the word « 50 »: both « 50 » companies; « % » alone has nothing searchable: nothing found.
    expect(companies(await search(`q=${encodeURIComponent('50%')}`))).toEqual(['50% Remise', '50X Remise']);
    expect(companies(await search(`q=${encodeURIComponent('%')}`))).toEqual([]);
    expect(companies(await search(`q=${encodeURIComponent('under_')}`))).toEqual([
      'Under_score',
      'UnderXscore',
    ]);
    expect(companies(await search(`q=${encodeURIComponent('back\\')}`))).toEqual(['Back\\slash']);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const first = await search('limit=4');
    const second = await search('limit=4&offset=4');
    const last = await search('limit=4&offset=8');
    expect(first.headers['x-total-count']).toBe('9');
    expect(second.headers['x-total-count']).toBe('9');
    expect([...companies(first), ...companies(second), ...companies(last)]).toEqual(
      companies(await search('')),
    );
    expect(companies(last)).toHaveLength(1);
    const narrowed = await search('q=50&limit=1&offset=1');
    expect(companies(narrowed)).toEqual(['50X Remise']);
    expect(narrowed.headers['x-total-count']).toBe('2');
  });

  it('refuses a bad paging value', async () => {
    expect((await search('limit=0')).statusCode).toBe(400);
    expect((await search('limit=201')).statusCode).toBe(400);
    expect((await search('offset=-1')).statusCode).toBe(400);
  });

  it('serves the search from the trigram index (EXPLAIN)', async () => {
    const { db } = searchTest.database;
    const plan = await db.transaction(async (tx) => {
      // Nine rows would be scanned sequentially: forbid that, so the plan shows whether an index can serve it.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(
        sql`EXPLAIN SELECT id FROM ${clients} WHERE ${clientSearchWhere('lycee volt')}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('clients_search_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('GET /api/clients/{id}/requests', () => {
  it("lists the client's requests of every kind, matched whatever the case, newest first, paged", async () => {
    const { id } = await createClient(client('Maison Verte'));
    const { db } = t.database;
    await db.insert(materialConditioningRequests).values({
      ...contact('maison verte'),
      offerNumber: 'OE-000101',
      desiredDate: '2026-12-10',
      createdAt: at('2026-01-01T10:00:00Z'),
    });
    await db.insert(packagePickupRequests).values({
      type: 'pallet',
      ...contact('MAISON VERTE'),
      desiredDate: '2026-12-11',
      createdAt: at('2026-01-03T10:00:00Z'),
    });
    await db.insert(regionalCollectionRequests).values({
      ...contact('Maison Verte'),
      desiredDate: '2026-12-12',
      status: 'completed',
      createdAt: at('2026-01-05T10:00:00Z'),
    });
    await db.insert(deliveryRequests).values({
      requestType: 'collecte',
      requester: 'Jeanne',
      senderCompanyName: 'Maison verte',
      senderContactName: 'A',
      senderPhone: '0',
      senderEmail: 'a@a.test',
      senderAddress: 'A',
      recipientCompanyName: 'Entrepôt Central',
      recipientContactName: 'B',
      recipientPhone: '0',
      recipientEmail: 'b@b.test',
      recipientAddress: 'B',
      collectionDate: '2026-12-13',
      createdAt: at('2026-01-04T10:00:00Z'),
    });
    await db.insert(collectionRequests).values({
      materials: 'Vingt unités centrales et leurs écrans',
      clientName: 'maison VERTE',
      clientContactName: 'Luc Petit',
      clientPhone: '0',
      clientEmail: 'luc@verte.test',
      clientAddress: 'Lyon',
      status: 'rejected',
      createdAt: at('2026-01-02T10:00:00Z'),
    });
    // Another company, and one whose name only starts like it: not this client's.
    await db.insert(materialConditioningRequests).values({
      ...contact('Maison Verte et Fils'),
      offerNumber: 'OE-000102',
      desiredDate: '2026-12-10',
    });

    const all = await t.call('GET', `/api/clients/${id}/requests`, { cookie: user });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('5');
    expect(all.json()).toEqual([
      expect.objectContaining({
        kind: 'regional-collection',
        status: 'completed',
        date: '2026-12-12',
        createdAt: '2026-01-05T10:00:00.000Z',
        summary: 'Sophie Laurent',
      }),
      expect.objectContaining({
        kind: 'delivery',
        date: '2026-12-13',
        summary: 'Collecte · Maison verte → Entrepôt Central',
      }),
      expect.objectContaining({
        kind: 'package-pickup',
        status: 'pending',
        summary: 'Sophie Laurent · Palette',
      }),
      expect.objectContaining({
        kind: 'collection',
        status: 'rejected',
        date: null,
        summary: 'Luc Petit · Vingt unités centrales et leurs écrans',
      }),
      expect.objectContaining({ kind: 'material-conditioning', summary: 'Sophie Laurent · Offre OE-000101' }),
    ]);
    expect(typeof all.json()[0].id).toBe('number');

    const page = await t.call('GET', `/api/clients/${id}/requests?limit=2&offset=2`, { cookie: user });
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.json().map((r: { kind: string }) => r.kind)).toEqual(['package-pickup', 'collection']);
    const tail = await t.call('GET', `/api/clients/${id}/requests?limit=2&offset=4`, { cookie: user });
    expect(tail.json().map((r: { kind: string }) => r.kind)).toEqual(['material-conditioning']);

    expect((await t.call('GET', '/api/clients/999999/requests', { cookie: user })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/clients/${id}/requests`)).statusCode).toBe(401);
  });

  it("reads each kind's requests from its company index (EXPLAIN)", async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(
        sql`EXPLAIN ${requestsOfCompanyQuery('Maison Verte', 20, 0)}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    for (const index of [
      'material_conditioning_requests_company_idx',
      'package_pickup_requests_company_idx',
      'regional_collection_requests_company_idx',
      'delivery_requests_sender_company_idx',
      'delivery_requests_recipient_company_idx',
      'collection_requests_client_name_idx',
    ]) {
      expect(plan).toContain(index);
    }
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('answers an empty list for a client without requests', async () => {
    const { id } = await createClient(client('Nouvelle Société'));
    const response = await t.call('GET', `/api/clients/${id}/requests`, { cookie: user });
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });
});
