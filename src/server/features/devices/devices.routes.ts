/**
 * A received lot's devices (issue 32; the names are fixed: outside tools depend on them). `<lot>` is
 * /api/<kind>-requests/{id} for the three receiving kinds. Every signed-in user inventories.
 * - GET <lot>/devices?q=&cursor=&limit= → {items, total, nextCursor}; POST <lot>/devices → 201;
 * - GET <lot>/devices/summary: per category received, counted, difference, note; media per state; closed or not;
 * - PUT <lot>/devices/notes {notes: {<category>: text}}; POST <lot>/devices/close (every difference explained
 *   or zero), POST <lot>/devices/reopen (administrators);
 * - GET/PUT/DELETE /api/devices/{id} (PUT with `version`, and `disposition`); GET /api/devices?q= across lots;
 * - POST /api/devices/{id}/media/{mediumId}/sanitisations: an erasure or a destruction recorded by hand;
 * - GET <lot>/devices/export.csv: the lot's devices and their media as CSV;
 * - GET <lot>/devices/labels.pdf?format=, GET /api/devices/{id}/label.pdf?format=: labels (A4 sheets, a roll);
 * - GET <lot>/lot-report.pdf, GET <lot>/lot-report.csv: the « Rapport de lot » (every device with its media's
 *   states and devenir, the counts, the differences with the declaration); the PDF needs the company identity;
 * - POST <lot>/erasure-reports (multipart `file`: nwipe's log, an XML report, a CSV), GET <lot>/erasure-reports;
 * - POST <lot>/erasure-reports/{reportId}/attach {serialNumber, mediumId} | {serialNumber, deviceId, type,
 *   capacityGb?}: a row « À rapprocher » attached by hand (to a medium of the lot, or one created for it);
 * - POST <lot>/devices/import (multipart `file`, ?dryRun=1 for the preview): a CSV of devices, all or nothing.
 */
import {
  deviceInputSchema,
  deviceListQuerySchema,
  deviceLookupQuerySchema,
  deviceMessages,
  erasureAttachSchema,
  labelStocks,
  lotKinds,
  lotNotesSchema,
  sanitisationInputSchema,
} from '@shared/devices/device.schema';
import { withVersion } from '@shared/http/row-version';
import { requestApiPaths } from '@shared/requests/request-kinds';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import { idParamsSchema } from '../../http/route-schemas';
import { sendPdf } from '../../http/send-pdf';
import {
  readUploadedFile,
  refuseDeclaredTooLarge,
  type UploadRules,
  uploadScope,
} from '../../http/uploaded-file';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { csvCompression, sendCsv } from '../../lib/csv';
import type { LabelFormat } from '../documents/pdf-model';
import { exportLotDevices } from './device-export.service';
import { importDevices } from './device-import.service';
import { deviceLabel, lotLabels, type RenderPdf } from './device-labels.service';
import {
  addDevice,
  closeLot,
  editDevice,
  findDevices,
  getDevice,
  listDevices,
  lotSummary,
  recordSanitisation,
  removeDevice,
  reopenLot,
  saveLotNotes,
} from './devices.service';
import {
  attachErasure,
  erasureReports,
  importErasureReport,
  MAX_ERASURE_REPORT_BYTES,
} from './erasure-reports.service';
import { lotReportCsv, lotReportPdf } from './lot-report.service';

const reportUpload: UploadRules = {
  maxBytes: MAX_ERASURE_REPORT_BYTES,
  tooLarge: deviceMessages.reportTooLarge,
  notMultipart: deviceMessages.reportNotMultipart,
  missingFile: deviceMessages.reportMissing,
};

/** ?dryRun=1: the preview of a device CSV's import, nothing written. */
const deviceImportQuerySchema = z.object({
  dryRun: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** ?format= of a labels PDF: A4 sheets of 3 × 8 or 3 × 7 labels, or a 62 mm roll. */
const labelsQuerySchema = (fallback: LabelFormat) =>
  z.object({ format: z.enum(labelStocks, { error: "Format d'étiquettes inconnu" }).default(fallback) });

export async function devicesRoutes(app: FastifyInstance, opts: { db: Db; render: RenderPdf }) {
  const { db, render } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  for (const kind of lotKinds) {
    const lot = `${requestApiPaths[kind]}/:id/devices`;
    routes.get(
      lot,
      { schema: { params: idParamsSchema, querystring: deviceListQuerySchema }, config: user },
      (request) => listDevices(db, kind, request.params.id, request.query),
    );
    routes.post(
      lot,
      { schema: { params: idParamsSchema, body: deviceInputSchema }, config: user },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addDevice(db, currentUser(request), kind, request.params.id, request.body)),
    );
    routes.get(
      `${requestApiPaths[kind]}/:id/erasure-reports`,
      { schema: { params: idParamsSchema }, config: user },
      (request) => erasureReports(db, kind, request.params.id),
    );
    routes.post(
      `${requestApiPaths[kind]}/:id/erasure-reports/:reportId/attach`,
      {
        schema: {
          params: idParamsSchema.extend({ reportId: idParamsSchema.shape.id }),
          body: erasureAttachSchema,
        },
        config: user,
      },
      (request) => {
        const { id, reportId } = request.params;
        return attachErasure(db, currentUser(request), kind, id, reportId, request.body);
      },
    );
    routes.get(
      `${lot}/export.csv`,
      { schema: { params: idParamsSchema }, config: user, compress: csvCompression },
      async (request, reply) =>
        sendCsv(reply, 'equipements', await exportLotDevices(db, kind, request.params.id)),
    );
    routes.get(
      `${lot}/labels.pdf`,
      { schema: { params: idParamsSchema, querystring: labelsQuerySchema('a4-3x8') }, config: user },
      async (request, reply) =>
        sendPdf(reply, await lotLabels(db, render, kind, request.params.id, request.query.format)),
    );
    routes.get(
      `${requestApiPaths[kind]}/:id/lot-report.pdf`,
      { schema: { params: idParamsSchema }, config: user },
      async (request, reply) => sendPdf(reply, await lotReportPdf(db, render, kind, request.params.id)),
    );
    routes.get(
      `${requestApiPaths[kind]}/:id/lot-report.csv`,
      { schema: { params: idParamsSchema }, config: user, compress: csvCompression },
      async (request, reply) => {
        const report = await lotReportCsv(db, kind, request.params.id);
        return sendCsv(reply, report.fileName, report.stream);
      },
    );
    routes.put(
      `${lot}/notes`,
      { schema: { params: idParamsSchema, body: lotNotesSchema }, config: user },
      (request) => saveLotNotes(db, kind, request.params.id, request.body.notes),
    );
    routes.post(`${lot}/close`, { schema: { params: idParamsSchema }, config: user }, (request) =>
      closeLot(db, currentUser(request), kind, request.params.id),
    );
    routes.post(
      `${lot}/reopen`,
      { schema: { params: idParamsSchema }, config: { access: 'admin' } },
      (request) => reopenLot(db, currentUser(request), kind, request.params.id),
    );
    routes.get(`${lot}/summary`, { schema: { params: idParamsSchema }, config: user }, (request) =>
      lotSummary(db, kind, request.params.id),
    );
  }

  routes.get('/api/devices', { schema: { querystring: deviceLookupQuerySchema }, config: user }, (request) =>
    findDevices(db, request.query.q),
  );
  routes.get(
    '/api/devices/:id/label.pdf',
    { schema: { params: idParamsSchema, querystring: labelsQuerySchema('roll-62') }, config: user },
    async (request, reply) =>
      sendPdf(reply, await deviceLabel(db, render, request.params.id, request.query.format)),
  );
  routes.get('/api/devices/:id', { schema: { params: idParamsSchema }, config: user }, (request) =>
    getDevice(db, request.params.id),
  );
  routes.put(
    '/api/devices/:id',
    { schema: { params: idParamsSchema, body: withVersion(deviceInputSchema) }, config: user },
    (request) => {
      const { version, ...values } = request.body;
      return editDevice(db, currentUser(request), request.params.id, values, version);
    },
  );
  routes.post(
    '/api/devices/:id/media/:mediumId/sanitisations',
    {
      schema: {
        params: idParamsSchema.extend({ mediumId: idParamsSchema.shape.id }),
        body: sanitisationInputSchema,
      },
      config: user,
    },
    async (request, reply) => {
      const { id, mediumId } = request.params;
      const device = await recordSanitisation(db, currentUser(request), id, mediumId, request.body);
      return reply.status(201).send(device);
    },
  );
  routes.delete(
    '/api/devices/:id',
    { schema: { params: idParamsSchema }, config: user },
    async (request, reply) => {
      await removeDevice(db, request.params.id);
      return reply.status(204).send();
    },
  );

  // The reports' upload takes multipart in its own scope (http/uploaded-file.ts).
  await app.register(async (upload) => {
    await uploadScope(upload, MAX_ERASURE_REPORT_BYTES);
    const uploads = upload.withTypeProvider<ZodTypeProvider>();
    for (const kind of lotKinds) {
      uploads.post(
        `${requestApiPaths[kind]}/:id/erasure-reports`,
        { schema: { params: idParamsSchema }, config: user, onRequest: refuseDeclaredTooLarge(reportUpload) },
        async (request, reply) => {
          const file = await readUploadedFile(request, reportUpload);
          const answer = await importErasureReport(db, currentUser(request), kind, request.params.id, file);
          return reply.status(answer.alreadyImported ? 200 : 201).send(answer);
        },
      );
      uploads.post(
        `${requestApiPaths[kind]}/:id/devices/import`,
        {
          schema: { params: idParamsSchema, querystring: deviceImportQuerySchema },
          config: user,
          onRequest: refuseDeclaredTooLarge(reportUpload),
        },
        async (request, reply) => {
          const file = await readUploadedFile(request, reportUpload);
          const { dryRun } = request.query;
          const answer = await importDevices(db, currentUser(request), kind, request.params.id, file, dryRun);
          return reply.status(dryRun ? 200 : 201).send(answer);
        },
      );
    }
  });
}
