/**
 * Google sign-in through OpenID Connect (issue 12): an authorization-code flow with PKCE, state and nonce
 * against GOOGLE_ISSUER, whose answer openid-client checks in full (state, iss, id_token signature,
 * audience, expiry, nonce). Who gets in, in this order:
 * 1. the account linked to the Google subject (`sub`, Google's stable id: an email can change hands);
 * 2. else the account whose email is the person's **verified** Google email, linked to the subject then;
 * 3. else a new ordinary account, only when that verified email's domain — and Google's `hd` (Workspace
 *    domain) claim, when there is one — is in GOOGLE_ALLOWED_DOMAINS.
 * An inactive account is refused. Every failure is a GoogleSignInError whose code names the French message
 * shown on the sign-in page; its detail goes to the log, never a code or a token.
 * Callbacks that reach the code exchange are throttled per IP with the password sign-ins' window and
 * counters (login_attempts), so hammering the callback costs the caller its IP's attempts.
 * The redirect URI is the app's public address for the request to /auth/google (lib/public-url.ts), kept
 * in the flow: the code exchange names exactly the one the authorization did.
 */
import { randomBytes } from 'node:crypto';
import { GOOGLE_CALLBACK_PATH, type GoogleSignInErrorCode, safeReturnTo } from '@shared/auth/google-sign-in';
import { MIN_USERNAME_LENGTH } from '@shared/users/user.schema';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  type GoogleOAuth,
  randomOAuthValues,
  SIGN_IN_SCOPE,
  toGoogleOAuthError,
} from '../../integrations/google/google-oauth';
import { oauthRedirectUri, type PublicRequest } from '../../lib/public-url';
import type { SecretBox } from '../../lib/secret-box';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  findUserByUsername,
  insertUser,
  linkGoogleSubject,
  type UserRow,
} from '../users/users.repository';
import { reserveAttempt } from './auth.service';
import { openFlow, sealFlow } from './google-sign-in-flow';
import { deleteAttempts, deleteAttemptsBefore } from './login-throttle.repository';

export interface GoogleSignInDeps {
  db: Db;
  config: Pick<Config, 'appUrl' | 'publicUrl' | 'google' | 'loginThrottle'>;
  oauth: GoogleOAuth;
  secrets: SecretBox;
  log: FastifyBaseLogger;
}

/** A refused sign-in: `code` picks the message of the sign-in page, `detail` says why in the log. */
export class GoogleSignInError extends Error {
  constructor(
    readonly code: GoogleSignInErrorCode,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Where Google sends the browser back for a sign-in started by `request`: the URI to register. */
export const googleRedirectUri = (request: PublicRequest, config: Pick<Config, 'appUrl' | 'publicUrl'>) =>
  oauthRedirectUri(request, config, GOOGLE_CALLBACK_PATH);

const notConfigured = () =>
  new GoogleSignInError('google-non-configure', 'GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is not set');

/** The authorization URL to send the browser to, and the sealed flow cookie to set on the way. */
export async function startGoogleSignIn(
  { config, oauth, secrets }: GoogleSignInDeps,
  request: PublicRequest,
  returnTo: unknown,
): Promise<{ authUrl: string; flowCookie: string }> {
  if (!oauth.configured) throw notConfigured();
  const { state, nonce, codeVerifier } = randomOAuthValues();
  const redirectUri = googleRedirectUri(request, config);
  let authUrl: string;
  try {
    authUrl = await oauth.authorizationUrl({
      redirectUri,
      scope: SIGN_IN_SCOPE,
      state,
      nonce,
      codeVerifier,
    });
  } catch (error) {
    const failure = toGoogleOAuthError(error);
    throw new GoogleSignInError('google-indisponible', 'issuer discovery failed', {
      reason: failure.reason,
      cause: failure.message,
    });
  }
  const flow = {
    state,
    nonce,
    codeVerifier,
    redirectUri,
    returnTo: safeReturnTo(returnTo),
    startedAt: Date.now(),
  };
  return { authUrl, flowCookie: sealFlow(secrets, flow) };
}

/** The id_token claims sign-in reads; anything else in the token is ignored. */
const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^@\s]+@[^@\s]+$/)
    .optional(),
  email_verified: z.unknown().optional(),
  hd: z.string().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});
export type GoogleClaims = z.infer<typeof claimsSchema>;

/**
 * Ends the flow the callback brought back (its raw query string, "?code=…&state=…") and answers the
 * account to sign in, or throws a GoogleSignInError.
 */
export async function completeGoogleSignIn(
  deps: GoogleSignInDeps,
  callback: { query: string; flowCookie: string | undefined; ip: string },
): Promise<{ user: UserRow; returnTo: string }> {
  const { db, config, oauth, secrets } = deps;
  if (!oauth.configured) throw notConfigured();
  const params = new URLSearchParams(callback.query);
  const providerError = params.get('error');
  if (providerError !== null) {
    const detail = {
      error: providerError.slice(0, 100),
      description: params.get('error_description')?.slice(0, 300),
    };
    if (providerError === 'access_denied')
      throw new GoogleSignInError('google-annule', 'cancelled at Google', detail);
    throw new GoogleSignInError('google-refuse', 'Google answered an error', detail);
  }
  const flow = openFlow(secrets, callback.flowCookie);
  if (!flow) {
    throw new GoogleSignInError('google-expire', 'no valid flow cookie (missing, expired or not ours)', {
      hadCookie: Boolean(callback.flowCookie),
    });
  }

  // One key per flow: only the per-IP count can add up (a flow is one attempt), and a success forgives it.
  const key = { username: `google:${flow.state}`, ip: callback.ip };
  const since = new Date(Date.now() - config.loginThrottle.windowMs);
  if (!(await reserveAttempt(db, config.loginThrottle, key, since))) {
    throw new GoogleSignInError('google-trop-de-tentatives', 'too many failed sign-ins from this IP', {
      ip: callback.ip,
    });
  }
  // From here the reserved row counts as a failure unless the sign-in succeeds.
  try {
    const claims = await exchange(deps, new URL(`${flow.redirectUri}${callback.query}`), flow);
    const user = await findOrCreateAccount(deps, claims);
    await deleteAttempts(db, key);
    return { user, returnTo: safeReturnTo(flow.returnTo) ?? '/' };
  } catch (error) {
    await settleFailedAttempt(deps, error, key, since).catch((cleanup: unknown) =>
      deps.log.warn({ err: cleanup }, 'google sign-in: sign-in throttle not updated'),
    );
    throw error;
  }
}

/** Failures the caller did not cause: Google down, or this server's own trouble. */
const BLAMELESS: ReadonlySet<GoogleSignInErrorCode> = new Set(['google-indisponible', 'google-erreur']);

/**
 * A failed attempt keeps counting against its IP — unless the caller is not to blame: an office behind
 * one address retrying while Google is down must not lock itself out of every sign-in.
 */
async function settleFailedAttempt(
  { db }: GoogleSignInDeps,
  error: unknown,
  key: { username: string; ip: string },
  since: Date,
) {
  if (!(error instanceof GoogleSignInError) || BLAMELESS.has(error.code)) await deleteAttempts(db, key);
  await deleteAttemptsBefore(db, since);
}

async function exchange(
  { oauth }: GoogleSignInDeps,
  callbackUrl: URL,
  flow: { state: string; nonce: string; codeVerifier: string },
): Promise<GoogleClaims> {
  let claims: unknown;
  try {
    ({ claims } = await oauth.exchangeCode(callbackUrl, flow));
  } catch (error) {
    const failure = toGoogleOAuthError(error);
    const code: GoogleSignInErrorCode = {
      unreachable: 'google-indisponible' as const,
      rejected: 'google-refuse' as const,
      invalid: 'google-invalide' as const,
    }[failure.reason];
    throw new GoogleSignInError(code, 'code exchange failed', {
      reason: failure.reason,
      oauthError: failure.code,
      cause: failure.message,
    });
  }
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) {
    throw new GoogleSignInError('google-invalide', 'the id_token lacks the claims sign-in needs', {
      issues: parsed.error.issues.map((issue) => issue.path.join('.')),
    });
  }
  return parsed.data;
}

/**
 * The account of these claims (see the header for the order). Two first sign-ins of one person racing
 * each other meet on a unique index (subject, email or username): the loser looks again and finds the
 * winner's account.
 */
async function findOrCreateAccount(deps: GoogleSignInDeps, claims: GoogleClaims): Promise<UserRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const user = await resolveAccount(deps, claims);
      if (user) return user;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new GoogleSignInError('google-erreur', 'the account kept changing under concurrent sign-ins', {
    sub: claims.sub,
  });
}

/** The account, or undefined when a concurrent sign-in changed it meanwhile (look again). */
async function resolveAccount({ db, config, log }: GoogleSignInDeps, claims: GoogleClaims) {
  const linked = await findUserByGoogleSubject(db, claims.sub);
  if (linked) {
    if (!linked.isActive) throw inactive(linked);
    return linked;
  }

  // From here the email decides: only one Google has verified.
  const email = claims.email;
  if (!email || claims.email_verified !== true) {
    throw new GoogleSignInError('google-email-non-verifie', 'the Google email is missing or not verified', {
      sub: claims.sub,
      emailVerified: claims.email_verified,
    });
  }
  const sameEmail = await findUserByEmail(db, email);
  if (sameEmail) {
    if (sameEmail.googleSubject !== null) {
      throw new GoogleSignInError('google-autre-compte', 'the account is linked to another Google subject', {
        userId: sameEmail.id,
        sub: claims.sub,
      });
    }
    if (!sameEmail.isActive) throw inactive(sameEmail);
    const row = await linkGoogleSubject(db, sameEmail.id, claims.sub);
    if (row) log.info({ userId: row.id }, 'google sign-in: account linked by its verified email');
    return row;
  }

  if (!mayRegister(config.google.allowedDomains, email, claims.hd)) {
    throw new GoogleSignInError('google-inconnu', 'no account, and the domain may not register', {
      domain: domainOf(email),
      hd: claims.hd,
    });
  }
  const row = await insertUser(db, {
    username: await freeUsername(db, usernameBase(email)),
    email,
    ...namesOf(claims, email),
    role: 'user',
    isActive: true,
    passwordHash: null,
    googleSubject: claims.sub,
  });
  log.info({ userId: row.id, username: row.username }, 'google sign-in: account registered');
  return row;
}

const inactive = (user: UserRow) =>
  new GoogleSignInError('google-inactif', 'the account is inactive', { userId: user.id });

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Auto-registration: the email's domain and, for a Workspace account, its `hd` are both allowed. */
export function mayRegister(allowedDomains: readonly string[], email: string, hd: string | undefined) {
  if (!allowedDomains.includes(domainOf(email))) return false;
  return hd === undefined || allowedDomains.includes(hd.toLowerCase());
}

const MAX_USERNAME_BASE = 60;

/**
 * A username from the email's local part: "Élodie.Martin+achats@acme.fr" → "elodie.martin-achats". Only
 * letters, digits, '.', '_' and '-'; the domain's first label pads one shorter than the minimum.
 */
export function usernameBase(email: string): string {
  const local = email.slice(0, email.lastIndexOf('@'));
  const clean = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[-._]+|[-._]+$/g, '');
  let base = clean(local).slice(0, MAX_USERNAME_BASE);
  if (base.length < MIN_USERNAME_LENGTH)
    base = [base, clean(domainOf(email).split('.')[0] ?? '')].filter(Boolean).join('.');
  if (base.length < MIN_USERNAME_LENGTH) base = 'utilisateur';
  return base.slice(0, MAX_USERNAME_BASE).replace(/[-._]+$/, '');
}

/** `base`, else `base-2`, `base-3`… (usernames compare case-insensitively); random past a few dozen. */
async function freeUsername(db: Db, base: string): Promise<string> {
  for (let n = 1; n <= 50; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}

const MAX_NAME = 100;
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const tidy = (text: string | undefined) =>
  (text ?? '').replaceAll('\u0000', '').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME).trim();

/** First and last name: Google's given and family names, else split from its `name`, else from the email. */
export function namesOf(claims: Pick<GoogleClaims, 'name' | 'given_name' | 'family_name'>, email: string) {
  const full = tidy(claims.name).split(' ').filter(Boolean);
  const local = email.slice(0, email.lastIndexOf('@'));
  const words = local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map(capitalize);
  const firstName = tidy(claims.given_name) || full[0] || words[0] || tidy(local);
  const lastName =
    tidy(claims.family_name) ||
    (full.length > 1 ? tidy(full.slice(1).join(' ')) : '') ||
    (claims.given_name || full.length > 0 ? '' : tidy(words.slice(1).join(' ')));
  return { firstName, lastName };
}
