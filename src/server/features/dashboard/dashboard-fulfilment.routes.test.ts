/**
 * The dashboard's « Suivi » figures: to plan, late, in transit (per kind), the longest late requests, and
 * what the warehouse received this month beside what was declared — exact against hand-built data, late
 * and « this month » taken in Paris time.
 */
import type { Dashboard } from '@shared/dashboard';
import { equipmentCategories } from '@shared/fulfilment/fulfilment-stages';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import { acceptedRequest, moveTo, someQuantities } from '../../test/fulfilment';
import { createShippingAddress } from '../../test/request-payloads';
import { getDashboard, weekStarts } from './dashboard.service';

const run = (t: TestApp, text: string) => t.database.db.execute(sql.raw(text));

const contact = `'Contact', 'c@example.test', '01', '1 rue', '2026-12-01'`;
const contactColumns =
  'client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date';

/**
 * Accepted requests of a kind with three client columns, at `stage` planned on `planned` (SQL day or NULL),
 * the stage reached a week before that day (a plan recorded in advance, as usual; today when unplanned).
 */
function insertAt(
  t: TestApp,
  table: string,
  rows: [company: string, stage: string | null, planned: string][],
) {
  // A pickup also needs its type, a conditioning its offer number.
  const [typeColumn, typeValue] = {
    package_pickup_requests: [', type', ", 'package'"],
    material_conditioning_requests: [', offer_number', ", 'OE-1'"],
  }[table] ?? ['', ''];
  return run(
    t,
    `INSERT INTO ${table} (${contactColumns}, status, stage, stage_at, planned_date${typeColumn}) VALUES ${rows
      .map(
        ([company, stage, planned]) =>
          `('${company}', ${contact}, 'completed', ${stage ? `'${stage}'` : 'NULL'},
            ${planned === 'NULL' ? 'now()' : `(${planned}::date - 7)::timestamptz`}, ${planned}${typeValue})`,
      )
      .join(', ')}`,
  );
}

const day = (offset: number) => `'${daysFromToday(offset)}'::date`;
const zeros = () => Object.fromEntries(requestKinds.map((kind) => [kind, 0])) as Record<RequestKind, number>;

describe('GET /api/dashboard: the suivi', () => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ admin, user } = await t.signInAdminAndUser());
  });
  afterAll(() => t.close());

  const dashboard = async (): Promise<Dashboard> => {
    const response = await t.call('GET', '/api/dashboard', { cookie: admin });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers zeros and empty lists on an empty database', async () => {
    const { suivi } = await dashboard();
    expect(suivi.toPlan).toEqual(zeros());
    expect(suivi.late).toEqual(zeros());
    expect(suivi.inTransit).toEqual(zeros());
    expect(suivi.oldestLate).toEqual([]);
    expect(suivi.receivedThisMonth).toMatchObject({
      since: `${daysFromToday(0).slice(0, 7)}-01`,
      receptions: 0,
      weightKg: 0,
      units: { declared: 0, received: 0, receivedUndeclared: 0 },
      lots: [],
    });
  });

  it('counts to plan, late and in transit per kind; late is a planned stage whose day is before today', async () => {
    await insertAt(t, 'package_pickup_requests', [
      ['Retard dix jours', 'pickup-planned', day(-10)],
      ['Retard hier', 'pickup-planned', day(-1)],
      ['Prévu ce jour', 'pickup-planned', day(0)],
      ['Prévu demain', 'pickup-planned', day(1)],
      // Picked up after its day: in transit, not late.
      ['Enlevé', 'picked-up', day(-20)],
      ['À planifier 1', 'to-plan', 'NULL'],
      ['À planifier 2', 'to-plan', 'NULL'],
      // Accepted before the suivi: never late, whatever its day; received, cancelled: neither.
      ['Sans suivi', null, day(-30)],
      ['Réceptionné', 'received', day(-40)],
      ['Annulé', 'cancelled', day(-50)],
    ]);
    await insertAt(t, 'regional_collection_requests', [
      ['Collecte en retard', 'planned', day(-3)],
      ['Collectée', 'collected', day(-4)],
      ['Collecte à planifier', 'to-plan', 'NULL'],
    ]);
    await insertAt(t, 'material_conditioning_requests', [
      ['Carton 1', 'to-prepare', 'NULL'],
      ['Carton 2', 'to-prepare', 'NULL'],
      ['Carton expédié', 'shipped', 'NULL'],
    ]);
    await run(
      t,
      `INSERT INTO collection_requests (materials, client_name, client_contact_name, client_phone, client_email,
        client_address, status, stage, planned_date) VALUES
        ('PC', 'Hors IDF en retard', 'P', '03', 'p@example.test', '69001 Lyon', 'completed', 'planned', ${day(-1)}),
        ('PC', 'Hors IDF annulée', 'P', '03', 'p@example.test', '69001 Lyon', 'completed', 'cancelled', ${day(-9)})`,
    );
    await run(
      t,
      `INSERT INTO delivery_requests (request_type, requester, sender_contact_name, sender_phone, sender_email,
        sender_address, recipient_contact_name, recipient_phone, recipient_email, recipient_address,
        collection_date, status, stage, planned_date) VALUES
        ('livraison', 'Léa', 'Marc Privé', '01', 'm@example.test', '1 rue', 'Dest', '02', 'd@example.test', '2 rue',
         '2026-12-01', 'completed', 'in-transit', ${day(-2)}),
        ('livraison', 'Léa', 'Marc Demain', '01', 'm@example.test', '1 rue', 'Dest', '02', 'd@example.test', '2 rue',
         '2026-12-01', 'completed', 'planned', ${day(1)})`,
    );

    const { suivi } = await dashboard();
    expect(suivi.toPlan).toEqual({
      ...zeros(),
      'material-conditioning': 2,
      'package-pickup': 2,
      'regional-collection': 1,
    });
    expect(suivi.late).toEqual({ ...zeros(), 'package-pickup': 2, 'regional-collection': 1, collection: 1 });
    expect(suivi.inTransit).toEqual({
      ...zeros(),
      'material-conditioning': 1,
      'package-pickup': 1,
      'regional-collection': 1,
      delivery: 1,
    });
    // Oldest planned day first; on the same day, in the kinds' order.
    expect(suivi.oldestLate).toEqual([
      expect.objectContaining({
        kind: 'package-pickup',
        clientCompanyName: 'Retard dix jours',
        plannedDate: daysFromToday(-10),
        stage: 'pickup-planned',
      }),
      expect.objectContaining({ kind: 'regional-collection', clientCompanyName: 'Collecte en retard' }),
      expect.objectContaining({ kind: 'package-pickup', clientCompanyName: 'Retard hier' }),
      expect.objectContaining({ kind: 'collection', clientCompanyName: 'Hors IDF en retard' }),
    ]);
    expect(typeof suivi.oldestLate[0]?.id).toBe('number');
  });

  it('lists only the five longest late requests, but counts them all', async () => {
    await insertAt(
      t,
      'regional_collection_requests',
      [-5, -6, -7, -8].map((offset) => [`Vieux retard ${-offset}`, 'planned', day(offset)]),
    );
    const { suivi } = await dashboard();
    expect(suivi.late['regional-collection']).toBe(5);
    expect(suivi.oldestLate.map((late) => late.clientCompanyName)).toEqual([
      'Retard dix jours',
      'Vieux retard 8',
      'Vieux retard 7',
      'Vieux retard 6',
      'Vieux retard 5',
    ]);
  });

  it("sums this month's receptions: declared beside received, what nothing declared apart, the weights", async () => {
    const monthStart = `date_trunc('month', now() AT TIME ZONE 'Europe/Paris') AT TIME ZONE 'Europe/Paris'`;
    const columns = `kind, request_id, received_at, computers_received, phones_received, computers_declared,
      phones_declared, units_received, units_declared, weight_kg, weight_estimated`;
    await run(
      t,
      `INSERT INTO request_receptions (${columns}) VALUES
        -- A regional collection: 3 computers declared, 2 counted; a phone nobody declared.
        ('regional-collection', 9001, ${monthStart} + interval '1 minute', 2, 1, 3, 0, NULL, NULL, 12.5, false),
        -- A collection outside Île-de-France declares nothing per category.
        ('collection', 9002, now(), 4, NULL, NULL, NULL, NULL, NULL, 3.3, true),
        -- A pickup: 2 parcels declared, 1 arrived.
        ('package-pickup', 9003, now(), NULL, NULL, NULL, NULL, 1, 2, 7.25, false),
        -- Last month (a minute before the 1st, midnight in Paris): not counted.
        ('regional-collection', 9004, ${monthStart} - interval '1 minute', 100, 100, 1, 1, 5, 5, 1000, true)`,
    );
    const { suivi } = await dashboard();
    const received = suivi.receivedThisMonth;
    expect(received).toMatchObject({ receptions: 3, weightKg: 23.05, estimatedWeightKg: 3.3 });
    expect(received.categories.computersToCollect).toEqual({
      declared: 3,
      received: 2,
      receivedUndeclared: 4,
    });
    expect(received.categories.phonesToCollect).toEqual({ declared: 0, received: 1, receivedUndeclared: 0 });
    expect(received.categories.screensToCollect).toEqual({ declared: 0, received: 0, receivedUndeclared: 0 });
    expect(received.units).toEqual({ declared: 2, received: 1, receivedUndeclared: 0 });
    expect(Object.keys(received.categories)).toEqual([...equipmentCategories]);
  });

  it('follows the suivi written through the API: a reception, a planned day passed', async () => {
    const addressId = await createShippingAddress(t, admin);
    const setup = { t, admin, user, addressId };
    const before = (await dashboard()).suivi;
    // Declared 3 computers (validRequestPayload); counted 2 computers and a phone.
    const received = await acceptedRequest(setup, 'regional-collection', 'Reçue par API');
    await moveTo(setup, 'regional-collection', received, 'received', 0);
    // Recorded after the fact, on purpose (the form keeps a past day so): never late (issue 30).
    const afterwards = await acceptedRequest(setup, 'regional-collection', 'Après coup par API');
    await moveTo(setup, 'regional-collection', afterwards, 'planned', 0, {
      planned: { plannedDate: daysFromToday(-2), afterTheFact: true },
    });
    expect((await dashboard()).suivi.late['regional-collection']).toBe(before.late['regional-collection']);
    const late = await acceptedRequest(setup, 'regional-collection', 'En retard par API');
    await moveTo(setup, 'regional-collection', late, 'planned', 0, {
      planned: { plannedDate: daysFromToday(-1) },
    });

    const after = (await dashboard()).suivi;
    expect(after.late['regional-collection']).toBe(before.late['regional-collection'] + 1);
    expect(after.receivedThisMonth.receptions).toBe(before.receivedThisMonth.receptions + 1);
    expect(after.receivedThisMonth.categories.computersToCollect).toEqual({
      ...before.receivedThisMonth.categories.computersToCollect,
      declared: before.receivedThisMonth.categories.computersToCollect.declared + 3,
      received:
        before.receivedThisMonth.categories.computersToCollect.received + someQuantities.computersToCollect,
    });
    expect(after.receivedThisMonth.weightKg).toBeCloseTo(before.receivedThisMonth.weightKg + 12, 6);
  });
});

describe("GET /api/dashboard: the month's latest lots and their inventory (issue 32)", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ admin } = await t.signInAdminAndUser());
  });
  afterAll(() => t.close());

  /** A received request of `table` for `company`: its id. */
  async function request(table: string, company: string): Promise<number> {
    const [columns, values] =
      table === 'collection_requests'
        ? [
            'materials, client_name, client_contact_name, client_phone, client_email, client_address',
            `'PC', '${company}', 'P', '03', 'p@example.test', '69001 Lyon'`,
          ]
        : [
            `${contactColumns}${table === 'package_pickup_requests' ? ', type' : ''}`,
            `'${company}', ${contact}${table === 'package_pickup_requests' ? ", 'pallet'" : ''}`,
          ];
    const result = (await run(
      t,
      `INSERT INTO ${table} (${columns}, status, stage) VALUES (${values}, 'completed', 'received') RETURNING id`,
    )) as unknown as { rows: { id: number }[] };
    return Number(result.rows[0]?.id);
  }

  /** Its reception `ago` (an SQL interval) before now, and `devices` devices inventoried in its lot. */
  async function receive(kind: string, id: number, ago: string, counts: string, devices: number) {
    const [columns, values] = counts.split('=');
    await run(
      t,
      `INSERT INTO request_receptions (kind, request_id, received_at, ${columns}, weight_kg)
        VALUES ('${kind}', ${id}, now() - interval '${ago}', ${values}, 1)`,
    );
    await run(
      t,
      `INSERT INTO devices (kind, request_id, category)
        SELECT '${kind}', ${id}, 'computersToCollect' FROM generate_series(1, ${devices})`,
    );
  }

  it('lists the five latest receptions of the month, newest first: received beside inventoried, closed or not', async () => {
    const short = await request('regional_collection_requests', 'Lot incomplet');
    const closed = await request('regional_collection_requests', 'Lot clôturé');
    const pallets = await request('package_pickup_requests', 'Palettes inventoriées');
    const waiting = await request('collection_requests', 'Pas encore inventorié');
    const fifth = await request('regional_collection_requests', 'Cinquième');
    const sixth = await request('regional_collection_requests', 'Sixième');
    const lastMonth = await request('regional_collection_requests', 'Mois dernier');
    // Seconds apart, so all this month whenever the test runs (but in its first seconds).
    await receive('regional-collection', short, '1 second', 'computers_received, phones_received=3, 2', 4);
    await receive('regional-collection', closed, '2 seconds', 'computers_received=2', 2);
    await run(
      t,
      `INSERT INTO device_lots (kind, request_id, closed_at) VALUES ('regional-collection', ${closed}, now())`,
    );
    await receive('package-pickup', pallets, '3 seconds', 'units_received=3', 7);
    await receive('collection', waiting, '4 seconds', 'screens_received=1', 0);
    await receive('regional-collection', fifth, '5 seconds', 'tablets_received=1', 1);
    await receive('regional-collection', sixth, '6 seconds', 'tablets_received=1', 1);
    await run(
      t,
      `INSERT INTO request_receptions (kind, request_id, received_at, computers_received, weight_kg)
        VALUES ('regional-collection', ${lastMonth}, now() - interval '40 days', 1, 1)`,
    );

    const response = await t.call('GET', '/api/dashboard', { cookie: admin });
    expect(response.statusCode).toBe(200);
    const { lots } = (response.json() as Dashboard).suivi.receivedThisMonth;
    const reference = (prefix: string, id: number) =>
      expect.stringMatching(new RegExp(`^${prefix}-\\d{4}-0*${id}$`));
    expect(lots).toEqual([
      {
        kind: 'regional-collection',
        id: short,
        reference: reference('COL', short),
        clientCompanyName: 'Lot incomplet',
        receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        received: 5,
        units: null,
        inventoried: 4,
        closed: false,
      },
      expect.objectContaining({ id: closed, received: 2, inventoried: 2, closed: true }),
      // A pickup counts pallets: nothing per category to compare with.
      expect.objectContaining({
        kind: 'package-pickup',
        id: pallets,
        reference: reference('ENL', pallets),
        received: null,
        units: 3,
        inventoried: 7,
        closed: false,
      }),
      expect.objectContaining({
        kind: 'collection',
        id: waiting,
        reference: reference('CHI', waiting),
        clientCompanyName: 'Pas encore inventorié',
        received: 1,
        inventoried: 0,
      }),
      expect.objectContaining({ id: fifth, received: 1, inventoried: 1 }),
    ]);
    expect(Date.parse(lots[0]?.receivedAt ?? '')).toBeGreaterThan(Date.parse(lots[1]?.receivedAt ?? ''));
  });
});

describe('the dashboard: today and this month in Paris time', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('makes a day late, and starts the month, at midnight in Paris (not in UTC)', async () => {
    // 31 March 2026, 22:30 UTC is already 1 April, 00:30 in Paris (summer time, UTC+2).
    const now = new Date('2026-03-31T22:30:00Z');
    await insertAt(t, 'package_pickup_requests', [
      ['Prévu le 31 mars', 'pickup-planned', `'2026-03-31'`],
      ['Prévu le 1er avril', 'pickup-planned', `'2026-04-01'`],
    ]);
    await run(
      t,
      `INSERT INTO request_receptions (kind, request_id, received_at, units_received, units_declared, weight_kg) VALUES
        ('package-pickup', 1, '2026-03-31 22:15:00+00', 1, 1, 1),
        ('package-pickup', 2, '2026-03-31 21:45:00+00', 10, 10, 10)`,
    );
    const { suivi } = await getDashboard(t.database.db, now);
    expect(suivi.late['package-pickup']).toBe(1);
    expect(suivi.oldestLate.map((late) => late.clientCompanyName)).toEqual(['Prévu le 31 mars']);
    expect(suivi.receivedThisMonth).toMatchObject({ since: '2026-04-01', receptions: 1, weightKg: 1 });
    expect(suivi.receivedThisMonth.units).toEqual({ declared: 1, received: 1, receivedUndeclared: 0 });

    // Half an hour earlier it is still 31 March in Paris: nothing late yet, March's receptions.
    const march = (await getDashboard(t.database.db, new Date('2026-03-31T21:30:00Z'))).suivi;
    expect(march.late['package-pickup']).toBe(0);
    expect(march.receivedThisMonth).toMatchObject({ since: '2026-03-01', receptions: 2, weightKg: 11 });
  });
});

describe("the weekly chart's weeks", () => {
  it('are the last twelve Mondays (UTC), the current week last', () => {
    const weeks = weekStarts(new Date('2026-11-25T10:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    // Sunday night in UTC is still the week that began on Monday; Monday 00:00 UTC starts the next one.
    expect(weekStarts(new Date('2026-11-29T23:59:00Z'))[11]).toBe('2026-11-23');
    expect(weekStarts(new Date('2026-11-30T00:00:00Z'))[11]).toBe('2026-11-30');
  });
});
