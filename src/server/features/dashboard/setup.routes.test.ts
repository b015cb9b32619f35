/**
 * « Mise en route » (issue 30): GET /api/dashboard/setup names what a fresh install still lacks — the
 * company identity (with its missing fields), a shipping address, articles, mail — and forgets each step
 * once it is done. Administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress } from '../../test/request-payloads';

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
});
afterAll(() => t.close());

const steps = async () => {
  const response = await t.call('GET', '/api/dashboard/setup', { cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().missing as { step: string; detail: string | null }[];
};

describe('GET /api/dashboard/setup', () => {
  it('is for administrators only', async () => {
    expect((await t.call('GET', '/api/dashboard/setup')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/dashboard/setup', { cookie: user })).statusCode).toBe(403);
  });

  it('lists the steps a fresh install lacks, and forgets each once done', async () => {
    const mailConfigured = (await t.call('GET', '/api/mail/status', { cookie: admin })).json().configured;
    const mail = mailConfigured ? [] : ['mail'];
    const fresh = await steps();
    expect(fresh.map((entry) => entry.step)).toEqual([
      'company-identity',
      'shipping-address',
      'articles',
      ...mail,
    ]);
    expect(fresh[0]?.detail).toBe(
      "Il manque la raison sociale, le SIRET, l'adresse, le téléphone et l'email.",
    );

    await createShippingAddress(t, admin);
    expect((await steps()).map((entry) => entry.step)).toEqual(['company-identity', 'articles', ...mail]);

    const item = await t.call('POST', '/api/packaging/items', { cookie: admin, payload: { name: 'Carton' } });
    expect(item.statusCode, item.body).toBe(201);
    expect((await steps()).map((entry) => entry.step)).toEqual(['company-identity', ...mail]);

    const identity = await putCurrent(t, '/api/settings/company', {
      cookie: admin,
      payload: {
        legalName: 'Recyclage Mise en Route',
        siret: '732 829 320 00074',
        address: '12 rue de la Paix, 75002 Paris',
        phone: '01 23 45 67 89',
        email: 'contact@recyclage.test',
      },
    });
    expect(identity.statusCode, identity.body).toBe(200);
    expect((await steps()).map((entry) => entry.step)).toEqual(mail);
  });
});
