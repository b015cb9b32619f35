/**
 * Authorization in one place. Each route declares `config: { access }` (http/current-user.ts); an /api
 * route that declares nothing requires a session, so forgetting the declaration fails closed.
 *
 * Anonymous calls get the API's 401 JSON, except a browser's top-level navigation to a GET route — a CSV
 * export or a document link followed with an expired session, or opened in a new tab: that one is sent to
 * the sign-in page (303) with the page it came from, so the browser never saves the error body as the file
 * and the person comes back where they were (decision 0067).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import '../http/current-user';
import { forbidden, unauthorized } from '../lib/http-errors';

const SIGN_IN_PATH = '/auth';

/**
 * A top-level navigation (a followed link, an address typed), not a script's call: Fetch Metadata says so
 * (Sec-Fetch-Mode: navigate); a browser too old to send it is recognised by asking for HTML first, which
 * the app's fetch wrapper never does (it asks for JSON).
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (typeof mode === 'string') return mode === 'navigate';
  const accept = request.headers.accept ?? '';
  return /^\s*text\/html/i.test(accept);
}

/**
 * The page the navigation came from, when the Referer names a page of this app (same host; the download
 * links send it: referrerPolicy="same-origin"); never an API address or the sign-in page itself.
 */
export function returnPathOf(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.host !== request.headers.host) return null;
  const path = url.pathname;
  if (path.startsWith('/api/') || path === SIGN_IN_PATH || path.startsWith(`${SIGN_IN_PATH}/`)) return null;
  return `${path}${url.search}`;
}

/** /auth, with ?from=<page> when the page is known (the sign-in page goes there after signing in). */
export function signInLocation(request: FastifyRequest): string {
  const from = returnPathOf(request);
  return from ? `${SIGN_IN_PATH}?${new URLSearchParams({ from })}` : SIGN_IN_PATH;
}

async function authGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const access =
      request.routeOptions.config.access ?? (request.url.startsWith('/api/') ? 'user' : 'public');
    if (access === 'public') return;
    if (!request.user) {
      if (request.method === 'GET' && isBrowserNavigation(request)) {
        return reply.header('cache-control', 'no-store').redirect(signInLocation(request), 303);
      }
      throw unauthorized();
    }
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
  });
}

export default fp(authGuard, { name: 'auth-guard', dependencies: ['session'] });
