/**
 * GET /api/dashboard (administrators): the dashboard's figures in one call; GET /api/dashboard/setup: what
 * a fresh install still lacks (« Mise en route »).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { getDashboard } from './dashboard.service';
import { setupStatus } from './setup.service';

export async function dashboardRoutes(app: FastifyInstance, opts: { db: Db; mailer: Mailer }) {
  const admin = { access: 'admin' } as const;
  app.get('/api/dashboard', { config: admin }, () => getDashboard(opts.db));
  app.get('/api/dashboard/setup', { config: admin }, () => setupStatus(opts.db, opts.mailer));
}
