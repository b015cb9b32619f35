/** Helpers for tests of the suivi's neighbours (tracking links, client mails): an accepted request, a move. */
import { type RequestKind, requestApiPaths } from '@shared/requests/request-kinds';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { validRequestPayload } from './request-payloads';

export interface Sessions {
  admin: string;
  user: string;
  addressId: number;
}

/** A request of `kind` created by the user and accepted by the administrator; its id. */
export async function acceptedRequest(t: TestApp, s: Sessions, kind: RequestKind, company: string) {
  const created = await t.call('POST', requestApiPaths[kind], {
    cookie: s.user,
    payload: validRequestPayload(kind, company, s.addressId),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const decided = await t.call('PATCH', `${requestApiPaths[kind]}/${id}`, {
    cookie: s.admin,
    payload: { status: 'completed' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return id;
}

/** POST …/fulfilment {stage, …fields}: the move must succeed; its answer. */
export async function moveTo(t: TestApp, cookie: string, kind: RequestKind, id: number, body: object) {
  const moved = await t.call('POST', `${requestApiPaths[kind]}/${id}/fulfilment`, { cookie, payload: body });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json() as Record<string, unknown> & { clientMailQueued: boolean };
}

/** The id of a seeded carrier, by name. */
export async function carrierId(t: TestApp, cookie: string, name: string): Promise<number> {
  const carriers = (await t.call('GET', '/api/carriers', { cookie })).json() as {
    id: number;
    name: string;
  }[];
  const found = carriers.find((carrier) => carrier.name === name);
  if (!found) throw new Error(`no carrier ${name}`);
  return found.id;
}
