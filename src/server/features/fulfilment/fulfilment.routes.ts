/**
 * The suivi's routes (issue 21): GET /api/fulfilment/stages (each kind's ordered stages and their fields,
 * « Annulée » last — what the client renders its stage forms from), and for each kind
 * POST /api/<kind>-requests/{id}/fulfilment {stage, …fields} (anyone signed in: the next stage only), PUT the
 * same to correct the current stage's data (anyone signed in: that stage only),
 * …/fulfilment/undo {stage: the one undone} and …/fulfilment/cancel {reason} (administrators).
 */

import {
  fulfilmentCancelSchema,
  fulfilmentMoveSchema,
  fulfilmentUndoSchema,
} from '@shared/fulfilment/fulfilment.schema';
import { cancelledStage, fulfilmentStages } from '@shared/fulfilment/fulfilment-stages';
import { requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/current-user';
import { idParamsSchema } from '../../http/route-schemas';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { Notifications } from '../mail/notifications';
import { type RequestKindDefinition, requestKindDefinitions } from '../requests/request-kinds';
import type { RequestTable } from '../requests/requests.repository';
import { fulfilmentService } from './fulfilment.service';

/** The stages as the API gives them: the same table the server enforces. */
const stagesAnswer = Object.fromEntries(
  requestKinds.map((kind) => [kind, [...fulfilmentStages[kind], cancelledStage]]),
);

export async function fulfilmentRoutes(app: FastifyInstance, opts: { db: Db; notifications: Notifications }) {
  const { db, notifications } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;

  routes.get('/api/fulfilment/stages', { config: user }, () => stagesAnswer);

  for (const definition of requestKindDefinitions) {
    const base = `${requestApiPaths[definition.kind]}/:id/fulfilment`;
    const service = fulfilmentService(
      definition as RequestKindDefinition<RequestTable, z.ZodType>,
      notifications,
    );

    routes.post(
      base,
      { schema: { params: idParamsSchema, body: fulfilmentMoveSchema }, config: user },
      (request) => service.advance(db, currentUser(request), request.params.id, request.body),
    );
    // The current stage's data corrected, by whoever may move it on (issue 30 point 9).
    routes.put(
      base,
      { schema: { params: idParamsSchema, body: fulfilmentMoveSchema }, config: user },
      (request) => service.correct(db, currentUser(request), request.params.id, request.body),
    );
    routes.post(
      `${base}/undo`,
      { schema: { params: idParamsSchema, body: fulfilmentUndoSchema }, config: admin },
      (request) => service.undo(db, currentUser(request), request.params.id, request.body.stage),
    );
    routes.post(
      `${base}/cancel`,
      { schema: { params: idParamsSchema, body: fulfilmentCancelSchema }, config: admin },
      (request) => service.cancel(db, currentUser(request), request.params.id, request.body.reason),
    );
  }
}
