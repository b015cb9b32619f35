/**
 * The per-day totals of a kind's requests (decision 0068): the list's filters, checked as the list checks
 * them, over a range the schema has bounded.
 */
import type { ZodType } from 'zod';
import type { Db } from '../../db/client';
import { countByDay } from './request-calendar-days.repository';
import type { RequestKindDefinition } from './request-kinds';
import {
  type RequestColumnRoles,
  type RequestFilters,
  type RequestTable,
  requestQueryColumns,
} from './requests.repository';
import { checkStageFilter } from './requests.service';

export function calendarDays(
  db: Db,
  definition: Pick<RequestKindDefinition<RequestTable, ZodType>, 'kind' | 'table' | 'columns'>,
  filters: RequestFilters & { from: string; to: string },
) {
  checkStageFilter(definition.kind, filters.stage);
  return countByDay(
    db,
    definition.table,
    requestQueryColumns(definition.table, definition.columns as RequestColumnRoles),
    filters,
  );
}
