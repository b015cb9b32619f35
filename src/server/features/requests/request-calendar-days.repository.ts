/**
 * Per-day totals of a kind's requests over a date range (decision 0068): one GROUP BY on the day the
 * calendar places a request on, under the list's own filters (`whereClause`), so a day's total is exactly
 * the number of requests the list filtered on that day answers. The range is what the index is read on
 * (the calendar-day, desired-date or creation index); at most a few dozen rows come back.
 */
import type { RequestCalendarDay } from '@shared/requests/request-calendar-days.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type RequestFilters,
  type RequestQueryColumns,
  type RequestTable,
  whereClause,
} from './requests.repository';

/** The day a request is counted on: the kind's day, else its creation day in Paris (as `from`/`to` read). */
const dayOf = (columns: RequestQueryColumns): SQL =>
  columns.day ?? sql`(${columns.createdAt} AT TIME ZONE 'Europe/Paris')::date`;

export async function countByDay(
  db: Executor,
  table: RequestTable,
  columns: RequestQueryColumns,
  filters: RequestFilters & { from: string; to: string },
): Promise<RequestCalendarDay[]> {
  const day = dayOf(columns);
  const rows = await db
    .select({ date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`, total: sql<number>`count(*)::int` })
    .from(table)
    .where(whereClause(columns, filters))
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({ date: row.date, total: Number(row.total) }));
}
