import { mailMessages } from '@shared/mail/mail.schema';
import type { RequestHistoryEntry } from '@shared/requests/request-history';
import { requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  collectionRequests,
  deliveryRequests,
  regionalCollectionRequests,
  requestHistory,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { nextYear } from '../../test/dates';
import { migrationUpgrade } from '../../test/migration-upgrade';
import { type SmtpSink, startSmtpSink } from '../../test/peers/smtp-sink';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';

const REGIONAL = requestApiPaths['regional-collection'];

let sink: SmtpSink;
let t: TestApp;
let admin: string;
let user: string;
let userId: number;
let addressId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp(
    { APP_URL: 'http://127.0.0.1:3996', SMTP_URL: sink.url, NOTIFICATION_EMAIL: 'logistique@example.test' },
    { mailDelivery: { retryBaseMs: 20, retryMaxMs: 40, maxAttempts: 1 } },
  );
  const adminRow = await t.createUser({ role: 'admin', firstName: 'Alice', lastName: 'Durand' });
  admin = await t.login(adminRow.username, 'user-password-1');
  const userRow = await t.createUser({ firstName: 'Jeanne', lastName: 'Martin' });
  userId = userRow.id;
  user = await t.login(userRow.username, 'user-password-1');
  addressId = await createShippingAddress(t, admin);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  await t.app.mailDelivery.runOnce();
  sink.reset();
});

async function createRegional(company: string) {
  const payload = validRequestPayload('regional-collection', company, addressId);
  const response = await t.call('POST', REGIONAL, { cookie: user, payload });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as number, payload };
}

async function history(path: string, id: number, cookie = user): Promise<RequestHistoryEntry[]> {
  const response = await t.call('GET', `${path}/${id}/history`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The entries without their ids and times, which the tests cannot know. */
const shapes = (entries: RequestHistoryEntry[]) => entries.map(({ id: _id, at: _at, ...rest }) => rest);

describe('GET /api/<kind>-requests/{id}/history', () => {
  it('tells creation, edit and decision with who and what, and the mails as they go', async () => {
    const { id, payload } = await createRegional('Mairie de Bagnolet');
    const edited = await putCurrent(t, `${REGIONAL}/${id}`, {
      cookie: user,
      payload: { ...payload, contactName: 'Paul Nouveau', computersToCollect: 5 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const decided = await t.call('PATCH', `${REGIONAL}/${id}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'Hors délai' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const before = await history(REGIONAL, id);
    expect(shapes(before)).toEqual([
      { event: 'created', actorName: 'Jeanne Martin' },
      { event: 'mail-queued', mail: 'request-created', attempts: 0 },
      {
        event: 'edited',
        actorName: 'Jeanne Martin',
        // The request's field names, as the API answers the request (not the columns').
        changes: {
          contactName: { from: 'Jeanne Contact', to: 'Paul Nouveau' },
          computersToCollect: { from: 3, to: 5 },
        },
      },
      { event: 'decided', actorName: 'Alice Durand', status: 'rejected', rejectionReason: 'Hors délai' },
      { event: 'mail-queued', mail: 'request-decided', attempts: 0 },
    ]);
    // Oldest first, times as ISO strings.
    const times = before.map((entry) => Date.parse(entry.at));
    expect(times.every((time, i) => i === 0 || time >= (times[i - 1] as number))).toBe(true);

    await t.app.mailDelivery.runOnce();
    await t.app.mailDelivery.runOnce();
    // The team's « new request » mail was still queued when the request was decided: dropped as stale
    // (decision 0075); the author's decision mail leaves.
    expect(sink.messages).toHaveLength(1);
    const after = await history(REGIONAL, id);
    expect(after.map((entry) => [entry.event, 'mail' in entry ? entry.mail : null])).toEqual([
      ['created', null],
      ['mail-skipped', 'request-created'],
      ['edited', null],
      ['decided', null],
      ['mail-queued', 'request-decided'],
      ['mail-sent', 'request-decided'],
    ]);
    expect(after[1]).toMatchObject({ skippedBecause: 'stale' });
    expect(after.find((entry) => entry.event === 'mail-sent')).toMatchObject({ attempts: 1 });
  });

  it('records an acceptance by its decider, and nothing for an edit that changes nothing', async () => {
    const { id, payload } = await createRegional('Sans changement');
    expect((await putCurrent(t, `${REGIONAL}/${id}`, { cookie: user, payload })).statusCode).toBe(200);
    expect(
      (await t.call('PATCH', `${REGIONAL}/${id}`, { cookie: admin, payload: { status: 'completed' } }))
        .statusCode,
    ).toBe(200);
    const entries = await history(REGIONAL, id, admin);
    expect(entries.filter((entry) => entry.event !== 'mail-queued').map((entry) => entry.event)).toEqual([
      'created',
      'decided',
    ]);
    expect(entries.find((entry) => entry.event === 'decided')).toMatchObject({
      actorName: 'Alice Durand',
      status: 'completed',
      rejectionReason: null,
    });
  });

  it('shows a failed mail with its attempts; its reason only to administrators', async () => {
    const { id } = await createRegional('Refusée par le serveur');
    sink.rejectNext(1, { code: 550, message: 'Mailbox unavailable' });
    await t.app.mailDelivery.runOnce();
    const forUser = (await history(REGIONAL, id)).find((entry) => entry.event === 'mail-failed');
    expect(forUser).toMatchObject({ event: 'mail-failed', mail: 'request-created', attempts: 1 });
    expect(forUser).not.toHaveProperty('reason');
    const forAdmin = (await history(REGIONAL, id, admin)).find((entry) => entry.event === 'mail-failed');
    expect(forAdmin).toMatchObject({ attempts: 1, reason: expect.stringMatching(/\S/) });
  });

  it('records who created and decided a request of every kind', async () => {
    for (const kind of requestKinds) {
      const path = requestApiPaths[kind];
      const created = await t.call('POST', path, {
        cookie: user,
        payload: validRequestPayload(kind, `Toutes sortes ${kind}`, addressId),
      });
      expect(created.statusCode, `${kind}: ${created.body}`).toBe(201);
      const { id } = created.json();
      const decided = await t.call('PATCH', `${path}/${id}`, {
        cookie: admin,
        payload: { status: 'rejected' },
      });
      expect(decided.statusCode, `${kind}: ${decided.body}`).toBe(200);
      const events = (await history(path, id)).filter((entry) => !entry.event.startsWith('mail-'));
      expect(shapes(events), kind).toEqual([
        { event: 'created', actorName: 'Jeanne Martin' },
        { event: 'decided', actorName: 'Alice Durand', status: 'rejected', rejectionReason: null },
      ]);
    }
  });

  it("names a transport's changed fields as its API does, whenever the row was written, and nothing else", async () => {
    const path = requestApiPaths.delivery;
    const payload = validRequestPayload('delivery', 'Transports Nord', addressId);
    const created = await t.call('POST', path, { cookie: user, payload });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const edited = await putCurrent(t, `${path}/${id}`, {
      cookie: user,
      payload: { ...payload, senderPhone: '01 42 68 53 00', recipientCompanyName: 'Atelier Nord' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Rows hold what the trigger saw, column names: one written so before the API spoke field names, with
    // a column the request no longer has, reads the same way, without that column; one that changed only
    // such a column changed nothing the request shows.
    await t.database.db.insert(requestHistory).values([
      {
        kind: 'delivery',
        requestId: id,
        event: 'edited',
        actorName: 'Ancien Agent',
        details: {
          recipient_phone: { from: '04 78 00 00 00', to: '04 78 11 11 11' },
          legacy_priority: { from: 'normal', to: 'urgent' },
        },
      },
      { kind: 'delivery', requestId: id, event: 'edited', details: { legacy_priority: { from: 1, to: 2 } } },
    ]);

    const edits = (await history(path, id)).filter((entry) => entry.event === 'edited');
    expect(shapes(edits)).toEqual([
      {
        event: 'edited',
        actorName: 'Jeanne Martin',
        changes: {
          recipientCompanyName: { from: 'Atelier Sud', to: 'Atelier Nord' },
          senderPhone: { from: '06 12 34 56 78', to: '01 42 68 53 00' },
        },
      },
      {
        event: 'edited',
        actorName: 'Ancien Agent',
        changes: { recipientPhone: { from: '04 78 00 00 00', to: '04 78 11 11 11' } },
      },
    ]);
    // Exactly the request's own field names.
    const request = (await t.call('GET', `${path}/${id}`, { cookie: user })).json();
    for (const entry of edits) {
      if (entry.event !== 'edited') continue;
      for (const field of Object.keys(entry.changes)) expect(request).toHaveProperty(field);
    }
  });

  it('covers every kind: 404 for an unknown request, 400 for a bad id, 401 signed out', async () => {
    for (const kind of requestKinds) {
      const path = requestApiPaths[kind];
      const missing = await t.call('GET', `${path}/999999/history`, { cookie: user });
      expect(missing.statusCode, kind).toBe(404);
      expect(missing.json().message).toBe('Demande introuvable.');
      const bad = await t.call('GET', `${path}/abc/history`, { cookie: user });
      expect(bad.statusCode, kind).toBe(400);
      expect(bad.json().errors).toEqual({ id: 'Identifiant invalide' });
      expect((await t.call('GET', `${path}/1/history`)).statusCode, kind).toBe(401);
    }
  });

  it('records the kinds added to the workflow, and writes made outside the routes', async () => {
    const [delivery] = await t.database.db
      .insert(deliveryRequests)
      .values({
        requestType: 'collecte',
        requester: 'Service achats',
        senderContactName: 'Paul',
        senderPhone: '0102030405',
        senderEmail: 'paul@example.test',
        senderAddress: '1 rue A, 75001 Paris',
        recipientContactName: 'Léa',
        recipientPhone: '0102030406',
        recipientEmail: 'lea@example.test',
        recipientAddress: '2 rue B, 69001 Lyon',
        collectionDate: nextYear('04-01'),
        createdBy: userId,
      })
      .returning();
    const [collection] = await t.database.db
      .insert(collectionRequests)
      .values({
        materials: '3 serveurs',
        clientName: 'Client Lyon',
        clientContactName: 'Léa',
        clientPhone: '0102030406',
        clientEmail: 'lea@example.test',
        clientAddress: '2 rue B, 69001 Lyon',
      })
      .returning();
    if (!delivery || !collection) throw new Error('insert returned no row');
    // No actor was set: the author recorded on the row is taken, else nobody.
    expect(shapes(await history(requestApiPaths.delivery, delivery.id))).toEqual([
      { event: 'created', actorName: 'Jeanne Martin' },
    ]);
    await t.database.db
      .update(collectionRequests)
      .set({ comments: 'Accès par la cour' })
      .where(eq(collectionRequests.id, collection.id));
    expect(shapes(await history(requestApiPaths.collection, collection.id))).toEqual([
      { event: 'created', actorName: null },
      { event: 'edited', actorName: null, changes: { comments: { from: null, to: 'Accès par la cour' } } },
    ]);
  });

  it('records each row of a statement that writes many, and keeps the name an actor had', async () => {
    const row = (client: string) => ({
      materials: 'Écrans',
      clientName: client,
      clientContactName: 'Léa',
      clientPhone: '0102030406',
      clientEmail: 'lea@example.test',
      clientAddress: '2 rue B, 69001 Lyon',
      createdBy: userId,
    });
    const inserted = await t.database.db
      .insert(collectionRequests)
      .values([row('Lot A'), row('Lot B'), row('Lot C')])
      .returning({ id: collectionRequests.id });
    const ids = inserted.map((r) => r.id);
    await t.database.db.execute(
      sql`update collection_requests set comments = 'Quai 3', status = case when client_name = 'Lot A' then 'completed' else status end
          where id in (${sql.join(ids, sql`, `)})`,
    );
    // The author is renamed afterwards: the history says who it was then.
    await t.database.db.execute(sql`update users set last_name = 'Dupont' where id = ${userId}`);
    const [a, b, c] = await Promise.all(ids.map((id) => history(requestApiPaths.collection, id)));
    expect(shapes(a ?? []).map((entry) => entry.event)).toEqual(['created', 'decided', 'edited']);
    for (const entries of [b, c]) {
      expect(shapes(entries ?? [])).toEqual([
        { event: 'created', actorName: 'Jeanne Martin' },
        { event: 'edited', actorName: null, changes: { comments: { from: null, to: 'Quai 3' } } },
      ]);
    }
    await t.database.db.execute(sql`update users set last_name = 'Martin' where id = ${userId}`);
  });

  it('rolls back with the change it records', async () => {
    const { id } = await createRegional('Annulée');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx
          .update(regionalCollectionRequests)
          .set({ contactName: 'Jamais' })
          .where(eq(regionalCollectionRequests.id, id));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await history(REGIONAL, id)).map((entry) => entry.event)).toEqual(['created', 'mail-queued']);
  });

  it('is never edited: an UPDATE of request_history fails', async () => {
    const { id } = await createRegional('Immuable');
    await expect(
      t.database.db
        .update(requestHistory)
        .set({ actorName: 'Quelqu’un d’autre' })
        .where(eq(requestHistory.requestId, id)),
    ).rejects.toThrow();
    const [row] = await t.database.db
      .select({ actorName: requestHistory.actorName })
      .from(requestHistory)
      .where(sql`${requestHistory.kind} = 'regional-collection' and ${requestHistory.requestId} = ${id}`);
    expect(row?.actorName).toBe('Jeanne Martin');
  });
});

describe('history without mail configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('says no notification was sent because mail is not configured', async () => {
    const cookie = await bare.loginAsAdmin();
    const response = await bare.call('POST', REGIONAL, {
      cookie,
      payload: validRequestPayload('regional-collection', 'Sans mail', 0),
    });
    expect(response.statusCode, response.body).toBe(201);
    const entries = (await bare.call('GET', `${REGIONAL}/${response.json().id}/history`, { cookie })).json();
    expect(shapes(entries)).toEqual([
      { event: 'created', actorName: 'Admin Principal' },
      {
        event: 'mail-skipped',
        mail: 'request-created',
        attempts: 0,
        skippedBecause: 'not-configured',
        reason: mailMessages.notConfigured,
      },
    ]);
  });
});

describe('migration 0008_request_history', () => {
  let upgrade: Awaited<ReturnType<typeof migrationUpgrade>>;
  let database: Database;

  beforeAll(async () => {
    upgrade = await migrationUpgrade('0008_request_history');
    database = upgrade.database;
  });
  afterAll(() => upgrade?.close());

  it("gives the requests of an upgraded database their creation and decision, by their rows' authors", async () => {
    await upgrade.before();
    const db = database.db;
    await db.execute(sql`
      INSERT INTO users (id, username, email, first_name, last_name, role)
      VALUES (1, 'ana', 'ana@example.test', 'Ana', 'Roux', 'user'), (2, 'boss', 'boss@example.test', '', '', 'admin')`);
    await db.execute(sql`
      INSERT INTO collection_requests (materials, client_name, client_contact_name, client_phone, client_email,
        client_address, status, created_by, created_at, decided_by, decided_at, rejection_reason)
      VALUES
        ('PC', 'A', 'a', '01', 'a@example.test', 'Lyon', 'pending', 1, '2026-01-02T10:00:00Z', NULL, NULL, NULL),
        ('PC', 'B', 'b', '01', 'b@example.test', 'Lyon', 'rejected', 1, '2026-01-03T10:00:00Z', 2,
          '2026-01-04T09:00:00Z', 'Trop loin')`);
    await upgrade.after();

    const recorded = await db
      .select({
        requestId: requestHistory.requestId,
        event: requestHistory.event,
        actorName: requestHistory.actorName,
        details: requestHistory.details,
        createdAt: requestHistory.createdAt,
      })
      .from(requestHistory)
      .orderBy(requestHistory.id);
    expect(recorded).toEqual([
      {
        requestId: 1,
        event: 'created',
        actorName: 'Ana Roux',
        details: {},
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
      {
        requestId: 2,
        event: 'created',
        actorName: 'Ana Roux',
        details: {},
        createdAt: new Date('2026-01-03T10:00:00Z'),
      },
      {
        requestId: 2,
        event: 'decided',
        actorName: 'boss',
        details: { status: 'rejected', rejectionReason: 'Trop loin' },
        createdAt: new Date('2026-01-04T09:00:00Z'),
      },
    ]);

    // From then on the triggers record every write.
    await db.execute(sql`UPDATE collection_requests SET status = 'completed', decided_by = 2 WHERE id = 1`);
    const [decided] = await db
      .select({ event: requestHistory.event, actorName: requestHistory.actorName })
      .from(requestHistory)
      .where(sql`${requestHistory.requestId} = 1 and ${requestHistory.event} = 'decided'`);
    expect(decided).toEqual({ event: 'decided', actorName: 'boss' });
  });
});
