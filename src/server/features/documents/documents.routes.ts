/**
 * The PDF documents (issue 22):
 * - GET <kind API path>/{id}/documents/{bon|bordereau|attestation}.pdf — anyone signed in, as GET /{id};
 * - GET /api/public/tracking/{token}/attestation.pdf — no session: the tracking page's token and throttle;
 * - GET /api/regional-collection-requests/round.pdf?date=YYYY-MM-DD — « Tournée du jour » printed (its
 *   summary, then one bon per stop), anyone signed in, as the round.
 * Generated on each request, never stored nor cached.
 */
import { type DocumentName, documentNames } from '@shared/documents/documents';
import { trackingMessages } from '@shared/fulfilment/public-tracking';
import { regionalRoundQuerySchema } from '@shared/requests/regional-round.schema';
import { requestApiPaths } from '@shared/requests/request-kinds';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idParamsSchema } from '../../http/route-schemas';
import { sendPdf } from '../../http/send-pdf';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { notFound } from '../../lib/http-errors';
import { publicUrl } from '../../lib/public-url';
import { throttlePublicHit } from '../public-throttle/public-throttle';
import { REGIONAL_ROUND_PATH } from '../regional-round/regional-round.routes';
import { requestKindDefinitions } from '../requests/request-kinds';
import type { Documents } from './documents.service';

/** Any name: one no kind offers is answered 404 as a missing file, never 400. */
const documentParamsSchema = idParamsSchema.extend({ name: z.string() });
const isDocumentName = (name: string): name is DocumentName =>
  (documentNames as readonly string[]).includes(name);
/** Any string: a malformed token is answered 404 like an unknown one, never 400. */
const tokenParamsSchema = z.object({ token: z.string() });

export async function documentsRoutes(
  app: FastifyInstance,
  { db, config, documents }: { db: Db; config: Config; documents: Documents },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  for (const { kind } of requestKindDefinitions) {
    routes.get(
      `${requestApiPaths[kind]}/:id/documents/:name.pdf`,
      { schema: { params: documentParamsSchema }, config: { access: 'user' } },
      async (request, reply) => {
        const { id, name } = request.params;
        if (!isDocumentName(name)) throw notFound();
        const base = publicUrl(request, config) ?? config.appUrl;
        return sendPdf(reply, await documents.forRequest(db, kind, id, name, base));
      },
    );
  }

  routes.get(
    `${REGIONAL_ROUND_PATH}.pdf`,
    { schema: { querystring: regionalRoundQuerySchema }, config: { access: 'user' } },
    async (request, reply) => {
      const base = publicUrl(request, config) ?? config.appUrl;
      return sendPdf(reply, await documents.forRound(db, request.query.date, base));
    },
  );

  routes.get(
    '/api/public/tracking/:token/attestation.pdf',
    { schema: { params: tokenParamsSchema }, config: { access: 'public' } },
    async (request, reply) => {
      await throttlePublicHit(db, request.ip, reply, trackingMessages.tooManyRequests);
      reply.header('x-robots-tag', 'noindex');
      return sendPdf(reply, await documents.forTrackingLink(db, request.params.token));
    },
  );
}
