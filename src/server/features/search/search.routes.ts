/**
 * GET /api/search?q= — the global search (decision 0064) for every signed-in user; what each one sees
 * follows their role (articles: administrators only).
 */
import { globalSearchQuerySchema } from '@shared/search/global-search';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { globalSearch } from './search.service';

export async function searchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/search',
    { schema: { querystring: globalSearchQuerySchema }, config: { access: 'user' } },
    (request) => globalSearch(db, currentUser(request), request.query.q),
  );
}
