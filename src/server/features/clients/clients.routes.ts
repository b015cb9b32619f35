/**
 * The clients directory (issue 14): GET /api/clients (search `q`, paging, X-Total-Count), GET /{id},
 * POST (optionally `fromRequest`: the request it links, issue 23), PUT /{id} for every signed-in user;
 * DELETE /{id} for administrators (409 while requests are linked to the client); GET /{id}/requests (its
 * requests of every kind, newest first, X-Total-Count); GET /{id}/activity (received per year, documents).
 */
import {
  clientCreateSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientRequestsQuerySchema,
} from '@shared/clients/client.schema';
import { withVersion } from '@shared/http/row-version';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth-guard';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import {
  clientActivity,
  createClient,
  deleteClient,
  getClient,
  listClientRequests,
  listClients,
  updateClient,
} from './clients.service';

export async function clientsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  routes.get(
    '/api/clients',
    { schema: { querystring: clientListQuerySchema }, config: user },
    async (request, reply) => {
      const { items, total } = await listClients(db, request.query);
      return reply.header('x-total-count', total).send(items);
    },
  );
  routes.get('/api/clients/:id', { schema: { params: idParamsSchema }, config: user }, (request) =>
    getClient(db, request.params.id),
  );
  routes.get(
    '/api/clients/:id/requests',
    { schema: { params: idParamsSchema, querystring: clientRequestsQuerySchema }, config: user },
    async (request, reply) => {
      const { items, total } = await listClientRequests(db, request.params.id, request.query);
      return reply.header('x-total-count', total).send(items);
    },
  );
  routes.get('/api/clients/:id/activity', { schema: { params: idParamsSchema }, config: user }, (request) =>
    clientActivity(db, request.params.id),
  );
  routes.post(
    '/api/clients',
    { schema: { body: clientCreateSchema }, config: user },
    async (request, reply) =>
      reply.status(201).send(await createClient(db, currentUser(request), request.body)),
  );
  routes.put(
    '/api/clients/:id',
    { schema: { params: idParamsSchema, body: withVersion(clientInputSchema) }, config: user },
    (request) => {
      const { version, ...input } = request.body;
      return updateClient(db, currentUser(request), request.params.id, input, version);
    },
  );
  routes.delete(
    '/api/clients/:id',
    { schema: { params: idParamsSchema }, config: { access: 'admin' } },
    async (request, reply) => {
      await deleteClient(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
