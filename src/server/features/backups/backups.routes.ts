/**
 * /api/admin/backups (administrators): POST makes a backup now, GET lists them, GET /{name} downloads one.
 * On PostgreSQL each answers 409 (the database's own tools back it up: docs/operations.md « Backing up PostgreSQL »).
 */
import fs from 'node:fs';
import type { BackupInfo } from '@shared/backups/backup';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { journalContext } from '../admin-journal/admin-journal.routes';
import { record } from '../admin-journal/admin-journal.service';
import type { Backups } from './backups.service';

const nameParamsSchema = z.object({ name: z.string().max(100, 'Sauvegarde introuvable.') });

/** The journal names a backup by its file name (decision 0081). */
const backupTarget = (info: BackupInfo) => ({ type: 'backup', id: info.name, label: info.name });

export async function backupsRoutes(app: FastifyInstance, opts: { db: Db; backups: Backups }) {
  const { db, backups } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  // The file is written outside the database: its journal entry follows once it exists.
  routes.post('/api/admin/backups', { config: admin }, async (request, reply) => {
    const info = await backups.create();
    await record(db, journalContext(request), { action: 'backup.created', target: backupTarget(info) });
    return reply.status(201).send(info);
  });
  routes.get('/api/admin/backups', { config: admin }, async () => ({ backups: await backups.list() }));
  routes.get(
    '/api/admin/backups/:name',
    { schema: { params: nameParamsSchema }, config: admin },
    async (request, reply) => {
      const { path, info } = await backups.file(request.params.name);
      // Opened before answering: a backup pruned meanwhile is still read whole.
      const handle = await fs.promises.open(path);
      try {
        await record(db, journalContext(request), {
          action: 'backup.downloaded',
          target: backupTarget(info),
        });
      } catch (error) {
        await handle.close();
        throw error;
      }
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
