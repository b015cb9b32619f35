/**
 * « Tournée du jour » (issue 22), on PGlite and, with TEST_DATABASE_URL, PostgreSQL: the day's collections
 * at « Planifiée » and those done since (collected, received, cancelled: issue 30), by slot until the team
 * sets an order, the saved order (new stops after it,
 * gone ones skipped), the validation of a save, and the totals.
 */
import { regionalRoundMessages } from '@shared/requests/regional-round';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import { acceptedRequest, carrierIds, type FulfilmentSetup, moveTo } from '../../test/fulfilment';
import { createShippingAddress } from '../../test/request-payloads';

let t: TestApp;
let s: FulfilmentSetup;
let colissimo: number;

beforeAll(async () => {
  t = await buildTestApp();
  const { admin, user } = await t.signInAdminAndUser();
  s = { t, admin, user, addressId: await createShippingAddress(t, admin) };
  colissimo = (await carrierIds(t, admin)).Colissimo as number;
});
afterAll(() => t.close());

const ROUND = `${requestApiPaths['regional-collection']}/round`;
/** Each test its own day, so their rounds never meet. */
let dayOffset = 20;
const nextDay = () => daysFromToday(dayOffset++);

async function planned(company: string, day: string, timeSlot: object, equipment: object = {}) {
  const id = await acceptedRequest(s, 'regional-collection', company);
  if (Object.keys(equipment).length > 0) {
    // The quantities are the request's own: set them as a pending edit would have (the test's shortcut).
    await t.database.db.execute(
      sql.raw(
        `update regional_collection_requests set ${Object.entries(equipment)
          .map(([column, value]) => `${column} = ${Number(value)}`)
          .join(', ')} where id = ${id}`,
      ),
    );
  }
  await moveTo(s, 'regional-collection', id, 'planned', colissimo, {
    planned: { plannedDate: day, timeSlot },
  });
  return id;
}

const getRound = async (day: string, cookie = s.user) => {
  const answer = await t.call('GET', `${ROUND}?date=${day}`, { cookie });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const ids = (round: { stops: { id: number }[] }) => round.stops.map((stop) => stop.id);

describe('GET /round', () => {
  it("lists the day's planned collections by slot: morning, specific times in order, afternoon, none last", async () => {
    const day = nextDay();
    const afternoon = await planned('Après-midi', day, { preferredTimeSlot: 'afternoon' });
    const at1030 = await planned('Dix heures trente', day, {
      preferredTimeSlot: 'specific_time',
      specificTime: '10:30',
    });
    const morning = await planned('Matin', day, { preferredTimeSlot: 'morning' });
    const at0730 = await planned('Sept heures trente', day, {
      preferredTimeSlot: 'specific_time',
      specificTime: '07:30',
    });
    // Not in the round: another day, one still to plan.
    await planned('Autre jour', nextDay(), { preferredTimeSlot: 'morning' });
    await acceptedRequest(s, 'regional-collection', 'À planifier');

    const round = await getRound(day);
    expect(round).toMatchObject({ date: day, ordered: false });
    expect(ids(round)).toEqual([at0730, morning, at1030, afternoon]);
    expect(round.stops[0]).toMatchObject({
      id: at0730,
      stage: 'planned',
      collectedAt: null,
      clientCompanyName: 'Sept heures trente',
      contactName: 'Jeanne Contact',
      contactPhone: '06 12 34 56 78',
      companyAddress: '10 avenue de France, 75013 Paris',
      slot: { preferredTimeSlot: 'specific_time', specificTime: '07:30' },
      equipment: { computersToCollect: 3, pcFixesToCollect: 0, d3eBoxes: 0 },
    });
  });

  it("keeps the day's stops once collected or cancelled, with their state and when they were collected", async () => {
    const day = nextDay();
    const first = await planned(
      'Première',
      day,
      { preferredTimeSlot: 'morning' },
      { computers_to_collect: 4 },
    );
    const second = await planned(
      'Deuxième',
      day,
      { preferredTimeSlot: 'afternoon' },
      { computers_to_collect: 2 },
    );
    const third = await planned(
      'Troisième',
      day,
      { preferredTimeSlot: 'afternoon' },
      { computers_to_collect: 1 },
    );
    const before = Date.now();
    await moveTo(s, 'regional-collection', first, 'collected', colissimo);
    const cancelled = await t.call(
      'POST',
      `${requestApiPaths['regional-collection']}/${second}/fulfilment/cancel`,
      { cookie: s.admin, payload: { reason: 'Le client a reporté' } },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const round = await getRound(day);
    expect(ids(round)).toEqual([first, second, third]);
    expect(round.stops.map((stop: { stage: string }) => stop.stage)).toEqual([
      'collected',
      'cancelled',
      'planned',
    ]);
    const collectedAt = Date.parse(round.stops[0].collectedAt);
    expect(collectedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(collectedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(round.stops[1].collectedAt).toBeNull();
    // The cancelled stop brings nothing back: 4 + 1 computers.
    expect(round.totals.equipment.computersToCollect).toBe(5);

    // Received since: still the day's stop, still collected at the same time.
    await moveTo(s, 'regional-collection', first, 'received', colissimo);
    const later = await getRound(day);
    expect(later.stops[0]).toMatchObject({
      id: first,
      stage: 'received',
      collectedAt: round.stops[0].collectedAt,
    });

    // The order names the day's stops, done ones included.
    const saved = await t.call('PUT', `${ROUND}?date=${day}`, {
      cookie: s.user,
      payload: { order: [third, first, second] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ids(saved.json())).toEqual([third, first, second]);
    const partial = await t.call('PUT', `${ROUND}?date=${day}`, {
      cookie: s.user,
      payload: { order: [third] },
    });
    expect(partial.statusCode).toBe(400);
  });

  it('sums the equipment and the packaging each stop calls for', async () => {
    const day = nextDay();
    await planned(
      'Un',
      day,
      { preferredTimeSlot: 'morning' },
      { computers_to_collect: 10, screens_to_collect: 5 },
    );
    await planned(
      'Deux',
      day,
      { preferredTimeSlot: 'afternoon' },
      { computers_to_collect: 1, phones_to_collect: 3, d3e_boxes: 2 },
    );
    const { totals } = await getRound(day);
    expect(totals.equipment).toEqual({
      computersToCollect: 11,
      pcFixesToCollect: 0,
      phonesToCollect: 3,
      tabletsToCollect: 0,
      screensToCollect: 5,
      d3eBoxes: 2,
    });
    // Per stop then summed: 10 PCs → 11 envelopes, 1 PC → 2 (rounded up per client), 3 phones → 4.
    expect(totals.packaging).toMatchObject({
      pcEnvelopes: 13,
      phoneEnvelopes: 4,
      tabletEnvelopes: 0,
      largeCartons: 2,
    });
    expect(totals.packaging.total).toBeGreaterThan(0);
  });

  it('is for signed-in users, with a valid date', async () => {
    expect((await t.call('GET', `${ROUND}?date=${nextDay()}`)).statusCode).toBe(401);
    for (const bad of ['', 'demain', '2026-02-30']) {
      const answer = await t.call('GET', `${ROUND}?date=${bad}`, { cookie: s.user });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual({ date: 'Saisissez une date valide' });
    }
    const empty = await getRound(nextDay());
    expect(empty).toMatchObject({ stops: [], ordered: false, totals: { packaging: { total: 0 } } });
  });
});

describe('PUT /round', () => {
  it('saves the order any signed-in user sets; stops joining later come after it, leaving ones are skipped', async () => {
    const day = nextDay();
    const a = await planned('A', day, { preferredTimeSlot: 'morning' });
    const b = await planned('B', day, { preferredTimeSlot: 'afternoon' });
    const c = await planned('C', day, { preferredTimeSlot: 'specific_time', specificTime: '09:00' });
    expect(ids(await getRound(day))).toEqual([a, c, b]);

    expect((await t.call('PUT', `${ROUND}?date=${day}`, { payload: { order: [b, a, c] } })).statusCode).toBe(
      401,
    );
    const saved = await t.call('PUT', `${ROUND}?date=${day}`, {
      cookie: s.user,
      payload: { order: [b, a, c] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ordered: true });
    expect(ids(saved.json())).toEqual([b, a, c]);
    expect(ids(await getRound(day, s.admin))).toEqual([b, a, c]);

    // Last save wins.
    await t.call('PUT', `${ROUND}?date=${day}`, { cookie: s.admin, payload: { order: [c, b, a] } });
    expect(ids(await getRound(day))).toEqual([c, b, a]);

    // A new stop joins after the saved ones; a stop re-planned to another day leaves.
    const d = await planned('D', day, { preferredTimeSlot: 'morning' });
    const base = `${requestApiPaths['regional-collection']}/${b}/fulfilment`;
    expect(
      (await t.call('POST', `${base}/undo`, { cookie: s.admin, payload: { stage: 'planned' } })).statusCode,
    ).toBe(200);
    expect(ids(await getRound(day))).toEqual([c, a, d]);
  });

  it('refuses an order that is not exactly the day’s planned collections, in French, and keeps the saved one', async () => {
    const day = nextDay();
    const a = await planned('X', day, { preferredTimeSlot: 'morning' });
    const b = await planned('Y', day, { preferredTimeSlot: 'afternoon' });
    const other = await planned('Z', nextDay(), { preferredTimeSlot: 'morning' });
    const put = (payload: unknown) => t.call('PUT', `${ROUND}?date=${day}`, { cookie: s.user, payload });

    for (const order of [[a], [a, b, other], [a, other], []]) {
      const refused = await put({ order });
      expect(refused.statusCode, JSON.stringify(order)).toBe(400);
      expect(refused.json()).toEqual({
        message: 'Certains champs sont invalides.',
        errors: { order: regionalRoundMessages.orderMismatch },
      });
    }
    const duplicate = await put({ order: [a, a, b] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ order: regionalRoundMessages.duplicate });
    for (const payload of [{}, { order: 'a,b' }, { order: [a, 'b'] }, { order: [a, -1] }]) {
      const refused = await put(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().errors ?? {}).every((field) => field.startsWith('order'))).toBe(true);
    }
    // Nothing was stored.
    expect(await getRound(day)).toMatchObject({ ordered: false });
    expect(ids(await getRound(day))).toEqual([a, b]);
  });
});
