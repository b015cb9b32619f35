/** GET /api/clients/export.csv?q= (signed-in users, like the directory): the directory's search, every page. */
import { clientListQuerySchema } from '@shared/clients/client.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { csvCompression, type ExportRoutesOptions, sendCsv } from '../../lib/csv';
import { exportClients } from './client-export.service';

const clientExportQuerySchema = clientListQuerySchema.pick({ q: true });

export async function clientExportRoutes(app: FastifyInstance, { db, pageSize }: ExportRoutesOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/clients/export.csv',
    {
      schema: { querystring: clientExportQuerySchema },
      config: { access: 'user' },
      compress: csvCompression,
    },
    (request, reply) => sendCsv(reply, 'clients', exportClients(db, request.query.q, pageSize)),
  );
}
