/**
 * /api/carriers: a carrier's SIRET and « récépissé de déclaration de transport de déchets » (issue 30,
 * point 21, decision 0089) — optional, checked by the shared schema, stored as given (the SIRET as its 14
 * digits), answered by every read. The rest of the carriers' API is tested with the suivi
 * (fulfilment.routes.test.ts).
 */

import { companyMessages } from '@shared/company/company.schema';
import { carrierMessages } from '@shared/fulfilment/carrier.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { putCurrent } from '../../test/put-current';

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
});
afterAll(() => t.close());

describe('a carrier’s SIRET and waste transport receipt', () => {
  it('are optional: a carrier without them answers null for both', async () => {
    const created = await t.call('POST', '/api/carriers', {
      cookie: admin,
      payload: { name: `Sans identité ${Date.now()}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ siret: null, wasteTransportReceipt: null });
  });

  it('are stored (the SIRET as its 14 digits, typed with spaces), read back and cleared', async () => {
    const name = `Fret Identifié ${Date.now()}`;
    const created = await t.call('POST', '/api/carriers', {
      cookie: admin,
      payload: { name, siret: ' 732 829 320 00074 ', wasteTransportReceipt: '  2024/DRIEAT/0042  ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      siret: '73282932000074',
      wasteTransportReceipt: '2024/DRIEAT/0042',
    });
    const listed = (await t.call('GET', '/api/carriers', { cookie: user })).json();
    expect(listed.find((carrier: { id: number }) => carrier.id === id)).toMatchObject({
      siret: '73282932000074',
      wasteTransportReceipt: '2024/DRIEAT/0042',
    });
    const cleared = await putCurrent(t, `/api/carriers/${id}`, {
      cookie: admin,
      payload: { name, siret: '', wasteTransportReceipt: '' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ siret: null, wasteTransportReceipt: null });
  });

  it('refuses a SIRET that fails its check or has not 14 digits, and a receipt past one line of 100', async () => {
    const bad = await t.call('POST', '/api/carriers', {
      cookie: admin,
      payload: {
        name: `Mauvais ${Date.now()}`,
        siret: '732 829 320 00075',
        wasteTransportReceipt: 'x'.repeat(101),
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      siret: companyMessages.siretKey,
      wasteTransportReceipt: carrierMessages.wasteTransportReceipt,
    });
    const short = await t.call('POST', '/api/carriers', {
      cookie: admin,
      payload: { name: `Court ${Date.now()}`, siret: '7328', wasteTransportReceipt: 'R-1\nR-2' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({
      siret: companyMessages.siretFormat,
      wasteTransportReceipt: carrierMessages.wasteTransportReceipt,
    });
  });
});
