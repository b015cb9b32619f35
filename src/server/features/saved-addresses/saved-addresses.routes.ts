import { withVersion } from '@shared/http/row-version';
import { savedAddressInputSchema } from '@shared/settings/saved-address.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { journalContext } from '../admin-journal/admin-journal.routes';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './saved-addresses.service';

export async function savedAddressesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/saved-addresses', { config: { access: 'user' } }, () => listAddresses(db));
  routes.post(
    '/api/saved-addresses',
    { schema: { body: savedAddressInputSchema }, config: { access: 'admin' } },
    async (request, reply) =>
      reply.status(201).send(await createAddress(db, journalContext(request), request.body)),
  );
  routes.put(
    '/api/saved-addresses/:id',
    {
      schema: { params: idParamsSchema, body: withVersion(savedAddressInputSchema) },
      config: { access: 'admin' },
    },
    (request) => {
      const { version, ...input } = request.body;
      return updateAddress(db, journalContext(request), request.params.id, input, version);
    },
  );
  routes.delete(
    '/api/saved-addresses/:id',
    { schema: { params: idParamsSchema }, config: { access: 'admin' } },
    async (request, reply) => {
      await deleteAddress(db, journalContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
