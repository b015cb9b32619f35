/**
 * A request kind's CSV export: the rows the list's filters select (the list's own where clause, so the file
 * holds exactly what the screen lists, every page of it), newest first, streamed page by page.
 */
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { type CsvColumn, csvStream, EXPORT_PAGE_SIZE, keysetPages } from '../../lib/csv';
import { requestCsvColumns } from './request-csv-columns';
import { type RequestExportRow, requestExportPage } from './request-export.repository';
import type { RequestKindDefinition } from './request-kinds';
import {
  type RequestColumnRoles,
  type RequestFilters,
  type RequestTable,
  requestQueryColumns,
  whereClause,
} from './requests.repository';
import { checkStageFilter } from './requests.service';

export function exportRequests<T extends RequestTable, S extends z.ZodType>(
  db: Executor,
  definition: RequestKindDefinition<T, S>,
  filters: RequestFilters,
  pageSize: number = EXPORT_PAGE_SIZE,
): Readable {
  // Before the stream starts: an unknown stage is a 400, as on the list.
  checkStageFilter(definition.kind, filters.stage);
  const where = whereClause(
    requestQueryColumns(definition.table, definition.columns as RequestColumnRoles),
    filters,
  );
  const rows = keysetPages(
    (after, limit) => requestExportPage(db, definition.kind, definition.table, where, after, limit),
    pageSize,
  );
  // The columns are typed per kind; the definition's kind says which table the rows come from.
  const columns = requestCsvColumns[definition.kind] as unknown as CsvColumn<RequestExportRow<T>>[];
  return csvStream(columns, rows);
}
