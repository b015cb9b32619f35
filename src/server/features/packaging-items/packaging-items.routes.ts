import { withVersion } from '@shared/http/row-version';
import { packagingItemInputSchema, packagingItemUpdateSchema } from '@shared/stock/packaging-item.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { journalContext } from '../admin-journal/admin-journal.routes';
import { createItem, deleteItem, listItems, updateItem } from './packaging-items.service';

export async function packagingItemsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/packaging/items', { config: { access: 'user' } }, () => listItems(db));
  routes.post(
    '/api/packaging/items',
    { schema: { body: packagingItemInputSchema }, config: { access: 'admin' } },
    async (request, reply) =>
      reply.status(201).send(await createItem(db, journalContext(request), request.body)),
  );
  routes.put(
    '/api/packaging/items/:id',
    {
      schema: { params: idParamsSchema, body: withVersion(packagingItemUpdateSchema) },
      config: { access: 'admin' },
    },
    (request) => {
      const { version, ...input } = request.body;
      return updateItem(db, journalContext(request), request.params.id, input, version);
    },
  );
  routes.delete(
    '/api/packaging/items/:id',
    { schema: { params: idParamsSchema }, config: { access: 'admin' } },
    async (request, reply) => {
      await deleteItem(db, journalContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
