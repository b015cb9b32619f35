/**
 * Authorization in one place. Each route declares `config: { access }`; an /api route that declares
 * nothing requires a session, so forgetting the declaration fails closed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../features/users/users.repository';
import { forbidden, unauthorized } from '../lib/http-errors';

export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

async function authGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access =
      request.routeOptions.config.access ?? (request.url.startsWith('/api/') ? 'user' : 'public');
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
  });
}

export default fp(authGuard, { name: 'auth-guard', dependencies: ['session'] });

/** The signed-in user of a route declared `user` or `admin` (the guard has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
