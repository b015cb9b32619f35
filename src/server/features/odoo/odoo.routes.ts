/**
 * /api/odoo/* (spec §7), for signed-in users. Answers carry `success`; failures are
 * `{success: false, error, message}` with the same French text in both (the client reads `error`).
 */
import { odooMessages } from '@shared/odoo/erp-offers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OdooConfig } from '../../config';
import { currentUser } from '../../http/current-user';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { OdooClient } from '../../integrations/odoo/odoo-protocol';
import { HttpError } from '../../lib/http-errors';
import type { SecretBox } from '../../lib/secret-box';
import { clientInfo, listOffers, type OdooDeps, odooStatus, testConnection } from './odoo.service';

const user = { access: 'user' } as const;

const offersQuerySchema = z.object({ q: z.string().max(200).optional() });

export async function odooRoutes(
  app: FastifyInstance,
  opts: { config: OdooConfig | undefined; client: OdooClient | undefined; secrets: SecretBox },
) {
  // Scoped to these routes (the plugin is encapsulated): every failure body, whoever wrote it (error
  // handler, guard, validation), also carries `success: false` and `error`, as the spec's client reads.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { message?: unknown };
      if (typeof body.message !== 'string') return payload;
      return JSON.stringify({ success: false, error: body.message, ...body });
    } catch {
      return payload;
    }
  });

  const deps = (request: FastifyRequest): OdooDeps => ({ ...opts, log: request.log });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/odoo/status', { config: user }, (request) => odooStatus(opts, currentUser(request)));

  routes.get('/api/odoo/offers', { schema: { querystring: offersQuerySchema }, config: user }, (request) =>
    listOffers(deps(request), currentUser(request), request.query.q),
  );

  routes.get<{ Params: { offerId: string } }>(
    '/api/odoo/client-info/:offerId',
    { config: user },
    (request) => {
      const { offerId } = request.params;
      const id = /^\d{1,10}$/.test(offerId) ? Number(offerId) : Number.NaN;
      if (!(id >= 1 && id <= 2_147_483_647)) throw new HttpError(400, odooMessages.invalidOfferId);
      return clientInfo(deps(request), currentUser(request), id);
    },
  );

  routes.post('/api/odoo/test-connection', { config: user }, (request) =>
    testConnection(deps(request), currentUser(request)),
  );
}
