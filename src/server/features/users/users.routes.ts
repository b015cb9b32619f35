import { withVersion } from '@shared/http/row-version';
import { passwordChangeSchema, userCreateSchema, userUpdateSchema } from '@shared/users/user-form.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import { idParamsSchema, pagingQuerySchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { SecretBox } from '../../lib/secret-box';
import { changePassword, createUser, listUsers, unlinkGoogle, updateUser } from './users.service';

export async function usersRoutes(app: FastifyInstance, opts: { db: Db; secrets: SecretBox }) {
  const { db } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/users',
    { schema: { querystring: pagingQuerySchema }, config: { access: 'admin' } },
    async (request, reply) => {
      const { items, total } = await listUsers(db, request.query);
      return reply.header('x-total-count', total).send(items);
    },
  );

  routes.post(
    '/api/users',
    { schema: { body: userCreateSchema }, config: { access: 'admin' } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createUser(db, { user: currentUser(request), sessionId: null, ip: request.ip }, request.body),
        ),
  );

  // Signed-in users: the service lets a non-admin change only their own profile and ERP credentials.
  routes.put(
    '/api/users/:id',
    { schema: { params: idParamsSchema, body: withVersion(userUpdateSchema) }, config: { access: 'user' } },
    (request) => {
      const { version, ...input } = request.body;
      return updateUser(
        opts,
        { user: currentUser(request), sessionId: request.sessionId, ip: request.ip },
        request.params.id,
        input,
        version,
      );
    },
  );

  // An administrator unlinks anyone; a user only their own account (the service checks).
  routes.delete(
    '/api/users/:id/google',
    { schema: { params: idParamsSchema }, config: { access: 'user' } },
    (request) =>
      unlinkGoogle(
        db,
        { user: currentUser(request), sessionId: request.sessionId, ip: request.ip },
        request.params.id,
      ),
  );

  routes.post(
    '/api/users/change-password',
    { schema: { body: passwordChangeSchema }, config: { access: 'user' } },
    async (request, reply) => {
      await changePassword(
        db,
        { user: currentUser(request), sessionId: request.sessionId, ip: request.ip },
        request.body,
      );
      return reply.status(204).send();
    },
  );
}
