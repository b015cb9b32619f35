/**
 * GET /api/<kind>-requests/export.csv for every request kind (signed-in users, like the list): the list's
 * filters (status, q, from, to, stage) without its paging and view. A static segment, so Fastify's router
 * matches it before the kind's `/:id` route whatever the registration order.
 */
import { requestApiPaths } from '@shared/requests/request-kinds';
import { requestListQuerySchema } from '@shared/requests/request-list.schema';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { csvCompression, type ExportRoutesOptions, sendCsv } from '../../lib/csv';
import { requestCsvFileNames } from './request-csv-columns';
import { exportRequests } from './request-export.service';
import {
  collection,
  delivery,
  materialConditioning,
  packagePickup,
  type RequestKindDefinition,
  regionalCollection,
} from './request-kinds';
import type { RequestTable } from './requests.repository';

export const requestExportQuerySchema = requestListQuerySchema.pick({
  status: true,
  q: true,
  from: true,
  to: true,
  stage: true,
});

function registerExport<T extends RequestTable, S extends z.ZodType>(
  app: FastifyInstance,
  { db, pageSize }: ExportRoutesOptions,
  definition: RequestKindDefinition<T, S>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${requestApiPaths[definition.kind]}/export.csv`,
    {
      schema: { querystring: requestExportQuerySchema },
      config: { access: 'user' },
      compress: csvCompression,
    },
    (request, reply) =>
      sendCsv(
        reply,
        requestCsvFileNames[definition.kind],
        exportRequests(db, definition, request.query, pageSize),
      ),
  );
}

export async function requestExportRoutes(app: FastifyInstance, opts: ExportRoutesOptions) {
  registerExport(app, opts, materialConditioning);
  registerExport(app, opts, packagePickup);
  registerExport(app, opts, regionalCollection);
  registerExport(app, opts, delivery);
  registerExport(app, opts, collection);
}
