/**
 * The clients directory (issue 14): GET /api/clients (search `q`, paging, X-Total-Count), GET /{id},
 * POST (optionally `fromRequest`: the request it links, issue 23), PUT /{id} for every signed-in user;
 * DELETE /{id} for administrators (409 while requests are linked to the client); GET /{id}/requests (its
 * requests of every kind, newest first, X-Total-Count); GET /{id}/activity (received per year, documents);
 * POST /{id}/links {kind, id, party?} links one request to it (or re-links it); GET /{id}/matching-requests
 * the requests of its company at its address that no client owns, POST the same links them all (issue 30).
 */
import {
  clientCreateSchema,
  clientFromRequestSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientRequestsQuerySchema,
} from '@shared/clients/client.schema';
import { withVersion } from '@shared/http/row-version';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import { idParamsSchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import {
  claimMatchingRequests,
  clientActivity,
  createClient,
  deleteClient,
  getClient,
  linkRequestToClient,
  listClientRequests,
  listClients,
  matchingRequests,
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
  // A request linked (or re-linked) to the client from its details dialog (issue 30 point 3).
  routes.post(
    '/api/clients/:id/links',
    { schema: { params: idParamsSchema, body: clientFromRequestSchema }, config: user },
    async (request, reply) => {
      await linkRequestToClient(db, currentUser(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );
  // The requests of its company at its address that no client owns, offered once it is created or renamed.
  routes.get(
    '/api/clients/:id/matching-requests',
    { schema: { params: idParamsSchema }, config: user },
    (request) => matchingRequests(db, request.params.id),
  );
  routes.post(
    '/api/clients/:id/matching-requests',
    { schema: { params: idParamsSchema }, config: user },
    (request) => claimMatchingRequests(db, currentUser(request), request.params.id),
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
