/**
 * The calendar feed (issue 22):
 * - GET /api/calendar-feed (signed in): {enabled, url} of the user's feed (url null when off).
 * - POST /api/calendar-feed (signed in): a new feed → 201 {url}; the previous address stops answering.
 * - DELETE /api/calendar-feed (signed in): the feed is off → 204 (also when it was off already).
 * - GET /api/calendar/<token>.ics (no session: calendar apps bring no cookie): the iCalendar text; unknown,
 *   revoked or malformed tokens and deactivated owners → 404; throttled per client address (429).
 */
import { Readable } from 'node:stream';
import { calendarFeedMessages } from '@shared/calendar/calendar-feed';
import { parisToday } from '@shared/requests/request-fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { notFound } from '../../lib/http-errors';
import { publicUrl } from '../../lib/public-url';
import { throttlePublicHit } from '../public-throttle/public-throttle';
import type { CalendarFeeds } from './calendar-feeds.service';

/** Any string: a malformed token is answered 404 like an unknown one, never 400. */
const feedParamsSchema = z.object({ file: z.string() });

/** Calendar apps fetch again every few hours; a browser or app may reuse an answer for 5 minutes. */
const CACHE_CONTROL = 'private, max-age=300';

export async function calendarRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; feeds: CalendarFeeds },
) {
  const { db, config, feeds } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;
  const baseOf = (request: Parameters<typeof publicUrl>[0]) => publicUrl(request, config) ?? config.appUrl;

  routes.get('/api/calendar-feed', { config: user }, (request) =>
    feeds.status(db, currentUser(request).id, baseOf(request)),
  );
  routes.post('/api/calendar-feed', { config: user }, async (request, reply) => {
    const link = await feeds.regenerate(db, currentUser(request).id, baseOf(request));
    return reply.status(201).send(link);
  });
  routes.delete('/api/calendar-feed', { config: user }, async (request, reply) => {
    await feeds.revoke(db, currentUser(request).id);
    return reply.status(204).send();
  });

  routes.get(
    '/api/calendar/:file',
    { schema: { params: feedParamsSchema }, config: { access: 'public' } },
    async (request, reply) => {
      // The tracking page's throttle, counted apart (its own key per address): a calendar app polling
      // never eats the budget of a client opening its tracking page from the same network.
      await throttlePublicHit(db, `calendar ${request.ip}`, reply, calendarFeedMessages.tooManyRequests);
      const feed = await feeds.feed(db, request.params.file, baseOf(request), parisToday());
      if (!feed) throw notFound(calendarFeedMessages.notFound);
      reply.header('cache-control', CACHE_CONTROL);
      reply.header('etag', feed.etag);
      reply.header('x-robots-tag', 'noindex');
      if (request.headers['if-none-match'] === feed.etag) return reply.status(304).send();
      // The head first, before the answer is typed as a calendar: a failure there is an ordinary error
      // answer (JSON, French); a failure later cuts the stream short, so no calendar app takes a truncated
      // feed for a whole one.
      const chunks = feed.chunks();
      const head = await chunks.next();
      reply.header('content-type', 'text/calendar; charset=utf-8');
      reply.header('content-disposition', 'inline; filename="planning.ics"');
      return reply.send(
        Readable.from(followedBy(head.done ? [] : [head.value], chunks), { objectMode: false }),
      );
    },
  );
}

async function* followedBy(first: string[], rest: AsyncIterable<string>): AsyncGenerator<string> {
  yield* first;
  yield* rest;
}
