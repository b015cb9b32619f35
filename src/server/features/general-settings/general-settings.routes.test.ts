import { versionMessages } from '@shared/http/row-version';
import { defaultGeneralSettings } from '@shared/settings/general-settings.schema';
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

describe('GET /api/general-settings', () => {
  it('answers the spec defaults on a new database, to any signed-in user', async () => {
    const response = await t.call('GET', '/api/general-settings', { cookie: user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(defaultGeneralSettings);
  });
});

describe('PUT /api/general-settings', () => {
  const values = {
    ...defaultGeneralSettings,
    cartonWidth: 45,
    grandCartonHeight: 35,
    offerNumberPrefix: 'OF-25',
  };

  it('saves the nine fields and answers the saved record', async () => {
    const response = await putCurrent(t, '/api/general-settings', { cookie: admin, payload: values });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(values);
    const reread = await t.call('GET', '/api/general-settings', { cookie: user });
    expect(reread.json()).toMatchObject(values);
  });

  it('never overwrites an edit silently: version required, a stale one is a 409 naming who (decision 0076)', async () => {
    const url = '/api/general-settings';
    const { version } = (await t.call('GET', url, { cookie: admin })).json();
    const missing = await t.call('PUT', url, { cookie: admin, payload: values });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ version: versionMessages.required });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('PUT', url, { cookie: admin, payload: { ...values, cartonWidth: 50 + i, version } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const stale = answers.find((answer) => answer.statusCode === 409);
    expect(stale?.json()).toMatchObject({ version: version + 1, changedBy: expect.any(String) });
    expect(stale?.json().message).toMatch(
      /^Modifié entre-temps par .+ le \d{1,2}(er)?\u00a0\S+ \d{4} à\u00a0\d{1,2}\u00a0h(\u00a0\d{2})?\. Rechargez/,
    );
  });

  it('refuses dimensions that are not whole numbers of at least 1 cm, and a blank prefix', async () => {
    const response = await putCurrent(t, '/api/general-settings', {
      cookie: admin,
      payload: {
        ...values,
        cartonWidth: 0,
        cartonLength: 12.5,
        cartonHeight: 'abc',
        europaletteLength: 5000,
        offerNumberPrefix: ' ',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      cartonWidth: "La dimension doit être d'au moins 1 cm",
      cartonLength: 'La dimension doit être un nombre entier',
      cartonHeight: 'La dimension doit être un nombre entier',
      europaletteLength: 'La dimension ne peut pas dépasser 1000 cm',
      offerNumberPrefix: 'Le préfixe est requis',
    });
  });

  it('refuses a prefix the offer numbers could not carry: spaces, accents, emoji', async () => {
    for (const offerNumberPrefix of ['OE 000', 'DÉV-', 'OE-😀', '-OE', 'a\u0000b']) {
      const response = await putCurrent(t, '/api/general-settings', {
        cookie: admin,
        payload: { ...values, offerNumberPrefix },
      });
      expect(response.statusCode, offerNumberPrefix).toBe(400);
      expect(response.json().errors).toEqual({
        offerNumberPrefix:
          'Le préfixe doit commencer par une lettre ou un chiffre et ne contenir que des lettres sans accent, des chiffres et les signes - _ . / (ex. OE-000)',
      });
    }
    for (const offerNumberPrefix of ['OE-000', 'DV/2025.', 'S_0']) {
      const response = await putCurrent(t, '/api/general-settings', {
        cookie: admin,
        payload: { ...values, offerNumberPrefix },
      });
      expect(response.statusCode, offerNumberPrefix).toBe(200);
    }
  });

  it('says a dimension is too large however large it is', async () => {
    const response = await putCurrent(t, '/api/general-settings', {
      cookie: admin,
      payload: { ...values, cartonWidth: 2 ** 31, cartonLength: 1e20 },
    });
    expect(response.json().errors).toEqual({
      cartonWidth: 'La dimension ne peut pas dépasser 1000 cm',
      cartonLength: 'La dimension ne peut pas dépasser 1000 cm',
    });
  });

  it('requires every field', async () => {
    const response = await putCurrent(t, '/api/general-settings', {
      cookie: admin,
      payload: { cartonWidth: 40 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toHaveLength(8);
  });
});
