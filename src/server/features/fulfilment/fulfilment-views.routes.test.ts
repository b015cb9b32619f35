/**
 * Where the team sees the suivi (issue 21): the regional calendar places a planned collection on its planned
 * day (from an expression index), the CSV export takes the list's stage filter, and the carriers a request
 * named stay readable once archived (`GET /api/carriers?all=1`) — on PGlite and, with TEST_DATABASE_URL,
 * PostgreSQL.
 */

import { requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionalCollectionRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readCsvDownload } from '../../test/csv-download';
import { daysFromToday } from '../../test/dates';
import { validRequestPayload } from '../../test/request-payloads';
import { regionalCollection } from '../requests/request-kinds';
import { type RequestColumnRoles, requestQueryColumns, whereClause } from '../requests/requests.repository';

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
});
afterAll(() => t.close());

const REGIONAL = requestApiPaths['regional-collection'];

async function acceptedRegional(company: string, desiredDate: string) {
  const created = await t.call('POST', REGIONAL, {
    cookie: user,
    payload: { ...validRequestPayload('regional-collection', company, 0), desiredDate },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const decided = await t.call('PATCH', `${REGIONAL}/${id}`, {
    cookie: admin,
    payload: { status: 'completed' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return id;
}

const week = (from: string, to: string, status = 'completed') =>
  `${REGIONAL}?status=${status}&from=${from}&to=${to}&sort=desiredDate&view=calendar&limit=200`;

describe('the regional calendar', () => {
  it('places a planned collection on its planned day, with the slot it was planned in', async () => {
    const stamp = Date.now();
    const desired = daysFromToday(30);
    const planned = daysFromToday(40);
    const moved = await acceptedRegional(`Planifiée ${stamp}`, desired);
    const staying = await acceptedRegional(`Non planifiée ${stamp}`, desired);
    const plan = await t.call('POST', `${REGIONAL}/${moved}/fulfilment`, {
      cookie: user,
      payload: {
        stage: 'planned',
        plannedDate: planned,
        timeSlot: { preferredTimeSlot: 'specific_time', specificTime: '14:30' },
      },
    });
    expect(plan.statusCode, plan.body).toBe(200);

    const desiredWeek = (await t.call('GET', week(desired, desired), { cookie: user })).json();
    expect(desiredWeek.map((item: { id: number }) => item.id)).toEqual([staying]);

    const plannedWeek = await t.call('GET', week(planned, planned), { cookie: user });
    expect(plannedWeek.headers['x-total-count']).toBe('1');
    const [item] = plannedWeek.json();
    expect(item).toMatchObject({
      id: moved,
      stage: 'planned',
      plannedDate: planned,
      desiredDate: desired,
      fulfilment: {
        stage: 'planned',
        timeSlot: { preferredTimeSlot: 'specific_time', specificTime: '14:30' },
      },
    });

    // The week's tab counts read the same day.
    const counts = (
      await t.call('GET', `${REGIONAL}/counts?from=${planned}&to=${planned}`, { cookie: user })
    ).json();
    expect(counts).toMatchObject({ total: 1, completed: 1 });
    // Cards carry the copied columns, not the whole record.
    const cards = (
      await t.call('GET', `${REGIONAL}?status=completed&view=card&q=${encodeURIComponent(`${stamp}`)}`, {
        cookie: user,
      })
    ).json();
    expect(cards[0]).not.toHaveProperty('fulfilment');
    expect(cards.find((card: { id: number }) => card.id === moved)).toMatchObject({ plannedDate: planned });

    // Stepping back forgets the planned day: the collection returns to its desired day.
    const undo = await t.call('POST', `${REGIONAL}/${moved}/fulfilment/undo`, {
      cookie: admin,
      payload: { stage: 'planned' },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    const back = (await t.call('GET', week(desired, desired), { cookie: user })).json();
    expect(back.map((entry: { id: number }) => entry.id).sort()).toEqual([moved, staying].sort());
  });

  it("reads a week from the calendar day's expression index (EXPLAIN)", async () => {
    const columns = requestQueryColumns(
      regionalCollectionRequests,
      regionalCollection.columns as RequestColumnRoles,
    );
    const where = whereClause(columns, { status: 'completed', from: '2030-01-07', to: '2030-01-13' });
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(
        sql`EXPLAIN SELECT id FROM ${regionalCollectionRequests} WHERE ${where} ORDER BY ${columns.day}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('regional_collection_requests_calendar_date_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

const FILE_NAME = /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/;

describe('the CSV export', () => {
  it("takes the list's stage filter, and refuses an unknown stage in French", async () => {
    const stamp = Date.now();
    const planned = await acceptedRegional(`Export planifiée ${stamp}`, daysFromToday(20));
    await acceptedRegional(`Export à planifier ${stamp}`, daysFromToday(20));
    await t.call('POST', `${REGIONAL}/${planned}/fulfilment`, {
      cookie: user,
      payload: {
        stage: 'planned',
        plannedDate: daysFromToday(21),
        timeSlot: { preferredTimeSlot: 'morning' },
      },
    });
    const query = `?status=completed&q=${encodeURIComponent(`Export planifiée ${stamp}`)}`;
    const csv = async (search: string) =>
      readCsvDownload(await t.call('GET', `${REGIONAL}/export.csv${search}`, { cookie: user }), FILE_NAME);
    expect((await csv(`?status=completed&q=${stamp}`)).rows).toHaveLength(2);
    const filtered = await csv(`?status=completed&q=${stamp}&stage=planned`);
    expect(filtered.rows.map((row) => row['N°'])).toEqual([String(planned)]);
    const toPlan = await csv(`${query}&stage=to-plan`);
    expect(toPlan.rows).toEqual([]);

    const unknown = await t.call('GET', `${REGIONAL}/export.csv?stage=shipped`, { cookie: user });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ stage: 'Étape de suivi inconnue pour ce type de demande.' });
  });
});

describe('GET /api/carriers?all=1', () => {
  it('adds the archived carriers a request still names, each saying whether it is archived', async () => {
    const name = `Archivé ${Date.now()}`;
    const created = await t.call('POST', '/api/carriers', {
      cookie: admin,
      payload: { name, trackingUrlTemplate: 'https://suivi.example.test/?n={numero}' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const carrierId = created.json().id as number;
    const id = (
      await t.call('POST', requestApiPaths.collection, {
        cookie: user,
        payload: validRequestPayload('collection', `Transport ${name}`, 0),
      })
    ).json().id as number;
    await t.call('PATCH', `${requestApiPaths.collection}/${id}`, {
      cookie: admin,
      payload: { status: 'completed' },
    });
    const moved = await t.call('POST', `${requestApiPaths.collection}/${id}/fulfilment`, {
      cookie: user,
      payload: { stage: 'planned', carrierId, plannedDate: daysFromToday(3), trackingNumber: 'XY123' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Named by a request: removing it archives it.
    expect((await t.call('DELETE', `/api/carriers/${carrierId}`, { cookie: admin })).statusCode).toBe(204);

    const live = (await t.call('GET', '/api/carriers', { cookie: user })).json();
    expect(live.some((carrier: { id: number }) => carrier.id === carrierId)).toBe(false);
    expect(live[0]).not.toHaveProperty('archived');

    const all = (await t.call('GET', '/api/carriers?all=1', { cookie: user })).json();
    expect(all.find((carrier: { id: number }) => carrier.id === carrierId)).toEqual({
      id: carrierId,
      name,
      trackingUrlTemplate: 'https://suivi.example.test/?n={numero}',
      siret: null,
      wasteTransportReceipt: null,
      archived: true,
      // Created at 1, raised by the archiving (decision 0076).
      version: 2,
    });
    expect(all.find((carrier: { name: string }) => carrier.name === 'Colissimo')).toMatchObject({
      archived: false,
    });
    expect((await t.call('GET', '/api/carriers?all=oui', { cookie: user })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/carriers?all=1')).statusCode).toBe(401);
  });
});
