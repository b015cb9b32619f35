/**
 * /api/admin/journal (administrators, decision 0081): the entries newest first, 50 a page (X-Next-Cursor:
 * where the next starts), the same filters as a CSV export, and the accounts for the « Personne » filter.
 * Read only: the journal has no PUT, PATCH or DELETE (and its table refuses them, drizzle/0027).
 */
import {
  adminJournalExportQuerySchema,
  adminJournalQuerySchema,
} from '@shared/admin-journal/admin-journal.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/current-user';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { csvCompression, type ExportRoutesOptions, sendCsv } from '../../lib/csv';
import { exportJournal, type JournalContext, journalActors, listJournal } from './admin-journal.service';

/** Who acts (the signed-in user) and from which address (request.ip: TRUST_PROXY decides). */
export const journalContext = (request: FastifyRequest) =>
  ({
    actor: currentUser(request),
    ip: request.ip,
  }) satisfies JournalContext;

export async function adminJournalRoutes(app: FastifyInstance, { db, pageSize }: ExportRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;

  routes.get(
    '/api/admin/journal',
    { schema: { querystring: adminJournalQuerySchema }, config: admin },
    async (request, reply) => {
      const { items, nextCursor } = await listJournal(db, request.query);
      if (nextCursor) reply.header('x-next-cursor', nextCursor);
      return items;
    },
  );
  routes.get('/api/admin/journal/actors', { config: admin }, () => journalActors(db));
  routes.get(
    '/api/admin/journal/export.csv',
    {
      schema: { querystring: adminJournalExportQuerySchema },
      config: admin,
      compress: csvCompression,
    },
    (request, reply) => sendCsv(reply, 'journal-administration', exportJournal(db, request.query, pageSize)),
  );
}
