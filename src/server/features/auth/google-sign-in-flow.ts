/**
 * What a Google sign-in must remember between /auth/google and its callback — state, nonce, PKCE verifier,
 * redirect URI, where to go back — kept in the browser, not in the database: the visitor has no session yet, and a
 * server-side row per click would let anyone fill the table. The cookie is sealed with the app's key
 * (AES-256-GCM through the SecretBox): it cannot be read (the verifier stays secret) nor forged, and it
 * expires after 10 minutes. It is scoped to /auth/google, so it travels only to the two sign-in routes, and
 * SameSite=Lax, so the top-level redirect back from Google still carries it.
 */
import { GOOGLE_SIGN_IN_PATH } from '@shared/auth/google-sign-in';
import type { SecretBox } from '../../lib/secret-box';

export const FLOW_COOKIE = 'gl_google_signin';
export const FLOW_TTL_MS = 10 * 60_000;

/** Marks the sealed text as this cookie's, so no other value sealed with the same key passes for it. */
const PURPOSE = 'google-sign-in';

export interface GoogleSignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The redirect URI the authorization named: the code exchange must name the same. */
  redirectUri: string;
  returnTo: string | undefined;
  startedAt: number;
}

export function flowCookieOptions(cookieSecure: boolean) {
  return {
    path: GOOGLE_SIGN_IN_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cookieSecure,
    maxAge: FLOW_TTL_MS / 1000,
  };
}

export function sealFlow(secrets: SecretBox, flow: GoogleSignInFlow): string {
  return secrets.encrypt(JSON.stringify({ purpose: PURPOSE, ...flow }));
}

/** The flow of a cookie this server sealed less than 10 minutes ago; undefined for anything else. */
export function openFlow(secrets: SecretBox, sealed: string | undefined, now = Date.now()) {
  if (!sealed) return undefined;
  let value: Partial<GoogleSignInFlow> & { purpose?: unknown };
  try {
    value = JSON.parse(secrets.decrypt(sealed));
  } catch {
    return undefined;
  }
  const valid =
    value.purpose === PURPOSE &&
    typeof value.state === 'string' &&
    typeof value.nonce === 'string' &&
    typeof value.codeVerifier === 'string' &&
    typeof value.redirectUri === 'string' &&
    (value.returnTo === undefined || typeof value.returnTo === 'string') &&
    typeof value.startedAt === 'number' &&
    // A minute of tolerance for clocks of several app processes that disagree slightly.
    now - value.startedAt >= -60_000 &&
    now - value.startedAt <= FLOW_TTL_MS;
  if (!valid) return undefined;
  const { state, nonce, codeVerifier, redirectUri, returnTo, startedAt } = value as GoogleSignInFlow;
  return { state, nonce, codeVerifier, redirectUri, returnTo, startedAt };
}
