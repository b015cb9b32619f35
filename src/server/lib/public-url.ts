/**
 * The app's public address for a request — the one rule behind the allowed origin of state-changing calls
 * (plugins/csrf-protection.ts) and the OAuth redirect URIs sent to Google (Gmail authorization, Google
 * sign-in): APP_URL when it is set; else the origin the request was sent to, its protocol and Host (from
 * X-Forwarded-Proto and X-Forwarded-Host with TRUST_PROXY). So with APP_URL unset, a browser on
 * http://127.0.0.1:3000 is sent back by Google to http://127.0.0.1:3000, not to localhost, whose cookies
 * and popup origin differ. Mails have no request: their links use config.appUrl.
 */
import type { FastifyRequest } from 'fastify';

/** What the app's address is learnt from: the protocol and Host a request was sent to. */
export type PublicRequest = Pick<FastifyRequest, 'protocol' | 'host'>;

/** Serialized origin ("http://localhost", default port dropped), or undefined for "null" and garbage. */
export function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * APP_URL (without its trailing slash), else the origin this request was sent to; undefined only when
 * APP_URL is unset and the Host header is not a host.
 */
/** PUBLIC_URL and APP_URL as config.ts reads them. */
interface PublicUrlConfig {
  publicUrl: string | undefined;
  appUrl: string;
}

export function publicUrl(
  request: PublicRequest,
  config: Pick<PublicUrlConfig, 'publicUrl'>,
): string | undefined {
  return config.publicUrl ?? originOf(`${request.protocol}://${request.host}`);
}

/**
 * The redirect URI of an OAuth flow started by this request: `path` under the app's public address (the
 * default http://localhost:<PORT> for a request whose Host is not a host: Google will refuse it).
 */
export function oauthRedirectUri(request: PublicRequest, config: PublicUrlConfig, path: string): string {
  return `${publicUrl(request, config) ?? config.appUrl}${path}`;
}
