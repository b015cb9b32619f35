/**
 * The protocol peers work with the very libraries the server uses: openid-client against the Google peer,
 * a nodemailer-built message against the Gmail double, nodemailer's SMTP transport against the sink.
 */

import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import * as client from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GMAIL_SEND_PATH, GMAIL_SEND_SCOPE, type GooglePeer, startGooglePeer } from './google-peer';
import { completeAuthorization } from './oauth-driver';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

// Port 9 (discard): nothing listens there, and the driver must never call the app.
const APP_URL = 'http://127.0.0.1:9';
const GMAIL_REDIRECT = `${APP_URL}/auth/gmail/callback`;
const GMAIL_SCOPES = `openid email ${GMAIL_SEND_SCOPE}`;

describe('Google peer', () => {
  let google: GooglePeer;
  let config: client.Configuration;

  beforeAll(async () => {
    google = await startGooglePeer({ appUrl: APP_URL, accounts: { boss: { name: 'La Patronne' } } });
    config = await client.discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
      execute: [client.allowInsecureRequests],
    });
  });
  afterAll(() => google?.close());
  beforeEach(() => google.reset());

  /** What the server will do: authorization URL, the user's consent, code exchange. */
  async function authorize(login: string, { scope = GMAIL_SCOPES, redirectUri = GMAIL_REDIRECT } = {}) {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope,
      access_type: 'offline',
      prompt: 'consent',
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await completeAuthorization(authUrl, { login });
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    return client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
  }

  it('issues a refresh token and an id_token carrying the email, without offline_access', async () => {
    const tokens = await authorize('ops.team@acme.test');

    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', GMAIL_SEND_SCOPE]));
    expect(tokens.claims()).toMatchObject({
      iss: google.issuer,
      aud: google.clientId,
      sub: 'ops.team@acme.test',
      email: 'ops.team@acme.test',
      email_verified: true,
      hd: 'acme.test',
    });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token as string);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    // Not rotated (Google answers without one; oidc-provider echoes the same token).
    expect(refreshed.refresh_token ?? tokens.refresh_token).toBe(tokens.refresh_token);
    expect(refreshed.scope?.split(' ')).toContain(GMAIL_SEND_SCOPE);
  });

  it('signs in with a nonce and profile claims derived from the login (or overridden)', async () => {
    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    const redirectUri = `${APP_URL}/auth/google/callback`;
    const authUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await completeAuthorization(authUrl, { login: 'unverified.jeanne' });
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
    });
    expect(tokens.claims()).toMatchObject({
      email: 'unverified.jeanne@example.test',
      email_verified: false,
      name: 'Unverified Jeanne',
      given_name: 'Unverified',
      family_name: 'Jeanne',
    });

    expect((await authorize('boss', { scope: 'openid email profile' })).claims()).toMatchObject({
      email: 'boss@example.test',
      name: 'La Patronne',
      given_name: 'Boss',
    });
  });

  it('hands out the claims a test sets for a login, hd left out for a consumer account', async () => {
    google.setAccount('perso@acme.test', { hd: undefined, given_name: 'Léa', family_name: 'Moreau' });
    try {
      const claims = (await authorize('perso@acme.test', { scope: 'openid email profile' })).claims();
      expect(claims).toMatchObject({ sub: 'perso@acme.test', email: 'perso@acme.test', given_name: 'Léa' });
      expect(claims).not.toHaveProperty('hd');
    } finally {
      google.setAccount('perso@acme.test', undefined);
    }
    expect((await authorize('perso@acme.test', { scope: 'openid email profile' })).claims()).toMatchObject({
      hd: 'acme.test',
      given_name: 'Perso',
    });
  });

  it('omits unticked scopes from the grant, then grants them again', async () => {
    google.setDeniedScopes([GMAIL_SEND_SCOPE]);
    const denied = await authorize('jeanne');
    expect(denied.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(denied.scope?.split(' ')).not.toContain(GMAIL_SEND_SCOPE);

    google.setDeniedScopes([]);
    expect((await authorize('jeanne')).scope?.split(' ')).toContain(GMAIL_SEND_SCOPE);
  });

  it('reports a cancelled consent as access_denied on the redirect', async () => {
    const authUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: GMAIL_REDIRECT,
      scope: GMAIL_SCOPES,
      state: 'the-state',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const callback = await completeAuthorization(authUrl, { login: 'jeanne', deny: true });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('the-state');
  });

  it('refuses refresh tokens with invalid_grant once access is revoked', async () => {
    const tokens = await authorize('jeanne');
    await google.revokeRefreshTokens();

    await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
      status: 400,
    });
    expect((await sendThroughGmail(tokens.access_token)).status).toBe(401);
  });

  it('honours token revocation by the client', async () => {
    const tokens = await authorize('jeanne');
    await client.tokenRevocation(config, tokens.refresh_token as string);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('makes the token endpoint unreachable while the issuer is stopped', async () => {
    const tokens = await authorize('jeanne');
    await google.stopIssuer();
    try {
      await expect(client.refreshTokenGrant(config, tokens.refresh_token as string)).rejects.toMatchObject({
        cause: { code: 'ECONNREFUSED' },
      });
    } finally {
      await google.startIssuer();
    }
    expect(
      (await client.refreshTokenGrant(config, tokens.refresh_token as string)).access_token,
    ).toBeTruthy();
  });

  describe('Gmail API double', () => {
    let accessToken: string;
    beforeAll(async () => {
      accessToken = (await authorize('logistique@example.test')).access_token;
    });

    it('accepts a nodemailer-built message with a valid token', async () => {
      const response = await sendThroughGmail(accessToken);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { id: string; threadId: string; labelIds: string[] };
      expect(answer).toEqual({ id: expect.any(String), threadId: answer.id, labelIds: ['SENT'] });

      const [message] = await google.gmail.waitForMessages(1);
      expect(message).toMatchObject({
        id: answer.id,
        account: 'logistique@example.test',
        from: 'logistique@example.test',
        to: ['equipe@example.test'],
        subject: 'Nouvelle demande – Société Générale',
        text: 'Bonjour,\nune demande est arrivée.\n',
      });
      expect(message?.html).toContain('<p>Bonjour</p>');
    });

    it('refuses a bogus token with 401 and a token without the Gmail scope with 403', async () => {
      const bogus = await sendThroughGmail('not-a-token');
      expect(bogus.status).toBe(401);
      expect(await bogus.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });

      const signInOnly = await authorize('jeanne', { scope: 'openid email profile' });
      const forbidden = await sendThroughGmail(signInOnly.access_token);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
      expect(google.gmail.messages).toHaveLength(0);
    });

    it('fails the next requests on demand, then accepts again', async () => {
      google.gmail.failNext(2, { status: 500 });
      google.gmail.failNext(1, { status: 429, body: { error: { code: 429, message: 'Slow down' } } });

      expect((await sendThroughGmail(accessToken)).status).toBe(500);
      expect((await sendThroughGmail(accessToken)).status).toBe(500);
      const limited = await sendThroughGmail(accessToken);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: { code: 429, message: 'Slow down' } });
      expect((await sendThroughGmail(accessToken)).status).toBe(200);
      expect(google.gmail.requests).toBe(4);
      expect(google.gmail.messages).toHaveLength(1);
    });

    it('hangs on demand so that clients time out', async () => {
      google.gmail.hang(true);
      await expect(sendThroughGmail(accessToken, AbortSignal.timeout(200))).rejects.toMatchObject({
        name: 'TimeoutError',
      });
      google.gmail.hang(false);
      expect((await sendThroughGmail(accessToken)).status).toBe(200);
      expect(google.gmail.requests).toBe(2);
    });
  });

  async function sendThroughGmail(accessToken: string, signal?: AbortSignal) {
    const message = await new MailComposer({
      from: '"Gestion Logistique" <logistique@example.test>',
      to: 'equipe@example.test',
      subject: 'Nouvelle demande – Société Générale',
      text: 'Bonjour,\nune demande est arrivée.\n',
      html: '<p>Bonjour</p>',
    })
      .compile()
      .build();
    return fetch(new URL(GMAIL_SEND_PATH, google.gmailApiUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ raw: message.toString('base64url') }),
      ...(signal ? { signal } : {}),
    });
  }
});

describe('SMTP sink', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.close());
  beforeEach(() => sink.reset());

  const send = (subject: string) =>
    createTransport(sink.url).sendMail({
      from: 'logistique@example.test',
      to: 'equipe@example.test',
      bcc: 'archive@example.test',
      subject,
      text: 'Corps du message',
    });

  it('receives and parses a message sent over SMTP, envelope included', async () => {
    await send('Première');
    const [message] = await sink.waitForMessages(1);
    expect(message).toMatchObject({
      from: 'logistique@example.test',
      to: ['equipe@example.test'],
      subject: 'Première',
      text: 'Corps du message\n',
      envelope: { from: 'logistique@example.test', to: ['equipe@example.test', 'archive@example.test'] },
    });
  });

  it('refuses connections while stopped and receives again on the same port', async () => {
    await sink.stop();
    await expect(send('Pendant la panne')).rejects.toMatchObject({ code: 'ESOCKET' });
    await expect(send('Pendant la panne')).rejects.toThrow(/ECONNREFUSED/);
    await sink.start();
    expect(sink.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    await send('Après la panne');
    expect((await sink.waitForMessages(1)).map((m) => m.subject)).toEqual(['Après la panne']);
  });

  it('rejects the next messages with the given reply code', async () => {
    sink.rejectNext(1, { code: 451, message: 'Réessayez plus tard' });
    sink.rejectNext(1, { code: 550, message: 'Boîte inconnue' });
    await expect(send('Temporaire')).rejects.toMatchObject({ responseCode: 451 });
    await expect(send('Permanente')).rejects.toMatchObject({ responseCode: 550 });
    await send('Acceptée');
    expect(sink.messages.map((m) => m.subject)).toEqual(['Acceptée']);
  });
});
