/**
 * The same routes for each request kind (spec §7), under /api/<kind>-requests:
 * GET list (filters, paging by `offset` or by `cursor` = the previous page's X-Next-Cursor, X-Total-Count and
 * X-Total-Count-Capped past SEARCH_COUNT_LIMIT; `view=card` for a list card's fields, `view=calendar` for the
 * week's few fields), GET /counts, GET /{id}, POST (desired date today or later), PUT /{id} (pending only; a past desired date only if unchanged),
 * PATCH /{id} {status} (administrators only).
 */
import { withVersion } from '@shared/http/row-version';
import { requestApiPaths } from '@shared/requests/request-kinds';
import {
  requestCountsQuerySchema,
  requestDecisionSchema,
  requestListQuerySchema,
} from '@shared/requests/request-list.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import { idParamsSchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { Notifications } from '../mail/notifications';
import { type RequestKindDefinition, requestKindDefinitions } from './request-kinds';
import type { RequestTable } from './requests.repository';
import { requestService } from './requests.service';

function registerKind<T extends RequestTable, S extends z.ZodType>(
  app: FastifyInstance,
  { db, notifications }: RequestsRoutesOptions,
  definition: RequestKindDefinition<T, S>,
) {
  const base = requestApiPaths[definition.kind];
  const service = requestService(definition, notifications);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  routes.get(
    base,
    { schema: { querystring: requestListQuerySchema }, config: user },
    async (request, reply) => {
      const { limit, offset, sort, view, cursor, ...filters } = request.query;
      const { items, total, totalCapped, nextCursor } = await service.list(db, filters, {
        limit,
        offset,
        sort,
        view,
        cursor,
      });
      // A counted search stops at SEARCH_COUNT_LIMIT: the total is then « plus de » that.
      if (totalCapped) reply.header('x-total-count-capped', 'true');
      if (nextCursor) reply.header('x-next-cursor', nextCursor);
      return reply.header('x-total-count', total).send(items);
    },
  );

  routes.get(
    `${base}/counts`,
    { schema: { querystring: requestCountsQuerySchema }, config: user },
    (request) => service.counts(db, request.query),
  );

  routes.get(`${base}/:id`, { schema: { params: idParamsSchema }, config: user }, (request) =>
    service.get(db, request.params.id),
  );

  routes.post(base, { schema: { body: definition.createSchema }, config: user }, async (request, reply) =>
    reply.status(201).send(await service.create(db, currentUser(request), request.body as z.output<S>)),
  );

  routes.put(
    `${base}/:id`,
    { schema: { params: idParamsSchema, body: withVersion(definition.inputSchema) }, config: user },
    (request) => {
      const { version, ...input } = request.body as z.output<S> & { version: number };
      return service.edit(db, currentUser(request), request.params.id, input as z.output<S>, version);
    },
  );

  routes.patch(
    `${base}/:id`,
    { schema: { params: idParamsSchema, body: requestDecisionSchema }, config: { access: 'admin' } },
    (request) => service.decide(db, currentUser(request), request.params.id, request.body),
  );
}

interface RequestsRoutesOptions {
  db: Db;
  notifications: Notifications;
}

export async function requestsRoutes(app: FastifyInstance, opts: RequestsRoutesOptions) {
  for (const definition of requestKindDefinitions) {
    registerKind(app, opts, definition as RequestKindDefinition<RequestTable, z.ZodType>);
  }
}
