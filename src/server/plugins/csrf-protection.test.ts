import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const address = {
  name: 'Entrepôt',
  companyName: 'Recyclage SA',
  contactName: 'Paul',
  contactEmail: 'paul@example.test',
  contactPhone: '0102030405',
  deliveryAddress: '1 rue de Paris, 75001 Paris',
};
const refused = { message: "Requête refusée\u00a0: elle ne provient pas de l'application." };

describe('state-changing calls from another origin', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAsAdmin();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: admin, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const savedAddresses = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/saved-addresses', headers: { cookie: admin } })).json();
  const signedIn = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin } })).statusCode === 200;

  it('refuses a JSON call with a valid session from a foreign or sibling origin with a French 403, writing nothing', async () => {
    for (const origin of ['http://evil.example', 'http://app.localhost', 'null']) {
      const response = await post('/api/saved-addresses', { origin }, address);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual(refused);
    }
    expect(await savedAddresses()).toEqual([]);
  });

  it('refuses a call without Origin that the browser marks as coming from another site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await post('/api/saved-addresses', { 'sec-fetch-site': site }, address);
      expect(response.statusCode, site).toBe(403);
    }
    expect(await savedAddresses()).toEqual([]);
  });

  it('does not let another origin end the session, whatever the content type', async () => {
    for (const headers of [
      { origin: 'http://evil.example' },
      { origin: 'http://evil.example', 'content-type': 'text/plain' },
      { 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      expect((await post('/api/logout', headers)).statusCode).toBe(403);
    }
    expect(await signedIn()).toBe(true);
  });

  it('refuses a foreign sign-in before checking any password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://evil.example' },
      payload: { username: 'admin', password: 'admin-password-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('lets the app itself (Origin = the address the request was sent to) and non-browser callers in', async () => {
    // app.inject sends Host: localhost:80.
    for (const headers of [
      { origin: 'http://localhost' },
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ] as Record<string, string>[]) {
      const response = await post('/api/saved-addresses', headers, {
        ...address,
        name: JSON.stringify(headers),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('leaves reads alone, whatever their origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: admin, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the allowed origin', () => {
  it("is APP_URL's origin when it is set, whatever the Host", async () => {
    const t = await buildTestApp({ APP_URL: 'https://logistique.example.fr/base/' });
    try {
      const call = (origin: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { origin, host: 'logistique.example.fr' },
        });
      expect((await call('https://logistique.example.fr')).statusCode).toBe(204);
      expect((await call('http://logistique.example.fr')).statusCode).toBe(403);
      expect((await call('https://evil.logistique.example.fr')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('is the forwarded protocol and host behind a trusted proxy when APP_URL is unset', async () => {
    const t = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const call = (origin: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/logout',
          headers: {
            origin,
            host: '10.0.0.5:3000',
            'x-forwarded-proto': 'https',
            'x-forwarded-host': 'logistique.example.fr',
          },
        });
      expect((await call('https://logistique.example.fr')).statusCode).toBe(204);
      expect((await call('http://10.0.0.5:3000')).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe('request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('accepts only JSON: the content types a form can send get a French 415, the session kept', async () => {
    const admin = await t.loginAsAdmin();
    for (const [contentType, payload] of [
      ['text/plain', '{"name":"Entrepôt"}'],
      ['application/x-www-form-urlencoded', 'name=Entrep%C3%B4t'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      ],
    ] as const) {
      for (const url of ['/api/saved-addresses', '/api/logout']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: admin, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, `${url} ${contentType}`).toBe(415);
        expect(response.json()).toEqual({
          message: 'Type de contenu non pris en charge\u00a0: envoyez du JSON.',
        });
      }
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin } });
    expect(me.statusCode).toBe(200);
    // The client's own sign-out: no body, no content type.
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: admin } });
    expect(logout.statusCode).toBe(204);
  });
});
