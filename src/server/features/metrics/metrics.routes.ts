/**
 * GET /metrics (Prometheus text format). Registered only when METRICS_TOKEN is set (otherwise 404, like
 * any unknown path), then answered only with `Authorization: Bearer <METRICS_TOKEN>`: 401 otherwise. The
 * token is compared in constant time (SHA-256 of both sides, then timingSafeEqual).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@shared/http/api-error';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

const LOGIN_ROUTE = '/api/login';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

export async function metricsRoutes(app: FastifyInstance, opts: { metrics: Metrics; token: string }) {
  const { metrics, token } = opts;
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: messages.unauthenticated });
    }
    return reply
      .header('content-type', metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.scrape());
  });
}

/** Root hooks (app.ts): every answer moves the request histogram; a throttled sign-in, its counter. */
export function observeRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 429 && route === LOGIN_ROUTE) metrics.signInThrottled();
  });
  app.addHook('onClose', async () => metrics.close());
}
