/**
 * GET /auth/google and GET /auth/google/callback (spec §2). The browser navigates to both, so they answer
 * only redirects: to Google, then to the page to come back to once signed in, or to
 * `/auth?erreur=<code>` with the cause in the log. Never a JSON error page, never a 500.
 */
import {
  GOOGLE_CALLBACK_PATH,
  GOOGLE_SIGN_IN_PATH,
  RETURN_TO_PARAM,
  signInErrorPath,
} from '@shared/auth/google-sign-in';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { GoogleOAuth } from '../../integrations/google/google-oauth';
import type { SecretBox } from '../../lib/secret-box';
import {
  completeGoogleSignIn,
  type GoogleSignInDeps,
  GoogleSignInError,
  startGoogleSignIn,
} from './google-sign-in.service';
import { FLOW_COOKIE, flowCookieOptions } from './google-sign-in-flow';

const publicRoute = { config: { access: 'public' as const } };

/** The query string of the request as the browser sent it ("?code=…&state=…"), or ''. */
const rawQuery = (request: FastifyRequest) => {
  const start = request.url.indexOf('?');
  return start === -1 ? '' : request.url.slice(start);
};

/** Logs why (a cancellation is no incident) and sends the browser to the sign-in page with the code. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof GoogleSignInError) {
    const level = error.code === 'google-annule' ? 'info' : 'warn';
    request.log[level]({ code: error.code, ...error.detail }, `google sign-in refused: ${error.message}`);
    return reply.redirect(signInErrorPath(error.code));
  }
  request.log.error({ err: error }, 'google sign-in failed');
  return reply.redirect(signInErrorPath('google-erreur'));
}

export async function googleSignInRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; oauth: GoogleOAuth; secrets: SecretBox },
) {
  const cookieOptions = flowCookieOptions(opts.config.cookieSecure);
  const deps = (request: FastifyRequest): GoogleSignInDeps => ({ ...opts, log: request.log });

  app.get(GOOGLE_SIGN_IN_PATH, publicRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const returnTo = (request.query as Record<string, unknown>)[RETURN_TO_PARAM];
      const { authUrl, flowCookie } = await startGoogleSignIn(deps(request), request, returnTo);
      reply.setCookie(FLOW_COOKIE, flowCookie, cookieOptions);
      return reply.redirect(authUrl);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  app.get(GOOGLE_CALLBACK_PATH, publicRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The flow serves once, whatever the outcome.
    const flowCookie = request.cookies[FLOW_COOKIE];
    if (flowCookie !== undefined) reply.clearCookie(FLOW_COOKIE, cookieOptions);
    try {
      const { user, returnTo } = await completeGoogleSignIn(deps(request), {
        query: rawQuery(request),
        flowCookie,
        ip: request.ip,
      });
      // Exactly as a password sign-in: a new session id, any previous one of this browser destroyed.
      await app.sessions.start(request, reply, user.id);
      request.log.info({ userId: user.id }, 'google sign-in');
      return reply.redirect(returnTo);
    } catch (error) {
      return refuse(request, reply, error);
    }
  });
}
