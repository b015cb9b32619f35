/**
 * « Tournée du jour » (issue 22), anyone signed in:
 * - GET /api/regional-collection-requests/round?date=YYYY-MM-DD: the day's planned collections in the
 *   team's order, with the totals (RegionalRound).
 * - PUT …/round?date=YYYY-MM-DD {order: [ids]}: saves the order → the round; 400 when the ids are not
 *   exactly the day's planned collections.
 * A static path: Fastify's router matches it before the kind's `/:id` routes.
 */

import { regionalRoundOrderSchema, regionalRoundQuerySchema } from '@shared/requests/regional-round.schema';
import { requestApiPaths } from '@shared/requests/request-kinds';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { regionalRoundService } from './regional-round.service';

export const REGIONAL_ROUND_PATH = `${requestApiPaths['regional-collection']}/round`;

export async function regionalRoundRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  routes.get(
    REGIONAL_ROUND_PATH,
    { schema: { querystring: regionalRoundQuerySchema }, config: user },
    (request) => regionalRoundService.round(db, request.query.date),
  );
  routes.put(
    REGIONAL_ROUND_PATH,
    { schema: { querystring: regionalRoundQuerySchema, body: regionalRoundOrderSchema }, config: user },
    (request) =>
      regionalRoundService.saveOrder(db, currentUser(request).id, request.query.date, request.body.order),
  );
}
