import { packagingRequestDecisionSchema, packagingRequestInputSchema } from '@shared/stock/stock';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idParamsSchema, pagingQuerySchema } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth-guard';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import {
  createPackagingRequest,
  decidePackagingRequest,
  listPackagingRequests,
} from './packaging-requests.service';

const listQuerySchema = pagingQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'Statut invalide' }).optional(),
});

export async function packagingRequestsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/packaging/requests';

  routes.get(
    base,
    { schema: { querystring: listQuerySchema }, config: { access: 'user' } },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      const { items, total } = await listPackagingRequests(db, status, paging);
      return reply.header('x-total-count', total).send(items);
    },
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
    (request) => decidePackagingRequest(db, currentUser(request), request.params.id, request.body.status),
  );
}
