/**
 * A request typed without picking its client can be linked afterwards (issue 30 point 3): one at a time from
 * its details dialog (POST /api/clients/{id}/links), re-linked, whatever its status, with its history; and a
 * client created or renamed claims, in one confirmation, the requests of exactly its company at exactly its
 * address that no client owns (GET and POST /api/clients/{id}/matching-requests).
 */
import { clientMessages } from '@shared/clients/client.constants';
import { type RequestKind, requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { acceptedRequest, type FulfilmentSetup } from '../../test/fulfilment';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';
import { matchingRequestsQuery } from './client-matches.repository';

let t: TestApp;
let admin: string;
let user: string;
let addressId: number;
let setup: FulfilmentSetup;
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
  addressId = await createShippingAddress(t, admin);
  setup = { t, admin, user, addressId };
});
afterAll(() => t?.close());

/** The address validRequestPayload gives each kind's client (a collection and a transport's sender differ). */
const addressOf = (kind: RequestKind) =>
  kind === 'collection' ? '5 rue de la République, 69001 Lyon' : '10 avenue de France, 75013 Paris';

async function createClient(companyName: string, companyAddress: string): Promise<number> {
  const response = await t.call('POST', '/api/clients', {
    cookie: user,
    payload: {
      name: companyName,
      companyName,
      contactName: 'Paul Durand',
      contactEmail: null,
      contactPhone: '01 02 03 04 05',
      companyAddress,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function createRequest(kind: RequestKind, company: string): Promise<number> {
  const response = await t.call('POST', requestApiPaths[kind], {
    cookie: user,
    payload: validRequestPayload(kind, company, addressId),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const getRequest = async (kind: RequestKind, id: number) =>
  (await t.call('GET', `${requestApiPaths[kind]}/${id}`, { cookie: user })).json();

const link = (clientId: number, payload: object, cookie = user) =>
  t.call('POST', `/api/clients/${clientId}/links`, { cookie, payload });

describe('a request linked from its details', () => {
  it('links an accepted request typed by hand, then re-links it, each change in its history', async () => {
    const requestId = await acceptedRequest(setup, 'regional-collection', 'Collège Camus');
    const before = await getRequest('regional-collection', requestId);
    expect(before.clientId).toBeNull();
    const first = await createClient('Collège Camus', addressOf('regional-collection'));
    const second = await createClient('Collège Camus (annexe)', '3 rue Haute, 75005 Paris');

    const linked = await link(first, { kind: 'regional-collection', id: requestId });
    expect(linked.statusCode, linked.body).toBe(204);
    expect((await getRequest('regional-collection', requestId)).clientId).toBe(first);
    const relinked = await link(second, { kind: 'regional-collection', id: requestId });
    expect(relinked.statusCode, relinked.body).toBe(204);
    const after = await getRequest('regional-collection', requestId);
    expect(after).toMatchObject({ clientId: second, status: 'completed', updatedAt: before.updatedAt });

    const history = (
      await t.call('GET', `${requestApiPaths['regional-collection']}/${requestId}/history`, { cookie: user })
    ).json() as { event: string; changes?: Record<string, unknown>; actor?: unknown }[];
    const links = history.filter((entry) => entry.changes && 'clientId' in entry.changes);
    expect(links.map((entry) => entry.changes?.clientId)).toEqual(
      expect.arrayContaining([
        { from: null, to: first },
        { from: first, to: second },
      ]),
    );
    const requests = await t.call('GET', `/api/clients/${second}/requests`, { cookie: user });
    expect(requests.json()).toEqual([
      expect.objectContaining({ kind: 'regional-collection', id: requestId }),
    ]);
  });

  it("links a transport's party as it says, and refuses a missing or needless party", async () => {
    const transport = await createRequest('delivery', 'Expéditeur Lié');
    const clientId = await createClient('Expéditeur Lié', addressOf('delivery'));
    expect((await link(clientId, { kind: 'delivery', id: transport })).json().errors).toEqual({
      party: clientMessages.partyRequired,
    });
    const linked = await link(clientId, { kind: 'delivery', id: transport, party: 'sender' });
    expect(linked.statusCode, linked.body).toBe(204);
    expect(await getRequest('delivery', transport)).toMatchObject({
      senderClientId: clientId,
      recipientClientId: null,
    });
    const pickup = await createRequest('package-pickup', 'Partie En Trop');
    const needless = await link(clientId, { kind: 'package-pickup', id: pickup, party: 'sender' });
    expect(needless.statusCode).toBe(400);
    expect(needless.json().errors).toEqual({ party: clientMessages.partyForbidden });
  });

  it('answers 404 in French for an unknown client or request, 400 for a bad body, 401 signed out', async () => {
    const requestId = await createRequest('collection', 'Client Inconnu');
    const unknownClient = await link(2_000_000_000, { kind: 'collection', id: requestId });
    expect(unknownClient.statusCode).toBe(404);
    expect(unknownClient.json().message).toBe(clientMessages.notFound);
    const clientId = await createClient('Client Connu', addressOf('collection'));
    const unknownRequest = await link(clientId, { kind: 'collection', id: 2_000_000_000 });
    expect(unknownRequest.statusCode).toBe(404);
    expect(unknownRequest.json().message).toBe('Demande introuvable.');
    const badKind = await link(clientId, { kind: 'inconnue', id: requestId });
    expect(badKind.statusCode).toBe(400);
    expect(Object.keys(badKind.json().errors)).toEqual(['kind']);
    const signedOut = await t.call('POST', `/api/clients/${clientId}/links`, {
      payload: { kind: 'collection', id: requestId },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await getRequest('collection', requestId)).clientId).toBeNull();
  });
});

describe('a client claims the requests of its company at its address', () => {
  it('offers every kind (a transport by its party), unlinked, same company and address whatever the case', async () => {
    const company = 'Lycée Jean Moulin';
    const ids = {} as Record<RequestKind, number>;
    for (const kind of requestKinds) ids[kind] = await createRequest(kind, company);
    // Not offered: a request already owned by another client, another address, another company.
    const owner = await createClient('Autre Propriétaire', '1 place du Marché, 75004 Paris');
    const owned = await createRequest('material-conditioning', company);
    expect((await link(owner, { kind: 'material-conditioning', id: owned })).statusCode).toBe(204);
    const otherCompany = await createRequest('material-conditioning', `${company} Annexe`);

    // The Paris address: every kind but the collection (its client is in Lyon in these payloads).
    const clientId = await createClient('LYCEE JEAN-MOULIN', addressOf('material-conditioning'));
    const offered = await t.call('GET', `/api/clients/${clientId}/matching-requests`, { cookie: user });
    expect(offered.statusCode, offered.body).toBe(200);
    const { total, items } = offered.json() as {
      total: number;
      items: { kind: RequestKind; id: number; party: string | null; reference: string }[];
    };
    const expected = requestKinds.filter((kind) => kind !== 'collection');
    expect(total).toBe(expected.length);
    expect(items.map((item) => `${item.kind}:${item.id}:${item.party}`).sort()).toEqual(
      expected.map((kind) => `${kind}:${ids[kind]}:${kind === 'delivery' ? 'sender' : null}`).sort(),
    );
    for (const item of items) expect(item.reference).toMatch(/^[A-Z]{3}-\d{4}-\d{5}$/);

    const claimed = await t.call('POST', `/api/clients/${clientId}/matching-requests`, { cookie: user });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({ linked: expected.length });
    for (const kind of expected) {
      const row = await getRequest(kind, ids[kind]);
      expect(row[kind === 'delivery' ? 'senderClientId' : 'clientId'], kind).toBe(clientId);
    }
    expect((await getRequest('collection', ids.collection)).clientId).toBeNull();
    expect((await getRequest('material-conditioning', owned)).clientId).toBe(owner);
    expect((await getRequest('material-conditioning', otherCompany)).clientId).toBeNull();
    // Nothing left to claim; the history says who linked.
    const again = await t.call('GET', `/api/clients/${clientId}/matching-requests`, { cookie: user });
    expect(again.json()).toEqual({ total: 0, items: [] });
  });

  it('after a rename, offers the requests of the new name; an unknown client is a 404', async () => {
    const requestId = await createRequest('package-pickup', 'Mairie de Bagnolet');
    const clientId = await createClient('Mairie Bagnolet', addressOf('package-pickup'));
    const before = await t.call('GET', `/api/clients/${clientId}/matching-requests`, { cookie: user });
    expect(before.json().total).toBe(0);
    const current = (await t.call('GET', `/api/clients/${clientId}`, { cookie: user })).json();
    const renamed = await t.call('PUT', `/api/clients/${clientId}`, {
      cookie: user,
      payload: {
        name: current.name,
        companyName: 'Mairie de Bagnolet',
        contactName: current.contactName,
        contactEmail: current.contactEmail,
        contactPhone: current.contactPhone,
        companyAddress: current.companyAddress,
        version: current.version,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await t.call('GET', `/api/clients/${clientId}/matching-requests`, { cookie: user });
    expect(after.json()).toEqual({
      total: 1,
      items: [expect.objectContaining({ kind: 'package-pickup', id: requestId, party: null })],
    });
    for (const method of ['GET', 'POST'] as const) {
      const unknown = await t.call(method, '/api/clients/2000000000/matching-requests', { cookie: user });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(clientMessages.notFound);
    }
  });
});

it('reads each request table through an index (EXPLAIN), never whole', async () => {
  const plan = await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const query = matchingRequestsQuery('Lycée Jean Moulin', '10 avenue de France, 75013 Paris');
    const result = (await tx.execute(sql`EXPLAIN SELECT count(*) FROM (${query}) AS matches`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  // The trigram condition is there for the planner to use: on these few rows it prefers the link's index.
  expect(plan).toContain("search_text ~~ '%moulin%'");
  expect(plan).not.toMatch(/Seq Scan on \w+_requests/);
});
