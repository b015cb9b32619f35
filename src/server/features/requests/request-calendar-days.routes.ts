/**
 * GET /api/<kind>-requests/calendar-days?from&to[&status&q&stage] → [{date, total}] for every request kind
 * (signed-in users, like the list; decision 0068). A static segment, so Fastify's router matches it before
 * the kind's `/:id` route whatever the registration order.
 */
import { requestCalendarDaysQuerySchema } from '@shared/requests/request-calendar-days.schema';
import { requestApiPaths } from '@shared/requests/request-kinds';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { calendarDays } from './request-calendar-days.service';
import { type RequestKindDefinition, requestKindDefinitions } from './request-kinds';
import type { RequestTable } from './requests.repository';

export async function requestCalendarDaysRoutes(app: FastifyInstance, { db }: { db: Db }) {
  for (const definition of requestKindDefinitions) {
    const kind = definition as RequestKindDefinition<RequestTable, z.ZodType>;
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        `${requestApiPaths[kind.kind]}/calendar-days`,
        { schema: { querystring: requestCalendarDaysQuerySchema }, config: { access: 'user' } },
        (request) => {
          // The schema refused a missing end: both are set here.
          const { from = '', to = '', ...filters } = request.query;
          return calendarDays(db, kind, { ...filters, from, to });
        },
      );
  }
}
