import { frenchDateTime } from '@shared/french-dates';
import { versionMessages } from '@shared/http/row-version';
import { phoneMessages } from '@shared/phone';
import { controlCharacterMessage, singleLineMessage } from '@shared/text-fields';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { putCurrent } from '../../test/put-current';
import { clientSearchWhere } from './clients.repository';

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

describe('clients directory CRUD', () => {
  it('creates, reads, updates a client for any signed-in user, with an optional email', async () => {
    const created = await createClient(client('Atelier Bleu', { contactEmail: '' }));
    expect(created).toMatchObject({ name: 'Atelier Bleu', companyName: 'Atelier Bleu', contactEmail: null });
    expect(typeof created.createdAt).toBe('string');

    const read = await t.call('GET', `/api/clients/${created.id}`, { cookie: user });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const updated = await putCurrent(t, `/api/clients/${created.id}`, {
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
    const missing = await putCurrent(t, '/api/clients/999999', { cookie: user, payload: client('X') });
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

  it('refuses line breaks and control characters in single-line fields, keeps line breaks in the address', async () => {
    const oneLine = singleLineMessage;
    const refused = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: client('Atelier\nRouge', {
        contactName: 'Paul\tDurand',
        contactEmail: 'paul@example.test\u0085x',
        contactPhone: '01 02 03\n04 05',
        companyAddress: '12 rue des Lilas\u0007, 75011 Paris',
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      name: oneLine,
      companyName: oneLine,
      contactName: oneLine,
      // The email's own rule refuses it first (an address has no control character).
      contactEmail: 'Email invalide',
      contactPhone: oneLine,
      companyAddress: controlCharacterMessage,
    });
    const kept = await createClient(
      client('Atelier Rouge', { companyAddress: 'Bâtiment B\r\n12 rue des Lilas\n75011 Paris' }),
    );
    expect(kept.companyAddress).toBe('Bâtiment B\r\n12 rue des Lilas\n75011 Paris');
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
    const edit = await putCurrent(t, `/api/clients/${id}`, {
      cookie: user,
      payload: client('Ancien Format', { contactPhone: '01', companyAddress: 'x' }),
    });
    expect(edit.statusCode).toBe(400);
    expect(Object.keys(edit.json().errors)).toEqual(['contactPhone', 'companyAddress']);
    const fixed = await putCurrent(t, `/api/clients/${id}`, {
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
  // Deleting a client with requests (409), by key: client-links.routes.test.ts.
});

describe('one client per company and address (decision 0074)', () => {
  it('answers 409 with the existing client for the same company at the same address, case, accents and punctuation aside', async () => {
    const first = await createClient(
      client('Lycée Émile-Zola', { companyAddress: '3 rue de la Gare, 69002 Lyon' }),
    );
    const again = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: client('LYCEE emile zola', { name: 'Autre', companyAddress: '3, Rue de la gare\n69002 LYON' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Ce client existe déjà', clientId: first.id });
    // Another address of the same company is another client.
    const other = await createClient(
      client('Lycée Émile-Zola', { companyAddress: '5 rue de la Gare, 69002 Lyon' }),
    );
    // Renaming into the first: 409; an edit that keeps its own pair: 200.
    const renamed = await putCurrent(t, `/api/clients/${other.id}`, {
      cookie: user,
      payload: client('Lycee Emile Zola', { companyAddress: '3 rue de la Gare, 69002 Lyon' }),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual({ message: 'Ce client existe déjà', clientId: first.id });
    const kept = await putCurrent(t, `/api/clients/${first.id}`, {
      cookie: user,
      payload: client('Lycée Émile-Zola', {
        contactName: 'Anne Roux',
        companyAddress: '3 rue de la Gare, 69002 Lyon',
      }),
    });
    expect(kept.statusCode).toBe(200);
    // A duplicate from an older release (inserted behind the API) stays editable while it keeps its pair.
    const [legacy] = await t.database.db
      .insert(clients)
      .values({ ...client('Lycée Émile-Zola'), companyAddress: '3 rue de la Gare, 69002 Lyon' })
      .returning();
    const legacyEdit = await putCurrent(t, `/api/clients/${legacy?.id}`, {
      cookie: user,
      payload: client('LYCÉE ÉMILE ZOLA', {
        contactName: 'Marc Petit',
        companyAddress: '3 rue de la Gare 69002 Lyon',
      }),
    });
    expect(legacyEdit.statusCode).toBe(200);
  });

  it('never overwrites an edit silently: version required, a stale one is a 409 naming who and when (decision 0076)', async () => {
    const created = await createClient(
      client('Verrerie Versionnée', { companyAddress: '1 quai Est, 69007 Lyon' }),
    );
    expect(created.version).toBe(1);
    const url = `/api/clients/${created.id}`;
    const payload = client('Verrerie Versionnée', { companyAddress: '1 quai Est, 69007 Lyon' });
    const missing = await t.call('PUT', url, { cookie: user, payload });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ version: versionMessages.required });
    const first = await t.call('PUT', url, {
      cookie: user,
      payload: { ...payload, contactName: 'Premier', version: 1 },
    });
    expect(first.json()).toMatchObject({ version: 2, contactName: 'Premier' });
    const stale = await t.call('PUT', url, {
      cookie: admin,
      payload: { ...payload, contactName: 'Second', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: 2, changedBy: 'Jeanne Martin' });
    expect(stale.json().message).toBe(
      `Modifié entre-temps par Jeanne Martin le ${frenchDateTime(new Date(stale.json().changedAt))}. Rechargez pour voir ses changements.`,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('PUT', url, { cookie: user, payload: { ...payload, contactName: `Course ${i}`, version: 2 } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
  });

  it('creates exactly one of 20 identical clients sent at once', async () => {
    const payload = client('Imprimerie Simultanée', { companyAddress: '8 avenue Foch, 75016 Paris' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', '/api/clients', { cookie: user, payload })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const rows = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.companyName, 'Imprimerie Simultanée'));
    expect(rows).toHaveLength(1);
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

// A client's requests (by key, decision 0065): client-links.routes.test.ts.
