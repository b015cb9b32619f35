/**
 * The OAuth/OpenID Connect client of Google (or of the local issuer the tests run), through openid-client.
 * One per process, shared by the Gmail sending authorization and (later) Google sign-in. The issuer's
 * discovery document is fetched once, lazily and with a time-out, so a slow or absent Google never delays
 * the start nor any request that does not need it; a failed discovery is retried at the next use.
 */
import * as oidc from 'openid-client';

export const GMAIL_SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';

/** Seconds before any call to the issuer gives up. */
const TIMEOUT_SECONDS = 10;

export interface GoogleOAuthSettings {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

/** Why a call to the issuer failed, as the callers need to tell it apart. */
export class GoogleOAuthError extends Error {
  constructor(
    /** 'unreachable': network, time-out or a 5xx; 'rejected': the issuer refused (invalid_grant…). */
    readonly reason: 'unreachable' | 'rejected',
    /** The OAuth error code when the issuer gave one (e.g. invalid_grant). */
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** Turns openid-client's failures into the two cases that matter: try again later, or not. */
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
  const message = error instanceof Error ? error.message : String(error);
  return new GoogleOAuthError('unreachable', undefined, message);
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
        // Plain http is refused by openid-client; allowed only for a local issuer (tests, development).
        execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw toGoogleOAuthError(error);
      });
    return configuration;
  }

  return {
    get configured() {
      return Boolean(settings.clientId && settings.clientSecret);
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
