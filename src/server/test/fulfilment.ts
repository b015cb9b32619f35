/**
 * The suivi through the API, for tests outside the fulfilment feature (exports, dashboard, counters, client
 * mails, tracking links): a request created and accepted, then moved stage by stage with valid fields, or
 * one move at a time (`advance`).
 */
import type { EquipmentQuantities } from '@shared/fulfilment/fulfilment-stages';
import { fulfilmentStages } from '@shared/fulfilment/fulfilment-stages';
import { type RequestKind, requestApiPaths } from '@shared/requests/request-kinds';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { daysFromToday } from './dates';
import { validRequestPayload } from './request-payloads';

export interface FulfilmentSetup {
  t: TestApp;
  admin: string;
  user: string;
  addressId: number;
}

/** The signed-in sessions and the shipping address of a suivi test (its FulfilmentSetup without the app). */
export type Sessions = Omit<FulfilmentSetup, 't'>;

/** Creates a request of `kind` for `company` and accepts it: it stands at its kind's first stage. */
export async function acceptedRequest(
  { t, admin, user, addressId }: FulfilmentSetup,
  kind: RequestKind,
  company: string,
): Promise<number> {
  const created = await t.call('POST', requestApiPaths[kind], {
    cookie: user,
    payload: validRequestPayload(kind, company, addressId),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const decided = await t.call('PATCH', `${requestApiPaths[kind]}/${id}`, {
    cookie: admin,
    payload: { status: 'completed' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return id;
}

export const someQuantities: EquipmentQuantities = {
  computersToCollect: 2,
  pcFixesToCollect: 0,
  phonesToCollect: 1,
  tabletsToCollect: 0,
  screensToCollect: 0,
  d3eBoxes: 0,
};

/** A tag for each category of `someQuantities` received above 0 (« Registre des déchets »). */
export const someWasteTags = { computersToCollect: 'reuse', phonesToCollect: '20 01 36' };

/** A valid body for each stage that records something; `overrides` replaces some of its fields. */
export function stageFields(
  kind: RequestKind,
  stage: string,
  carrierId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const today = daysFromToday(0);
  const planned = { carrierId, plannedDate: daysFromToday(3), trackingNumber: '6A12345678901' };
  const fields: Record<string, unknown> = (() => {
    switch (`${kind}:${stage}`) {
      case 'material-conditioning:shipped':
        return { carrierId, trackingNumber: '6A12345678901', shippedOn: today };
      case 'material-conditioning:delivered':
        return { deliveredOn: today };
      case 'package-pickup:pickup-planned':
      case 'delivery:planned':
      case 'collection:planned':
        return planned;
      case 'package-pickup:received':
        return {
          receivedUnits: 1,
          receivedWeightKg: 7.5,
          remark: 'Un carton abîmé',
          wasteTags: { lot: '16 02 14' },
        };
      case 'regional-collection:planned':
        return { plannedDate: daysFromToday(2), timeSlot: { preferredTimeSlot: 'morning' } };
      case 'regional-collection:collected':
        return { collected: someQuantities, handedOverBy: 'M. Dupont' };
      case 'regional-collection:received':
      case 'collection:received':
        return {
          received: someQuantities,
          receivedWeightKg: 12,
          weightEstimated: true,
          wasteTags: someWasteTags,
        };
      case 'delivery:delivered':
        return { deliveredOn: today, receivedBy: 'Mme Durand' };
      default:
        return {};
    }
  })();
  return { ...fields, ...overrides };
}

/**
 * Moves request `id` stage by stage up to `target` (included), each stage with `stageFields` and, for the
 * stages named in `overrides`, those fields instead.
 */
export async function moveTo(
  { t, user }: FulfilmentSetup,
  kind: RequestKind,
  id: number,
  target: string,
  carrierId: number,
  overrides: Record<string, Record<string, unknown>> = {},
): Promise<void> {
  const stages = fulfilmentStages[kind];
  const current = (await t.call('GET', `${requestApiPaths[kind]}/${id}`, { cookie: user })).json().stage;
  const from = stages.findIndex((stage) => stage.id === current);
  const to = stages.findIndex((stage) => stage.id === target);
  expect(to, `${kind} has no stage ${target}`).toBeGreaterThanOrEqual(0);
  for (const stage of stages.slice(from + 1, to + 1)) {
    const moved = await t.call('POST', `${requestApiPaths[kind]}/${id}/fulfilment`, {
      cookie: user,
      payload: { stage: stage.id, ...stageFields(kind, stage.id, carrierId, overrides[stage.id]) },
    });
    expect(moved.statusCode, `${kind} → ${stage.id}: ${moved.body}`).toBe(200);
  }
}

/** The seeded carriers' ids by name. */
export async function carrierIds(t: TestApp, cookie: string): Promise<Record<string, number>> {
  const carriers = (await t.call('GET', '/api/carriers', { cookie })).json() as {
    id: number;
    name: string;
  }[];
  return Object.fromEntries(carriers.map((carrier) => [carrier.name, carrier.id]));
}

/** POST …/fulfilment {stage, …fields} once: the move must succeed; its answer. */
export async function advance(t: TestApp, cookie: string, kind: RequestKind, id: number, body: object) {
  const moved = await t.call('POST', `${requestApiPaths[kind]}/${id}/fulfilment`, { cookie, payload: body });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json() as Record<string, unknown> & { clientMailQueued: boolean };
}

/** The id of a seeded carrier, by name. */
export async function carrierId(t: TestApp, cookie: string, name: string): Promise<number> {
  const found = (await carrierIds(t, cookie))[name];
  if (found === undefined) throw new Error(`no carrier ${name}`);
  return found;
}
