/** GET /api/registre.csv?from=&to= (administrators): the register of incoming waste (decision 0057). */
import { WASTE_REGISTER_PATH, wasteRegisterQuerySchema } from '@shared/fulfilment/waste-register.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { csvCompression, type ExportRoutesOptions, sendCsv } from '../../lib/csv';
import { exportWasteRegister } from './waste-register.service';

export async function wasteRegisterRoutes(app: FastifyInstance, { db, pageSize }: ExportRoutesOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    WASTE_REGISTER_PATH,
    {
      schema: { querystring: wasteRegisterQuerySchema },
      config: { access: 'admin' },
      compress: csvCompression,
    },
    async (request, reply) =>
      sendCsv(reply, 'registre-dechets', await exportWasteRegister(db, request.query, pageSize)),
  );
}
