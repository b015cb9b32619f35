/**
 * /api/admin/backups (administrators): POST makes a backup now, GET lists them, GET /{name} downloads one.
 * On PostgreSQL each answers 409 (the database's own tools back it up: README, « Sauvegardes »).
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/zod-validation';
import type { Backups } from './backups.service';

const nameParamsSchema = z.object({ name: z.string().max(100, 'Sauvegarde introuvable.') });

export async function backupsRoutes(app: FastifyInstance, opts: { backups: Backups }) {
  const { backups } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  routes.post('/api/admin/backups', { config: admin }, async (_request, reply) =>
    reply.status(201).send(await backups.create()),
  );
  routes.get('/api/admin/backups', { config: admin }, async () => ({ backups: await backups.list() }));
  routes.get(
    '/api/admin/backups/:name',
    { schema: { params: nameParamsSchema }, config: admin },
    async (request, reply) => {
      const { path, info } = await backups.file(request.params.name);
      // Opened before answering: a backup pruned meanwhile is still read whole.
      const handle = await fs.promises.open(path);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', info.size)
        .header('content-disposition', `attachment; filename="${info.name}"`)
        .header('x-backup-sha256', info.sha256)
        .header('cache-control', 'no-store')
        .send(handle.createReadStream());
    },
  );
}
