/**
 * Cross-site request forgery protection for every state-changing call (any method but GET, HEAD and
 * OPTIONS). SameSite=Lax keeps the session cookie away from other *sites*, but a sibling subdomain is the
 * same site: so a call must come from the app's own origin. Its `Origin` must be APP_URL's origin or, with
 * APP_URL unset, the origin the request was sent to; without `Origin`, the browser's `Sec-Fetch-Site` must
 * not say it comes from elsewhere. A call with neither header does not come from a browser, the only
 * caller that could carry a victim's cookie (curl, server to server), and passes.
 * Bodies are JSON only: the content types a form or a no-cors fetch sends without a CORS preflight
 * (text/plain, form-urlencoded, multipart) get the error handler's 415 before any handler runs.
 */
import { messages } from '@shared/http/api-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { forbidden } from '../lib/http-errors';
import { originOf, publicUrl } from '../lib/public-url';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a browser call made by the app's own pages (or typed by the user). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function comesFromApp(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): boolean {
  const { origin } = request.headers;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    return site === undefined || OWN_FETCH_SITES.has(site);
  }
  // APP_URL's origin, or the request's own (X-Forwarded-Proto and X-Forwarded-Host with TRUST_PROXY).
  const base = publicUrl(request, config);
  const allowed = base === undefined ? undefined : originOf(base);
  return allowed !== undefined && originOf(origin) === allowed;
}

async function csrfProtection(app: FastifyInstance, opts: { config: Pick<Config, 'publicUrl'> }) {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!comesFromApp(request, opts.config)) throw forbidden(messages.foreignOrigin);
  });
}

export default fp(csrfProtection, { name: 'csrf-protection' });
