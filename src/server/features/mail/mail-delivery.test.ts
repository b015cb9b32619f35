/**
 * The delivery through SMTP (a real smtp-server sink on 127.0.0.1, messages read with mailparser): one
 * message per request, retries while the server is down, permanent refusals, several senders on one
 * database, and a sender that dies mid-send.
 */

import { mailMessages } from '@shared/mail/mail.schema';
import type { RequestKind } from '@shared/requests/request-kinds';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client';
import { notificationOutbox } from '../../db/schema';
import { createGoogleOAuth } from '../../integrations/google/google-oauth';
import { createSecretBox } from '../../lib/secret-box';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type SmtpSink, startSmtpSink } from '../../test/peers/smtp-sink';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';
import { createTrackingLinks } from '../tracking/tracking-links.service';
import { createTrackingTokens } from '../tracking/tracking-tokens';
import type { CertificateMailPayload, ClientMailPayload } from './client-mail';
import { claimNextDue, insertOutboxRow } from './mail.repository';
import { createMailDelivery } from './mail-delivery';
import { createMailer } from './mailer';

const APP_URL = 'http://127.0.0.1:3997';
const LOGISTICS = 'logistique@example.test';

let sink: SmtpSink;
let t: TestApp;
let user: string;
let admin: string;
let addressId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp(
    {
      APP_URL,
      SMTP_URL: sink.url,
      NOTIFICATION_EMAIL: LOGISTICS,
      MAIL_FROM: 'Logistique <no-reply@acme.test>',
    },
    { mailDelivery: { retryBaseMs: 20, retryMaxMs: 40, maxAttempts: 3 } },
  );
  const signedIn = await t.signInAdminAndUser();
  user = signedIn.user;
  admin = signedIn.admin;
  addressId = await createShippingAddress(t, signedIn.admin);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  await t.app.mailDelivery.runOnce();
  sink.reset();
});

async function createRequest(kind: RequestKind = 'regional-collection', company = 'ACME') {
  const response = await t.call('POST', `/api/${kind}-requests`, {
    cookie: user,
    payload: validRequestPayload(kind, company, addressId),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; notificationQueued: boolean };
}

const outboxRow = async (id: number) => {
  const [row] = await t.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.requestId, id));
  return row;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stale notifications (decision 0075)', () => {
  it('drops a queued notification for a request already decided, or older than MAIL_STALE_AFTER, and says so in the history', async () => {
    const decided = await createRequest('regional-collection', 'Déjà acceptée');
    const accept = await t.call('PATCH', `/api/regional-collection-requests/${decided.id}`, {
      cookie: admin,
      payload: { status: 'completed' },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const old = await createRequest('regional-collection', 'Vieille demande');
    await t.database.db
      .update(notificationOutbox)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(notificationOutbox.requestId, old.id));
    const fresh = await createRequest('regional-collection', 'Demande du jour');

    await t.app.mailDelivery.runOnce();
    const toTeam = sink.messages.filter((mail) => mail.envelope.to.includes(LOGISTICS));
    expect(toTeam.map((mail) => mail.subject)).toEqual([
      'Nouvelle demande — Collectes Région Parisienne — Demande du jour',
    ]);
    const created = (id: number) =>
      t.database.db
        .select()
        .from(notificationOutbox)
        .where(
          sql`${notificationOutbox.requestId} = ${id} and ${notificationOutbox.kind} = 'request-created'`,
        );
    expect((await created(decided.id))[0]).toMatchObject({
      state: 'skipped',
      lastError: mailMessages.staleDecided,
    });
    expect((await created(old.id))[0]).toMatchObject({
      state: 'skipped',
      lastError: mailMessages.staleOld('2\u00a0jours'),
    });
    expect((await created(fresh.id))[0]).toMatchObject({ state: 'sent' });

    for (const [id, reason] of [
      [decided.id, mailMessages.staleDecided],
      [old.id, mailMessages.staleOld('2\u00a0jours')],
    ] as const) {
      const history = await t.call('GET', `/api/regional-collection-requests/${id}/history`, {
        cookie: admin,
      });
      expect(history.json()).toContainEqual(
        expect.objectContaining({
          event: 'mail-skipped',
          mail: 'request-created',
          skippedBecause: 'stale',
          reason,
        }),
      );
    }
  });
});

describe('mail delivery through SMTP', () => {
  it('delivers exactly one French message with both parts and the link', async () => {
    const created = await createRequest('regional-collection', 'Mairie de Montreuil');
    expect(created.notificationQueued).toBe(true);
    await t.app.mailDelivery.runOnce();
    await t.app.mailDelivery.runOnce();
    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail?.subject).toBe('Nouvelle demande — Collectes Région Parisienne — Mairie de Montreuil');
    expect(mail?.envelope.to).toEqual([LOGISTICS]);
    expect(mail?.from).toBe('no-reply@acme.test');
    expect(mail?.text).toContain(`${APP_URL}/regional-collection?demande=${created.id}`);
    expect(mail?.text).toContain('Créneau\u00a0: Matin (8\u00a0h\u00a0–\u00a012\u00a0h)');
    expect(mail?.html).toContain('Mairie de Montreuil');
    expect(mail?.parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  });

  it('holds a stage’s client mail to its stage, not the certificate’s mail (issue 32)', async () => {
    // A request not accepted yet: it stands at no stage of its suivi.
    const { id } = await createRequest('regional-collection', 'Sans étape');
    const recipient = { email: 'client@lot.test', name: 'Client Lot' };
    const certificate: CertificateMailPayload = {
      moment: 'certificate',
      recipient,
      reference: 'Collecte COL-TEST',
      certificate: {
        number: 'CE-000900',
        issuedAt: '2026-12-01T09:30:00.000Z',
        counts: { devices: 3, media: 2, erased: 1, destroyed: 1 },
      },
    };
    const received = {
      moment: 'received',
      stage: 'received',
      stageLabel: 'Réceptionnée',
      at: new Date().toISOString(),
      fields: {},
      recipient,
      reference: 'Collecte COL-TEST',
      plannedDate: null,
      plannedSlot: null,
      carrier: null,
      shippedOn: null,
      reception: { lines: [], weightKg: 1, weightEstimated: false },
    } satisfies ClientMailPayload;
    for (const [kind, payload] of [
      ['client-certificate', certificate],
      ['client-received', received],
    ] as const) {
      await insertOutboxRow(t.database.db, {
        kind,
        requestType: 'regional-collection',
        requestId: id,
        state: 'queued',
        payload: payload as unknown as Record<string, unknown>,
      });
    }
    await t.app.mailDelivery.runOnce();
    expect(
      sink.messages.filter((mail) => mail.envelope.to.includes(recipient.email)).map((mail) => mail.subject),
    ).toEqual(["Votre certificat d'effacement des données est disponible — Collecte COL-TEST"]);
    const rows = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.requestId} = ${id} and ${notificationOutbox.kind} like 'client-%'`)
      .orderBy(notificationOutbox.id);
    expect(rows).toMatchObject([
      { kind: 'client-certificate', state: 'sent' },
      {
        kind: 'client-received',
        state: 'skipped',
        lastError: "L'étape annoncée a été annulée avant l'envoi.",
      },
    ]);
  });

  it('keeps retrying while the SMTP server is down, and delivers when it comes back', async () => {
    await sink.stop();
    let created: { id: number };
    try {
      created = await createRequest();
      await t.app.mailDelivery.runOnce();
      expect(await outboxRow(created.id)).toMatchObject({ state: 'queued', attempts: 1 });
      expect((await outboxRow(created.id))?.lastError).toContain('injoignable');
    } finally {
      await sink.start();
    }
    await pause(60);
    await t.app.mailDelivery.runOnce();
    expect(await outboxRow(created.id)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(sink.messages).toHaveLength(1);
  });

  it('retries a temporary refusal (451) and gives up at once on a permanent one (550)', async () => {
    sink.rejectNext(1, { code: 451, message: 'Try again later' });
    const deferred = await createRequest('regional-collection', 'Différée');
    await t.app.mailDelivery.runOnce();
    expect(await outboxRow(deferred.id)).toMatchObject({ state: 'queued', attempts: 1 });
    await pause(60);
    await t.app.mailDelivery.runOnce();
    expect(await outboxRow(deferred.id)).toMatchObject({ state: 'sent' });

    sink.rejectNext(1, { code: 550, message: 'Mailbox unavailable' });
    const refused = await createRequest('regional-collection', 'Refusée');
    await t.app.mailDelivery.runOnce();
    const row = await outboxRow(refused.id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('Le serveur SMTP a refusé le message (550');
  });

  it('marks a notification failed after the last attempt', async () => {
    await sink.stop();
    try {
      const created = await createRequest();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await t.app.mailDelivery.runOnce();
        await pause(60);
      }
      expect(await outboxRow(created.id)).toMatchObject({ state: 'failed', attempts: 3 });
    } finally {
      await sink.start();
    }
  });

  it('sends each notification once with two senders working on one database', async () => {
    // A second sender as another app process would have it: its own mailer and, on PostgreSQL, its own pool.
    const url = (t.database as Database & { url?: string }).url;
    const other = url ? openPostgres(url, 2) : t.database;
    const mailer = createMailer({
      config: t.config,
      secrets: createSecretBox(Buffer.alloc(32)),
      oauth: createGoogleOAuth(t.config.google),
    });
    const second = createMailDelivery({
      db: other.db,
      config: t.config,
      mailer,
      links: createTrackingLinks(createTrackingTokens(Buffer.alloc(32))),
      log: t.app.log,
    });
    try {
      const ids = [];
      for (let i = 0; i < 12; i += 1) ids.push((await createRequest('regional-collection', `Lot ${i}`)).id);
      await Promise.all([t.app.mailDelivery.runOnce(), second.runOnce(), t.app.mailDelivery.runOnce()]);
      const subjects = sink.messages.map((mail) => mail.subject).sort();
      expect(subjects).toEqual(
        Array.from(
          { length: 12 },
          (_, i) => `Nouvelle demande — Collectes Région Parisienne — Lot ${i}`,
        ).sort(),
      );
      for (const id of ids) expect(await outboxRow(id)).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      mailer.close();
      if (other !== t.database) await other.close();
    }
  });

  it('loses nothing when a sender dies mid-send: the next sender sends the row once its lease ends', async () => {
    const created = await createRequest('regional-collection', 'Reprise');
    // A sender claims the row, then dies before sending or marking it (its process was killed).
    const claimed = await claimNextDue(t.database.db, 'dead-sender', 150);
    expect(claimed).toMatchObject({ requestId: created.id, state: 'sending' });
    await t.app.mailDelivery.runOnce();
    expect(sink.messages).toHaveLength(0);

    await pause(200);
    await t.app.mailDelivery.runOnce();
    expect(sink.messages.map((mail) => mail.subject)).toEqual([
      'Nouvelle demande — Collectes Région Parisienne — Reprise',
    ]);
    expect(await outboxRow(created.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('never slows the request that queues the mail, even with the SMTP server unreachable', async () => {
    await sink.stop();
    try {
      t.app.mailDelivery.start();
      const started = performance.now();
      const created = await createRequest();
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(created.notificationQueued).toBe(true);
    } finally {
      await t.app.mailDelivery.stop();
      await sink.start();
    }
  });
});
