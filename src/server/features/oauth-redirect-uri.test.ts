/**
 * The redirect URIs sent to Google follow the app's public address (lib/public-url.ts), as the allowed
 * origin of state-changing calls does: APP_URL when set, else the address the browser used — so a product
 * used at http://127.0.0.1:3000 is not sent back to localhost. Gmail authorization (the status shown to the
 * administrator, the authorization URL, the code exchange) and Google sign-in alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookie, type TestApp } from '../test/build-test-app';
import { type GooglePeer, startGooglePeer } from '../test/peers/google-peer';
import { completeAuthorization } from '../test/peers/oauth-driver';

const LOOPBACK = 'http://127.0.0.1:3000';
const LOCALHOST = 'http://localhost:3000';
const APP_URL = 'https://logistique.example.fr';

let peer: GooglePeer;

beforeAll(async () => {
  peer = await startGooglePeer({
    appUrl: LOOPBACK,
    redirectUris: [`${LOOPBACK}/auth/gmail/callback`, `${LOOPBACK}/auth/google/callback`],
  });
});
afterAll(() => peer?.close());

/** A GET sent to `origin` (its Host), as a browser on that address does. */
function get(t: TestApp, url: string, origin: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { host: new URL(origin).host, ...(cookie ? { cookie } : {}) },
  });
}

const statusRedirect = async (t: TestApp, admin: string, origin: string) =>
  (await get(t, '/api/gmail/status', origin, admin)).json().redirectUri;

const authUrlRedirect = async (t: TestApp, admin: string, origin: string) => {
  const response = await get(t, '/api/gmail/auth-url', origin, admin);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().authUrl).searchParams.get('redirect_uri');
};

const signInRedirect = async (t: TestApp, origin: string) => {
  const response = await get(t, '/auth/google', origin);
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location)).searchParams.get('redirect_uri');
};

describe('with APP_URL unset', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp({ ...peer.appEnv, GMAIL_API_URL: peer.gmailApiUrl });
    admin = await t.loginAsAdmin();
  });
  afterAll(() => t?.close());

  it('shows and sends the Gmail redirect URI of the address the administrator uses', async () => {
    expect(await statusRedirect(t, admin, LOOPBACK)).toBe(`${LOOPBACK}/auth/gmail/callback`);
    expect(await statusRedirect(t, admin, LOCALHOST)).toBe(`${LOCALHOST}/auth/gmail/callback`);
    expect(await authUrlRedirect(t, admin, LOOPBACK)).toBe(`${LOOPBACK}/auth/gmail/callback`);
    expect(await authUrlRedirect(t, admin, LOCALHOST)).toBe(`${LOCALHOST}/auth/gmail/callback`);
  });

  it('sends Google sign-in back to the address the visitor uses', async () => {
    expect(await signInRedirect(t, LOOPBACK)).toBe(`${LOOPBACK}/auth/google/callback`);
    expect(await signInRedirect(t, LOCALHOST)).toBe(`${LOCALHOST}/auth/google/callback`);
  });

  it('follows the forwarded address behind a trusted proxy', async () => {
    const proxied = await buildTestApp({ ...peer.appEnv, TRUST_PROXY: 'true' });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/auth/google',
        headers: {
          host: '10.0.0.5:3000',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'logistique.example.fr',
        },
      });
      expect(new URL(String(response.headers.location)).searchParams.get('redirect_uri')).toBe(
        'https://logistique.example.fr/auth/google/callback',
      );
    } finally {
      await proxied.close();
    }
  });

  it('exchanges the Gmail code with the redirect URI of the authorization, whatever the callback’s Host', async () => {
    const authUrl = (await get(t, '/api/gmail/auth-url', LOOPBACK, admin)).json().authUrl;
    const back = await completeAuthorization(authUrl, { login: 'ops.team@acme.test' });
    expect(`${back.origin}${back.pathname}`).toBe(`${LOOPBACK}/auth/gmail/callback`);
    // Posted through another address: the exchange still names the URI Google saw, or Google refuses it.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gmail/callback',
      headers: { host: new URL(LOCALHOST).host, cookie: admin },
      payload: Object.fromEntries(back.searchParams),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, account: 'ops.team@acme.test' });
  });

  it('signs in with Google through the address the visitor used', async () => {
    await t.createUser({ email: 'jeanne.adresse@acme.test' });
    const start = await get(t, '/auth/google', LOOPBACK);
    const back = await completeAuthorization(String(start.headers.location), {
      login: 'jeanne.adresse@acme.test',
    });
    expect(`${back.origin}${back.pathname}`).toBe(`${LOOPBACK}/auth/google/callback`);
    const flow = start.cookies.find((cookie) => cookie.name === 'gl_google_signin');
    const response = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: {
        host: new URL(LOOPBACK).host,
        cookie: `gl_google_signin=${encodeURIComponent(String(flow?.value))}`,
      },
    });
    expect(response.statusCode).toBe(302);
    // The account of the email Google verified is signed in: the code exchange went through.
    expect(response.headers.location).toBe('/');
    expect(sessionCookie(response)).toMatch(/^gl_session=/);
  });
});

describe('with APP_URL set', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp({ APP_URL: `${APP_URL}/`, ...peer.appEnv });
    admin = await t.loginAsAdmin();
  });
  afterAll(() => t?.close());

  it('uses APP_URL whatever the address of the request', async () => {
    for (const origin of [LOOPBACK, LOCALHOST]) {
      expect(await statusRedirect(t, admin, origin)).toBe(`${APP_URL}/auth/gmail/callback`);
      expect(await authUrlRedirect(t, admin, origin)).toBe(`${APP_URL}/auth/gmail/callback`);
      expect(await signInRedirect(t, origin)).toBe(`${APP_URL}/auth/google/callback`);
    }
  });
});
