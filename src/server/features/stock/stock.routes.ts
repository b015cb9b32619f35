import { stockMovementInputSchema } from '@shared/stock/stock';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import { idParamsSchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { MAX_RECENT_MOVEMENTS, recentMovements, recordMovement } from './stock.service';

const recentQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_RECENT_MOVEMENTS).default(20),
});

/** The stock page (administrators): "Ajouter" / "Retirer" and the recent movements. */
export async function stockRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/packaging/items/:id/movements',
    { schema: { params: idParamsSchema, body: stockMovementInputSchema }, config: { access: 'admin' } },
    async (request, reply) =>
      reply.status(201).send(await recordMovement(db, currentUser(request), request.params.id, request.body)),
  );

  routes.get(
    '/api/packaging/movements',
    { schema: { querystring: recentQuerySchema }, config: { access: 'admin' } },
    (request) => recentMovements(db, request.query.limit),
  );
}
