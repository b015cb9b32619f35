/**
 * /api/carriers: GET for everyone signed in (`?all=1`: archived ones too), POST/PUT/DELETE for
 * administrators (Settings › Transporteurs).
 */
import { carrierInputSchema } from '@shared/fulfilment/carrier.schema';
import { withVersion } from '@shared/http/row-version';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { journalContext } from '../admin-journal/admin-journal.routes';
import { carriersList, createCarrier, editCarrier, removeCarrier } from './carriers.service';

/** `?all=1`: archived carriers too (what requests named), each with `archived`. */
const carrierListQuerySchema = z.object({
  all: z.enum(['0', '1'], { error: 'Valeur invalide pour «\u00a0all\u00a0» (0 ou 1).' }).optional(),
});

export async function carriersRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  routes.get(
    '/api/carriers',
    { schema: { querystring: carrierListQuerySchema }, config: { access: 'user' } },
    (request) => carriersList(db, { all: request.query.all === '1' }),
  );
  routes.post(
    '/api/carriers',
    { schema: { body: carrierInputSchema }, config: admin },
    async (request, reply) =>
      reply.status(201).send(await createCarrier(db, journalContext(request), request.body)),
  );
  routes.put(
    '/api/carriers/:id',
    { schema: { params: idParamsSchema, body: withVersion(carrierInputSchema) }, config: admin },
    (request) => {
      const { version, ...input } = request.body;
      return editCarrier(db, journalContext(request), request.params.id, input, version);
    },
  );
  routes.delete(
    '/api/carriers/:id',
    { schema: { params: idParamsSchema }, config: admin },
    async (request, reply) => {
      await removeCarrier(db, journalContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
