/**
 * A recorded stage is corrected without undoing it (issue 30 point 9): PUT …/fulfilment {stage, …fields} by
 * whoever may move the request on, the current stage only, the history saying what changed before and
 * after; a reception's counts follow.
 */
import { fulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import { type RequestKind, requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import {
  acceptedRequest,
  carrierIds,
  type FulfilmentSetup,
  moveTo,
  someQuantities,
  someWasteTags,
  stageFields,
} from '../../test/fulfilment';
import { createShippingAddress } from '../../test/request-payloads';

let t: TestApp;
let setup: FulfilmentSetup;
let carrier: number;
let otherCarrier: number;
beforeAll(async () => {
  t = await buildTestApp();
  const { admin, user } = await t.signInAdminAndUser();
  setup = { t, admin, user, addressId: await createShippingAddress(t, admin) };
  const ids = Object.values(await carrierIds(t, admin));
  [carrier, otherCarrier] = ids as [number, number];
});
afterAll(() => t?.close());

const correct = (kind: RequestKind, id: number, payload: object, cookie = setup.user) =>
  t.call('PUT', `${requestApiPaths[kind]}/${id}/fulfilment`, { cookie, payload });
const read = async (kind: RequestKind, id: number) =>
  (await t.call('GET', `${requestApiPaths[kind]}/${id}`, { cookie: setup.user })).json();
const history = async (kind: RequestKind, id: number) =>
  (await t.call('GET', `${requestApiPaths[kind]}/${id}/history`, { cookie: setup.user })).json() as {
    event: string;
    stage?: string;
    changes?: Record<string, { from: unknown; to: unknown }>;
    actorName?: string;
  }[];

describe('correcting the current stage', () => {
  it('corrects a mistyped tracking number and carrier, without moving the request, the history saying before and after', async () => {
    const id = await acceptedRequest(setup, 'package-pickup', 'Entrepôt Corrigé');
    await moveTo(setup, 'package-pickup', id, 'pickup-planned', carrier);
    const before = await read('package-pickup', id);
    const plannedDate = daysFromToday(4);
    const response = await correct('package-pickup', id, {
      stage: 'pickup-planned',
      carrierId: otherCarrier,
      plannedDate,
      trackingNumber: '6A99999999999',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await read('package-pickup', id);
    expect(after).toMatchObject({
      stage: 'pickup-planned',
      stageAt: before.stageAt,
      carrierId: otherCarrier,
      trackingNumber: '6A99999999999',
      plannedDate,
    });
    expect(after.fulfilment).toMatchObject({ trackingNumber: '6A99999999999', carrierId: otherCarrier });

    const corrected = (await history('package-pickup', id)).filter((entry) => entry.event === 'corrected');
    expect(corrected).toEqual([
      expect.objectContaining({
        stage: 'pickup-planned',
        changes: {
          carrierId: { from: carrier, to: otherCarrier },
          plannedDate: { from: daysFromToday(3), to: plannedDate },
          trackingNumber: { from: '6A12345678901', to: '6A99999999999' },
        },
      }),
    ]);
    // Nothing new: no history line.
    await correct('package-pickup', id, {
      stage: 'pickup-planned',
      carrierId: otherCarrier,
      plannedDate,
      trackingNumber: '6A99999999999',
    });
    expect((await history('package-pickup', id)).filter((entry) => entry.event === 'corrected')).toHaveLength(
      1,
    );
  });

  it("corrects a reception's weight and counts: the reception row follows, who received it stays", async () => {
    const id = await acceptedRequest(setup, 'regional-collection', 'Lycée Pesé');
    await moveTo(setup, 'regional-collection', id, 'received', carrier);
    const response = await correct('regional-collection', id, {
      ...stageFields('regional-collection', 'received', carrier),
      stage: 'received',
      received: { ...someQuantities, computersToCollect: 3 },
      receivedWeightKg: 187.5,
      weightEstimated: false,
      wasteTags: someWasteTags,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = (await t.database.db.execute(
      sql`SELECT weight_kg, weight_estimated, computers_received, received_by FROM request_receptions
        WHERE kind = 'regional-collection' AND request_id = ${id}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const [reception] = result.rows;
    expect(reception).toMatchObject({ weight_kg: 187.5, weight_estimated: false, computers_received: 3 });
    expect(reception?.received_by).not.toBeNull();
    const [entry] = (await history('regional-collection', id)).filter((e) => e.event === 'corrected');
    expect(entry?.changes).toMatchObject({
      receivedWeightKg: { from: 12, to: 187.5 },
      weightEstimated: { from: true, to: false },
    });
  });

  it('refuses a stage that is not the current one, a cancelled request and a stage that records nothing (409)', async () => {
    const id = await acceptedRequest(setup, 'package-pickup', 'Entrepôt Refusé');
    const nothing = await correct('package-pickup', id, { stage: 'to-plan' });
    expect(nothing.statusCode, nothing.body).toBe(409);
    expect(nothing.json().message).toBe(fulfilmentMessages.nothingToCorrect('À planifier'));

    await moveTo(setup, 'package-pickup', id, 'pickup-planned', carrier);
    const ahead = await correct('package-pickup', id, {
      ...stageFields('package-pickup', 'received', carrier),
      stage: 'received',
    });
    expect(ahead.statusCode).toBe(409);

    const cancelled = await t.call('POST', `${requestApiPaths['package-pickup']}/${id}/fulfilment/cancel`, {
      cookie: setup.admin,
      payload: { reason: 'Client injoignable' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await correct('package-pickup', id, {
      ...stageFields('package-pickup', 'pickup-planned', carrier),
      stage: 'pickup-planned',
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(fulfilmentMessages.cancelledNoCorrection);
  });

  it('refuses invalid fields in French (400) and changes nothing; signed out it is 401', async () => {
    const id = await acceptedRequest(setup, 'package-pickup', 'Entrepôt Invalide');
    await moveTo(setup, 'package-pickup', id, 'pickup-planned', carrier);
    const before = await read('package-pickup', id);
    const invalid = await correct('package-pickup', id, {
      stage: 'pickup-planned',
      carrierId: carrier,
      plannedDate: 'demain',
      trackingNumber: '6A12345678901',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toContain('plannedDate');
    const signedOut = await t.call('PUT', `${requestApiPaths['package-pickup']}/${id}/fulfilment`, {
      payload: { stage: 'pickup-planned', ...stageFields('package-pickup', 'pickup-planned', carrier) },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await read('package-pickup', id)).fulfilment).toEqual(before.fulfilment);
  });

  it('of twenty corrections at once, each is applied whole: the request ends with one of them', async () => {
    const id = await acceptedRequest(setup, 'package-pickup', 'Entrepôt Concurrent');
    await moveTo(setup, 'package-pickup', id, 'pickup-planned', carrier);
    const numbers = Array.from({ length: 20 }, (_, index) => `6A${String(index).padStart(11, '0')}`);
    const responses = await Promise.all(
      numbers.map((trackingNumber) =>
        correct('package-pickup', id, {
          ...stageFields('package-pickup', 'pickup-planned', carrier),
          stage: 'pickup-planned',
          trackingNumber,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const after = await read('package-pickup', id);
    expect(numbers).toContain(after.trackingNumber);
    expect(after.fulfilment.trackingNumber).toBe(after.trackingNumber);
  });
});
