/**
 * Google sign-in end to end on real protocols: the app starts the flow, the "browser" passes a real
 * OpenID Connect provider's sign-in and consent pages (oidc-provider on 127.0.0.1, driven with a cookie
 * jar), and the redirect back is handed to the app's callback with the cookies it set.
 */

import { googleSignInErrors } from '@shared/auth/google-sign-in';
import { messages } from '@shared/http/api-error';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, users } from '../../db/schema';
import { createSecretBox } from '../../lib/secret-box';
import { ADMIN, buildTestApp, sessionCookie, type TestApp } from '../../test/build-test-app';
import { type GooglePeer, startGooglePeer } from '../../test/peers/google-peer';
import { completeAuthorization } from '../../test/peers/oauth-driver';
import { FLOW_COOKIE, FLOW_TTL_MS, openFlow, sealFlow } from './google-sign-in-flow';

// Only redirect URIs are built from it: nothing listens there.
const APP_URL = 'http://127.0.0.1:3996';
const CALLBACK = `${APP_URL}/auth/google/callback`;

let peer: GooglePeer;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  peer = await startGooglePeer({ appUrl: APP_URL });
  t = await buildTestApp(
    {
      APP_URL,
      ...peer.appEnv,
      GOOGLE_ALLOWED_DOMAINS: 'acme.test, Filiale.test',
      // Refusals below all come from app.inject's 127.0.0.1: room for all of them.
      LOGIN_MAX_FAILURES_PER_IP: '100',
    },
    { logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) },
  );
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const googleEnv = (issuer = peer.issuer) => ({ APP_URL, ...peer.appEnv, GOOGLE_ISSUER: issuer });

interface Browser {
  /** The app's cookies the browser holds ("name=value; …"), e.g. a session from an earlier sign-in. */
  cookie?: string;
  ip?: string;
}

const cookieHeader = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie ? `${name}=${encodeURIComponent(cookie.value)}` : undefined;
};
const join = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

async function startSignIn(app: TestApp, { returnTo, cookie, ip }: Browser & { returnTo?: string } = {}) {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const response = await app.app.inject({
    method: 'GET',
    url: `/auth/google${query}`,
    headers: cookie ? { cookie } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });
  expect(response.statusCode, response.body).toBe(302);
  return {
    response,
    authUrl: String(response.headers.location),
    flowCookie: cookieHeader(response, FLOW_COOKIE),
  };
}

async function callback(app: TestApp, back: URL | string, { cookie, ip }: Browser = {}) {
  const url = typeof back === 'string' ? back : `${back.pathname}${back.search}`;
  const response = await app.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });
  expect(response.statusCode, response.body).toBe(302);
  return response;
}

/** The whole journey: /auth/google, the provider's pages as `login`, then the app's callback. */
async function signInWithGoogle(
  login: string,
  {
    app = t,
    returnTo,
    cookie,
    ip,
    deny,
  }: Browser & { app?: TestApp; returnTo?: string; deny?: boolean } = {},
) {
  const start = await startSignIn(app, { returnTo, cookie, ip });
  const back = await completeAuthorization(start.authUrl, { login, deny });
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  const response = await callback(app, back, { cookie: join(cookie, start.flowCookie), ip });
  return {
    response,
    back,
    flowCookie: start.flowCookie,
    location: response.headers.location,
    session: response.cookies.find((c) => c.name === 'gl_session'),
  };
}

const refusedWith = (code: keyof typeof googleSignInErrors) => `/auth?erreur=${code}`;

const me = (cookie: string, app = t) => app.call('GET', '/api/user', { cookie });
const userByEmail = async (email: string, app = t) =>
  (
    await app.database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0];
const sessionCount = async (app = t) => (await app.database.db.select().from(sessions)).length;

describe('GET /auth/google', () => {
  it('sends the browser to the issuer with PKCE, state, nonce and the sign-in scopes', async () => {
    const { authUrl, response } = await startSignIn(t);
    const url = new URL(authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${peer.issuer}/auth`);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(peer.clientId);
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{40,}$/);
    expect(response.headers['cache-control']).toBe('no-store');

    // The flow is kept in a sealed, short-lived cookie that only the sign-in routes receive.
    const cookie = response.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/google', maxAge: 600 });
    expect(cookie?.value).not.toContain(params.get('state'));
  });
});

describe('GET /auth/google/callback', () => {
  it('registers a colleague of an allowed domain at the first sign-in and signs them in', async () => {
    const before = await sessionCount();
    const { response, location, session } = await signInWithGoogle('nina.petit@acme.test');
    expect(location).toBe('/');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The flow cookie serves once.
    expect(response.cookies.find((c) => c.name === FLOW_COOKIE)).toMatchObject({ value: '', maxAge: 0 });

    const answer = await me(sessionCookie(response));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      username: 'nina.petit',
      email: 'nina.petit@acme.test',
      firstName: 'Nina',
      lastName: 'Petit',
      role: 'user',
      isActive: true,
      googleLinked: true,
      // Signs in with Google until a password is set in Mon compte.
      hasPassword: false,
    });
    expect(answer.body).not.toContain('googleSubject');
    const row = await userByEmail('nina.petit@acme.test');
    expect(row).toMatchObject({ googleSubject: 'nina.petit@acme.test', passwordHash: null });
    expect(await sessionCount()).toBe(before + 1);
  });

  it('signs the same person in again into the same account, with a new session', async () => {
    const first = await signInWithGoogle('marc.roux@acme.test');
    const firstCookie = sessionCookie(first.response);
    const firstUser = (await me(firstCookie)).json();

    const second = await signInWithGoogle('marc.roux@acme.test', { cookie: firstCookie });
    expect(second.location).toBe('/');
    const secondCookie = sessionCookie(second.response);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await me(secondCookie)).json().id).toBe(firstUser.id);
    // Rotation: the browser's previous session is gone.
    expect((await me(firstCookie)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'marc.roux@acme.test'));
    expect(rows).toHaveLength(1);
  });

  it('derives a unique username from the email, and names from the claims', async () => {
    await signInWithGoogle('lea.moreau@acme.test');
    const other = await signInWithGoogle('lea.moreau@filiale.test');
    expect((await me(sessionCookie(other.response))).json().username).toBe('lea.moreau-2');

    peer.setAccount('jb@acme.test', { given_name: 'Jean-Baptiste', family_name: 'Lemoine' });
    const short = await signInWithGoogle('jb@acme.test');
    expect((await me(sessionCookie(short.response))).json()).toMatchObject({
      username: 'jb.acme',
      firstName: 'Jean-Baptiste',
      lastName: 'Lemoine',
    });
  });

  it('registers a consumer account (no hd) of an allowed email domain, not a foreign Workspace one', async () => {
    peer.setAccount('perso@acme.test', { hd: undefined });
    expect((await signInWithGoogle('perso@acme.test')).location).toBe('/');

    peer.setAccount('mixte@acme.test', { hd: 'ailleurs.test' });
    const foreign = await signInWithGoogle('mixte@acme.test');
    expect(foreign.location).toBe(refusedWith('google-inconnu'));
    expect(await userByEmail('mixte@acme.test')).toBeUndefined();
  });

  it('refuses a domain that is not allowed with the unknown-account message: no user, no session', async () => {
    const before = await sessionCount();
    const { location, session } = await signInWithGoogle('intrus@ailleurs.test');
    expect(location).toBe(refusedWith('google-inconnu'));
    expect(googleSignInErrors['google-inconnu']).toBe(
      "Aucun compte n'est associé à cette adresse Google. Demandez à un administrateur de vous créer un compte.",
    );
    expect(session).toBeUndefined();
    expect(await userByEmail('intrus@ailleurs.test')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an unverified email', async () => {
    const { location, session } = await signInWithGoogle('unverified.paul@acme.test');
    expect(location).toBe(refusedWith('google-email-non-verifie'));
    expect(session).toBeUndefined();
    expect(await userByEmail('unverified.paul@acme.test')).toBeUndefined();
  });

  it('refuses an inactive account, whether linked or found by email, and does not link it', async () => {
    const byEmail = await t.createUser({ email: 'ancien@acme.test', isActive: false });
    const refused = await signInWithGoogle('ancien@acme.test');
    expect(refused.location).toBe(refusedWith('google-inactif'));
    expect(refused.session).toBeUndefined();
    expect((await userByEmail(byEmail.email))?.googleSubject).toBeNull();

    // The peer's subject is the login: this account is linked to the Google account "parti".
    await t.createUser({ email: 'autre-adresse@example.test', googleSubject: 'parti', isActive: false });
    expect((await signInWithGoogle('parti')).location).toBe(refusedWith('google-inactif'));
  });

  it('links an existing password account by its verified email (any case), then knows it by subject', async () => {
    const account = await t.createUser({ email: 'Paul.Durand@Partenaire.test' });
    const first = await signInWithGoogle('paul.durand@partenaire.test');
    expect(first.location).toBe('/');
    const answer = (await me(sessionCookie(first.response))).json();
    expect(answer).toMatchObject({
      id: account.id,
      username: account.username,
      googleLinked: true,
      hasPassword: true,
    });

    // The email changes on either side: the subject still finds the account.
    await t.database.db
      .update(users)
      .set({ email: 'paul@nouvelle-adresse.test' })
      .where(eq(users.id, account.id));
    const again = await signInWithGoogle('paul.durand@partenaire.test');
    expect((await me(sessionCookie(again.response))).json().id).toBe(account.id);
    // The password still works.
    expect(await t.login(account.username, 'user-password-1')).toBeTruthy();
  });

  it('refuses to link an account already linked to another Google account', async () => {
    const account = await t.createUser({ email: 'deux@acme.test', googleSubject: 'another-subject' });
    expect((await signInWithGoogle('deux@acme.test')).location).toBe(refusedWith('google-autre-compte'));
    expect((await userByEmail(account.email))?.googleSubject).toBe('another-subject');
  });

  it('brings the person back to a page of this app, and ignores any other returnTo', async () => {
    const kept = await signInWithGoogle('retour@acme.test', { returnTo: '/package-pickup?onglet=2' });
    expect(kept.location).toBe('/package-pickup?onglet=2');
    for (const returnTo of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '/\t/evil.example',
    ]) {
      expect((await signInWithGoogle('retour@acme.test', { returnTo })).location, returnTo).toBe('/');
    }
  });

  it('reports a sign-in cancelled at Google', async () => {
    const { location, session } = await signInWithGoogle('annule@acme.test', { deny: true });
    expect(location).toBe(refusedWith('google-annule'));
    expect(googleSignInErrors['google-annule']).toBe('Connexion Google annulée.');
    expect(session).toBeUndefined();
  });

  it('refuses a tampered state', async () => {
    const start = await startSignIn(t);
    const back = await completeAuthorization(start.authUrl, { login: 'state@acme.test' });
    back.searchParams.set('state', 'forged-state-value');
    const response = await callback(t, back, { cookie: start.flowCookie });
    expect(response.headers.location).toBe(refusedWith('google-invalide'));
    expect(response.cookies.find((c) => c.name === 'gl_session')).toBeUndefined();
    expect(await userByEmail('state@acme.test')).toBeUndefined();
  });

  it('refuses a replayed code', async () => {
    const first = await signInWithGoogle('rejeu@acme.test');
    expect(first.location).toBe('/');
    const before = await sessionCount();
    const replay = await callback(t, first.back, { cookie: first.flowCookie });
    expect(replay.headers.location).toBe(refusedWith('google-refuse'));
    expect(replay.cookies.find((c) => c.name === 'gl_session')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a code issued by another issuer', async () => {
    const impostor = await startGooglePeer({ appUrl: APP_URL });
    try {
      const start = await startSignIn(t);
      const genuine = new URL(start.authUrl);
      const forged = new URL(`${genuine.pathname}${genuine.search}`, impostor.issuer);
      const back = await completeAuthorization(forged, { login: 'imposteur@acme.test' });
      expect(back.searchParams.get('iss')).toBe(impostor.issuer);
      const response = await callback(t, back, { cookie: start.flowCookie });
      expect(response.headers.location).toBe(refusedWith('google-invalide'));

      // Without its `iss`, the code is refused all the same.
      back.searchParams.delete('iss');
      const withoutIss = await callback(t, back, { cookie: start.flowCookie });
      expect(withoutIss.headers.location).toMatch(/^\/auth\?erreur=google-(invalide|refuse)$/);
      expect(await userByEmail('imposteur@acme.test')).toBeUndefined();
    } finally {
      await impostor.close();
    }
  });

  it('refuses a callback without its flow cookie, or with a forged or expired one', async () => {
    const start = await startSignIn(t);
    const back = await completeAuthorization(start.authUrl, { login: 'expire@acme.test' });
    expect((await callback(t, back)).headers.location).toBe(refusedWith('google-expire'));
    expect((await callback(t, back, { cookie: `${FLOW_COOKIE}=v1:AAAA` })).headers.location).toBe(
      refusedWith('google-expire'),
    );

    const box = createSecretBox(t.config.encryptionKey as Buffer);
    const sealed = decodeURIComponent(String(start.flowCookie?.split('=').slice(1).join('=')));
    const flow = openFlow(box, sealed);
    expect(flow).toBeDefined();
    const expired = sealFlow(box, {
      ...(flow as NonNullable<typeof flow>),
      startedAt: Date.now() - FLOW_TTL_MS - 1000,
    });
    const response = await callback(t, back, { cookie: `${FLOW_COOKIE}=${encodeURIComponent(expired)}` });
    expect(response.headers.location).toBe(refusedWith('google-expire'));
    expect(await userByEmail('expire@acme.test')).toBeUndefined();
  });

  it('says Google does not answer when the issuer is down, without counting it against the IP', async () => {
    const ip = '192.0.2.77';
    const start = await startSignIn(t, { ip });
    const back = await completeAuthorization(start.authUrl, { login: 'panne@acme.test' });
    await peer.stopIssuer();
    try {
      const response = await callback(t, back, { cookie: start.flowCookie, ip });
      expect(response.headers.location).toBe(refusedWith('google-indisponible'));
    } finally {
      await peer.startIssuer();
    }
    expect(await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.ip, ip))).toEqual([]);
  });

  it('logs why a sign-in was refused, never the authorization code', async () => {
    const start = await startSignIn(t);
    const back = await completeAuthorization(start.authUrl, { login: 'journal@acme.test' });
    const code = back.searchParams.get('code') as string;
    back.searchParams.set('state', 'forged-state-value');
    await callback(t, back, { cookie: start.flowCookie });
    const refusals = logLines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.code === 'google-invalide');
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.at(-1)).toMatchObject({ level: 40, reason: 'invalid' });
    expect(logLines.join('\n')).not.toContain(code);
  });
});

describe('password sign-in to an account created through Google', () => {
  it('fails exactly like a wrong password, throttling included', async () => {
    const { response } = await signInWithGoogle('sans.mot-de-passe@acme.test');
    const { username } = (await me(sessionCookie(response))).json();
    const ip = '198.51.100.23';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'nimporte-quoi' },
        remoteAddress: ip,
      });
    for (let i = 0; i < t.config.loginThrottle.maxFailuresPerUsernameAndIp; i++) {
      const failed = await attempt();
      expect(failed.statusCode).toBe(401);
      expect(failed.json()).toEqual({ message: messages.loginFailed });
    }
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: messages.tooManyAttempts });
  });
});

describe('DELETE /api/users/:id/google', () => {
  it('lets an administrator unlink an account; the next Google sign-in links it again by email', async () => {
    const { response } = await signInWithGoogle('delier@acme.test');
    const user = (await me(sessionCookie(response))).json();
    const admin = await t.loginAsAdmin();
    const unlinked = await t.call('DELETE', `/api/users/${user.id}/google`, { cookie: admin });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({ id: user.id, googleLinked: false });
    expect((await userByEmail('delier@acme.test'))?.googleSubject).toBeNull();

    const again = await signInWithGoogle('delier@acme.test');
    expect((await me(sessionCookie(again.response))).json()).toMatchObject({
      id: user.id,
      googleLinked: true,
    });
  });

  it("refuses a user unlinking someone else's account; lets them unlink their own", async () => {
    const linked = await t.createUser({ googleSubject: 'sub-linked-a' });
    const other = await t.createUser({ googleSubject: 'sub-linked-b' });
    const cookie = await t.login(other.username, 'user-password-1');
    const refused = await t.call('DELETE', `/api/users/${linked.id}/google`, { cookie });
    expect(refused.statusCode).toBe(403);
    expect((await userByEmail(linked.email))?.googleSubject).toBe('sub-linked-a');

    const own = await t.call('DELETE', `/api/users/${other.id}/google`, { cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json().googleLinked).toBe(false);
  });

  it('answers 404 for an unknown user and 401 without a session', async () => {
    const admin = await t.loginAsAdmin();
    expect((await t.call('DELETE', '/api/users/999999/google', { cookie: admin })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/users/1/google')).statusCode).toBe(401);
  });
});

describe('GET /api/auth/options', () => {
  it('offers Google sign-in and says who may register through it', async () => {
    expect((await t.call('GET', '/api/auth/options')).json()).toEqual({
      registrationEnabled: false,
      googleEnabled: true,
      googleRegistrationEnabled: true,
    });
  });
});

describe('without GOOGLE_ALLOWED_DOMAINS', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await buildTestApp({ ...googleEnv(), LOGIN_MAX_FAILURES_PER_IP: '3' });
  });
  afterAll(() => closed?.close());

  it('registers nobody, and still lets existing accounts in', async () => {
    expect((await closed.call('GET', '/api/auth/options')).json()).toMatchObject({
      googleEnabled: true,
      googleRegistrationEnabled: false,
    });
    const refused = await signInWithGoogle('nouveau@acme.test', { app: closed, ip: '192.0.2.10' });
    expect(refused.location).toBe(refusedWith('google-inconnu'));
    expect(await userByEmail('nouveau@acme.test', closed)).toBeUndefined();

    await closed.createUser({ email: 'connu@acme.test' });
    const known = await signInWithGoogle('connu@acme.test', { app: closed, ip: '192.0.2.10' });
    expect(known.location).toBe('/');
  });

  it('throttles failed callbacks per IP, with the password sign-ins, and only that IP', async () => {
    const attacker = '203.0.113.9';
    for (let i = 0; i < 3; i++) {
      const start = await startSignIn(closed, { ip: attacker });
      const forged = await callback(closed, '/auth/google/callback?code=forged&state=forged', {
        cookie: start.flowCookie,
        ip: attacker,
      });
      expect(forged.headers.location).toBe(refusedWith('google-invalide'));
    }
    await closed.createUser({ email: 'bloque@acme.test' });
    const blocked = await signInWithGoogle('bloque@acme.test', { app: closed, ip: attacker });
    expect(blocked.location).toBe(refusedWith('google-trop-de-tentatives'));
    const login = await closed.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: ADMIN,
      remoteAddress: attacker,
    });
    expect(login.statusCode).toBe(429);

    expect((await signInWithGoogle('bloque@acme.test', { app: closed, ip: '203.0.113.10' })).location).toBe(
      '/',
    );
  });
});

describe('when the issuer cannot be reached at the start', () => {
  it('sends the browser back with the unavailable message', async () => {
    const down = await startGooglePeer({ appUrl: APP_URL });
    await down.stopIssuer();
    const app = await buildTestApp(googleEnv(down.issuer));
    try {
      const response = await app.call('GET', '/auth/google');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(refusedWith('google-indisponible'));
      expect(response.cookies.find((c) => c.name === FLOW_COOKIE)).toBeUndefined();
    } finally {
      await app.close();
      await down.close();
    }
  });
});

describe('when Google sign-in is not configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp({ GOOGLE_ALLOWED_DOMAINS: 'acme.test' });
  });
  afterAll(() => plain?.close());

  it('sends /auth/google and its callback back to the sign-in page with the reason', async () => {
    for (const url of [
      '/auth/google',
      '/auth/google?returnTo=/settings',
      '/auth/google/callback?code=x&state=y',
    ]) {
      const response = await plain.call('GET', url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(refusedWith('google-non-configure'));
    }
    expect(googleSignInErrors['google-non-configure']).toBe(
      "La connexion avec Google n'est pas configurée sur ce serveur.",
    );
  });

  it('tells the sign-in page that Google is not offered', async () => {
    expect((await plain.call('GET', '/api/auth/options')).json()).toEqual({
      registrationEnabled: false,
      googleEnabled: false,
      googleRegistrationEnabled: false,
    });
  });
});
