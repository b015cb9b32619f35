/** GET /api/packaging/movements/export.csv (administrators, like the movements list). */
import type { FastifyInstance } from 'fastify';
import { csvCompression, type ExportRoutesOptions, sendCsv } from '../../lib/csv';
import { exportMovements } from './movement-export.service';

export async function movementExportRoutes(app: FastifyInstance, { db, pageSize }: ExportRoutesOptions) {
  app.get(
    '/api/packaging/movements/export.csv',
    { config: { access: 'admin' }, compress: csvCompression },
    (_request, reply) => sendCsv(reply, 'mouvements-de-stock', exportMovements(db, pageSize)),
  );
}
