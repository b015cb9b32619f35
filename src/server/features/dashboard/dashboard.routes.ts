import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { getDashboard } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/api/dashboard', { config: { access: 'admin' } }, () => getDashboard(opts.db));
}
