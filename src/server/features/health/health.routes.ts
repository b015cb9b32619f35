import { messages } from '@shared/http/api-error';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

/** Load-balancer probe: 200 when this process can reach its database, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get('/healthz', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await opts.database.ping();
      return { status: 'ok', database: opts.database.driver };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', message: messages.unavailable });
    }
  });
}
