/**
 * The suivi of accepted requests (issue 21): the stages as data, each kind walked from « Accepter » to its
 * last stage, the order, the fields and the roles the server enforces, the step back, the cancellation (and
 * the packaging it gives back), two people moving a request at once, the stage filter and its counters, the
 * receptions — on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */

import { fulfilmentMessages } from '@shared/fulfilment/fulfilment.schema';
import { CANCELLED_STAGE, fulfilmentStages } from '@shared/fulfilment/fulfilment-stages';
import { versionMessages } from '@shared/http/row-version';
import { type RequestKind, requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import { acceptedRequest, someQuantities, stageFields } from '../../test/fulfilment';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';

let t: TestApp;
let admin: string;
let user: string;
let addressId: number;
let colissimo: number;
let ownMeans: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
  addressId = await createShippingAddress(t, admin);
  const carriers = (await t.call('GET', '/api/carriers', { cookie: user })).json() as {
    id: number;
    name: string;
  }[];
  colissimo = carriers.find((carrier) => carrier.name === 'Colissimo')?.id ?? 0;
  ownMeans = carriers.find((carrier) => carrier.name === 'Moyens propres')?.id ?? 0;
});
afterAll(() => t.close());

const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

const setup = () => ({ t, admin, user, addressId });
const accepted = (kind: RequestKind, company = `Suivi ${kind} ${Date.now()}`) =>
  acceptedRequest(setup(), kind, company);

const move = (kind: RequestKind, id: number, payload: object, cookie = user) =>
  t.call('POST', `${requestApiPaths[kind]}/${id}/fulfilment`, { cookie, payload });

const today = daysFromToday(0);
const quantities = someQuantities;

/** A valid body for each stage that records something (the regional planning also names its team). */
const fieldsFor = (kind: RequestKind, stage: string): object =>
  stageFields(
    kind,
    stage,
    colissimo,
    kind === 'regional-collection' && stage === 'planned' ? { team: 'Camion 2' } : {},
  );

describe('GET /api/fulfilment/stages', () => {
  it('gives each kind its ordered stages with their fields, « Annulée » last, to anyone signed in', async () => {
    expect((await t.call('GET', '/api/fulfilment/stages')).statusCode).toBe(401);
    const answer = (await t.call('GET', '/api/fulfilment/stages', { cookie: user })).json();
    expect(Object.keys(answer).sort()).toEqual([...requestKinds].sort());
    expect(answer['material-conditioning'].map((stage: { label: string }) => stage.label)).toEqual([
      'À préparer',
      'Expédiée',
      'Livrée',
      'Annulée',
    ]);
    const shipped = answer['material-conditioning'][1];
    expect(shipped.fields.map((field: { name: string; type: string }) => [field.name, field.type])).toEqual([
      ['carrierId', 'carrier'],
      ['trackingNumber', 'tracking-number'],
      ['shippedOn', 'date'],
    ]);
    expect(answer['regional-collection'][2].fields[0]).toMatchObject({ type: 'quantities', required: true });
  });
});

describe('the suivi of each kind', () => {
  it.each(requestKinds)(
    '%s goes from « Accepter » to its last stage, in order, recorded in its history',
    async (kind) => {
      const company = `Chemin ${kind} ${Date.now()}`;
      const id = await accepted(kind, company);
      const stages = fulfilmentStages[kind];
      const first = (await t.call('GET', `${requestApiPaths[kind]}/${id}`, { cookie: user })).json();
      expect(first.fulfilment).toMatchObject({ stage: stages[0]?.id });
      expect(first.stage).toBe(stages[0]?.id);

      for (const stage of stages.slice(1)) {
        const moved = await move(kind, id, { stage: stage.id, ...fieldsFor(kind, stage.id) });
        expect(moved.statusCode, `${stage.id}: ${moved.body}`).toBe(200);
        expect(moved.json().fulfilment.stage).toBe(stage.id);
      }
      const last = stages.at(-1)?.id;
      const done = (await t.call('GET', `${requestApiPaths[kind]}/${id}`, { cookie: user })).json();
      expect(done.stage).toBe(last);
      expect(done.status).toBe('completed');

      const history = (
        await t.call('GET', `${requestApiPaths[kind]}/${id}/history`, { cookie: user })
      ).json();
      const moves = history.filter((entry: { event: string }) => entry.event === 'stage');
      expect(moves).toHaveLength(stages.length - 1);
      // The suivi never shows as an edit of the request's own fields.
      expect(history.filter((entry: { event: string }) => entry.event === 'edited')).toEqual([]);
      // Once there, the same move again is refused: it is the stage the request already stands at.
      expect(await move(kind, id, { stage: last, ...fieldsFor(kind, last ?? '') })).toMatchObject({
        statusCode: 409,
      });
    },
  );

  it('keeps the planned day, the carrier and the tracking number in their columns', async () => {
    const id = await accepted('collection');
    const moved = await move('collection', id, { stage: 'planned', ...fieldsFor('collection', 'planned') });
    expect(moved.json()).toMatchObject({
      plannedDate: daysFromToday(3),
      carrierId: colissimo,
      trackingNumber: '6A12345678901',
      fulfilment: { stage: 'planned', plannedDate: daysFromToday(3), carrierId: colissimo },
    });
  });
});

describe('what the server enforces', () => {
  it('starts only once the request is accepted', async () => {
    const created = await t.call('POST', requestApiPaths['regional-collection'], {
      cookie: user,
      payload: validRequestPayload('regional-collection', `En attente ${Date.now()}`, addressId),
    });
    const id = created.json().id;
    expect(created.json().fulfilment).toBeNull();
    const refused = await move('regional-collection', id, {
      stage: 'planned',
      ...fieldsFor('regional-collection', 'planned'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fulfilmentMessages.notAccepted);
  });

  it('refuses a skipped stage, an unknown one, and says which comes next', async () => {
    const id = await accepted('package-pickup');
    const skipped = await move('package-pickup', id, { stage: 'picked-up' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe(fulfilmentMessages.notNext('À planifier', 'Enlèvement planifié'));
    const unknown = await move('package-pickup', id, { stage: 'shipped' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ stage: fulfilmentMessages.unknownStage });
  });

  it("checks each stage's fields in French and writes nothing when one is wrong", async () => {
    const id = await accepted('regional-collection');
    const missing = await move('regional-collection', id, { stage: 'planned' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      plannedDate: fulfilmentMessages.required('Date de collecte'),
      timeSlot: fulfilmentMessages.required('Créneau'),
    });
    const slot = await move('regional-collection', id, {
      stage: 'planned',
      plannedDate: daysFromToday(1),
      timeSlot: { preferredTimeSlot: 'specific_time' },
    });
    expect(slot.json().errors).toEqual({
      'timeSlot.specificTime': "Veuillez spécifier l'heure si vous choisissez un créneau spécifique",
    });
    await move('regional-collection', id, {
      stage: 'planned',
      ...fieldsFor('regional-collection', 'planned'),
    });
    const negative = await move('regional-collection', id, {
      stage: 'collected',
      collected: { ...quantities, computersToCollect: -1 },
      handedOverBy: ' ',
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({
      'collected.computersToCollect': '«\u00a0Ordinateurs\u00a0» doit être positif',
      handedOverBy: fulfilmentMessages.required('Remis par'),
    });
    const still = (
      await t.call('GET', `${requestApiPaths['regional-collection']}/${id}`, { cookie: user })
    ).json();
    expect(still.stage).toBe('planned');
  });

  it('wants a live carrier, and its tracking number unless it has no tracking page; dates of facts are not future', async () => {
    const id = await accepted('material-conditioning');
    const noNumber = await move('material-conditioning', id, {
      stage: 'shipped',
      carrierId: colissimo,
      shippedOn: today,
    });
    expect(noNumber.json().errors).toEqual({ trackingNumber: fulfilmentMessages.trackingNumberRequired });
    const unknown = await move('material-conditioning', id, {
      stage: 'shipped',
      carrierId: 999_999,
      shippedOn: today,
    });
    expect(unknown.json().errors).toEqual({ carrierId: fulfilmentMessages.unknownCarrier });
    const future = await move('material-conditioning', id, {
      stage: 'shipped',
      carrierId: ownMeans,
      shippedOn: daysFromToday(2),
    });
    expect(future.json().errors).toEqual({ shippedOn: fulfilmentMessages.futureDate("Date d'expédition") });
    const control = await move('material-conditioning', id, {
      stage: 'shipped',
      carrierId: colissimo,
      trackingNumber: 'AB12\n34',
      shippedOn: today,
    });
    expect(control.json().errors).toEqual({ trackingNumber: fulfilmentMessages.trackingNumber });
    const own = await move('material-conditioning', id, {
      stage: 'shipped',
      carrierId: ownMeans,
      shippedOn: today,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().trackingNumber).toBeNull();
  });

  it('lets only administrators step back or cancel', async () => {
    const id = await accepted('delivery');
    const base = `${requestApiPaths.delivery}/${id}/fulfilment`;
    await move('delivery', id, { stage: 'planned', ...fieldsFor('delivery', 'planned') });
    expect(
      (await t.call('POST', `${base}/undo`, { cookie: user, payload: { stage: 'planned' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', `${base}/cancel`, { cookie: user, payload: { reason: 'x' } })).statusCode,
    ).toBe(403);
  });
});

describe('stepping back', () => {
  it('returns to the stage before and forgets what the stage recorded, its reception included', async () => {
    const id = await accepted('collection');
    const base = `${requestApiPaths.collection}/${id}/fulfilment`;
    expect(
      (await t.call('POST', `${base}/undo`, { cookie: admin, payload: { stage: 'to-plan' } })).json().message,
    ).toBe(fulfilmentMessages.nothingToUndo('À planifier'));
    for (const stage of ['planned', 'collected', 'received']) {
      await move('collection', id, { stage, ...fieldsFor('collection', stage) });
    }
    expect(
      await rows(`SELECT weight_kg FROM request_receptions WHERE kind = 'collection' AND request_id = ${id}`),
    ).toHaveLength(1);
    const back = await t.call('POST', `${base}/undo`, { cookie: admin, payload: { stage: 'received' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().fulfilment.stage).toBe('collected');
    expect(back.json().fulfilment.receivedWeightKg).toBeUndefined();
    expect(
      await rows(`SELECT 1 FROM request_receptions WHERE kind = 'collection' AND request_id = ${id}`),
    ).toEqual([]);
    await t.call('POST', `${base}/undo`, { cookie: admin, payload: { stage: 'collected' } });
    const planned = await t.call('POST', `${base}/undo`, { cookie: admin, payload: { stage: 'planned' } });
    expect(planned.json()).toMatchObject({
      stage: 'to-plan',
      plannedDate: null,
      carrierId: null,
      trackingNumber: null,
    });
    const history = (
      await t.call('GET', `${requestApiPaths.collection}/${id}/history`, { cookie: admin })
    ).json();
    const last = history.filter((entry: { event: string }) => entry.event === 'stage').at(-1);
    expect(last).toMatchObject({ from: 'planned', to: 'to-plan' });
    expect(last.removed).toEqual(['carrierId', 'plannedDate', 'trackingNumber']);
  });
});

describe('stepping back names the stage it undoes', () => {
  it('refuses (409) an undo of a stage the request has left, and one without its stage (400)', async () => {
    const id = await accepted('collection');
    const base = `${requestApiPaths.collection}/${id}/fulfilment`;
    for (const stage of ['planned', 'collected']) {
      await move('collection', id, { stage, ...fieldsFor('collection', stage) });
    }
    const stale = await t.call('POST', `${base}/undo`, { cookie: admin, payload: { stage: 'planned' } });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(fulfilmentMessages.movedMeanwhile('Collectée'));
    const without = await t.call('POST', `${base}/undo`, { cookie: admin, payload: {} });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual({ stage: fulfilmentMessages.unknownStage });
    const current = await t.call('GET', `${requestApiPaths.collection}/${id}`, { cookie: admin });
    expect(current.json().stage).toBe('collected');
  });

  it.each([
    ['collection', 'collected', 'planned'],
    ['regional-collection', 'collected', 'planned'],
  ] as const)(
    'of twenty %s undos sent at once, exactly one steps back, one stage',
    async (kind, at, back) => {
      const id = await accepted(kind);
      const base = `${requestApiPaths[kind]}/${id}/fulfilment`;
      for (const stage of ['planned', 'collected']) {
        await move(kind, id, { stage, ...fieldsFor(kind, stage) });
      }
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.call('POST', `${base}/undo`, { cookie: admin, payload: { stage: at } }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const after = await t.call('GET', `${requestApiPaths[kind]}/${id}`, { cookie: admin });
      expect(after.json().stage).toBe(back);
    },
  );
});

describe('cancelling', () => {
  it('needs a reason, works before the equipment leaves, never after', async () => {
    const id = await accepted('regional-collection');
    const base = `${requestApiPaths['regional-collection']}/${id}/fulfilment`;
    const noReason = await t.call('POST', `${base}/cancel`, { cookie: admin, payload: { reason: ' ' } });
    expect(noReason.json().errors).toEqual({ reason: fulfilmentMessages.cancelReason });
    await move('regional-collection', id, {
      stage: 'planned',
      ...fieldsFor('regional-collection', 'planned'),
    });
    await move('regional-collection', id, {
      stage: 'collected',
      ...fieldsFor('regional-collection', 'collected'),
    });
    const late = await t.call('POST', `${base}/cancel`, { cookie: admin, payload: { reason: 'Trop tard' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(fulfilmentMessages.tooLateToCancel('Collectée'));

    const other = await accepted('regional-collection');
    const otherBase = `${requestApiPaths['regional-collection']}/${other}/fulfilment`;
    const cancelled = await t.call('POST', `${otherBase}/cancel`, {
      cookie: admin,
      payload: { reason: 'Le client a annulé' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().fulfilment).toMatchObject({
      stage: CANCELLED_STAGE,
      cancelReason: 'Le client a annulé',
    });
    expect(cancelled.json().status).toBe('completed');
    expect(
      (
        await move('regional-collection', other, {
          stage: 'planned',
          ...fieldsFor('regional-collection', 'planned'),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await t.call('POST', `${otherBase}/undo`, { cookie: admin, payload: { stage: 'planned' } })).json()
        .message,
    ).toBe(fulfilmentMessages.cancelledNoUndo);
  });

  it('gives back to the stock what an Envoi Conditionnement took, before it is shipped, with a ledger movement', async () => {
    const item = await t.call('POST', '/api/packaging/items', {
      cookie: admin,
      payload: {
        name: `Enveloppes PC ${Date.now()}`,
        unit: 'pièces',
        currentStock: 500,
        packagingKind: 'pcEnvelopes',
      },
    });
    expect(item.statusCode, item.body).toBe(201);
    const itemId = item.json().id;
    try {
      const id = await accepted('material-conditioning');
      const stock = async () =>
        (await t.call('GET', '/api/packaging/items', { cookie: admin }))
          .json()
          .find((row: { id: number }) => row.id === itemId).currentStock;
      expect(await stock()).toBe(489); // 10 computers: 11 envelopes
      const cancelled = await t.call(
        'POST',
        `${requestApiPaths['material-conditioning']}/${id}/fulfilment/cancel`,
        {
          cookie: admin,
          payload: { reason: 'Commande annulée' },
        },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().stockReturned.returned).toEqual([
        expect.objectContaining({ itemId, quantity: 11, currentStock: 500 }),
      ]);
      expect(await stock()).toBe(500);
      expect(
        await rows(
          `SELECT quantity, reason FROM stock_movements WHERE request_type = 'material-conditioning' AND request_id = ${id} ORDER BY id`,
        ),
      ).toEqual([
        { quantity: -11, reason: 'request' },
        { quantity: 11, reason: 'request-cancelled' },
      ]);

      // Once shipped, the packaging has left: a cancellation gives nothing back.
      const shipped = await accepted('material-conditioning');
      await move('material-conditioning', shipped, {
        stage: 'shipped',
        ...fieldsFor('material-conditioning', 'shipped'),
      });
      const after = await t.call(
        'POST',
        `${requestApiPaths['material-conditioning']}/${shipped}/fulfilment/cancel`,
        {
          cookie: admin,
          payload: { reason: 'Perdu' },
        },
      );
      expect(after.statusCode).toBe(200);
      expect(after.json().stockReturned).toBeUndefined();
      expect(await stock()).toBe(489);
    } finally {
      await t.database.db.execute(
        sql.raw(`UPDATE packaging_items SET packaging_kind = NULL WHERE id = ${itemId}`),
      );
    }
  });
});

describe('two people at once', () => {
  it('moves the request once: the other gets 409, the stage counters stay exact', async () => {
    const counts = async () =>
      Object.fromEntries(
        (
          await rows<{ stage: string; n: number }>(
            `SELECT stage, n FROM request_stage_counts WHERE kind = 'delivery'`,
          )
        ).map((row) => [row.stage, Number(row.n)]),
      );
    const before = await counts();
    const id = await accepted('delivery');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        move('delivery', id, { stage: 'planned', ...fieldsFor('delivery', 'planned') }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toMatch(
      /Planifié|l'étape suivante/,
    );
    const after = await counts();
    expect(after.planned ?? 0).toBe((before.planned ?? 0) + 1);
    expect(after['to-plan'] ?? 0).toBe(before['to-plan'] ?? 0);
    const exact = await rows<{ stage: string; n: number }>(
      `SELECT stage, count(*)::int AS n FROM delivery_requests WHERE stage IS NOT NULL GROUP BY stage`,
    );
    for (const row of exact) expect(after[row.stage]).toBe(Number(row.n));
  });
});

describe('requests accepted before the suivi', () => {
  it('show no stage, are found with stage=none, and move on like the others', async () => {
    const id = await accepted('material-conditioning');
    await t.database.db.execute(
      sql.raw(`UPDATE material_conditioning_requests SET stage = NULL, stage_at = NULL WHERE id = ${id}`),
    );
    const base = requestApiPaths['material-conditioning'];
    const legacy = (await t.call('GET', `${base}/${id}`, { cookie: user })).json();
    expect(legacy.fulfilment).toMatchObject({ stage: null });
    const listed = await t.call('GET', `${base}?status=completed&stage=none&limit=200`, { cookie: user });
    expect(listed.json().map((row: { id: number }) => row.id)).toContain(id);
    const moved = await move('material-conditioning', id, {
      stage: 'shipped',
      ...fieldsFor('material-conditioning', 'shipped'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe('the stage filter', () => {
  it('lists one stage with its total from the counters, and refuses a stage the kind has not', async () => {
    const base = requestApiPaths['package-pickup'];
    const id = await accepted('package-pickup');
    await move('package-pickup', id, {
      stage: 'pickup-planned',
      ...fieldsFor('package-pickup', 'pickup-planned'),
    });
    const listed = await t.call('GET', `${base}?stage=pickup-planned&view=card&limit=200`, { cookie: user });
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().map((row: { id: number; stage: string }) => row.id);
    expect(ids).toContain(id);
    expect(listed.json().every((row: { stage: string }) => row.stage === 'pickup-planned')).toBe(true);
    const [counted] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM package_pickup_requests WHERE stage = 'pickup-planned'`,
    );
    expect(listed.headers['x-total-count']).toBe(String(counted?.n));
    const bogus = await t.call('GET', `${base}?stage=delivered`, { cookie: user });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().errors).toEqual({ stage: fulfilmentMessages.unknownStage });
  });
});

describe('receptions', () => {
  it('record what was received beside what was declared', async () => {
    const id = await accepted('regional-collection');
    for (const stage of ['planned', 'collected', 'received']) {
      await move('regional-collection', id, { stage, ...fieldsFor('regional-collection', stage) });
    }
    const [reception] = await rows(
      `SELECT computers_received, computers_declared, phones_received, phones_declared, weight_kg, weight_estimated
       FROM request_receptions WHERE kind = 'regional-collection' AND request_id = ${id}`,
    );
    expect(reception).toEqual({
      computers_received: 2,
      computers_declared: 3,
      phones_received: 1,
      phones_declared: 0,
      weight_kg: 12,
      weight_estimated: true,
    });
    const pickup = await accepted('package-pickup');
    for (const stage of ['pickup-planned', 'picked-up', 'received']) {
      await move('package-pickup', pickup, { stage, ...fieldsFor('package-pickup', stage) });
    }
    const [units] = await rows(
      `SELECT units_received, units_declared, remark FROM request_receptions WHERE kind = 'package-pickup' AND request_id = ${pickup}`,
    );
    expect(units).toEqual({ units_received: 1, units_declared: 1, remark: 'Un carton abîmé' });
  });

  it('keep a decimal weight as sent (187.5 kg), and say that a weight which is not a number is not one (issue 30)', async () => {
    const id = await accepted('collection');
    for (const stage of ['planned', 'collected']) {
      await move('collection', id, { stage, ...fieldsFor('collection', stage) });
    }
    const received = fieldsFor('collection', 'received');
    for (const weight of ['187,5', 'abc']) {
      const refused = await move('collection', id, {
        stage: 'received',
        ...received,
        receivedWeightKg: weight,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        receivedWeightKg: '«\u00a0Poids reçu\u00a0» doit être un nombre',
      });
    }
    const { receivedWeightKg: _, ...withoutWeight } = received as Record<string, unknown>;
    const missing = await move('collection', id, { stage: 'received', ...withoutWeight });
    expect(missing.json().errors).toEqual({ receivedWeightKg: fulfilmentMessages.required('Poids reçu') });

    const moved = await move('collection', id, { stage: 'received', ...received, receivedWeightKg: 187.5 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().fulfilment.receivedWeightKg).toBe(187.5);
    const [reception] = await rows<{ weight_kg: number }>(
      `SELECT weight_kg FROM request_receptions WHERE kind = 'collection' AND request_id = ${id}`,
    );
    expect(Number(reception?.weight_kg)).toBe(187.5);
  });
});

describe('/api/carriers', () => {
  it('lists the seeded carriers by name to anyone signed in', async () => {
    const list = (await t.call('GET', '/api/carriers', { cookie: user })).json();
    expect(list.map((carrier: { name: string }) => carrier.name)).toEqual(
      expect.arrayContaining([
        'Chronopost',
        'Colissimo',
        'DB Schenker',
        'DHL Express',
        'Geodis',
        'Moyens propres',
        'TNT / FedEx',
        'UPS',
      ]),
    );
    expect(
      list.find((carrier: { name: string }) => carrier.name === 'Geodis').trackingUrlTemplate,
    ).toBeNull();
  });

  it('lets administrators add, edit and remove one; a used carrier is archived, a name is unique', async () => {
    const payload = {
      name: `Transports Martin ${Date.now()}`,
      trackingUrlTemplate: 'https://suivi.martin.test/?n={numero}',
    };
    expect((await t.call('POST', '/api/carriers', { cookie: user, payload })).statusCode).toBe(403);
    const created = await t.call('POST', '/api/carriers', { cookie: admin, payload });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const twice = await t.call('POST', '/api/carriers', {
      cookie: admin,
      payload: { name: payload.name.toUpperCase() },
    });
    expect(twice.statusCode).toBe(409);
    const bad = await t.call('POST', '/api/carriers', {
      cookie: admin,
      payload: { name: 'Sans numéro', trackingUrlTemplate: 'https://suivi.test/' },
    });
    expect(bad.json().errors).toEqual({
      trackingUrlTemplate:
        "L'adresse de suivi doit être une adresse web (https://…) contenant {numero} à l'endroit du numéro de suivi.",
    });
    const edited = await putCurrent(t, `/api/carriers/${id}`, {
      cookie: admin,
      payload: { ...payload, trackingUrlTemplate: null },
    });
    expect(edited.json().trackingUrlTemplate).toBeNull();

    const request = await accepted('collection');
    await move('collection', request, {
      stage: 'planned',
      ...fieldsFor('collection', 'planned'),
      carrierId: id,
    });
    expect((await t.call('DELETE', `/api/carriers/${id}`, { cookie: admin })).statusCode).toBe(204);
    const list = (await t.call('GET', '/api/carriers', { cookie: user })).json();
    expect(list.map((carrier: { id: number }) => carrier.id)).not.toContain(id);
    expect(
      (await t.call('GET', `${requestApiPaths.collection}/${request}`, { cookie: user })).json().carrierId,
    ).toBe(id);
    expect((await t.call('DELETE', `/api/carriers/${id}`, { cookie: admin })).statusCode).toBe(404);

    const unused = (
      await t.call('POST', '/api/carriers', { cookie: admin, payload: { name: `Éphémère ${Date.now()}` } })
    ).json();
    expect((await t.call('DELETE', `/api/carriers/${unused.id}`, { cookie: admin })).statusCode).toBe(204);
    expect(await rows(`SELECT 1 FROM carriers WHERE id = ${unused.id}`)).toEqual([]);
  });

  it('never overwrites an edit silently: version required, a stale one is a 409 naming who (decision 0076)', async () => {
    const name = `Versionné ${Date.now()}`;
    const created = await t.call('POST', '/api/carriers', { cookie: admin, payload: { name } });
    const { id, version } = created.json();
    expect(version).toBe(1);
    const url = `/api/carriers/${id}`;
    const missing = await t.call('PUT', url, { cookie: admin, payload: { name } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ version: versionMessages.required });
    const first = await t.call('PUT', url, { cookie: admin, payload: { name, version: 1 } });
    expect(first.json().version).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('PUT', url, { cookie: admin, payload: { name: `${name} ${i}`, version: 2 } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const stale = answers.find((answer) => answer.statusCode === 409);
    expect(stale?.json()).toMatchObject({ version: 3, changedBy: expect.any(String) });
    expect(stale?.json().message).toMatch(
      /^Modifié entre-temps par .+ le \d{1,2}(er)?\u00a0\S+ \d{4} à\u00a0\d{1,2}\u00a0h(\u00a0\d{2})?\. Rechargez/,
    );
  });
});
