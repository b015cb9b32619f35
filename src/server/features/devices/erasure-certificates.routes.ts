/**
 * The lots' « Certificat d'effacement des données » (issue 32; the names are fixed: outside tools depend on
 * them). `<lot>` is /api/<kind>-requests/{id} for the three receiving kinds.
 * - POST <lot>/erasure-certificate (administrators) → 201 {number, sha256, verifyUrl};
 * - GET <lot>/erasure-certificate → {current, previous}: the lot's certificates (anyone signed in);
 * - GET <lot>/erasure-certificate.pdf: the current certificate's PDF, as issued;
 * - GET /api/public/certificates/{token}: the public verification page's data (no session; throttled per
 *   address as the tracking page; never indexed);
 * - GET /api/public/tracking/{token}/erasure-certificate.pdf: the current certificate from the request's
 *   public tracking page (its token and throttle; 404 as the page when there is none);
 * - GET /api/public/tracking/{token}/lot-report.pdf: the lot's « Rapport de lot » from that page, once the
 *   lot's inventory is closed (404 before).
 */
import { isLotKind, type LotKind, lotKinds } from '@shared/devices/device.constants';
import { certificateMessages } from '@shared/devices/erasure-certificate';
import { CANCELLED_STAGE } from '@shared/fulfilment/fulfilment-stages';
import { trackingMessages } from '@shared/fulfilment/public-tracking';
import { requestApiPaths } from '@shared/requests/request-kinds';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../http/route-schemas';
import { sendPdf } from '../../http/send-pdf';
import type { WrittenPage } from '../../http/written-page';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { notFound } from '../../lib/http-errors';
import { publicUrl } from '../../lib/public-url';
import { journalContext } from '../admin-journal/admin-journal.routes';
import { throttlePublicHit, trackingThrottle } from '../public-throttle/public-throttle';
import { findRequestRow } from '../tracking/tracking-links.repository';
import type { TrackingLinks } from '../tracking/tracking-links.service';
import type { RenderPdf } from './device-labels.service';
import { receivedLot } from './devices.service';
import { lotDocumentsState } from './erasure-certificates.repository';
import type { ErasureCertificates } from './erasure-certificates.service';
import { lotReportPdfOf } from './lot-report.service';
import { verifyPage } from './verify-page';

/** Any string: a malformed token is answered 404 like an unknown one, never 400. */
const tokenParamsSchema = z.object({ token: z.string() });

export async function erasureCertificatesRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    config: Config;
    certificates: ErasureCertificates;
    links: TrackingLinks;
    render: RenderPdf;
  },
) {
  const { db, config, certificates, links, render } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = { params: idParamsSchema };

  for (const kind of lotKinds) {
    const path = `${requestApiPaths[kind]}/:id/erasure-certificate`;
    routes.post(path, { schema: params, config: { access: 'admin' } }, async (request, reply) => {
      const base = publicUrl(request, config) ?? config.appUrl;
      const issued = await certificates.issue(db, journalContext(request), kind, request.params.id, base);
      return reply.status(201).send(issued);
    });
    routes.get(path, { schema: params, config: { access: 'user' } }, (request) =>
      certificates.list(db, kind, request.params.id, publicUrl(request, config) ?? config.appUrl),
    );
    routes.get(`${path}.pdf`, { schema: params, config: { access: 'user' } }, async (request, reply) => {
      const lot = await receivedLot(db, kind, request.params.id);
      return sendPdf(reply, await certificates.pdf(db, lot));
    });
  }

  routes.get(
    '/api/public/certificates/:token',
    { schema: { params: tokenParamsSchema }, config: { access: 'public' } },
    async (request, reply) => {
      await throttlePublicHit(db, request.ip, reply, certificateMessages.tooManyRequests);
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      const certificate = await certificates.publicView(db, request.params.token);
      if (!certificate) throw notFound(certificateMessages.notFound);
      return certificate;
    },
  );

  routes.get(
    '/api/public/tracking/:token/erasure-certificate.pdf',
    { schema: { params: tokenParamsSchema }, config: { access: 'public' } },
    async (request, reply) => {
      await throttlePublicHit(db, request.ip, reply, trackingMessages.tooManyRequests);
      reply.header('x-robots-tag', 'noindex');
      return sendPdf(reply, await certificates.pdf(db, await trackedLot(db, links, request.params.token)));
    },
  );

  routes.get(
    '/api/public/tracking/:token/lot-report.pdf',
    { schema: { params: tokenParamsSchema }, config: { access: 'public' } },
    async (request, reply) => {
      await throttlePublicHit(db, request.ip, reply, trackingMessages.tooManyRequests);
      reply.header('x-robots-tag', 'noindex');
      const tracked = await trackedLot(db, links, request.params.token);
      if (!(await lotDocumentsState(db, tracked)).closed) throw notFound();
      const lot = await receivedLot(db, tracked.kind, tracked.id);
      return sendPdf(reply, await lotReportPdfOf(db, render, lot));
    },
  );
}

/** The lot a public tracking link names: an accepted, not cancelled request of a receiving kind; else 404. */
export async function trackedLot(
  db: Db,
  links: TrackingLinks,
  token: string,
): Promise<{ kind: LotKind; id: number }> {
  const link = await links.findByToken(db, token);
  if (!link || !isLotKind(link.kind)) throw notFound();
  const row = await findRequestRow(db, link.kind, link.requestId);
  if (row?.status !== 'completed' || row.stage === CANCELLED_STAGE) throw notFound();
  return { kind: link.kind, id: link.requestId };
}

/**
 * /verifier/<token> (static-client.ts): the page written with the certificate's data (verify-page.ts), or
 * not found; or the address waits (the tracking page's throttle).
 */
export async function verifyPageAccess(
  db: Db,
  certificates: ErasureCertificates,
  ip: string,
  token: string,
): Promise<{ found: false } | ({ found: true } & WrittenPage) | { retryAfter: number }> {
  const wait = await trackingThrottle(db, ip);
  if (wait !== null) return { retryAfter: wait };
  const certificate = await certificates.publicView(db, token);
  return certificate ? { found: true, ...verifyPage(certificate) } : { found: false };
}
