/**
 * Requests belong to clients by key (issue 23, decision 0065): the API's `clientId` (a transport's
 * `senderClientId`, `recipientClientId`) checked and answered, « Enregistrer ce client » linking the request
 * it came from, a client's requests and activity read by key, a rename keeping them, a deletion refused.
 */
import { clientMessages } from '@shared/clients/client.constants';
import { type RequestKind, requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { acceptedRequest, carrierIds, type FulfilmentSetup, moveTo } from '../../test/fulfilment';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';
import { receivedByYearQuery, requestsOfClientQuery } from './clients.repository';

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
afterAll(() => t.close());

const clientPayload = (companyName: string, extra: Record<string, unknown> = {}) => ({
  name: companyName,
  companyName,
  contactName: 'Paul Durand',
  contactEmail: 'paul@example.test',
  contactPhone: '01 02 03 04 05',
  companyAddress: '12 rue des Lilas, 75011 Paris',
  ...extra,
});

async function createClient(companyName: string): Promise<number> {
  const response = await t.call('POST', '/api/clients', {
    cookie: user,
    payload: clientPayload(companyName),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** The link fields of each kind: a transport links each party. */
const linkFields = (kind: RequestKind) =>
  kind === 'delivery' ? (['senderClientId', 'recipientClientId'] as const) : (['clientId'] as const);

async function createRequest(kind: RequestKind, company: string, links: Record<string, unknown> = {}) {
  return t.call('POST', requestApiPaths[kind], {
    cookie: user,
    payload: { ...validRequestPayload(kind, company, addressId), ...links },
  });
}

async function clientRequests(id: number, query = '') {
  const response = await t.call('GET', `/api/clients/${id}/requests${query}`, { cookie: user });
  expect(response.statusCode, response.body).toBe(200);
  return {
    total: Number(response.headers['x-total-count']),
    items: response.json() as { kind: string; id: number; status: string; stage: string | null }[],
  };
}

describe('a request carries its client by key', () => {
  it.each(requestKinds)(
    '%s: set on creation, answered, kept by an edit without it, changed, cleared',
    async (kind) => {
      const first = await createClient(`Lien ${kind}`);
      const second = await createClient(`Autre lien ${kind}`);
      const [field] = linkFields(kind);
      const created = await createRequest(kind, `Lien ${kind}`, { [field]: first });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      expect(created.json()[field]).toBe(first);
      const path = `${requestApiPaths[kind]}/${id}`;
      expect((await t.call('GET', path, { cookie: user })).json()[field]).toBe(first);

      // A PUT without the field keeps the link (the form sends it only when it picked or cleared one).
      const payload = validRequestPayload(kind, `Lien ${kind} renommé`, addressId);
      const kept = await putCurrent(t, path, { cookie: user, payload });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()[field]).toBe(first);

      const changed = await putCurrent(t, path, { cookie: user, payload: { ...payload, [field]: second } });
      expect(changed.json()[field]).toBe(second);
      const cleared = await putCurrent(t, path, { cookie: user, payload: { ...payload, [field]: null } });
      expect(cleared.json()[field]).toBeNull();

      // The history lists each change of the link as a field of an edit.
      const history = (await t.call('GET', `${path}/history`, { cookie: user })).json() as {
        event: string;
        changes?: Record<string, unknown>;
      }[];
      const linkEdits = history.filter((entry) => entry.event === 'edited' && entry.changes?.[field]);
      expect(linkEdits.map((entry) => entry.changes?.[field])).toEqual(
        expect.arrayContaining([
          { from: first, to: second },
          { from: second, to: null },
        ]),
      );
    },
  );

  it('refuses an unknown or invalid client on its field, in French, and saves nothing', async () => {
    for (const kind of requestKinds) {
      for (const field of linkFields(kind)) {
        const unknown = await createRequest(kind, 'Client fantôme', { [field]: 2_000_000_000 });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors).toEqual({ [field]: clientMessages.linkUnknown });
        for (const invalid of ['12', 0, -3, 1.5, 2 ** 31]) {
          const refused = await createRequest(kind, 'Client fantôme', { [field]: invalid });
          expect(refused.statusCode).toBe(400);
          expect(refused.json().errors[field]).toBe(clientMessages.linkInvalid);
        }
      }
    }
    const [{ n }] = (
      (await t.database.db.execute(
        sql`SELECT (SELECT count(*) FROM material_conditioning_requests WHERE client_company_name = 'Client fantôme')
          + (SELECT count(*) FROM delivery_requests WHERE sender_company_name = 'Client fantôme')
          + (SELECT count(*) FROM collection_requests WHERE client_name = 'Client fantôme') AS n`,
      )) as unknown as { rows: { n: number | string }[] }
    ).rows as [{ n: number | string }];
    expect(Number(n)).toBe(0);
  });

  it('links a transport to a client for each party', async () => {
    const sender = await createClient('Expéditeur Lié');
    const recipient = await createClient('Destinataire Lié');
    const created = await createRequest('delivery', 'Expéditeur Lié', {
      senderClientId: sender,
      recipientClientId: recipient,
    });
    expect(created.json()).toMatchObject({ senderClientId: sender, recipientClientId: recipient });
    expect((await clientRequests(sender)).items).toEqual([expect.objectContaining({ kind: 'delivery' })]);
    expect((await clientRequests(recipient)).items).toEqual([expect.objectContaining({ kind: 'delivery' })]);

    // Both parties the same client: the transport is listed and counted once.
    const both = await createClient('Les Deux Parties');
    await createRequest('delivery', 'Les Deux Parties', { senderClientId: both, recipientClientId: both });
    const listed = await clientRequests(both);
    expect(listed.total).toBe(1);
    expect(listed.items).toHaveLength(1);
  });
});

describe("a client's requests, by key", () => {
  it('lists every kind linked to it with its stage, newest first, paged; a rename keeps them all', async () => {
    const id = await createClient('Maison Verte');
    const ids: Record<string, number> = {};
    for (const kind of requestKinds) {
      const [field] = linkFields(kind);
      // The company typed differently: the key decides, not the name.
      const created = await createRequest(kind, `Ancien nom ${kind}`, { [field]: id });
      expect(created.statusCode, created.body).toBe(201);
      ids[kind] = created.json().id;
    }
    // Same company name, not linked: not this client's any more.
    await createRequest('material-conditioning', 'Maison Verte');
    const accepted = await acceptedRequest(setup, 'regional-collection', 'Maison Verte');
    await t.database.db.execute(
      sql`UPDATE regional_collection_requests SET client_id = ${id} WHERE id = ${accepted}`,
    );

    const all = await clientRequests(id);
    expect(all.total).toBe(6);
    expect(all.items.map((item) => item.kind)).toEqual([
      'regional-collection',
      'collection',
      'delivery',
      'regional-collection',
      'package-pickup',
      'material-conditioning',
    ]);
    expect(all.items[0]).toMatchObject({ id: accepted, status: 'completed', stage: 'to-plan' });
    expect(all.items[1]).toMatchObject({ status: 'pending', stage: null });

    const page = await clientRequests(id, '?limit=2&offset=2');
    expect(page.total).toBe(6);
    expect(page.items.map((item) => item.kind)).toEqual(['delivery', 'regional-collection']);

    const renamed = await putCurrent(t, `/api/clients/${id}`, {
      cookie: user,
      payload: clientPayload('Maison Verte et Associés'),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await clientRequests(id)).items).toEqual(all.items);

    expect((await t.call('GET', '/api/clients/999999/requests', { cookie: user })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/clients/${id}/requests`)).statusCode).toBe(401);
  });

  it('answers an empty list for a client without requests', async () => {
    const id = await createClient('Nouvelle Société');
    expect(await clientRequests(id)).toEqual({ total: 0, items: [] });
  });

  it("reads each link column's (link, created_at) index (EXPLAIN), never a request table whole", async () => {
    const plan = await explain(requestsOfClientQuery(1, 20, 0));
    for (const index of [
      'material_conditioning_requests_client_created_at_idx',
      'package_pickup_requests_client_created_at_idx',
      'regional_collection_requests_client_created_at_idx',
      'delivery_requests_sender_client_created_at_idx',
      'delivery_requests_recipient_client_created_at_idx',
      'collection_requests_client_created_at_idx',
    ]) {
      expect(plan).toContain(index);
    }
    expect(plan).not.toMatch(/Seq Scan on \w+_requests/);
  });
});

async function explain(query: ReturnType<typeof sql>): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('deleting a client', () => {
  it('is refused (409) while a request of any kind, or either party of a transport, links it', async () => {
    for (const kind of requestKinds) {
      for (const field of linkFields(kind)) {
        const id = await createClient(`Référencé ${field} ${kind}`);
        // Linked whatever the names say.
        const created = await createRequest(kind, 'Un tout autre nom', { [field]: id });
        expect(created.statusCode, created.body).toBe(201);
        const response = await t.call('DELETE', `/api/clients/${id}`, { cookie: admin });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(clientMessages.inUse);
        expect((await t.call('GET', `/api/clients/${id}`, { cookie: user })).statusCode).toBe(200);
      }
    }
  });

  it('goes through when only requests naming its company exist (they are not linked)', async () => {
    const id = await createClient('Homonyme SA');
    await createRequest('package-pickup', 'Homonyme SA');
    expect((await t.call('DELETE', `/api/clients/${id}`, { cookie: admin })).statusCode).toBe(204);
  });
});

describe('« Enregistrer ce client » links the request it came from', () => {
  it('creates the client and links the request in one transaction, even once decided, with its history', async () => {
    const requestId = await acceptedRequest(setup, 'regional-collection', 'Lycée Voltaire');
    const before = (
      await t.call('GET', `${requestApiPaths['regional-collection']}/${requestId}`, { cookie: user })
    ).json();
    const created = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: clientPayload('Lycée Voltaire', {
        fromRequest: { kind: 'regional-collection', id: requestId },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const clientId = created.json().id;
    const after = (
      await t.call('GET', `${requestApiPaths['regional-collection']}/${requestId}`, { cookie: user })
    ).json();
    expect(after.clientId).toBe(clientId);
    // A link is not an edit of the request's content.
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.status).toBe('completed');
    const history = (
      await t.call('GET', `${requestApiPaths['regional-collection']}/${requestId}/history`, { cookie: user })
    ).json() as { event: string; changes?: Record<string, unknown> }[];
    expect(history).toContainEqual(
      expect.objectContaining({ event: 'edited', changes: { clientId: { from: null, to: clientId } } }),
    );
    expect((await clientRequests(clientId)).items).toEqual([
      expect.objectContaining({ kind: 'regional-collection', id: requestId }),
    ]);
  });

  it("links a transport's sender or recipient, as the party says", async () => {
    const created = await createRequest('delivery', 'Expéditeur Enregistré');
    const requestId = created.json().id;
    const recipient = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: clientPayload('Atelier Sud', {
        fromRequest: { kind: 'delivery', id: requestId, party: 'recipient' },
      }),
    });
    expect(recipient.statusCode, recipient.body).toBe(201);
    const sender = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: clientPayload('Expéditeur Enregistré', {
        fromRequest: { kind: 'delivery', id: requestId, party: 'sender' },
      }),
    });
    const row = (await t.call('GET', `${requestApiPaths.delivery}/${requestId}`, { cookie: user })).json();
    expect(row).toMatchObject({ senderClientId: sender.json().id, recipientClientId: recipient.json().id });
  });

  it('refuses a missing or needless party (400) and an unknown request (404), creating no client', async () => {
    const count = async () =>
      Number(
        (
          (await t.database.db.execute(sql`SELECT count(*) AS n FROM clients`)) as unknown as {
            rows: { n: string | number }[];
          }
        ).rows[0]?.n,
      );
    const before = await count();
    const transport = (await createRequest('delivery', 'Sans Partie')).json().id;
    const noParty = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: clientPayload('Sans Partie', { fromRequest: { kind: 'delivery', id: transport } }),
    });
    expect(noParty.statusCode).toBe(400);
    expect(noParty.json().errors).toEqual({ 'fromRequest.party': clientMessages.partyRequired });

    const pickup = (await createRequest('package-pickup', 'Partie En Trop')).json().id;
    const needless = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: clientPayload('Partie En Trop', {
        fromRequest: { kind: 'package-pickup', id: pickup, party: 'sender' },
      }),
    });
    expect(needless.statusCode).toBe(400);
    expect(needless.json().errors).toEqual({ 'fromRequest.party': clientMessages.partyForbidden });

    const unknown = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: clientPayload('Demande Perdue', { fromRequest: { kind: 'collection', id: 2_000_000_000 } }),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Demande introuvable.');

    const badKind = await t.call('POST', '/api/clients', {
      cookie: user,
      payload: clientPayload('Demande Perdue', { fromRequest: { kind: 'inconnue', id: 1 } }),
    });
    expect(badKind.statusCode).toBe(400);
    expect(Object.keys(badKind.json().errors)).toEqual(['fromRequest.kind']);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/clients/{id}/activity', () => {
  it('sums what the warehouse received from the client per category, this year and last, and lists its attestations', async () => {
    const id = await createClient('Collectes Actives');
    const carriers = await carrierIds(t, admin);
    const carrier = Object.values(carriers)[0] ?? 0;
    const thisYear = Number(new Date().toISOString().slice(0, 4));
    const received: number[] = [];
    for (const kind of ['regional-collection', 'collection', 'package-pickup'] as const) {
      const requestId = await acceptedRequest(setup, kind, `Nom libre ${kind}`);
      await t.database.db.execute(
        sql.raw(`UPDATE ${tableOf[kind]} SET client_id = ${id} WHERE id = ${requestId}`),
      );
      await moveTo(setup, kind, requestId, 'received', carrier);
      received.push(requestId);
    }
    // Another client's reception: not counted.
    await moveTo(
      setup,
      'regional-collection',
      await acceptedRequest(setup, 'regional-collection', 'Autre'),
      'received',
      carrier,
    );
    // Last year's reception of the client, and one of three years ago (outside the two years).
    const old = await acceptedRequest(setup, 'collection', 'Ancienne');
    await t.database.db.execute(sql`UPDATE collection_requests SET client_id = ${id} WHERE id = ${old}`);
    await moveTo(setup, 'collection', old, 'received', carrier);
    await t.database.db.execute(
      sql`UPDATE request_receptions SET received_at = make_timestamptz(${thisYear - 1}, 6, 15, 12, 0, 0, 'Europe/Paris'),
            computers_received = 7
          WHERE kind = 'collection' AND request_id = ${old}`,
    );

    const response = await t.call('GET', `/api/clients/${id}/activity`, { cookie: user });
    expect(response.statusCode, response.body).toBe(200);
    const activity = response.json();
    const sums = (
      (await t.database.db.execute(
        sql`SELECT coalesce(sum(computers_received), 0)::int AS computers, coalesce(sum(units_received), 0)::int AS units
          FROM request_receptions WHERE (kind, request_id) IN (
            ('regional-collection', ${received[0]}), ('collection', ${received[1]}), ('package-pickup', ${received[2]}))`,
      )) as unknown as { rows: { computers: number; units: number }[] }
    ).rows[0];
    expect(activity.received).toEqual([
      {
        year: thisYear,
        quantities: expect.objectContaining({ computersToCollect: sums?.computers, units: sums?.units }),
      },
      {
        year: thisYear - 1,
        quantities: {
          computersToCollect: 7,
          pcFixesToCollect: 0,
          // As moveTo's reception counted it.
          phonesToCollect: 1,
          tabletsToCollect: 0,
          screensToCollect: 0,
          d3eBoxes: 0,
          units: 0,
        },
      },
    ]);
    expect(sums?.computers).toBeGreaterThan(0);
    expect(activity.documentsTotal).toBe(4);
    expect(activity.documents).toHaveLength(4);
    expect(activity.documents[0]).toEqual({
      kind: expect.any(String),
      requestId: expect.any(Number),
      name: 'attestation',
      title: expect.stringMatching(/^Attestation de (collecte|réception)$/),
      url: expect.stringMatching(/^\/api\/.+\/documents\/attestation\.pdf$/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(activity.documents).toContainEqual(
      expect.objectContaining({
        kind: 'package-pickup',
        requestId: received[2],
        title: 'Attestation de réception',
        url: `${requestApiPaths['package-pickup']}/${received[2]}/documents/attestation.pdf`,
      }),
    );

    const empty = (
      await t.call('GET', `/api/clients/${await createClient('Sans Activité')}/activity`, { cookie: user })
    ).json();
    expect(empty.documents).toEqual([]);
    expect(empty.documentsTotal).toBe(0);
    expect(empty.received.map((year: { year: number }) => year.year)).toEqual([thisYear, thisYear - 1]);
    expect((await t.call('GET', '/api/clients/999999/activity', { cookie: user })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/clients/${id}/activity`)).statusCode).toBe(401);
  });

  it("sums the receptions from the client's link indexes (EXPLAIN)", async () => {
    const plan = await explain(
      receivedByYearQuery(1, ['package-pickup', 'regional-collection', 'collection'], '2025-01-01'),
    );
    expect(plan).toContain('package_pickup_requests_client_created_at_idx');
    // The reception side by an index too (its primary key, or the received_at one on a small table).
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

const tableOf = {
  'regional-collection': 'regional_collection_requests',
  collection: 'collection_requests',
  'package-pickup': 'package_pickup_requests',
} as const;
