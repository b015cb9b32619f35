/**
 * GET /api/<kind>-requests/{id}/history for every request kind (requestKinds): the request's timeline, for
 * any signed-in user (404 when the request does not exist).
 */
import { requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import { idParamsSchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { requestHistoryOf } from './request-history.service';

export async function requestHistoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of requestKinds) {
    routes.get(
      `${requestApiPaths[kind]}/:id/history`,
      { schema: { params: idParamsSchema }, config: { access: 'user' } },
      (request) => requestHistoryOf(db, currentUser(request), kind, request.params.id),
    );
  }
}
