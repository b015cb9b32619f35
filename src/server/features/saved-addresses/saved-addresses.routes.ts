import { savedAddressInputSchema } from '@shared/settings/saved-address.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../lib/route-schemas';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './saved-addresses.service';

export async function savedAddressesRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/saved-addresses', { config: { access: 'user' } }, () => listAddresses(db));
  routes.post(
    '/api/saved-addresses',
    { schema: { body: savedAddressInputSchema }, config: { access: 'admin' } },
    async (request, reply) => reply.status(201).send(await createAddress(db, request.body)),
  );
  routes.put(
    '/api/saved-addresses/:id',
    { schema: { params: idParamsSchema, body: savedAddressInputSchema }, config: { access: 'admin' } },
    (request) => updateAddress(db, request.params.id, request.body),
  );
  routes.delete(
    '/api/saved-addresses/:id',
    { schema: { params: idParamsSchema }, config: { access: 'admin' } },
    async (request, reply) => {
      await deleteAddress(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
