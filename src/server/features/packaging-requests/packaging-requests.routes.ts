import {
  packagingRequestDecisionSchema,
  packagingRequestInputSchema,
  packagingRequestListQuerySchema,
} from '@shared/stock/packaging-request.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth-guard';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import {
  createPackagingRequest,
  decidePackagingRequest,
  listPackagingRequests,
  packagingRequestCounts,
} from './packaging-requests.service';

/**
 * Every signed-in user asks and follows their own requests; administrators see all of them and decide.
 * The service applies who sees what (see packaging-requests.service.ts).
 */
export async function packagingRequestsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/packaging/requests';

  routes.get(
    base,
    { schema: { querystring: packagingRequestListQuerySchema }, config: { access: 'user' } },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      const { items, total } = await listPackagingRequests(db, currentUser(request), status, paging);
      return reply.header('x-total-count', total).send(items);
    },
  );

  routes.get(`${base}/counts`, { config: { access: 'user' } }, (request) =>
    packagingRequestCounts(db, currentUser(request)),
  );

  routes.post(
    base,
    { schema: { body: packagingRequestInputSchema }, config: { access: 'user' } },
    async (request, reply) =>
      reply.status(201).send(await createPackagingRequest(db, currentUser(request), request.body)),
  );

  routes.patch(
    `${base}/:id`,
    { schema: { params: idParamsSchema, body: packagingRequestDecisionSchema }, config: { access: 'admin' } },
    (request) => decidePackagingRequest(db, currentUser(request), request.params.id, request.body),
  );
}
