/**
 * The mails to a request's client contact at the suivi's milestones (issue 21), through a real SMTP sink
 * read with mailparser, on PGlite and, with TEST_DATABASE_URL, PostgreSQL: who receives each one, its
 * subject, both parts, the carrier's and the tracking page's links; a header injection through the
 * request's fields; the switches of Settings; mail not configured; what the history says of each mail. And
 * the mail of a lot's « Certificat d'effacement des données » issued (issue 32), queued through
 * `notifications.certificateIssued` as the certificate's service does, in a transaction of its own.
 */
import type { LotKind } from '@shared/devices/device.constants';
import type { CertificateCounts } from '@shared/devices/erasure-certificate';
import { frenchDate, frenchDay } from '@shared/french-dates';
import { type RequestKind, requestApiPaths } from '@shared/requests/request-kinds';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationOutbox, requestTables } from '../../db/schema';
import { createGoogleOAuth } from '../../integrations/google/google-oauth';
import { createSecretBox } from '../../lib/secret-box';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import { acceptedRequest, advance, carrierId, moveTo, type Sessions } from '../../test/fulfilment';
import { type SinkMail, type SmtpSink, startSmtpSink } from '../../test/peers/smtp-sink';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress, referenceOf } from '../../test/request-payloads';
import { createTrackingLinks } from '../tracking/tracking-links.service';
import { createTrackingTokens } from '../tracking/tracking-tokens';
import type { UserRow } from '../users/users.repository';
import { createMailer } from './mailer';
import { createNotifications } from './notifications';

const APP_URL = 'https://logistique.example.test';
const CONTACT = 'jeanne.contact@client.test';
const TRACKING_PAGE = /https:\/\/logistique\.example\.test\/suivi\/[A-Za-z0-9_-]{43}/;

const clientOutboxRows = (t: TestApp, kind: RequestKind, id: number) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.requestType, kind),
        eq(notificationOutbox.requestId, id),
        sql`${notificationOutbox.kind} like 'client-%'`,
      ),
    )
    .orderBy(notificationOutbox.id);

/**
 * The notifications as the certificate's service holds them: app.ts builds them from the app's key, so the
 * links they create are the ones the app's delivery and tracking page know.
 */
function appNotifications(t: TestApp) {
  const key = t.config.encryptionKey;
  if (!key) throw new Error('the test app has an ENCRYPTION_KEY');
  const mailer = createMailer({
    config: t.config,
    secrets: createSecretBox(key),
    oauth: createGoogleOAuth(t.config.google),
  });
  const links = createTrackingLinks(createTrackingTokens(key));
  return { mailer, notifications: createNotifications(mailer, t.app.mailDelivery, links) };
}

/** The lot's request row, as the certificate's service reads it. */
async function lotRow(t: TestApp, kind: LotKind, id: number): Promise<Record<string, unknown>> {
  const table = requestTables[kind];
  const [row] = await t.database.db.select().from(table).where(eq(table.id, id));
  expect(row).toBeDefined();
  return row as Record<string, unknown>;
}

const counts: CertificateCounts = { devices: 12, media: 15, erased: 13, destroyed: 2 };

describe('client mails through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let s: Sessions;
  let colissimo: number;
  let userRow: UserRow;
  let certificates: ReturnType<typeof appNotifications>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({
      APP_URL,
      SMTP_URL: sink.url,
      NOTIFICATION_EMAIL: 'logistique@example.test',
      MAIL_FROM: 'Logistique <no-reply@acme.test>',
    });
    const signedIn = await t.signInAdminAndUser();
    const { admin, user } = signedIn;
    userRow = signedIn.userRow;
    s = { admin, user, addressId: await createShippingAddress(t, admin) };
    colissimo = await carrierId(t, user, 'Colissimo');
    certificates = appNotifications(t);
  });
  afterAll(async () => {
    certificates?.mailer.close();
    await t?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    await t.app.mailDelivery.runOnce();
    sink.reset();
  });

  /** The mails the delivery sends now that go to a request's client contact (the sink forgets them). */
  async function clientMails(to: string[] = [CONTACT, 'marc@atelier.test']): Promise<SinkMail[]> {
    await t.app.mailDelivery.runOnce();
    const sent = sink.messages.filter((mail) => mail.envelope.to.some((address) => to.includes(address)));
    sink.reset();
    return sent;
  }

  /** The tracking page of a mail's text, and what it opens. */
  async function trackingPageOf(mail: SinkMail) {
    const url = TRACKING_PAGE.exec(mail.text)?.[0];
    expect(url, mail.text).toBeDefined();
    expect(mail.html).toContain(`href="${url}"`);
    const token = url?.split('/').pop() ?? '';
    return t.call('GET', `/api/public/tracking/${token}`);
  }

  it('tells a regional collection’s contact its day and slot, then what the warehouse counted', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Mairie de Montreuil');
    const day = daysFromToday(5);
    const planned = await advance(t, s.user, 'regional-collection', id, {
      stage: 'planned',
      plannedDate: day,
      timeSlot: { preferredTimeSlot: 'morning' },
      team: 'Camion 2',
    });
    expect(planned.clientMailQueued).toBe(true);
    const [plan, ...others] = await clientMails();
    expect(others).toHaveLength(0);
    expect(plan?.envelope.to).toEqual([CONTACT]);
    expect(plan?.from).toBe('no-reply@acme.test');
    expect(plan?.subject).toBe(
      `Votre collecte est planifiée — Collecte ${referenceOf('regional-collection', id)}`,
    );
    const longDay = frenchDay(day);
    expect(plan?.text).toContain('Bonjour Jeanne Contact,');
    expect(plan?.text).toContain(`Date prévue\u00a0: ${longDay}`);
    expect(plan?.text).toContain('Créneau\u00a0: Matin (8\u00a0h\u00a0–\u00a012\u00a0h)');
    expect(plan?.html).toContain(longDay);
    expect(plan?.html).toContain('Matin (8\u00a0h\u00a0–\u00a012\u00a0h)');
    expect(plan?.parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    // The team's own words stay inside.
    expect(plan?.text).not.toContain('Camion');
    const page = await trackingPageOf(plan as SinkMail);
    expect(page.statusCode).toBe(200);
    expect(page.json().stages[1]).toMatchObject({ id: 'planned', current: true });

    await advance(t, s.user, 'regional-collection', id, {
      stage: 'collected',
      collected: { computersToCollect: 3 },
      handedOverBy: 'M. Dupont',
    });
    expect(await clientMails()).toHaveLength(0);
    const received = await advance(t, s.user, 'regional-collection', id, {
      stage: 'received',
      received: { computersToCollect: 2, phonesToCollect: 1 },
      wasteTags: { computersToCollect: 'reuse', phonesToCollect: '20 01 36' },
      receivedWeightKg: 12.5,
      weightEstimated: true,
      remark: 'Un écran fêlé, note interne',
    });
    expect(received.clientMailQueued).toBe(true);
    const [receipt] = await clientMails();
    expect(receipt?.subject).toBe(
      `Votre matériel est arrivé à notre entrepôt — Collecte ${referenceOf('regional-collection', id)}`,
    );
    expect(receipt?.text).toContain('- Ordinateurs\u00a0: 3 déclaré(s), 2 reçu(s) (écart \u22121)');
    expect(receipt?.text).toContain('- Téléphones\u00a0: 0 déclaré(s), 1 reçu(s) (écart +1)');
    expect(receipt?.text).toContain('Poids reçu\u00a0: 12,5\u00a0kg (estimé)');
    expect(receipt?.text).not.toContain('interne');
    expect(receipt?.html).toMatch(/<th scope="col"[^>]*>Déclaré<\/th>/);
    expect(receipt?.html).toContain('>\u22121</td>');
    // The same link as the plan's mail: a request has one live link.
    expect(TRACKING_PAGE.exec(receipt?.text ?? '')?.[0]).toBe(TRACKING_PAGE.exec(plan?.text ?? '')?.[0]);

    // The history tells each mail's fate.
    const history = (
      await t.call('GET', `${requestApiPaths['regional-collection']}/${id}/history`, { cookie: s.user })
    ).json() as { event: string; mail?: string }[];
    expect(
      history.filter((entry) => entry.mail?.startsWith('client-')).map((entry) => [entry.event, entry.mail]),
    ).toEqual([
      ['mail-queued', 'client-planned'],
      ['mail-sent', 'client-planned'],
      ['mail-queued', 'client-received'],
      ['mail-sent', 'client-received'],
    ]);
  });

  it('gives a pickup’s contact the carrier and its tracking link, then the parcels counted', async () => {
    const id = await acceptedRequest({ t, ...s }, 'package-pickup', 'Enlèvement SA');
    await advance(t, s.user, 'package-pickup', id, {
      stage: 'pickup-planned',
      carrierId: colissimo,
      plannedDate: daysFromToday(2),
      trackingNumber: '6A12345678901',
    });
    const carrierPage = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901';
    const [plan] = await clientMails();
    expect(plan?.subject).toBe(
      `L'enlèvement de votre envoi est planifié — Enlèvement ${referenceOf('package-pickup', id)}`,
    );
    expect(plan?.text).toContain('Transporteur\u00a0: Colissimo');
    expect(plan?.text).toContain('Numéro de suivi\u00a0: 6A12345678901');
    expect(plan?.text).toContain(carrierPage);
    expect(plan?.html).toContain(`href="${carrierPage.replace('&', '&#38;')}"`);

    await advance(t, s.user, 'package-pickup', id, { stage: 'picked-up' });
    const [pickedUp] = await clientMails();
    expect(pickedUp?.subject).toBe(
      `Votre envoi a été enlevé par le transporteur — Enlèvement ${referenceOf('package-pickup', id)}`,
    );
    expect(pickedUp?.text).toContain(`Suivre le colis chez le transporteur\u00a0: ${carrierPage}`);
    expect(pickedUp?.html).toContain('Suivre le colis chez Colissimo');
    expect((await trackingPageOf(pickedUp as SinkMail)).statusCode).toBe(200);

    await advance(t, s.user, 'package-pickup', id, {
      stage: 'received',
      receivedUnits: 1,
      receivedWeightKg: 7,
      wasteTags: { lot: 'reuse' },
    });
    const [receipt] = await clientMails();
    expect(receipt?.text).toContain('- Colis\u00a0: 1 déclaré(s), 1 reçu(s) (écart 0)');
    expect(receipt?.text).toContain('Poids reçu\u00a0: 7\u00a0kg');
    expect(receipt?.text).not.toContain('(estimé)');
  });

  it('writes to a transport’s sender when it is planned, and to its recipient when it leaves', async () => {
    const id = await acceptedRequest({ t, ...s }, 'delivery', 'Expéditeur SA');
    await advance(t, s.user, 'delivery', id, {
      stage: 'planned',
      carrierId: colissimo,
      plannedDate: daysFromToday(2),
      trackingNumber: 'TR123',
    });
    const [plan] = await clientMails();
    expect(plan?.envelope.to).toEqual([CONTACT]);
    expect(plan?.subject).toBe(`Votre transport est planifié — Transport ${referenceOf('delivery', id)}`);
    await advance(t, s.user, 'delivery', id, { stage: 'in-transit' });
    const [shipped] = await clientMails();
    expect(shipped?.envelope.to).toEqual(['marc@atelier.test']);
    expect(shipped?.text).toContain('Bonjour Marc Dest,');
    expect(shipped?.subject).toBe(
      `Un envoi à votre attention est en route — Transport ${referenceOf('delivery', id)}`,
    );
  });

  it('sends a conditioning’s shipment and a collection’s receipt to their contacts', async () => {
    const conditioning = await acceptedRequest({ t, ...s }, 'material-conditioning', 'Emballages SA');
    const today = daysFromToday(0);
    await advance(t, s.user, 'material-conditioning', conditioning, {
      stage: 'shipped',
      carrierId: colissimo,
      trackingNumber: 'CC1',
      shippedOn: today,
    });
    const [shipped] = await clientMails();
    expect(shipped?.subject).toBe(
      `Vos emballages ont été expédiés — Envoi ${referenceOf('material-conditioning', conditioning)} (offre OE-000123)`,
    );
    expect(shipped?.text).toContain("Date d'expédition\u00a0: ");

    const collection = await acceptedRequest({ t, ...s }, 'collection', 'Collecte Lyon');
    await advance(t, s.user, 'collection', collection, {
      stage: 'planned',
      carrierId: colissimo,
      plannedDate: daysFromToday(1),
      trackingNumber: 'LY1',
    });
    await advance(t, s.user, 'collection', collection, { stage: 'collected' });
    await clientMails();
    await advance(t, s.user, 'collection', collection, {
      stage: 'received',
      received: { computersToCollect: 3, screensToCollect: 2 },
      wasteTags: { computersToCollect: '16 02 14', screensToCollect: '16 02 13*' },
      receivedWeightKg: 40,
    });
    const [receipt] = await clientMails();
    expect(receipt?.envelope.to).toEqual([CONTACT]);
    // Its materials are free text: nothing declared per category to compare with.
    expect(receipt?.text).toContain('- Ordinateurs\u00a0: 3 reçu(s)');
    expect(receipt?.text).toContain('- Écrans\u00a0: 2 reçu(s)');
    expect(receipt?.html).not.toContain('Déclaré');
  });

  it('lets no field of the request add a header or markup', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Injection');
    // Past the forms' own checks: straight into the row, as a buggy import could.
    await t.database.db.execute(
      sql`update regional_collection_requests
          set contact_name = ${'Eve\r\nBcc: pirate@evil.test\r\nX-Injected: oui <b>gras</b>'},
              offer_number = ${'OE-1\r\nBcc: pirate2@evil.test\r\nSubject: piégé'}
          where id = ${id}`,
    );
    await advance(t, s.user, 'regional-collection', id, {
      stage: 'planned',
      plannedDate: daysFromToday(3),
      timeSlot: { preferredTimeSlot: 'afternoon' },
    });
    await t.app.mailDelivery.runOnce();
    const sent = sink.messages.filter((mail) =>
      mail.subject.includes(referenceOf('regional-collection', id)),
    );
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.envelope.to).toEqual([CONTACT]);
    expect(mail?.bcc).toEqual([]);
    expect(mail?.headers.get('x-injected')).toBeUndefined();
    expect(mail?.subject).toBe(
      `Votre collecte est planifiée — Collecte ${referenceOf('regional-collection', id)} (offre OE-1 Bcc: pirate2@evil.test Subject: piégé)`,
    );
    const headerBlock = mail?.raw.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headerBlock).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(headerBlock).toMatch(/^Subject:/im);
    expect(mail?.html).not.toContain('<b>gras</b>');
    expect(mail?.html).toContain('&#60;b&#62;gras&#60;/b&#62;');
    expect(sink.messages.flatMap((message) => message.envelope.to)).not.toContain('pirate@evil.test');
  });

  it('sends nothing, and writes no row, for a mail switched off in Settings', async () => {
    const off = await putCurrent(t, '/api/notification-settings', {
      cookie: s.admin,
      payload: { clientMails: { planned: false } },
    });
    expect(off.statusCode).toBe(200);
    try {
      const id = await acceptedRequest({ t, ...s }, 'collection', 'Sans mail');
      const planned = await advance(t, s.user, 'collection', id, {
        stage: 'planned',
        carrierId: colissimo,
        plannedDate: daysFromToday(1),
        trackingNumber: 'NO1',
      });
      expect(planned.clientMailQueued).toBe(false);
      expect(await clientOutboxRows(t, 'collection', id)).toEqual([]);
      expect(await clientMails()).toHaveLength(0);
      // The others still go.
      expect((await advance(t, s.user, 'collection', id, { stage: 'collected' })).clientMailQueued).toBe(
        true,
      );
      expect((await clientMails()).map((mail) => mail.subject)).toEqual([
        `Votre matériel a été collecté par le transporteur — Collecte ${referenceOf('collection', id)}`,
      ]);
    } finally {
      await putCurrent(t, '/api/notification-settings', {
        cookie: s.admin,
        payload: { clientMails: { planned: true } },
      });
    }
  });

  it('does not send a mail whose stage was undone, or switched off, before it left', async () => {
    const undone = await acceptedRequest({ t, ...s }, 'regional-collection', 'Retour arrière');
    await advance(t, s.user, 'regional-collection', undone, {
      stage: 'planned',
      plannedDate: daysFromToday(4),
      timeSlot: { preferredTimeSlot: 'morning' },
    });
    const back = await t.call('POST', `${requestApiPaths['regional-collection']}/${undone}/fulfilment/undo`, {
      cookie: s.admin,
      payload: { stage: 'planned' },
    });
    expect(back.statusCode).toBe(200);
    expect(await clientMails()).toHaveLength(0);

    const switched = await acceptedRequest({ t, ...s }, 'regional-collection', 'Coupé');
    await advance(t, s.user, 'regional-collection', switched, {
      stage: 'planned',
      plannedDate: daysFromToday(4),
      timeSlot: { preferredTimeSlot: 'morning' },
    });
    await putCurrent(t, '/api/notification-settings', {
      cookie: s.admin,
      payload: { clientMails: { planned: false } },
    });
    try {
      expect(await clientMails()).toHaveLength(0);
    } finally {
      await putCurrent(t, '/api/notification-settings', {
        cookie: s.admin,
        payload: { clientMails: { planned: true } },
      });
    }
    expect(await clientOutboxRows(t, 'regional-collection', undone)).toMatchObject([
      {
        kind: 'client-planned',
        state: 'skipped',
        lastError: "L'étape annoncée a été annulée avant l'envoi.",
      },
    ]);
    expect(await clientOutboxRows(t, 'regional-collection', switched)).toMatchObject([
      { kind: 'client-planned', state: 'skipped' },
    ]);
    const history = (
      await t.call('GET', `${requestApiPaths['regional-collection']}/${undone}/history`, { cookie: s.admin })
    ).json() as { event: string; mail?: string; skippedBecause?: string; reason?: string }[];
    expect(history.find((entry) => entry.mail === 'client-planned')).toMatchObject({
      event: 'mail-skipped',
      skippedBecause: 'other',
      reason: "L'étape annoncée a été annulée avant l'envoi.",
    });
  });

  /** A received lot of `kind` (its stage mails sent and forgotten). */
  async function receivedLot(kind: LotKind, company: string): Promise<number> {
    const id = await acceptedRequest({ t, ...s }, kind, company);
    await moveTo({ t, ...s }, kind, id, 'received', colissimo);
    await clientMails();
    return id;
  }

  /** notifications.certificateIssued in a transaction of its own, as the certificate's issue calls it. */
  const issue = (kind: LotKind, request: Record<string, unknown>, number: string, issuedAt: string) =>
    t.database.db.transaction((tx) =>
      certificates.notifications.certificateIssued(tx, {
        kind,
        request,
        certificate: { number, issuedAt, counts: { ...counts } },
        actor: userRow,
      }),
    );

  it('tells a lot’s contact its erasure certificate is issued, with the page to download it from', async () => {
    const id = await receivedLot('regional-collection', 'Certificat SA');
    const issuedAt = '2026-12-01T09:30:00.000Z';
    expect(
      await issue('regional-collection', await lotRow(t, 'regional-collection', id), 'CE-000042', issuedAt),
    ).toBe(true);
    // What the row keeps: the certificate's number, date and counts, the lot's reference — nothing else.
    const rows = await clientOutboxRows(t, 'regional-collection', id);
    const row = rows.find((candidate) => candidate.kind === 'client-certificate');
    expect(row).toMatchObject({ state: 'queued', recipientUserId: null });
    expect(row?.payload).toEqual({
      moment: 'certificate',
      recipient: { email: CONTACT, name: 'Jeanne Contact' },
      reference: `Collecte ${referenceOf('regional-collection', id)}`,
      certificate: { number: 'CE-000042', issuedAt, counts },
    });

    const [mail, ...others] = await clientMails();
    expect(others).toHaveLength(0);
    expect(mail?.envelope.to).toEqual([CONTACT]);
    expect(mail?.subject).toBe(
      `Votre certificat d'effacement des données est disponible — Collecte ${referenceOf('regional-collection', id)}`,
    );
    expect(mail?.parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    const facts = [
      'Certificat n°\u00a0: CE-000042',
      `Émis le\u00a0: ${frenchDate(issuedAt)}`,
      'Équipements\u00a0: 12',
      'Supports de stockage effacés\u00a0: 13',
      'Supports de stockage détruits\u00a0: 2',
    ];
    for (const fact of facts) expect(mail?.text).toContain(fact);
    expect(frenchDate(issuedAt)).toBe('1er\u00a0décembre 2026');
    expect(mail?.text).toContain('Bonjour Jeanne Contact,');
    expect(mail?.text).toMatch(
      /Téléchargez-le depuis la page de suivi de votre demande\u00a0: https:\/\/logistique\.example\.test\/suivi\//,
    );
    // The HTML says the same, escaped.
    expect(mail?.html).toContain('Votre certificat d&#39;effacement des données est disponible');
    for (const value of [
      'CE-000042',
      '1er\u00a0décembre 2026',
      'Supports de stockage effacés',
      '>13<',
      '>2<',
    ]) {
      expect(mail?.html).toContain(value);
    }
    expect(mail?.html).toContain('Téléchargez-le depuis la page de suivi de votre demande.');
    // The same live link as the stage mails had; the page opens.
    const page = await trackingPageOf(mail as SinkMail);
    expect(page.statusCode).toBe(200);
    expect(page.json().stages.at(-1)).toMatchObject({ id: 'received', current: true });

    const history = (
      await t.call('GET', `${requestApiPaths['regional-collection']}/${id}/history`, { cookie: s.user })
    ).json() as { event: string; mail?: string }[];
    expect(
      history.filter((entry) => entry.mail === 'client-certificate').map((entry) => entry.event),
    ).toEqual(['mail-queued', 'mail-sent']);
  });

  it('gives a lot without a live link one, and writes to a collection’s client contact', async () => {
    const id = await receivedLot('collection', 'Collecte Lille');
    const revoked = await t.call('DELETE', `${requestApiPaths.collection}/${id}/tracking-link`, {
      cookie: s.admin,
    });
    expect(revoked.statusCode).toBe(204);
    expect(
      await issue('collection', await lotRow(t, 'collection', id), 'CE-000043', new Date().toISOString()),
    ).toBe(true);
    const [mail] = await clientMails();
    expect(mail?.envelope.to).toEqual([CONTACT]);
    expect(mail?.subject).toBe(
      `Votre certificat d'effacement des données est disponible — Collecte ${referenceOf('collection', id)}`,
    );
    expect((await trackingPageOf(mail as SinkMail)).statusCode).toBe(200);

    // The link revoked after the mail was queued: it still leaves, and says whom to ask instead.
    expect(
      await issue('collection', await lotRow(t, 'collection', id), 'CE-000048', new Date().toISOString()),
    ).toBe(true);
    await t.call('DELETE', `${requestApiPaths.collection}/${id}/tracking-link`, { cookie: s.admin });
    const [unlinked] = await clientMails();
    expect(unlinked?.text).toContain('Demandez-le à notre service logistique.');
    expect(unlinked?.text).not.toMatch(TRACKING_PAGE);
    expect(unlinked?.html).not.toContain('/suivi/');
  });

  it('lets no field of the lot add a header or markup to the certificate’s mail', async () => {
    const id = await receivedLot('package-pickup', 'Injection certificat');
    await t.database.db.execute(
      sql`update package_pickup_requests
          set contact_name = ${'Eve\r\nBcc: pirate@evil.test\r\n<b>gras</b>'}
          where id = ${id}`,
    );
    expect(
      await issue(
        'package-pickup',
        await lotRow(t, 'package-pickup', id),
        'CE-000044',
        new Date().toISOString(),
      ),
    ).toBe(true);
    const [mail, ...others] = await clientMails();
    expect(others).toHaveLength(0);
    expect(mail?.bcc).toEqual([]);
    expect(mail?.text).toContain('Bonjour Eve Bcc: pirate@evil.test <b>gras</b>,');
    expect(mail?.html).not.toContain('<b>gras</b>');
    expect(mail?.html).toContain('&#60;b&#62;gras&#60;/b&#62;');
    expect(mail?.raw.split(/\r?\n\r?\n/)[0]).not.toMatch(/^Bcc:/im);
  });

  it('sends no certificate’s mail, and writes no row, while it is switched off in Settings', async () => {
    const id = await receivedLot('regional-collection', 'Certificat coupé');
    const request = await lotRow(t, 'regional-collection', id);
    const certificateRows = async () =>
      (await clientOutboxRows(t, 'regional-collection', id)).filter(
        (row) => row.kind === 'client-certificate',
      );
    await putCurrent(t, '/api/notification-settings', {
      cookie: s.admin,
      payload: { clientMails: { certificate: false } },
    });
    try {
      expect(await issue('regional-collection', request, 'CE-000045', new Date().toISOString())).toBe(false);
      expect(await certificateRows()).toEqual([]);
      expect(await clientMails()).toHaveLength(0);
    } finally {
      await putCurrent(t, '/api/notification-settings', {
        cookie: s.admin,
        payload: { clientMails: { certificate: true } },
      });
    }

    // Queued while on, switched off before it left: not sent, and the row says why.
    expect(await issue('regional-collection', request, 'CE-000046', new Date().toISOString())).toBe(true);
    await putCurrent(t, '/api/notification-settings', {
      cookie: s.admin,
      payload: { clientMails: { certificate: false } },
    });
    try {
      expect(await clientMails()).toHaveLength(0);
    } finally {
      await putCurrent(t, '/api/notification-settings', {
        cookie: s.admin,
        payload: { clientMails: { certificate: true } },
      });
    }
    expect(await certificateRows()).toMatchObject([
      { state: 'skipped', lastError: 'Ces messages au client ont été désactivés dans les paramètres.' },
    ]);
    // The stage mails' own switches leave it alone.
    await putCurrent(t, '/api/notification-settings', {
      cookie: s.admin,
      payload: { clientMails: { planned: false, shipped: false, received: false } },
    });
    try {
      expect(await issue('regional-collection', request, 'CE-000047', new Date().toISOString())).toBe(true);
      expect((await clientMails()).map((mail) => mail.subject)).toEqual([
        `Votre certificat d'effacement des données est disponible — Collecte ${referenceOf('regional-collection', id)}`,
      ]);
    } finally {
      await putCurrent(t, '/api/notification-settings', {
        cookie: s.admin,
        payload: { clientMails: { planned: true, shipped: true, received: true } },
      });
    }
  });
});

describe('client mails without mail configured', () => {
  let t: TestApp;
  let s: Sessions;
  let userRow: UserRow;

  beforeAll(async () => {
    t = await buildTestApp({ APP_URL });
    const signedIn = await t.signInAdminAndUser();
    const { admin, user } = signedIn;
    userRow = signedIn.userRow;
    s = { admin, user, addressId: await createShippingAddress(t, admin) };
  });
  afterAll(() => t?.close());

  it('writes a skipped certificate’s mail and creates no link', async () => {
    const { mailer, notifications } = appNotifications(t);
    try {
      const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Certificat sans mail');
      await moveTo({ t, ...s }, 'regional-collection', id, 'received', 0);
      const request = await lotRow(t, 'regional-collection', id);
      const queued = await t.database.db.transaction((tx) =>
        notifications.certificateIssued(tx, {
          kind: 'regional-collection',
          request,
          certificate: { number: 'CE-000001', issuedAt: new Date().toISOString(), counts },
          actor: userRow,
        }),
      );
      expect(queued).toBe(false);
      const rows = await clientOutboxRows(t, 'regional-collection', id);
      expect(rows.filter((row) => row.kind === 'client-certificate')).toMatchObject([
        { state: 'skipped', payload: { moment: 'certificate', certificate: { number: 'CE-000001' } } },
      ]);
      const link = await t.call('GET', `${requestApiPaths['regional-collection']}/${id}/tracking-link`, {
        cookie: s.user,
      });
      expect(link.json()).toEqual({ url: null });
    } finally {
      mailer.close();
    }
  });

  it('writes a skipped row (nothing promised), creates no link, and the history says why', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Pas de mail');
    const planned = await advance(t, s.user, 'regional-collection', id, {
      stage: 'planned',
      plannedDate: daysFromToday(3),
      timeSlot: { preferredTimeSlot: 'morning' },
    });
    expect(planned.clientMailQueued).toBe(false);
    expect(await clientOutboxRows(t, 'regional-collection', id)).toMatchObject([
      { kind: 'client-planned', state: 'skipped', recipientUserId: null },
    ]);
    const [row] = await clientOutboxRows(t, 'regional-collection', id);
    expect(row?.payload).toMatchObject({
      moment: 'planned',
      stage: 'planned',
      recipient: { email: CONTACT, name: 'Jeanne Contact' },
      plannedSlot: 'Matin (8\u00a0h\u00a0–\u00a012\u00a0h)',
    });
    expect(
      (
        await t.call('GET', `${requestApiPaths['regional-collection']}/${id}/tracking-link`, {
          cookie: s.user,
        })
      ).json(),
    ).toEqual({ url: null });
    const history = (
      await t.call('GET', `${requestApiPaths['regional-collection']}/${id}/history`, { cookie: s.user })
    ).json() as { event: string; mail?: string; skippedBecause?: string }[];
    expect(history.find((entry) => entry.mail === 'client-planned')).toMatchObject({
      event: 'mail-skipped',
      skippedBecause: 'not-configured',
    });
  });
});
