/**
 * Tracking links and the public tracking page's data (issue 21):
 * - POST /api/<kind>-requests/{id}/tracking-link (administrators): a new link → 201 {url} (the live one, if
 *   any, stops working); DELETE (administrators): revoked → 204, 404 when there is none; GET (anyone signed
 *   in): {url} of the live link, {url: null} when there is none (404 only when the request does not exist).
 * - GET /api/public/tracking/{token} (no session): the page's data; throttled per client address (429).
 */
import { trackingMessages } from '@shared/fulfilment/public-tracking';
import { requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../http/route-schemas';
import type { WrittenPage } from '../../http/written-page';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { HttpError } from '../../lib/http-errors';
import { publicUrl } from '../../lib/public-url';
import { journalContext } from '../admin-journal/admin-journal.routes';
import { throttlePublicHit, trackingThrottle } from '../public-throttle/public-throttle';
import { publicTracking } from './public-tracking.service';
import type { TrackingLinks } from './tracking-links.service';
import { trackingPage } from './tracking-page';

/** Any string: a malformed token is answered 404 like an unknown one, never 400. */
const tokenParamsSchema = z.object({ token: z.string() });

export async function trackingRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; links: TrackingLinks },
) {
  const { db, config, links } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  for (const kind of requestKinds) {
    const path = `${requestApiPaths[kind]}/:id/tracking-link`;
    const params = { params: idParamsSchema };

    routes.post(path, { schema: params, config: admin }, async (request, reply) => {
      const base = publicUrl(request, config) ?? config.appUrl;
      const link = await links.regenerate(db, journalContext(request), kind, request.params.id, base);
      return reply.status(201).send(link);
    });
    routes.delete(path, { schema: params, config: admin }, async (request, reply) => {
      await links.revoke(db, journalContext(request), kind, request.params.id);
      return reply.status(204).send();
    });
    routes.get(path, { schema: params, config: { access: 'user' } }, (request) =>
      links.current(db, kind, request.params.id, publicUrl(request, config) ?? config.appUrl),
    );
  }

  routes.get(
    '/api/public/tracking/:token',
    { schema: { params: tokenParamsSchema }, config: { access: 'public' } },
    async (request, reply) => {
      await throttlePublicHit(db, request.ip, reply, trackingMessages.tooManyRequests);
      const answer = await publicTracking(db, links, request.params.token);
      // The token is the only key to this answer: no cache keeps it. (A 404 goes out as any other 404.)
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return answer;
    },
  );
}

/**
 * The page /suivi/<token> (the static client serves it, or the not-found page): the same throttle as its
 * data, then the page written with the request's suivi (tracking-page.ts); when throttled, the seconds to
 * wait.
 */
export async function trackingPageAccess(
  db: Db,
  links: TrackingLinks,
  ip: string,
  token: string,
): Promise<{ found: false } | ({ found: true } & WrittenPage) | { retryAfter: number }> {
  const wait = await trackingThrottle(db, ip);
  if (wait !== null) return { retryAfter: wait };
  try {
    return { found: true, ...trackingPage(await publicTracking(db, links, token), token) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return { found: false };
    throw error;
  }
}
