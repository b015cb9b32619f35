import type { RequestKind } from '@shared/requests/request-kinds';
import { requestKinds } from '@shared/requests/request-kinds';
import type { GlobalSearchResult } from '@shared/search/global-search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShippingAddress, referenceOf, validRequestPayload } from '../../test/request-payloads';
import { articleMatchesQuery, clientMatchesQuery, requestMatchesQuery } from './search.repository';

let t: TestApp;
let admin: string;
let user: string;
let shippingAddressId: number;

const apiPath: Record<RequestKind, string> = {
  'material-conditioning': '/api/material-conditioning-requests',
  'package-pickup': '/api/package-pickup-requests',
  'regional-collection': '/api/regional-collection-requests',
  delivery: '/api/delivery-requests',
  collection: '/api/collection-requests',
};

async function createRequest(kind: RequestKind, company: string, overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', apiPath[kind], {
    cookie: user,
    payload: { ...validRequestPayload(kind, company, shippingAddressId), ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function createClient(companyName: string, overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/api/clients', {
    cookie: user,
    payload: {
      name: companyName,
      companyName,
      contactName: 'Paul Durand',
      contactEmail: 'paul@example.test',
      contactPhone: '01 02 03 04 05',
      companyAddress: '12 rue des Lilas, 93400 Saint-Ouen',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

const search = (q: string, cookie = user) =>
  t.call('GET', `/api/search?q=${encodeURIComponent(q)}`, { cookie });

async function found(q: string, cookie = user): Promise<GlobalSearchResult> {
  const response = await search(q, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GlobalSearchResult;
}

const ids: Partial<Record<string, number>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
  shippingAddressId = await createShippingAddress(t, admin);
  // Every kind: a company named by a whole word (« Lycée Voltaire »), and one where « voltaire » is only
  // inside a word (« Revoltaire »), created last so that recency alone would put it first.
  for (const kind of requestKinds) {
    ids[`${kind}:lycee`] = await createRequest(kind, 'Lycée Voltaire');
    ids[`${kind}:infix`] = await createRequest(kind, 'Revoltaire SARL');
  }
  // Four word-start matches of one kind: only the three newest are answered.
  for (const n of [1, 2, 3, 4]) {
    ids[`limit:${n}`] = await createRequest('material-conditioning', `Garage Zébulon ${n}`, {
      offerNumber: `OE-00090${n}`,
    });
  }
  // Clients: six match « atelier »; the word-start ones first, each rank by name.
  ids['client:infix'] = await createClient('Bateliers Réunis');
  for (const name of ['Atelier Quinze', 'atelier Deux', 'Atelier Cinq', 'Atelier Trois', 'Atelier Un']) {
    ids[`client:${name}`] = await createClient(name);
  }
  ids['client:voltaire'] = await createClient('Lycée Voltaire', { contactName: 'Émile Zola' });
  // Articles: an archived item is gone from every list, the search included.
  for (const name of ['Carton écran', 'Écrin plastique', 'Boîte à écrans usagés']) {
    const response = await t.call('POST', '/api/packaging/items', { cookie: admin, payload: { name } });
    expect(response.statusCode, response.body).toBe(201);
    ids[`article:${name}`] = (response.json() as { id: number }).id;
  }
  await t.database.db.execute(
    sql`UPDATE packaging_items SET archived_at = now() WHERE id = ${ids['article:Boîte à écrans usagés']}`,
  );
});
afterAll(() => t.close());

describe('GET /api/search', () => {
  it('refuses anonymous callers (401)', async () => {
    expect((await t.call('GET', '/api/search?q=voltaire')).statusCode).toBe(401);
  });

  it('refuses, in French, a search shorter than 2 characters once trimmed or longer than 200', async () => {
    for (const q of ['', ' a ', 'x']) {
      const response = await search(q);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: expect.any(String),
        errors: { q: 'Saisissez au moins 2 caractères' },
      });
    }
    const long = await search('a'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ q: 'La recherche ne peut pas dépasser 200 caractères' });
    expect((await t.call('GET', '/api/search', { cookie: user })).statusCode).toBe(400);
    expect((await search('a'.repeat(200))).statusCode).toBe(200);
  });

  it('answers empty groups for a search with nothing searchable in it', async () => {
    expect(await found('-- !!')).toEqual({ requests: [], clients: [], articles: [], devices: [] });
  });

  it('finds requests of every kind without accents, grouped by kind, word starts before the rest', async () => {
    const { requests } = await found('lycee');
    expect(requests.map((r) => [r.kind, r.id])).toEqual(
      requestKinds
        .map((kind) => [kind, ids[`${kind}:lycee`]])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );

    const voltaire = await found('voltaire');
    for (const kind of requestKinds) {
      // « Revoltaire » is newer but only contains the word: « Lycée Voltaire » comes first.
      expect(voltaire.requests.filter((r) => r.kind === kind).map((r) => r.id)).toEqual([
        ids[`${kind}:lycee`],
        ids[`${kind}:infix`],
      ]);
    }
    const conditioning = voltaire.requests.find(
      (r) => r.kind === 'material-conditioning' && r.id === ids['material-conditioning:lycee'],
    );
    expect(conditioning).toEqual({
      kind: 'material-conditioning',
      id: ids['material-conditioning:lycee'],
      reference: referenceOf('material-conditioning', ids['material-conditioning:lycee'] as number),
      title: 'Lycée Voltaire',
      subtitle: 'OE-000123 · Jeanne Contact · Paris',
      status: 'pending',
      stage: null,
      date: expect.stringMatching(/^\d{4}-03-03$/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const transport = voltaire.requests.find((r) => r.kind === 'delivery' && r.id === ids['delivery:lycee']);
    expect(transport).toMatchObject({
      title: 'Lycée Voltaire → Atelier Sud',
      subtitle: 'Livraison · Léa Martin · Lyon',
      date: expect.stringMatching(/^\d{4}-03-06$/),
    });
    const collection = voltaire.requests.find(
      (r) => r.kind === 'collection' && r.id === ids['collection:lycee'],
    );
    expect(collection).toMatchObject({
      title: 'Lycée Voltaire',
      subtitle: 'Jeanne Contact · Lyon',
      date: null,
    });
  });

  it('answers at most 3 requests per kind, the newest first, and finds an offer number', async () => {
    const { requests } = await found('zebulon');
    expect(requests.map((r) => r.id)).toEqual([ids['limit:4'], ids['limit:3'], ids['limit:2']]);
    expect((await found('OE-000902')).requests.map((r) => r.id)).toEqual([ids['limit:2']]);
    // A fragment inside a word (three characters or more) matches too.
    expect((await found('bulo')).requests).toHaveLength(3);
  });

  it('answers at most 5 clients, word-start matches first, each rank by name', async () => {
    const { clients } = await found('atelier');
    expect(clients.map((c) => c.companyName)).toEqual([
      'Atelier Cinq',
      'atelier Deux',
      'Atelier Quinze',
      'Atelier Trois',
      'Atelier Un',
    ]);
    const { clients: narrowed } = await found('atel');
    expect(narrowed.map((c) => c.companyName)).not.toContain('Bateliers Réunis');
    // Fewer word-start matches than the limit: the others follow.
    const { clients: quinze } = await found('telier quin');
    expect(quinze.map((c) => c.companyName)).toEqual(['Atelier Quinze']);
    const { clients: infix } = await found('telier');
    expect(infix.map((c) => c.companyName)).toEqual([
      'Atelier Cinq',
      'atelier Deux',
      'Atelier Quinze',
      'Atelier Trois',
      'Atelier Un',
    ]);
    const { clients: bateliers } = await found('bateliers');
    expect(bateliers).toEqual([
      {
        id: ids['client:infix'],
        companyName: 'Bateliers Réunis',
        contactName: 'Paul Durand',
        subtitle: 'paul@example.test · Saint-Ouen',
      },
    ]);
    // Abbreviations and punctuation: « st ouen » finds the clients of Saint-Ouen, by the contact too.
    expect((await found('zola')).clients.map((c) => c.id)).toEqual([ids['client:voltaire']]);
    expect((await found('st ouen zola')).clients.map((c) => c.id)).toEqual([ids['client:voltaire']]);
  });

  it('ranks a client whose name contains the word after those whose name starts with it', async () => {
    await createClient('Zinc Ateliers Modernes');
    await createClient('Cateliers Anciens');
    const { clients } = await found('ateliers');
    // « Zinc Ateliers » starts a word; « Bateliers » and « Cateliers » only contain it.
    expect(clients.map((c) => c.companyName)).toEqual([
      'Zinc Ateliers Modernes',
      'Bateliers Réunis',
      'Cateliers Anciens',
    ]);
  });

  it('finds articles for administrators only, never an archived one', async () => {
    const forAdmin = await found('ecran', admin);
    expect(forAdmin.articles).toEqual([
      { id: ids['article:Carton écran'], name: 'Carton écran', currentStock: 0, unit: 'pièces' },
    ]);
    // « ecr » also starts « Écrin »: both start a word, in name order.
    expect((await found('ecr', admin)).articles.map((a) => a.name)).toEqual([
      'Carton écran',
      'Écrin plastique',
    ]);
    expect((await found('ecran', user)).articles).toEqual([]);
    // A user still finds requests and clients.
    expect((await found('voltaire', user)).clients.map((c) => c.id)).toEqual([ids['client:voltaire']]);
  });
});

describe('the global search at scale (EXPLAIN)', () => {
  async function plan(query: ReturnType<typeof sql>): Promise<string> {
    return t.database.db.transaction(async (tx) => {
      // A few rows would be read sequentially, or by walking the created_at index and filtering each row
      // (the planner's choice on a small table flips with its statistics): forbid both, so the plan shows
      // whether a trigram index can serve the search — or a (disabled) Seq Scan if none can.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_indexscan = off`);
      const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('reads every request table, the clients and the articles through their trigram index', async () => {
    const requests = await plan(requestMatchesQuery('lycee volt', 3));
    for (const table of [
      'material_conditioning_requests',
      'package_pickup_requests',
      'regional_collection_requests',
      'delivery_requests',
      'collection_requests',
    ]) {
      expect(requests).toContain(`${table}_search_idx`);
    }
    expect(requests).not.toMatch(/Seq Scan/);
    const clients = await plan(clientMatchesQuery('atelier', 5));
    expect(clients).toContain('clients_search_idx');
    expect(clients).not.toMatch(/Seq Scan/);
    const articles = await plan(articleMatchesQuery('ecran', 5));
    expect(articles).toContain('packaging_items_search_idx');
    expect(articles).not.toMatch(/Seq Scan/);
  });
});
