/**
 * Google, as the mail integration meets it (integrations §2–§3), on 127.0.0.1: a real OpenID Connect
 * provider (oidc-provider) configured to behave like accounts.google.com for this app — refresh tokens for
 * `access_type=offline&prompt=consent` without `offline_access`, Google-shaped id_token claims, a Gmail
 * scope the user can untick — and a Gmail REST API double that accepts only the access tokens the provider
 * issued. The server under test talks to both through GOOGLE_ISSUER and GMAIL_API_URL, with the real
 * openid-client and the real HTTP stack; tests steer failures through the handle.
 */
import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { Mailbox, parseMail, type ReceivedMail } from './received-mail';

export const GMAIL_SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';
export const GMAIL_SEND_PATH = '/gmail/v1/users/me/messages/send';

/**
 * The claims the peer hands out for a login, derived from it (see claimsForLogin); override any of them per
 * login with `options.accounts` or `setAccount` — `hd: undefined` for a consumer (non-Workspace) account.
 * The subject (`sub`, Google's stable account id) is always the login typed on the sign-in form.
 */
export interface GoogleAccountClaims {
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name?: string;
  /** Google's hosted domain (Workspace) claim: the email's domain unless overridden. */
  hd?: string;
}

export interface GooglePeerOptions {
  /** The app's base URL (APP_URL): the default redirect URIs are its Gmail and sign-in callbacks. */
  appUrl: string;
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
  /** The issuer's port; 0 (default) picks a free one. */
  port?: number;
  /** The Gmail API double's port; 0 (default) picks a free one. */
  gmailPort?: number;
  accounts?: Record<string, Partial<GoogleAccountClaims>>;
  /** Serves what the Gmail double does not (the e2e control API) instead of answering 404. */
  gmailFallback?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface GmailMessage extends ReceivedMail {
  id: string;
  threadId: string;
  /** The account id (login) of the access token that sent it. */
  account: string | undefined;
}

export interface GmailFailure {
  status: number;
  /** Defaults to Google's error shape for the status. */
  body?: unknown;
}

export interface GmailDouble {
  readonly messages: GmailMessage[];
  /** Send attempts received, including refused, failed and hung ones. */
  readonly requests: number;
  /** The next `count` send attempts get this answer, before any token check. */
  failNext(count: number, failure: GmailFailure): void;
  /** While on, send attempts are accepted and never answered (client time-outs). */
  hang(on: boolean): void;
  waitForMessages(count: number, timeoutMs?: number): Promise<GmailMessage[]>;
  /** Forgets messages, the attempt count, pending failures and hanging. */
  reset(): void;
}

export interface GooglePeer {
  /** `http://127.0.0.1:<port>`: GOOGLE_ISSUER. */
  readonly issuer: string;
  /** `http://127.0.0.1:<port>`: GMAIL_API_URL. */
  readonly gmailApiUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The app's variables pointing at this peer: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER. */
  readonly appEnv: Record<'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER', string>;
  readonly redirectUris: readonly string[];
  readonly provider: Provider;
  readonly gmail: GmailDouble;
  /** Overrides the claims of a login from now on (undefined: back to those derived from the login). */
  setAccount(login: string, claims: Partial<GoogleAccountClaims> | undefined): void;
  /** Scopes the user "unticks" on the consent screen from now on ([] to stop): grants and tokens omit them. */
  setDeniedScopes(scopes: readonly string[]): void;
  /**
   * Revokes every grant issued so far, as Google does when the user removes the app's access: refresh
   * tokens then fail with `invalid_grant`, access tokens with the Gmail API's 401.
   */
  revokeRefreshTokens(): Promise<void>;
  /** Closes the issuer's port: discovery and token calls get ECONNREFUSED (`fetch failed`, cause.code). */
  stopIssuer(): Promise<void>;
  /** Listens again on the issuer's port (same issuer, same keys and tokens). */
  startIssuer(): Promise<void>;
  /** Denied scopes off and `gmail.reset()`; issued tokens stay valid. */
  reset(): void;
  close(): Promise<void>;
}

export async function startGooglePeer(options: GooglePeerOptions): Promise<GooglePeer> {
  const clientId = options.clientId ?? 'test-client';
  const clientSecret = options.clientSecret ?? 'test-secret';
  const redirectUris = options.redirectUris ?? [
    new URL('/auth/gmail/callback', options.appUrl).href,
    new URL('/auth/google/callback', options.appUrl).href,
  ];
  let deniedScopes: readonly string[] = [];
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const grantIds = new Set<string>();

  const issuerServer = createServer();
  const issuerPort = await listen(issuerServer, options.port ?? 0);
  const issuer = `http://127.0.0.1:${issuerPort}`;

  const configuration: Partial<Configuration> = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // What openid-client v6 uses for a client given a secret string.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [await signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', 'email', 'profile', 'offline_access', GMAIL_SEND_SCOPE],
    claims: {
      openid: ['sub', 'hd'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Google's own authorization parameters; oidc-provider drops unknown ones otherwise.
    extraParams: ['access_type', 'hd'],
    // Google puts the scope's claims in the id_token itself.
    conformIdTokenClaims: false,
    // Stricter than Google: a server that forgets PKCE fails here.
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
    },
    ttl: {
      AccessToken: 3600,
      IdToken: 3600,
      RefreshToken: 180 * 24 * 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 180 * 24 * 3600,
    },
    async findAccount(_ctx, id) {
      const claims = { ...claimsForLogin(id), ...accounts.get(id) };
      return { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    // As Google answers `access_type=offline&prompt=consent` (what the server sends): a refresh token at every
    // code exchange, without the `offline_access` scope. The peer does not check `access_type` itself.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Tokens outlive the peer's browser session, and refreshing does not rotate the refresh token (the
    // refresh answer echoes the same one, where Google leaves it out).
    expiresWithSession: async () => false,
    rotateRefreshToken: () => false,
    // Unticked scopes: the consent form grants what was asked, then the grant rejects the denied scopes, so
    // codes and tokens carry the rest and the consent check does not ask again. Each authorization recomputes
    // them, so reverting to [] grants everything again.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      const grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!grant) return undefined;
      delete grant.rejected;
      if (deniedScopes.length > 0) grant.rejectOIDCScope(deniedScopes.join(' '));
      await grant.save();
      return grant;
    },
  };
  const provider = withoutDevelopmentWarnings(() => new Provider(issuer, configuration));
  provider.on('grant.saved', (grant) => grantIds.add(grant.jti));
  const handle = provider.callback();
  issuerServer.on('request', (req, res) => {
    // No keep-alive: a client's pooled connection would outlive stopIssuer() and fail with "other side
    // closed" instead of the ECONNREFUSED of a provider that is down.
    res.setHeader('connection', 'close');
    handle(req, res);
  });

  const gmail = gmailDouble(provider, options.gmailFallback);
  const gmailPort = await listen(gmail.server, options.gmailPort ?? 0);

  return {
    issuer,
    gmailApiUrl: `http://127.0.0.1:${gmailPort}`,
    clientId,
    clientSecret,
    appEnv: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: issuer },
    redirectUris,
    provider,
    gmail: gmail.handle,
    setAccount(login, claims) {
      if (claims) accounts.set(login, claims);
      else accounts.delete(login);
    },
    setDeniedScopes(scopes) {
      deniedScopes = [...scopes];
    },
    async revokeRefreshTokens() {
      for (const grantId of grantIds) {
        await provider.RefreshToken.revokeByGrantId(grantId);
        await provider.AccessToken.revokeByGrantId(grantId);
      }
    },
    stopIssuer: () => shutDown(issuerServer),
    async startIssuer() {
      if (!issuerServer.listening) await listen(issuerServer, issuerPort);
    },
    reset() {
      deniedScopes = [];
      gmail.handle.reset();
    },
    async close() {
      await Promise.all([shutDown(issuerServer), shutDown(gmail.server)]);
    },
  };
}

/** Claims from the login typed on the dev sign-in form: "ops.team@acme.test" → Ops Team, hd acme.test. */
export function claimsForLogin(login: string): GoogleAccountClaims {
  const email = login.includes('@') ? login : `${login}@example.test`;
  const [localPart = '', domain] = email.split('@');
  const words = localPart
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const [given = localPart, ...family] = words;
  return {
    email,
    email_verified: !login.startsWith('unverified'),
    name: words.join(' ') || localPart,
    given_name: given,
    ...(family.length > 0 ? { family_name: family.join(' ') } : {}),
    ...(domain ? { hd: domain } : {}),
  };
}

function gmailDouble(provider: Provider, fallback: GooglePeerOptions['gmailFallback']) {
  const mailbox = new Mailbox<GmailMessage>();
  const failures: GmailFailure[] = [];
  let requests = 0;
  let hanging = false;

  async function send(req: IncomingMessage, res: ServerResponse) {
    requests += 1;
    if (hanging) return;
    const failure = failures.shift();
    if (failure) return json(res, failure.status, failure.body ?? googleError(failure.status));

    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
    if (!token) {
      res.setHeader('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return json(res, 401, googleError(401, 'Invalid Credentials'));
    }
    if (!token.scope?.split(' ').includes(GMAIL_SEND_SCOPE)) {
      return json(res, 403, googleError(403, 'Request had insufficient authentication scopes.'));
    }

    let raw: unknown;
    try {
      raw = (JSON.parse(await readBody(req)) as { raw?: unknown }).raw;
    } catch {
      raw = undefined;
    }
    if (typeof raw !== 'string' || raw === '') {
      return json(
        res,
        400,
        googleError(
          400,
          "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
        ),
      );
    }
    const mail = await parseMail(Buffer.from(raw, 'base64url'));
    if (mail.to.length + mail.cc.length + mail.bcc.length === 0) {
      return json(res, 400, googleError(400, 'Recipient address required'));
    }
    const id = randomBytes(8).toString('hex');
    mailbox.add({ ...mail, id, threadId: id, account: token.accountId });
    json(res, 200, { id, threadId: id, labelIds: ['SENT'] });
  }

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && pathname === GMAIL_SEND_PATH) {
      send(req, res).catch((error: unknown) => {
        if (!res.headersSent) json(res, 500, googleError(500, String(error)));
      });
    } else if (fallback) {
      fallback(req, res);
    } else {
      json(res, 404, googleError(404));
    }
  });

  const handle: GmailDouble = {
    messages: mailbox.messages,
    get requests() {
      return requests;
    },
    failNext(count, failure) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    hang(on) {
      hanging = on;
    },
    waitForMessages: (count, timeoutMs = 5000) => mailbox.waitFor(count, timeoutMs),
    reset() {
      mailbox.clear();
      failures.length = 0;
      requests = 0;
      hanging = false;
    },
  };
  return { server, handle };
}

const googleStatuses: Record<number, [status: string, message: string]> = {
  400: ['INVALID_ARGUMENT', 'Invalid argument.'],
  401: ['UNAUTHENTICATED', 'Invalid Credentials'],
  403: ['PERMISSION_DENIED', 'The caller does not have permission'],
  404: ['NOT_FOUND', 'Requested entity was not found.'],
  429: ['RESOURCE_EXHAUSTED', 'User-rate limit exceeded.'],
  500: ['INTERNAL', 'Internal error encountered.'],
  503: ['UNAVAILABLE', 'The service is currently unavailable.'],
};

/** The error body of Google's APIs: `{"error":{"code","message","status"}}`. */
function googleError(code: number, message?: string) {
  const [status, defaultMessage] = googleStatuses[code] ?? ['UNKNOWN', 'Unknown error.'];
  return { error: { code, message: message ?? defaultMessage, status } };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function listen(server: Server, port: number) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Stops listening and drops every connection, idle keep-alive ones and hung requests included. */
function shutDown(server: Server) {
  if (!server.listening) return Promise.resolve();
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** One RS256 key per process (Google signs id_tokens with RS256); generating it takes a moment. */
let keyPromise: Promise<object> | undefined;
function signingKey() {
  keyPromise ??= promisify(generateKeyPair)('rsa', { modulusLength: 2048 }).then(({ privateKey }) => ({
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  }));
  return keyPromise;
}

/**
 * oidc-provider warns on every construction that its in-memory adapter and dev login forms are for
 * development only — exactly what a test peer wants. Only those lines are dropped, only while constructing.
 */
function withoutDevelopmentWarnings<T>(construct: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('development-only')) warn(...args);
  };
  try {
    return construct();
  } finally {
    console.warn = warn;
  }
}
