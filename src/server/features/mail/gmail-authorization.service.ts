/**
 * Authorizing Gmail sending from Settings (spec §4 "Mail authorization flow", §7): the authorization URL
 * carries a state and a PKCE challenge whose verifier stays in the administrator's session (so a code
 * obtained in another session is refused), asks for offline access with consent (Google then issues a
 * refresh token), and the narrow gmail.send scope plus `openid email` to learn the sending account. The
 * callback exchanges the code on the server, checks the scope was really granted (a user may untick it),
 * and stores the refresh token encrypted, used at once by every process. The redirect URI is the app's
 * public address for the request that starts the flow (lib/public-url.ts), kept with the flow: the code
 * exchange must name exactly the one the authorization did.
 */
import {
  GMAIL_REDIRECT_PATH,
  type GmailCallbackInput,
  type GmailCallbackResult,
  mailMessages,
} from '@shared/mail/mail.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  GMAIL_SEND_SCOPE,
  type GoogleOAuth,
  randomOAuthValues,
  toGoogleOAuthError,
} from '../../integrations/google/google-oauth';
import { badRequest, conflict, HttpError } from '../../lib/http-errors';
import { oauthRedirectUri, type PublicRequest } from '../../lib/public-url';
import type { SecretBox } from '../../lib/secret-box';
import {
  changesBetween,
  type JournalContext,
  record,
  secretChanges,
} from '../admin-journal/admin-journal.service';
import { putSessionValue, takeSessionValue } from '../users/sessions.repository';
import { findMailSettings, saveGmailAuthorization } from './mail.repository';

const FLOW_KEY = 'gmailAuthorization';
/** An authorization not completed within this time must be started again. */
const FLOW_TTL_MS = 15 * 60_000;

interface Flow {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  startedAt: number;
}

export interface GmailAuthorizationDeps {
  db: Db;
  config: Config;
  oauth: GoogleOAuth;
  secrets: SecretBox;
  log: FastifyBaseLogger;
}

/** Where Google sends the popup back for an authorization started by `request`: the URI to register. */
export const gmailRedirectUri = (request: PublicRequest, config: Config) =>
  oauthRedirectUri(request, config, GMAIL_REDIRECT_PATH);

const providerUnreachable = () => new HttpError(502, mailMessages.providerUnreachable);

export async function startGmailAuthorization(
  { db, config, oauth, log }: GmailAuthorizationDeps,
  sessionId: string,
  request: PublicRequest,
): Promise<{ authUrl: string }> {
  if (!oauth.configured) throw conflict(mailMessages.clientNotConfigured);
  const { state, codeVerifier } = randomOAuthValues();
  const redirectUri = gmailRedirectUri(request, config);
  let authUrl: string;
  try {
    authUrl = await oauth.authorizationUrl({
      redirectUri,
      scope: `openid email ${GMAIL_SEND_SCOPE}`,
      state,
      codeVerifier,
      extra: { access_type: 'offline', prompt: 'consent' },
    });
  } catch (error) {
    log.warn({ reason: toGoogleOAuthError(error).message }, 'gmail authorization: issuer unreachable');
    throw providerUnreachable();
  }
  await putSessionValue(db, sessionId, FLOW_KEY, {
    state,
    codeVerifier,
    redirectUri,
    startedAt: Date.now(),
  } satisfies Flow);
  return { authUrl };
}

function isFlow(value: unknown): value is Flow {
  const flow = value as Partial<Flow> | undefined;
  return (
    typeof flow?.state === 'string' &&
    typeof flow.codeVerifier === 'string' &&
    typeof flow.redirectUri === 'string' &&
    typeof flow.startedAt === 'number'
  );
}

export async function completeGmailAuthorization(
  { db, oauth, secrets, log }: GmailAuthorizationDeps,
  sessionId: string,
  input: GmailCallbackInput,
  context: JournalContext,
): Promise<GmailCallbackResult> {
  // Taken out of the session whatever happens next: a state serves once.
  const flow = await takeSessionValue(db, sessionId, FLOW_KEY);
  if (!isFlow(flow) || flow.state !== input.state || Date.now() - flow.startedAt > FLOW_TTL_MS) {
    throw badRequest(mailMessages.stateMismatch);
  }
  const callbackUrl = new URL(flow.redirectUri);
  callbackUrl.searchParams.set('code', input.code);
  callbackUrl.searchParams.set('state', input.state);
  if (input.iss) callbackUrl.searchParams.set('iss', input.iss);

  let result: Awaited<ReturnType<GoogleOAuth['exchangeCode']>>;
  try {
    result = await oauth.exchangeCode(callbackUrl, { state: flow.state, codeVerifier: flow.codeVerifier });
  } catch (error) {
    const failure = toGoogleOAuthError(error);
    log.warn({ reason: failure.message, code: failure.code }, 'gmail authorization: code exchange failed');
    throw failure.reason === 'unreachable' ? providerUnreachable() : badRequest(mailMessages.codeRejected);
  }
  if (result.scopes && !result.scopes.includes(GMAIL_SEND_SCOPE))
    throw badRequest(mailMessages.scopeNotGranted);
  if (!result.refreshToken) throw badRequest(mailMessages.noRefreshToken);

  const email = result.claims?.email;
  const account = typeof email === 'string' ? email : null;
  const refreshToken = result.refreshToken;
  await db.transaction(async (tx) => {
    const before = await findMailSettings(tx);
    await saveGmailAuthorization(tx, {
      gmailRefreshTokenEncrypted: secrets.encrypt(refreshToken),
      gmailAccount: account,
    });
    // The token itself never enters the journal (decision 0081): only that it changed.
    await record(tx, context, {
      action: 'integration.gmail',
      target: { type: 'integration', id: 'gmail', label: 'Gmail' },
      changes: {
        ...changesBetween({ account: before?.gmailAccount ?? null }, { account }, ['account']),
        ...secretChanges(['refreshToken']),
      },
    });
  });
  log.info({ account }, 'gmail sending authorized');
  return { success: true, tokens: { refresh_token: result.refreshToken }, account };
}
