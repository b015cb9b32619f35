/**
 * Mail through Gmail, end to end on real protocols: the app authorizes against a local OpenID Connect
 * provider (oidc-provider) and sends through a Gmail REST double that accepts only the provider's access
 * tokens, reading each message with mailparser.
 */

import { versionMessages } from '@shared/http/row-version';
import { mailMessages } from '@shared/mail/mail.schema';
import type { RequestKind } from '@shared/requests/request-kinds';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminJournal, notificationOutbox, settings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { GMAIL_SEND_SCOPE, type GooglePeer, startGooglePeer } from '../../test/peers/google-peer';
import { completeAuthorization } from '../../test/peers/oauth-driver';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';
import { clearMailError, recordMailError } from './mail.repository';

const APP_URL = 'http://127.0.0.1:3998';
const LOGISTICS = 'logistique@example.test';

let peer: GooglePeer;
let t: TestApp;
let admin: string;
let user: string;
let userId: number;
let username: string;
let addressId: number;

beforeAll(async () => {
  peer = await startGooglePeer({ appUrl: APP_URL });
  t = await buildTestApp(
    {
      APP_URL,
      ...peer.appEnv,
      GMAIL_API_URL: peer.gmailApiUrl,
      NOTIFICATION_EMAIL: LOGISTICS,
    },
    { mailDelivery: { retryBaseMs: 20, retryMaxMs: 40 } },
  );
  const signedIn = await t.signInAdminAndUser();
  ({ admin, user } = signedIn);
  userId = signedIn.userRow.id;
  username = signedIn.userRow.username;
  addressId = await createShippingAddress(t, admin);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
beforeEach(() => peer.reset());

const status = async () => (await t.call('GET', '/api/gmail/status', { cookie: admin })).json();

/** The popup's whole journey: authorization URL, the provider's pages, the code posted back. */
async function authorize(login = 'ops.team@acme.test', cookie = admin) {
  const { authUrl } = (await t.call('GET', '/api/gmail/auth-url', { cookie })).json();
  const back = await completeAuthorization(authUrl, { login });
  const payload = Object.fromEntries(back.searchParams);
  return { payload, response: await t.call('POST', '/api/gmail/callback', { cookie, payload }) };
}

async function createRequest(kind: RequestKind = 'material-conditioning', company = 'ACME') {
  const response = await t.call('POST', `/api/${kind}-requests`, {
    cookie: user,
    payload: validRequestPayload(kind, company, addressId),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const outboxOf = (request: { id: number }, kind: RequestKind = 'material-conditioning') =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.requestId, request.id), eq(notificationOutbox.requestType, kind)));

describe('GET /api/gmail/status', () => {
  it('is for administrators only', async () => {
    expect((await t.call('GET', '/api/gmail/status')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/gmail/status', { cookie: user })).statusCode).toBe(403);
  });

  it('says what is missing before the authorization', async () => {
    expect(await status()).toMatchObject({
      hasClientId: true,
      hasClientSecret: true,
      hasRefreshToken: false,
      configured: false,
      error: null,
      transport: null,
      notificationEmail: LOGISTICS,
      delivery: { queued: 0, failed: 0, lastSentAt: null },
    });
    // Users learn only that no mail goes out yet.
    expect((await t.call('GET', '/api/mail/availability', { cookie: user })).json()).toEqual({
      sending: false,
    });
  });
});

describe('Gmail authorization', () => {
  it('builds an authorization URL with state, PKCE, offline access and the gmail.send scope', async () => {
    expect((await t.call('GET', '/api/gmail/auth-url', { cookie: user })).statusCode).toBe(403);
    const response = await t.call('GET', '/api/gmail/auth-url', { cookie: admin });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().authUrl);
    expect(url.origin).toBe(peer.issuer);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(peer.clientId);
    expect(params.get('redirect_uri')).toBe(`${APP_URL}/auth/gmail/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', GMAIL_SEND_SCOPE]),
    );
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
  });

  it('refuses a code brought back with a state this session did not ask for', async () => {
    const { authUrl } = (await t.call('GET', '/api/gmail/auth-url', { cookie: admin })).json();
    const back = await completeAuthorization(authUrl, { login: 'ops.team@acme.test' });
    const response = await t.call('POST', '/api/gmail/callback', {
      cookie: admin,
      payload: { ...Object.fromEntries(back.searchParams), state: 'forged-state-value' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(mailMessages.stateMismatch);
    expect((await status()).hasRefreshToken).toBe(false);
  });

  it("refuses a code started in another administrator's session", async () => {
    const other = await t.createUser({ role: 'admin' });
    const otherAdmin = await t.login(other.username, 'user-password-1');
    const { authUrl } = (await t.call('GET', '/api/gmail/auth-url', { cookie: otherAdmin })).json();
    const back = await completeAuthorization(authUrl, { login: 'ops.team@acme.test' });
    const response = await t.call('POST', '/api/gmail/callback', {
      cookie: admin,
      payload: Object.fromEntries(back.searchParams),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(mailMessages.stateMismatch);
  });

  it('refuses an authorization whose Gmail scope was unticked, and stores nothing', async () => {
    peer.setDeniedScopes([GMAIL_SEND_SCOPE]);
    const { response } = await authorize();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(mailMessages.scopeNotGranted);
    expect((await status()).hasRefreshToken).toBe(false);
    expect(
      await t.database.db.select().from(adminJournal).where(eq(adminJournal.action, 'integration.gmail')),
    ).toEqual([]);
  });

  it('stores the refresh token encrypted, answers it once, and configures sending at once', async () => {
    const { payload, response } = await authorize();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, account: 'ops.team@acme.test' });
    const refreshToken: string = body.tokens.refresh_token;
    expect(refreshToken.length).toBeGreaterThan(10);

    const [row] = await t.database.db.select().from(settings);
    expect(row?.gmailRefreshTokenEncrypted).toMatch(/^v1:/);
    expect(row?.gmailRefreshTokenEncrypted).not.toContain(refreshToken);

    const after = await t.call('GET', '/api/gmail/status', { cookie: admin });
    expect(after.body).not.toContain(refreshToken);
    expect(after.json()).toMatchObject({
      hasRefreshToken: true,
      configured: true,
      transport: 'gmail',
      account: 'ops.team@acme.test',
      refreshTokenSource: 'database',
      error: null,
    });
    expect((await t.call('GET', '/api/mail/availability', { cookie: user })).json()).toEqual({
      sending: true,
    });

    // The state served once: the same answer replayed is refused.
    const replay = await t.call('POST', '/api/gmail/callback', { cookie: admin, payload });
    expect(replay.statusCode).toBe(400);

    // The administration journal (decision 0081): one entry, the account, never the token.
    const journal = await t.database.db
      .select()
      .from(adminJournal)
      .where(eq(adminJournal.action, 'integration.gmail'));
    expect(journal).toEqual([
      expect.objectContaining({
        action: 'integration.gmail',
        actorName: 'Admin Principal',
        ip: '127.0.0.1',
        changes: { account: { from: null, to: 'ops.team@acme.test' }, refreshToken: { changed: true } },
      }),
    ]);
    expect(JSON.stringify(await t.database.db.select().from(adminJournal))).not.toContain(refreshToken);
  });
});

describe('notifications through Gmail', () => {
  beforeAll(async () => {
    if (!(await status()).configured) expect((await authorize()).response.statusCode).toBe(200);
  });
  // Each test starts with an empty queue and an empty mailbox.
  beforeEach(async () => {
    await t.app.mailDelivery.runOnce();
    peer.gmail.reset();
  });

  it.each<[RequestKind, string]>([
    ['material-conditioning', 'Envoi Conditionnement'],
    ['package-pickup', 'Enlèvement Colis/Palettes'],
    ['regional-collection', 'Collectes Région Parisienne'],
  ])('sends one French mail to the logistics address for a new %s request', async (kind, label) => {
    const created = await createRequest(kind, `Société ${kind}`);
    expect(created.notificationQueued).toBe(true);
    await t.app.mailDelivery.runOnce();
    await t.app.mailDelivery.runOnce();

    expect(peer.gmail.messages).toHaveLength(1);
    const [mail] = peer.gmail.messages;
    expect(mail?.subject).toBe(`Nouvelle demande — ${label} — Société ${kind}`);
    expect(mail?.to).toEqual([LOGISTICS]);
    expect(mail?.from).toBe('no-reply@acme.test');
    const link = `${APP_URL}/${kind}?demande=${created.id}`;
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Contact\u00a0: Jeanne Contact');
    expect(mail?.text).toContain('créée par Jeanne Martin');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain(`Société ${kind}`);
    const [row] = await outboxOf(created, kind);
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    expect((await status()).delivery.lastSentAt).not.toBeNull();
  });

  it('mails a new transport and a new collection outside Île-de-France, then their decisions, in French', async () => {
    const transport = await createRequest('delivery', 'Expéditeur SA');
    const collection = await createRequest('collection', 'Lyon Recyclage');
    await t.app.mailDelivery.runOnce();
    await t.app.mailDelivery.runOnce();
    const created = (subject: string) => peer.gmail.messages.find((mail) => mail.subject === subject);

    const transportMail = created('Nouvelle demande — Transports — Expéditeur SA → Atelier Sud');
    expect(transportMail?.to).toEqual([LOGISTICS]);
    expect(transportMail?.text).toContain(`${APP_URL}/transport?demande=${transport.id}`);
    expect(transportMail?.text).toContain('Contact (expéditeur)\u00a0: Jeanne Contact');
    expect(transportMail?.text).toContain('Adresse (destinataire)\u00a0: 5 rue de la République, 69001 Lyon');
    expect(transportMail?.text).toContain('Type de demande\u00a0: Livraison');
    expect(transportMail?.text).toContain(
      'Colis 1\u00a0: 40\u00a0×\u00a030\u00a0×\u00a020\u00a0cm, 8\u00a0kg, 1 200 €',
    );
    expect(transportMail?.text).toMatch(/Date de collecte\u00a0: \d+(er)?\u00a0\S+ \d{4}/);
    expect(transportMail?.text).not.toContain('livraison');

    const collectionMail = created('Nouvelle demande — Collectes hors Île-de-France — Lyon Recyclage');
    expect(collectionMail?.text).toContain(`${APP_URL}/collection?demande=${collection.id}`);
    expect(collectionMail?.text).toContain('Entreprise\u00a0: Lyon Recyclage');
    expect(collectionMail?.text).toContain('Description\u00a0: 3 ordinateurs, 2 écrans');
    expect(collectionMail?.text).not.toContain('Date souhaitée');
    expect(collectionMail?.html).toContain('Lyon Recyclage');

    peer.gmail.reset();
    await t.call('PATCH', `/api/delivery-requests/${transport.id}`, {
      cookie: admin,
      payload: { status: 'completed' },
    });
    await t.call('PATCH', `/api/collection-requests/${collection.id}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'Trop loin' },
    });
    await t.app.mailDelivery.runOnce();
    expect(peer.gmail.messages.map((mail) => mail.subject).sort()).toEqual([
      'Demande acceptée — Transports — Expéditeur SA → Atelier Sud',
      'Demande refusée — Collectes hors Île-de-France — Lyon Recyclage',
    ]);
    const refusal = peer.gmail.messages.find((mail) => mail.subject.startsWith('Demande refusée'));
    expect(refusal?.to).toEqual([`${username}@example.test`]);
    expect(refusal?.text).toContain('Motif du refus\u00a0: Trop loin');
  });

  it('retries after a temporary Gmail failure and delivers once it recovers', async () => {
    peer.gmail.failNext(2, { status: 503 });
    const created = await createRequest();
    await t.app.mailDelivery.runOnce();
    let [row] = await outboxOf(created);
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row?.lastError).toContain('503');
    expect(await status()).toMatchObject({ delivery: { queued: 1 }, error: expect.stringContaining('503') });

    for (let i = 0; i < 20 && row?.state !== 'sent'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await t.app.mailDelivery.runOnce();
      [row] = await outboxOf(created);
    }
    expect(row).toMatchObject({ state: 'sent', attempts: 3 });
    expect(peer.gmail.messages).toHaveLength(1);
    expect((await status()).error).toBeNull();
  });

  it('marks a notification failed at once on a permanent refusal, and "Réessayer" sends it again', async () => {
    peer.gmail.failNext(1, { status: 400 });
    const created = await createRequest();
    await t.app.mailDelivery.runOnce();
    const [row] = await outboxOf(created);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    const failed = await status();
    expect(failed.delivery).toMatchObject({ failed: 1, lastFailure: expect.stringContaining('400') });
    expect(failed.error).toContain("L'API Gmail a refusé le message");

    expect((await t.call('POST', '/api/gmail/retry', { cookie: user })).statusCode).toBe(403);
    const retry = await t.call('POST', '/api/gmail/retry', { cookie: admin });
    expect(retry.json()).toEqual({ requeued: 1 });
    await t.app.mailDelivery.runOnce();
    expect(await outboxOf(created)).toEqual([expect.objectContaining({ state: 'sent' })]);
    expect(peer.gmail.messages).toHaveLength(1);
  });

  it('tells the author of a request when an administrator decides it, unless they turned it off', async () => {
    const accepted = await createRequest('regional-collection', 'Décidée');
    const rejected = await createRequest('package-pickup', 'Refusée');
    await t.app.mailDelivery.runOnce();
    peer.gmail.reset();

    await t.call('PATCH', `/api/regional-collection-requests/${accepted.id}`, {
      cookie: admin,
      payload: { status: 'completed' },
    });
    await t.call('PATCH', `/api/package-pickup-requests/${rejected.id}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'Adresse hors zone' },
    });
    await t.app.mailDelivery.runOnce();
    const subjects = peer.gmail.messages.map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Demande acceptée — Collectes Région Parisienne — Décidée',
      'Demande refusée — Enlèvement Colis/Palettes — Refusée',
    ]);
    const refusal = peer.gmail.messages.find((mail) => mail.subject.startsWith('Demande refusée'));
    expect(refusal?.to).toEqual([`${username}@example.test`]);
    expect(refusal?.text).toContain('Motif du refus\u00a0: Adresse hors zone');
    expect(refusal?.text).toContain('refusée par');

    peer.gmail.reset();
    const optOut = await putCurrent(t, `/api/users/${userId}`, {
      cookie: user,
      payload: { notifyOnDecision: false },
    });
    expect(optOut.json()).toMatchObject({ notifyOnDecision: false });
    const quiet = await createRequest('regional-collection', 'Silencieuse');
    await t.call('PATCH', `/api/regional-collection-requests/${quiet.id}`, {
      cookie: admin,
      payload: { status: 'completed' },
    });
    expect((await outboxOf(quiet, 'regional-collection')).map((row) => row.kind)).toEqual([
      'request-created',
    ]);
    await putCurrent(t, `/api/users/${userId}`, { cookie: user, payload: { notifyOnDecision: true } });
  });

  it('keeps notifications queued while Google cannot be reached, and sends them when it answers again', async () => {
    // A new authorization: no access token is cached for its refresh token yet.
    expect((await authorize('ops.team@acme.test')).response.statusCode).toBe(200);
    await peer.stopIssuer();
    try {
      const created = await createRequest();
      await t.app.mailDelivery.runOnce();
      const [row] = await outboxOf(created);
      expect(row).toMatchObject({ state: 'queued' });
      expect((await status()).error).toContain('Google ne répond pas');
    } finally {
      await peer.startIssuer();
    }
    await new Promise((resolve) => setTimeout(resolve, 60));
    await t.app.mailDelivery.runOnce();
    expect(peer.gmail.messages).toHaveLength(1);
  });

  it('fails for good when Google revokes the refresh token (invalid_grant), with the reason in the status', async () => {
    expect((await authorize('ops.team@acme.test')).response.statusCode).toBe(200);
    await peer.revokeRefreshTokens();
    const created = await createRequest();
    await t.app.mailDelivery.runOnce();
    expect(await outboxOf(created)).toEqual([expect.objectContaining({ state: 'failed', attempts: 1 })]);
    expect((await status()).error).toContain('invalid_grant');

    // Authorizing again and retrying delivers it.
    expect((await authorize('ops.team@acme.test')).response.statusCode).toBe(200);
    await t.call('POST', '/api/gmail/retry', { cookie: admin });
    await t.app.mailDelivery.runOnce();
    expect(peer.gmail.messages).toHaveLength(1);
    expect((await status()).error).toBeNull();
  });

  it('sends a test message at once to the logistics address', async () => {
    expect((await t.call('POST', '/api/gmail/test', { cookie: user })).statusCode).toBe(403);
    const response = await t.call('POST', '/api/gmail/test', { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sentTo: LOGISTICS });
    expect(peer.gmail.messages.map((mail) => mail.subject)).toEqual(['Message de test — Gestion Logistique']);

    peer.gmail.failNext(1, { status: 403 });
    const refused = await t.call('POST', '/api/gmail/test', { cookie: admin });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain("Échec de l'envoi du message de test");
  });
});

describe('/api/notification-settings', () => {
  it('is read and changed by administrators only, with a French message for a bad address', async () => {
    expect((await t.call('GET', '/api/notification-settings', { cookie: user })).statusCode).toBe(403);
    expect(
      (
        await putCurrent(t, '/api/notification-settings', {
          cookie: user,
          payload: { notificationEmail: 'a@b.fr' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await putCurrent(t, '/api/notification-settings', {
      cookie: admin,
      payload: { notificationEmail: 'pas-une-adresse' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ notificationEmail: 'Email invalide' });

    const saved = await putCurrent(t, '/api/notification-settings', {
      cookie: admin,
      payload: { notificationEmail: ' equipe@acme.test ' },
    });
    const allOn = { planned: true, shipped: true, received: true, certificate: true };
    // Gmail is authorized by the tests above: the address's notifications leave.
    expect(saved.json()).toEqual({
      notificationEmail: 'equipe@acme.test',
      sending: true,
      clientMails: allOn,
      version: expect.any(Number),
    });
    expect((await t.call('GET', '/api/notification-settings', { cookie: admin })).json()).toEqual({
      notificationEmail: 'equipe@acme.test',
      sending: true,
      clientMails: allOn,
      version: saved.json().version,
    });
    await putCurrent(t, '/api/notification-settings', {
      cookie: admin,
      payload: { notificationEmail: LOGISTICS },
    });
  });

  it('switches each client mail on or off, leaving the rest as it was', async () => {
    const put = (payload: object) => putCurrent(t, '/api/notification-settings', { cookie: admin, payload });
    expect((await put({ clientMails: { received: 'non' } })).json()).toEqual({
      message: 'Certains champs sont invalides.',
      errors: { 'clientMails.received': 'Oui ou non.' },
    });
    const off = await put({ clientMails: { shipped: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      notificationEmail: LOGISTICS,
      sending: true,
      clientMails: { planned: true, shipped: false, received: true, certificate: true },
      version: expect.any(Number),
    });
    expect((await put({ clientMails: { planned: false, shipped: true } })).json().clientMails).toEqual({
      planned: false,
      shipped: true,
      received: true,
      certificate: true,
    });
    // Nothing to change: the settings as they are.
    expect((await put({})).json()).toMatchObject({ notificationEmail: LOGISTICS });
    expect((await t.call('GET', '/api/notification-settings', { cookie: admin })).json().clientMails).toEqual(
      { planned: false, shipped: true, received: true, certificate: true },
    );
    await put({ clientMails: { planned: true } });

    // The lot's certificate mail (issue 32): its own switch, checked, saved and read back alone.
    expect((await put({ clientMails: { certificate: 'oui' } })).json().errors).toEqual({
      'clientMails.certificate': 'Oui ou non.',
    });
    expect((await put({ clientMails: { certificate: false } })).json().clientMails).toEqual({
      planned: true,
      shipped: true,
      received: true,
      certificate: false,
    });
    expect(
      (await t.call('GET', '/api/notification-settings', { cookie: admin })).json().clientMails.certificate,
    ).toBe(false);
    // The administration journal names the switch (newest entry first).
    const [journaled] = (await t.call('GET', '/api/admin/journal', { cookie: admin })).json();
    expect(journaled).toMatchObject({
      action: 'settings.notifications',
      changes: { clientMailCertificate: { from: true, to: false } },
    });
    expect((await put({ clientMails: { certificate: true } })).json().clientMails.certificate).toBe(true);
  });

  it('never overwrites an edit silently: version required, a stale one is a 409 naming who (decision 0076)', async () => {
    const url = '/api/notification-settings';
    const missing = await t.call('PUT', url, { cookie: admin, payload: { notificationEmail: LOGISTICS } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ version: versionMessages.required });

    const colleague = await t.createUser({ role: 'admin', firstName: 'Paul', lastName: 'Durand' });
    const paul = await t.login(colleague.username, 'user-password-1');
    const { version } = (await t.call('GET', url, { cookie: admin })).json();
    const first = await t.call('PUT', url, {
      cookie: paul,
      payload: { clientMails: { received: false }, version },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(version + 1);
    const stale = await t.call('PUT', url, {
      cookie: admin,
      payload: { notificationEmail: 'ecrasee@acme.test', version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: version + 1, changedBy: 'Paul Durand' });
    expect(stale.json().message).toMatch(
      /^Modifié entre-temps par Paul Durand le \d{1,2}(er)?\u00a0\S+ \d{4} à\u00a0\d{1,2}\u00a0h(\u00a0\d{2})?\. Rechargez/,
    );
    // A failed send writes the same row: the version of the settings stays (no spurious 409).
    await recordMailError(t.database.db, 'Erreur de test');
    const after = (await t.call('GET', url, { cookie: admin })).json();
    expect(after).toMatchObject({ notificationEmail: LOGISTICS, version: version + 1 });
    await clearMailError(t.database.db);
    await putCurrent(t, url, { cookie: admin, payload: { clientMails: { received: true } } });
  });
});
