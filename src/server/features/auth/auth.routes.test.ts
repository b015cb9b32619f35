import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { ADMIN, buildTestApp, sessionCookie, type TestApp } from '../../test/build-test-app';

const limits = { perUsernameAndIp: 3, perIp: 6, perUsername: 10 };

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({
    LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP: String(limits.perUsernameAndIp),
    LOGIN_MAX_FAILURES_PER_IP: String(limits.perIp),
    LOGIN_MAX_FAILURES_PER_USERNAME: String(limits.perUsername),
  });
});
afterEach(() => t.close());

/** A sign-in from `ip` (app.inject's own address is 127.0.0.1). */
const login = (
  payload: unknown,
  { headers = {}, ip }: { headers?: Record<string, string>; ip?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: payload as object,
    headers,
    ...(ip ? { remoteAddress: ip } : {}),
  });
const wrong = (username = 'admin') => ({ username, password: 'bad' });

describe('POST /api/login', () => {
  it('signs the first administrator in and answers the user without any secret', async () => {
    const response = await login(ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ username: 'admin', role: 'admin', isActive: true, hasOdooPassword: false });
    expect(Object.keys(body)).not.toContain('passwordHash');
    expect(response.body).not.toMatch(/argon2|"password(Hash)?"/i);
    const cookie = response.cookies.find((c) => c.name === 'gl_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
  });

  it('matches the username whatever its case', async () => {
    expect((await login({ username: 'ADMIN', password: ADMIN.password })).statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown user and an inactive account with the same 401', async () => {
    const inactive = await t.createUser({ isActive: false, password: 'secret-123' });
    for (const payload of [
      { username: 'admin', password: 'wrong' },
      { username: 'nobody', password: 'whatever' },
      { username: inactive.username, password: 'secret-123' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Nom d'utilisateur ou mot de passe incorrect" });
      expect(response.cookies.find((c) => c.name === 'gl_session')).toBeUndefined();
    }
  });

  it('answers 400 with French field messages when fields are missing', async () => {
    const response = await login({ username: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Certains champs sont invalides.',
      errors: { username: "Le nom d'utilisateur est requis", password: 'Le mot de passe est requis' },
    });
  });

  it('rotates the session: signing in again replaces the previous session id', async () => {
    const first = sessionCookie(await login(ADMIN));
    const second = await login(ADMIN, { headers: { cookie: first } });
    expect(second.statusCode).toBe(200);
    expect(sessionCookie(second)).not.toBe(first);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: first } });
    expect(me.statusCode).toBe(401);
  });
});

describe('sign-in throttling', () => {
  const attacker = '203.0.113.66';
  const owner = '198.51.100.7';

  it('locks a username out from one IP after repeated failures with a French 429, even with the right password', async () => {
    for (let i = 0; i < limits.perUsernameAndIp; i++)
      expect((await login(wrong(), { ip: attacker })).statusCode).toBe(401);
    const blocked = await login(ADMIN, { ip: attacker });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
    });
  });

  it('lets the owner sign in from another IP while an attacker IP is locked out of the account', async () => {
    for (let i = 0; i < limits.perUsernameAndIp + 2; i++) await login(wrong(), { ip: attacker });
    expect((await login(ADMIN, { ip: attacker })).statusCode).toBe(429);
    expect((await login(ADMIN, { ip: owner })).statusCode).toBe(200);
  });

  it('throttles repeated failures per IP across usernames, and only that IP', async () => {
    for (let i = 0; i < limits.perIp; i++) await login(wrong(`ghost${i}`), { ip: attacker });
    expect((await login(ADMIN, { ip: attacker })).statusCode).toBe(429);
    expect((await login(ADMIN, { ip: owner })).statusCode).toBe(200);
  });

  it('holds the per-username ceiling across many IPs', async () => {
    for (let i = 0; i < limits.perUsername; i++)
      expect((await login(wrong(), { ip: `192.0.2.${i + 1}` })).statusCode).toBe(401);
    expect((await login(ADMIN, { ip: owner })).statusCode).toBe(429);
  });

  it('a successful sign-in forgives the failures of that username from that IP only', async () => {
    const elsewhere = '192.0.2.200';
    for (let i = 0; i < limits.perUsernameAndIp - 1; i++) {
      await login(wrong(), { ip: owner });
      await login(wrong(), { ip: elsewhere });
    }
    expect((await login(ADMIN, { ip: owner })).statusCode).toBe(200);
    for (let i = 0; i < limits.perUsernameAndIp - 1; i++) await login(wrong(), { ip: owner });
    expect((await login(ADMIN, { ip: owner })).statusCode).toBe(200);
    // The failures from the other IP still count: one more locks that IP out.
    await login(wrong(), { ip: elsewhere });
    expect((await login(ADMIN, { ip: elsewhere })).statusCode).toBe(429);
  });

  // 50 guesses sent at once, the right password last: only the limit may reach the password check (401),
  // the rest are refused (429) before it, so the right password is never evaluated.
  it.each([
    [
      'one username from one IP',
      limits.perUsernameAndIp,
      (_i: number) => ({ username: 'admin', ip: attacker }),
    ],
    [
      'many usernames from one IP',
      limits.perIp,
      (i: number) => ({ username: i === 49 ? 'admin' : `ghost${i}`, ip: attacker }),
    ],
    [
      'one username from many IPs',
      limits.perUsername,
      (i: number) => ({ username: 'admin', ip: `192.0.2.${i + 1}` }),
    ],
  ])('evaluates only the limit of 50 simultaneous attempts on %s', async (_case, limit, attempt) => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const { username, ip } = attempt(i);
        return login({ username, password: i === 49 ? ADMIN.password : `guess-${i}` }, { ip });
      }),
    );
    const evaluated = answers.filter((response) => response.statusCode !== 429);
    expect(evaluated.map((response) => response.statusCode)).toEqual(Array(limit).fill(401));
    expect(answers.at(-1)?.statusCode).toBe(429);
  });
});

describe('GET /api/auth/options', () => {
  it('tells the sign-in page, without a session, which ways in this server offers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      registrationEnabled: false,
      googleEnabled: false,
      googleRegistrationEnabled: false,
    });
  });
});

describe('GET /api/user', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Veuillez vous connecter.' });
  });

  it('answers the signed-in user', async () => {
    const user = await t.createUser({ firstName: 'Luc', lastName: 'Bernard' });
    const cookie = await t.login(user.username, 'user-password-1');
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      firstName: 'Luc',
      lastName: 'Bernard',
      role: 'user',
    });
  });

  it('ends the session of a user who has been deactivated', async () => {
    const user = await t.createUser();
    const cookie = await t.login(user.username, 'user-password-1');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('refuses a session past its idle or absolute expiry', async () => {
    const cookie = await t.loginAsAdmin();
    const past = new Date(Date.now() - 1000);
    await t.database.db.update(sessions).set({ expiresAt: past });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(
      401,
    );

    const idle = await t.loginAsAdmin();
    const longAgo = new Date(Date.now() - t.config.session.idleMs - 1000);
    await t.database.db.update(sessions).set({ lastSeenAt: longAgo });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: idle } })).statusCode,
    ).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await t.loginAsAdmin();
    const token = cookie.split('=')[1];
    const rows = await t.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(token);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('GET /api/session', () => {
  it('answers 200 with no user to a visitor, so the sign-in page logs no failure', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('answers the signed-in user, and no user once the session has expired', async () => {
    const user = await t.createUser({ firstName: 'Luc', lastName: 'Bernard' });
    const cookie = await t.login(user.username, 'user-password-1');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: user.id, firstName: 'Luc', role: 'user' });
    expect(signedIn.body).not.toMatch(/argon2|"password(Hash)?"/i);

    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ user: null });
  });
});

describe('POST /api/logout', () => {
  it('destroys the session server-side', async () => {
    const cookie = await t.loginAsAdmin();
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
    // Replaying the old cookie gets nothing.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('succeeds without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
  });
});

describe('POST /api/register', () => {
  const payload = {
    username: 'nouveau',
    email: 'nouveau@example.test',
    firstName: 'Nina',
    lastName: 'Petit',
    password: 'secret-123',
  };

  it('is off by default: 403 with a French message, nothing created', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "L'inscription est désactivée. Demandez un compte à un administrateur.",
    );
    expect(await t.database.db.select().from(users).where(eq(users.username, 'nouveau'))).toHaveLength(0);
  });

  describe('when enabled', () => {
    let open: TestApp;
    beforeEach(async () => {
      open = await buildTestApp({ REGISTRATION_ENABLED: 'true' });
    });
    afterEach(() => open.close());

    it('creates an ordinary user and signs them in, whatever role is sent', async () => {
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...payload, role: 'admin' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ username: 'nouveau', role: 'user' });
      const me = await open.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: sessionCookie(response) },
      });
      expect(me.json().username).toBe('nouveau');
    });

    it('is announced by GET /api/auth/options', async () => {
      const response = await open.app.inject({ method: 'GET', url: '/api/auth/options' });
      expect(response.json()).toEqual({
        registrationEnabled: true,
        googleEnabled: false,
        googleRegistrationEnabled: false,
      });
    });

    it('validates with the French messages of the user form', async () => {
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'ab', email: 'pas-un-email', firstName: '', lastName: '', password: '123' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        username: "Le nom d'utilisateur doit contenir au moins 3 caractères",
        email: 'Email invalide',
        firstName: 'Le prénom est requis',
        lastName: 'Le nom est requis',
        password: 'Le mot de passe doit contenir au moins 6 caractères',
      });
    });

    it('refuses a username already taken (any case) with 409', async () => {
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...payload, username: 'Admin' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual({ username: "Ce nom d'utilisateur est déjà utilisé" });
    });
  });
});

describe('GET /auth/google', () => {
  // The whole flow is in google-sign-in.routes.test.ts.
  it('sends the browser back to the sign-in page while Google sign-in is not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/google' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth?erreur=google-non-configure');
  });
});
