/**
 * The mails to a request's client contact at the suivi's milestones (issue 21), through a real SMTP sink
 * read with mailparser, on PGlite and, with TEST_DATABASE_URL, PostgreSQL: who receives each one, its
 * subject, both parts, the carrier's and the tracking page's links; a header injection through the
 * request's fields; the switches of Settings; mail not configured; what the history says of each mail.
 */
import { frenchDay } from '@shared/french-dates';
import { type RequestKind, requestApiPaths } from '@shared/requests/request-kinds';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import { acceptedRequest, advance, carrierId, type Sessions } from '../../test/fulfilment';
import { type SinkMail, type SmtpSink, startSmtpSink } from '../../test/peers/smtp-sink';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress, referenceOf } from '../../test/request-payloads';

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

describe('client mails through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let s: Sessions;
  let colissimo: number;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({
      APP_URL,
      SMTP_URL: sink.url,
      NOTIFICATION_EMAIL: 'logistique@example.test',
      MAIL_FROM: 'Logistique <no-reply@acme.test>',
    });
    const { admin, user } = await t.signInAdminAndUser();
    s = { admin, user, addressId: await createShippingAddress(t, admin) };
    colissimo = await carrierId(t, user, 'Colissimo');
  });
  afterAll(async () => {
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
});

describe('client mails without mail configured', () => {
  let t: TestApp;
  let s: Sessions;

  beforeAll(async () => {
    t = await buildTestApp({ APP_URL });
    const { admin, user } = await t.signInAdminAndUser();
    s = { admin, user, addressId: await createShippingAddress(t, admin) };
  });
  afterAll(() => t?.close());

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
