import type { AuthOptions, SessionInfo } from '@shared/auth-options';
import { loginSchema, registerSchema } from '@shared/users/user.schema';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { isGoogleConfigured } from '../../integrations/google/google-oauth';
import { toPublicUser } from '../users/user.mapper';
import { register, signIn } from './auth.service';

export async function authRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const deps = { db: opts.db, config: opts.config };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/login',
    { schema: { body: loginSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const user = await signIn(deps, request.body, request.ip);
      await app.sessions.start(request, reply, user.id);
      return toPublicUser(user);
    },
  );

  routes.post(
    '/api/register',
    { schema: { body: registerSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const user = await register(deps, request.body);
      await app.sessions.start(request, reply, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  // Public so that a browser holding an expired cookie can still sign out cleanly.
  routes.post('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.status(204).send();
  });

  routes.get('/api/user', { config: { access: 'user' } }, async (request) =>
    toPublicUser(currentUser(request)),
  );

  // The client's session probe: a visitor who is not signed in is an answer, not a failure, so it gets a
  // 200 with `user: null` (a 401 would be logged as an error in the browser's console on /auth).
  routes.get(
    '/api/session',
    { config: { access: 'public' } },
    async (request): Promise<SessionInfo> => ({ user: request.user ? toPublicUser(request.user) : null }),
  );

  routes.get(
    '/api/auth/options',
    { config: { access: 'public' } },
    async (): Promise<AuthOptions> => ({
      registrationEnabled: opts.config.registrationEnabled,
      googleEnabled: isGoogleConfigured(opts.config.google),
      googleRegistrationEnabled:
        isGoogleConfigured(opts.config.google) && opts.config.google.allowedDomains.length > 0,
    }),
  );
}
