import {
  packagingRequestCountsQuerySchema,
  packagingRequestDecisionSchema,
  packagingRequestExportQuerySchema,
  packagingRequestInputSchema,
  packagingRequestListQuerySchema,
} from '@shared/stock/packaging-request.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import { idParamsSchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { csvCompression, sendCsv } from '../../lib/csv';
import { exportPackagingRequests } from './packaging-request-export.service';
import {
  createPackagingRequest,
  decidePackagingRequest,
  listPackagingRequests,
  packagingRequestCounts,
  packagingRequestHistory,
  receivePackagingSupply,
} from './packaging-requests.service';

/**
 * Every signed-in user asks and follows their own requests; administrators see all of them, decide, and
 * mark an ordered supply received (POST …/{id}/receive, no body: the stock moves then, decision 0091).
 * The service applies who sees what (see packaging-requests.service.ts); the export and the history follow
 * the same rule.
 */
export async function packagingRequestsRoutes(
  app: FastifyInstance,
  opts: { db: Db; exportPageSize?: number | undefined },
) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/packaging/requests';

  routes.get(
    base,
    { schema: { querystring: packagingRequestListQuerySchema }, config: { access: 'user' } },
    async (request, reply) => {
      const { status, q, ...paging } = request.query;
      const { items, total } = await listPackagingRequests(db, currentUser(request), { status, q }, paging);
      return reply.header('x-total-count', total).send(items);
    },
  );

  routes.get(
    `${base}/counts`,
    { schema: { querystring: packagingRequestCountsQuerySchema }, config: { access: 'user' } },
    (request) => packagingRequestCounts(db, currentUser(request), request.query.q),
  );

  // A static segment: Fastify's router matches it before any `/:id` route, whatever the order.
  routes.get(
    `${base}/export.csv`,
    {
      schema: { querystring: packagingRequestExportQuerySchema },
      config: { access: 'user' },
      compress: csvCompression,
    },
    (request, reply) =>
      sendCsv(
        reply,
        'demandes-d-emballages',
        exportPackagingRequests(db, currentUser(request), request.query, opts.exportPageSize),
      ),
  );

  routes.get(
    `${base}/:id/history`,
    { schema: { params: idParamsSchema }, config: { access: 'user' } },
    (request) => packagingRequestHistory(db, currentUser(request), request.params.id),
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

  routes.post(
    `${base}/:id/receive`,
    { schema: { params: idParamsSchema }, config: { access: 'admin' } },
    (request) => receivePackagingSupply(db, currentUser(request), request.params.id),
  );
}
