/**
 * The OAuth/OpenID Connect client of Google (or of the local issuer the tests run), through openid-client.
 * One per process, shared by the Gmail sending authorization and Google sign-in. The issuer's discovery
 * document is fetched once, lazily and with a time-out, so a slow or absent Google never delays the start
 * nor any request that does not need it; a failed discovery is retried at the next use.
 */
import * as oidc from 'openid-client';

export const GMAIL_SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';
export const SIGN_IN_SCOPE = 'openid email profile';

/** Seconds before any call to the issuer gives up. */
const TIMEOUT_SECONDS = 10;

export interface GoogleOAuthSettings {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

/** Google sign-in and Gmail authorization are offered only with both halves of the OAuth client. */
export const isGoogleConfigured = (settings: Pick<GoogleOAuthSettings, 'clientId' | 'clientSecret'>) =>
  Boolean(settings.clientId && settings.clientSecret);

/**
 * Why a call to the issuer failed, as the callers need to tell it apart:
 * - 'unreachable': network, time-out, a 5xx or an answer that is not OAuth at all: try again later;
 * - 'rejected': the issuer refused (invalid_grant: a code used twice or expired…);
 * - 'invalid': the answer failed a check of ours (state, iss, id_token signature, audience, nonce, expiry).
 */
export type GoogleOAuthFailure = 'unreachable' | 'rejected' | 'invalid';

export class GoogleOAuthError extends Error {
  constructor(
    readonly reason: GoogleOAuthFailure,
    /** The OAuth error code when the issuer gave one (e.g. invalid_grant), or openid-client's check. */
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** openid-client's codes for an issuer that did not answer, or not with OAuth: worth trying again later. */
const UNREACHABLE_CODES = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

/** Turns openid-client's failures into the cases that matter (see GoogleOAuthFailure). */
export function toGoogleOAuthError(error: unknown): GoogleOAuthError {
  if (error instanceof GoogleOAuthError) return error;
  if (error instanceof oidc.ResponseBodyError) {
    const reason = error.status >= 500 || error.status === 429 ? 'unreachable' : 'rejected';
    return new GoogleOAuthError(
      reason,
      error.error,
      `${error.error}: ${error.error_description ?? ''}`.trim(),
    );
  }
  if (error instanceof oidc.AuthorizationResponseError) {
    return new GoogleOAuthError('rejected', error.error, error.message);
  }
  // A check of the answer failed (its code says which); a code-less ClientError wraps an unexpected failure.
  if (error instanceof oidc.ClientError && error.code && !UNREACHABLE_CODES.has(error.code)) {
    return new GoogleOAuthError('invalid', error.code, error.message);
  }
  // fetch's TypeError ("fetch failed": refused, reset, DNS), time-outs and the rest.
  const message = error instanceof Error ? error.message : String(error);
  return new GoogleOAuthError(
    'unreachable',
    error instanceof oidc.ClientError ? error.code : undefined,
    message,
  );
}

export function createGoogleOAuth(settings: GoogleOAuthSettings) {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    const { clientId, clientSecret } = settings;
    if (!clientId || !clientSecret) {
      return Promise.reject(new GoogleOAuthError('rejected', undefined, 'OAuth client not configured'));
    }
    const issuer = new URL(settings.issuer);
    configuration ??= oidc
      .discovery(issuer, clientId, clientSecret, undefined, {
        timeout: TIMEOUT_SECONDS,
        execute: [
          // The id_token's signature is checked against the issuer's keys too (openid-client skips it by
          // default for a token received straight from the token endpoint over TLS): sign-in relies on it.
          oidc.enableNonRepudiationChecks,
          // Plain http is refused by openid-client; allowed only for a local issuer (tests, development).
          ...(issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : []),
        ],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw toGoogleOAuthError(error);
      });
    return configuration;
  }

  return {
    get configured() {
      return isGoogleConfigured(settings);
    },

    /** The URL to send the browser to, with PKCE (S256) and the caller's state (and nonce, for sign-in). */
    async authorizationUrl(params: {
      redirectUri: string;
      scope: string;
      state: string;
      codeVerifier: string;
      nonce?: string;
      extra?: Record<string, string>;
    }): Promise<string> {
      const config = await discover();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: params.redirectUri,
        scope: params.scope,
        state: params.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(params.codeVerifier),
        code_challenge_method: 'S256',
        ...(params.nonce ? { nonce: params.nonce } : {}),
        ...params.extra,
      });
      return url.href;
    },

    /**
     * Exchanges the code the browser brought back to `callbackUrl` (the redirect URI with its query). The
     * library checks the state, PKCE and the id_token (issuer, audience, signature, expiry, nonce).
     */
    async exchangeCode(callbackUrl: URL, checks: { state: string; codeVerifier: string; nonce?: string }) {
      const config = await discover();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          pkceCodeVerifier: checks.codeVerifier,
          ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
          idTokenExpected: true,
        });
        return {
          refreshToken: tokens.refresh_token,
          /** The granted scopes; absent means "as requested" (RFC 6749 §5.1). */
          scopes: tokens.scope?.split(' '),
          claims: tokens.claims(),
        };
      } catch (error) {
        throw toGoogleOAuthError(error);
      }
    },

    /** A fresh access token for a refresh token. */
    async refresh(refreshToken: string): Promise<{ accessToken: string; expiresInSeconds: number }> {
      const config = await discover();
      try {
        const tokens = await oidc.refreshTokenGrant(config, refreshToken);
        return { accessToken: tokens.access_token, expiresInSeconds: tokens.expiresIn() ?? 3600 };
      } catch (error) {
        throw toGoogleOAuthError(error);
      }
    },
  };
}

export type GoogleOAuth = ReturnType<typeof createGoogleOAuth>;

export const randomOAuthValues = () => ({
  state: oidc.randomState(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
  nonce: oidc.randomNonce(),
});
