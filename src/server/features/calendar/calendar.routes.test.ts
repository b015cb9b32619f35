/**
 * The personal calendar feed (issue 22), on PGlite and, with TEST_DATABASE_URL, PostgreSQL: the secret
 * address (256 bits, only its SHA-256 stored, regenerating ends the old one, off → 404, a deactivated
 * owner → 404), the feed read by another parser (ical.js): one event per planned request with a stable
 * UID, the slot's times in Europe/Paris or a whole day, SEQUENCE raised by a re-plan, STATUS:CANCELLED,
 * the window of a year back, the headers, and the per-address throttle.
 */
import { createHash } from 'node:crypto';
import { calendarFeedMessages } from '@shared/calendar/calendar-feed';
import { type RequestKind, requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import { acceptedRequest, carrierIds, type FulfilmentSetup, moveTo } from '../../test/fulfilment';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress, referenceOf, validRequestPayload } from '../../test/request-payloads';
import { TRACKING_HITS_PER_MINUTE } from '../public-throttle/public-throttle';
import { windowStart } from './calendar-feeds.service';
import { EVENTS_PER_CHUNK } from './calendar-ics';

let t: TestApp;
let s: FulfilmentSetup;
let colissimo: number;
let userId: number;

const BASE = 'https://logistique.example.test';

beforeAll(async () => {
  t = await buildTestApp({ APP_URL: BASE });
  const { admin, user, userRow } = await t.signInAdminAndUser();
  userId = userRow.id;
  s = { t, admin, user, addressId: await createShippingAddress(t, admin) };
  colissimo = (await carrierIds(t, admin)).Colissimo as number;
});
afterAll(() => t.close());

/** Each call from its own address, so the throttle test alone fills a window. */
let address = 0;
const fromSomewhere = () => `198.51.100.${(address++ % 200) + 1}`;

const pathOf = (url: string) => url.slice(BASE.length);
const fetchFeed = (url: string, headers: Record<string, string> = {}, remoteAddress = fromSomewhere()) =>
  t.app.inject({ method: 'GET', url: pathOf(url), headers, remoteAddress });

const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

async function turnOn(cookie = s.user): Promise<string> {
  const created = await t.call('POST', '/api/calendar-feed', { cookie });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().url as string;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  sequence: number;
  status: string;
  allDay: boolean;
  /** DTSTART / DTEND as Paris wall-clock "YYYY-MM-DD HH:MM", from the instants the parser computed. */
  start: string;
  end: string | null;
  tzid: string | null;
}

const parisClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The feed through ical.js, its VTIMEZONE registered so times resolve to instants. */
function parse(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const allDay = event.startDate.isDate;
    const clock = (time: ICAL.Time) =>
      time.isDate ? time.toString() : parisClock.format(time.toJSDate()).replace(',', '');
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      allDay,
      start: clock(event.startDate),
      end: component.hasProperty('dtend') ? clock(event.endDate) : null,
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
    } as ParsedEvent;
  });
}

async function feedEvents(url: string): Promise<ParsedEvent[]> {
  const answer = await fetchFeed(url);
  expect(answer.statusCode, answer.body).toBe(200);
  return parse(answer.body);
}

const uidOf = (kind: RequestKind, id: number) => `${kind}-${id}@logistique.example.test`;

describe('the feed address', () => {
  it('is off until turned on; a 256-bit token stored only as its SHA-256, shown again to its owner', async () => {
    expect((await t.call('GET', '/api/calendar-feed')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/calendar-feed')).statusCode).toBe(401);
    expect((await t.call('DELETE', '/api/calendar-feed')).statusCode).toBe(401);
    const admin = await t.loginAsAdmin();
    await t.call('DELETE', '/api/calendar-feed', { cookie: admin });
    expect((await t.call('GET', '/api/calendar-feed', { cookie: admin })).json()).toEqual({
      enabled: false,
      url: null,
    });

    const url = await turnOn(admin);
    expect(url).toMatch(/^https:\/\/logistique\.example\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect((await t.call('GET', '/api/calendar-feed', { cookie: admin })).json()).toEqual({
      enabled: true,
      url,
    });
    const stored = await rows<Record<string, unknown>>('select * from calendar_feeds');
    expect(stored.some((row) => row.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(
      true,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
    // Another user's feed is another address.
    const other = await turnOn(s.user);
    expect(other).not.toBe(url);
  });

  it('regenerated: the old address answers 404 for good; turned off: 404; unknown or malformed: 404', async () => {
    const first = await turnOn();
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = await turnOn();
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: calendarFeedMessages.notFound });
    expect((await fetchFeed(second)).statusCode).toBe(200);
    const live = await rows<{ n: number }>(
      `select count(*)::int as n from calendar_feeds where user_id = ${userId} and revoked_at is null`,
    );
    expect(live[0]?.n).toBe(1);

    expect((await t.call('DELETE', '/api/calendar-feed', { cookie: s.user })).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/calendar-feed', { cookie: s.user })).json()).toEqual({
      enabled: false,
      url: null,
    });
    // Turning off twice is no error.
    expect((await t.call('DELETE', '/api/calendar-feed', { cookie: s.user })).statusCode).toBe(204);

    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/abc.ics',
      `/api/calendar/${second.slice(second.lastIndexOf('/') + 1, -4)}`,
      '/api/calendar/%2e%2e.ics',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: path, remoteAddress: fromSomewhere() });
      expect(answer.statusCode, path).toBe(404);
    }
  });

  it("ends with its owner's deactivation, for good: a reactivated owner turns a new address on", async () => {
    const owner = await t.createUser({ password: 'owner-password-1' });
    const cookie = await t.login(owner.username, 'owner-password-1');
    const url = await turnOn(cookie);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const off = await putCurrent(t, `/api/users/${owner.id}`, {
      cookie: s.admin,
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    await putCurrent(t, `/api/users/${owner.id}`, { cookie: s.admin, payload: { isActive: true } });
    expect((await fetchFeed(url)).statusCode).toBe(404);
    const again = await turnOn(await t.login(owner.username, 'owner-password-1'));
    expect(again).not.toBe(url);
    expect((await fetchFeed(again)).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});

describe('the feed', () => {
  it('has one event per planned request: UID, slot times in Europe/Paris or the whole day, place, link', async () => {
    const url = await turnOn();
    const morning = await acceptedRequest(s, 'regional-collection', 'Mairie du Matin');
    await moveTo(s, 'regional-collection', morning, 'planned', colissimo, {
      planned: { plannedDate: daysFromToday(5), timeSlot: { preferredTimeSlot: 'morning' } },
    });
    const precise = await acceptedRequest(s, 'regional-collection', 'Banque Précise');
    await moveTo(s, 'regional-collection', precise, 'planned', colissimo, {
      planned: {
        plannedDate: daysFromToday(6),
        timeSlot: { preferredTimeSlot: 'specific_time', specificTime: '14:30' },
      },
    });
    const outside = await acceptedRequest(s, 'collection', 'Lyon Recyclage');
    await moveTo(s, 'collection', outside, 'planned', colissimo);
    const pickup = await acceptedRequest(s, 'package-pickup', 'Colis Express');
    await moveTo(s, 'package-pickup', pickup, 'picked-up', colissimo);
    const transport = await acceptedRequest(s, 'delivery', 'Transports Ouest');
    await moveTo(s, 'delivery', transport, 'planned', colissimo);
    // Not planned: a request still to plan, a pending one, a conditioning.
    const toPlan = await acceptedRequest(s, 'regional-collection', 'Pas encore planifiée');
    const pending = await t.call('POST', requestApiPaths['regional-collection'], {
      cookie: s.user,
      payload: validRequestPayload('regional-collection', 'En attente', s.addressId),
    });
    const conditioning = await acceptedRequest(s, 'material-conditioning', 'Cartons');

    const events = await feedEvents(url);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(events).toHaveLength(byUid.size);
    for (const [kind, id] of [
      ['regional-collection', toPlan],
      ['regional-collection', pending.json().id],
      ['material-conditioning', conditioning],
    ] as const) {
      expect(byUid.has(uidOf(kind, id))).toBe(false);
    }

    const first = byUid.get(uidOf('regional-collection', morning));
    expect(first).toMatchObject({
      summary: 'Collecte Région Parisienne — Mairie du Matin',
      location: '10 avenue de France, 75013 Paris',
      url: `${BASE}/regional-collection?demande=${morning}`,
      status: 'CONFIRMED',
      allDay: false,
      tzid: 'Europe/Paris',
      start: `${daysFromToday(5)} 08:00`,
      end: `${daysFromToday(5)} 12:00`,
    });
    expect(first?.description).toContain('Jeanne Contact, 06 12 34 56 78');
    expect(first?.description).toContain(`Référence\u00a0: ${referenceOf('regional-collection', morning)}`);
    expect(first?.description).toContain(`${BASE}/regional-collection?demande=${morning}`);
    expect(byUid.get(uidOf('regional-collection', precise))).toMatchObject({
      summary: 'Collecte Région Parisienne — Banque Précise',
      start: `${daysFromToday(6)} 14:30`,
      end: `${daysFromToday(6)} 15:30`,
    });
    // No slot: the whole planned day.
    expect(byUid.get(uidOf('collection', outside))).toMatchObject({
      summary: 'Collecte hors Île-de-France — Lyon Recyclage',
      location: '5 rue de la République, 69001 Lyon',
      allDay: true,
      start: daysFromToday(3),
    });
    // Still in the calendar once on its way.
    expect(byUid.get(uidOf('package-pickup', pickup))).toMatchObject({
      summary: 'Enlèvement — Colis Express',
      allDay: true,
      start: daysFromToday(3),
    });
    const transportEvent = byUid.get(uidOf('delivery', transport));
    expect(transportEvent).toMatchObject({
      summary: 'Transport — Transports Ouest',
      location: '10 avenue de France, 75013 Paris',
    });
    expect(transportEvent?.description).toContain(
      'Destination\u00a0: Atelier Sud, 5 rue de la République, 69001 Lyon',
    );
  });

  it('keeps the UID and raises SEQUENCE when the plan changes; a cancelled request is STATUS:CANCELLED', async () => {
    const url = await turnOn();
    const id = await acceptedRequest(s, 'regional-collection', 'Replanifiée');
    await moveTo(s, 'regional-collection', id, 'planned', colissimo, {
      planned: { plannedDate: daysFromToday(4), timeSlot: { preferredTimeSlot: 'morning' } },
    });
    const before = (await feedEvents(url)).find((event) => event.uid === uidOf('regional-collection', id));
    expect(before).toBeDefined();

    // A move that changes nothing of the plan keeps the sequence.
    const base = `${requestApiPaths['regional-collection']}/${id}/fulfilment`;
    expect(
      (await t.call('POST', `${base}/undo`, { cookie: s.admin, payload: { stage: 'planned' } })).statusCode,
    ).toBe(200);
    // Undone: no planned day, no event.
    expect((await feedEvents(url)).some((event) => event.uid === uidOf('regional-collection', id))).toBe(
      false,
    );
    await moveTo(s, 'regional-collection', id, 'planned', colissimo, {
      planned: { plannedDate: daysFromToday(8), timeSlot: { preferredTimeSlot: 'afternoon' } },
    });
    const after = (await feedEvents(url)).find((event) => event.uid === uidOf('regional-collection', id));
    expect(after).toMatchObject({ start: `${daysFromToday(8)} 14:00`, end: `${daysFromToday(8)} 18:00` });
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);

    const cancelled = await t.call('POST', `${base}/cancel`, {
      cookie: s.admin,
      payload: { reason: 'Le client a déménagé' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = (await feedEvents(url)).find((event) => event.uid === uidOf('regional-collection', id));
    expect(gone).toMatchObject({
      status: 'CANCELLED',
      summary: 'Annulée — Collecte Région Parisienne — Replanifiée',
    });
    expect(gone?.sequence).toBeGreaterThan(after?.sequence ?? Number.POSITIVE_INFINITY);
  });

  it('covers the last twelve months and everything ahead', async () => {
    const url = await turnOn();
    const today = daysFromToday(0);
    const ids: Record<string, number> = {};
    for (const [name, day] of [
      ['old', windowStart(today)],
      ['tooOld', daysFromToday(-400)],
      ['far', daysFromToday(700)],
    ] as const) {
      ids[name] = await acceptedRequest(s, 'collection', `Fenêtre ${name}`);
      await moveTo(s, 'collection', ids[name] as number, 'planned', colissimo);
      await t.database.db.execute(
        sql`update collection_requests set planned_date = ${day}::date where id = ${ids[name]}`,
      );
    }
    const uids = new Set((await feedEvents(url)).map((event) => event.uid));
    expect(uids.has(uidOf('collection', ids.old as number))).toBe(true);
    expect(uids.has(uidOf('collection', ids.far as number))).toBe(true);
    expect(uids.has(uidOf('collection', ids.tooOld as number))).toBe(false);
    expect(windowStart('2026-03-31')).toBe('2025-03-31');
    expect(windowStart('2028-02-29')).toBe('2027-02-28');
  });

  it('streams more events than one chunk as one calendar, long lines folded', async () => {
    const url = await turnOn();
    const before = (await feedEvents(url)).length;
    const count = EVENTS_PER_CHUNK * 2 + 17;
    // Inserted at « Planifiée » directly (the API would take a minute): long names cross the 75-octet fold.
    await t.database.db.execute(
      sql.raw(`INSERT INTO collection_requests (materials, client_name, client_contact_name, client_phone,
          client_email, client_address, status, stage, stage_at, planned_date)
        SELECT 'PC', 'Établissement à la raison sociale très longue n° ' || g, 'Élodie', '01 02 03 04 05',
          'e@example.test', g || ' avenue des Champs-Élysées, 75008 Paris', 'completed', 'planned', now(),
          current_date + (g % 90)
        FROM generate_series(1, ${count}) g`),
    );
    const answer = await fetchFeed(url);
    expect(answer.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = parse(answer.body);
    expect(events).toHaveLength(before + count);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect(events.filter((event) => event.summary.includes('très longue n° 123'))).toHaveLength(1);
  });

  it('is text/calendar, private, with an ETag answered 304 when unchanged', async () => {
    const url = await turnOn();
    const answer = await fetchFeed(url);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    expect(answer.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(answer.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetchFeed(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A change to what the feed shows gives another ETag.
    const id = await acceptedRequest(s, 'collection', 'Nouvelle');
    await moveTo(s, 'collection', id, 'planned', colissimo);
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is throttled per client address, apart from the tracking page', async () => {
    const url = await turnOn();
    const from = '203.0.113.77';
    // A bad token counts too: guessing costs the same as reading.
    const guess = () => t.app.inject({ method: 'GET', url: '/api/calendar/x.ics', remoteAddress: from });
    for (let hit = 0; hit < TRACKING_HITS_PER_MINUTE; hit++) await guess();
    let refused = await fetchFeed(url, {}, from);
    if (refused.statusCode !== 429) {
      // The minute turned during the loop (the throttle counts per calendar minute): fill the new window.
      for (let hit = 1; hit < TRACKING_HITS_PER_MINUTE; hit++) await guess();
      refused = await fetchFeed(url, {}, from);
    }
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: calendarFeedMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address still reads it; the same address still opens tracking pages (a 404 there, not a 429).
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/public/tracking/${'A'.repeat(43)}`,
      remoteAddress: from,
    });
    expect(tracking.statusCode).toBe(404);
  });
});
