/**
 * A lone UTF-16 surrogate ("\ud800": half of a character, no character at all) in a text saved inside a
 * JSON column — a transport's package value, the stage fields, the cancel reason — is the caller's mistake:
 * 400 naming the field, in French (the database refuses it in jsonb: it was a 500). And a statement that
 * does fail is logged without its parameters (the request's names, emails, phones) — on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */
import { invalidCharacterMessage } from '@shared/text-fields';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { registerErrorHandler } from '../../plugins/error-handler';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { acceptedRequest, moveTo, stageFields } from '../../test/fulfilment';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';

const LONE = 'Camion \ud800 2';
/** Personal data every request below carries (validRequestPayload's contacts): never in a log line. */
const PERSONAL = /jeanne|06 12 34 56 78|Léa Martin|client\.test/i;

let t: TestApp;
let admin: string;
let user: string;
let addressId: number;
let carrier: number;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    {},
    { logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) },
  );
  ({ admin, user } = await t.signInAdminAndUser());
  addressId = await createShippingAddress(t, admin);
  const carriers = (await t.call('GET', '/api/carriers', { cookie: user })).json() as { id: number }[];
  carrier = carriers[0]?.id ?? 0;
});
afterAll(() => t.close());

const setup = () => ({ t, admin, user, addressId });

function expectRefused(response: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { message: string; errors: Record<string, string> };
  expect(body.errors[field]).toBe(invalidCharacterMessage);
}

describe('a lone surrogate in a text stored in JSON', () => {
  it("is refused in a transport's package value, at creation and at edit", async () => {
    const payload = validRequestPayload('delivery', 'Surrogate SA', addressId) as { packages: object[] };
    const withValue = { ...payload, packages: [{ ...payload.packages[0], value: LONE }] };
    expectRefused(
      await t.call('POST', '/api/delivery-requests', { cookie: user, payload: withValue }),
      'packages.0.value',
    );
    const created = await t.call('POST', '/api/delivery-requests', { cookie: user, payload });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json() as { id: number; version?: number };
    const edited = await t.call('PUT', `/api/delivery-requests/${id}`, {
      cookie: user,
      payload: { ...withValue, ...(version === undefined ? {} : { version }) },
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect((edited.json() as { errors: Record<string, string> }).errors['packages.0.value']).toBe(
      invalidCharacterMessage,
    );
  });

  it.each([
    ['regional-collection', 'planned', 'team'],
    ['regional-collection', 'collected', 'handedOverBy'],
    ['package-pickup', 'received', 'remark'],
    ['delivery', 'delivered', 'receivedBy'],
  ] as const)('is refused in the %s stage %s field %s', async (kind, stage, field) => {
    const id = await acceptedRequest(setup(), kind, `Surrogate ${kind} ${stage}`);
    const stages = (await import('@shared/fulfilment/fulfilment-stages')).fulfilmentStages[kind];
    const before = stages[stages.findIndex((candidate) => candidate.id === stage) - 1]?.id;
    if (before && before !== stages[0]?.id) await moveTo(setup(), kind, id, before, carrier);
    const response = await t.call('POST', `/api/${kind}-requests/${id}/fulfilment`, {
      cookie: user,
      payload: { stage, ...stageFields(kind, stage, carrier, { [field]: LONE }) },
    });
    expectRefused(response, field);
  });

  it('is refused in the cancel reason', async () => {
    const id = await acceptedRequest(setup(), 'collection', 'Surrogate annulation');
    const response = await t.call('POST', `/api/collection-requests/${id}/fulfilment/cancel`, {
      cookie: admin,
      payload: { reason: `Annulé ${LONE}` },
    });
    expectRefused(response, 'reason');
  });

  it('left no 500 and no personal data in the log', () => {
    const lines = logLines.join('');
    expect(lines).not.toMatch(/"statusCode":500|request failed/);
    expect(lines).not.toMatch(PERSONAL);
  });
});

describe('a failing statement in the log', () => {
  const failing = () =>
    t.database.db.execute(
      sql`SELECT ${'{"contactEmail": "jeanne.contact@client.test", "n": "\\ud800"}'}::jsonb AS row`,
    );

  it('the error handler logs its cause, not its parameters', async () => {
    const lines: string[] = [];
    const app = Fastify({
      loggerInstance: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    registerErrorHandler(app as unknown as FastifyInstance);
    app.get('/failing', async () => failing());
    const response = await app.inject({ method: 'GET', url: '/failing' });
    await app.close();
    expect(response.statusCode).toBe(500);
    const logged = lines.find((line) => line.includes('request failed'));
    expect(logged).toBeDefined();
    expect(logged).not.toMatch(PERSONAL);
    // What failed is still there: the database's SQLSTATE (invalid JSON text).
    expect(logged).toMatch(/"code":"22P02"/);
  });

  it('any `{ err }` the process logger writes is cleaned the same way', async () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const error = await failing().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeDefined();
    log.error({ err: error }, 'job failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(PERSONAL);
    expect(lines[0]).toMatch(/"code":"22P02"/);
  });
});
