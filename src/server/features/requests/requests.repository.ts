/**
 * One repository for the three request tables: they share the columns lists and decisions work on
 * (status, desired date, creation date, company, contact, offer number, decision). Every list, count and
 * calendar read is one SQL query on an index; nothing is filtered in JavaScript.
 */
import type { RequestListView } from '@shared/requests/request-list.schema';
import { and, count, desc, eq, getTableColumns, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type {
  materialConditioningRequests,
  packagePickupRequests,
  regionalCollectionRequests,
} from '../../db/schema';

export type RequestTable =
  | typeof materialConditioningRequests
  | typeof packagePickupRequests
  | typeof regionalCollectionRequests;

/** The columns every request table has, as the queries below use them. */
interface CommonColumns {
  id: PgColumn;
  status: PgColumn;
  desiredDate: PgColumn;
  createdAt: PgColumn;
  clientCompanyName: PgColumn;
  contactName: PgColumn;
  offerNumber: PgColumn;
}

export interface RequestFilters {
  status?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface ListPage {
  sort: 'createdAt' | 'desiredDate';
  limit: number;
  offset: number;
  view: RequestListView;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereClause(t: CommonColumns, { status, q, from, to }: RequestFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    status ? eq(t.status, status) : undefined,
    from ? gte(t.desiredDate, from) : undefined,
    to ? lte(t.desiredDate, to) : undefined,
    q
      ? or(
          ilike(t.clientCompanyName, likePattern(q)),
          ilike(t.contactName, likePattern(q)),
          ilike(t.offerNumber, likePattern(q)),
        )
      : undefined,
  ];
  return and(...conditions.filter(Boolean));
}

/**
 * @param calendarFields the columns `view=calendar` selects: reading, mapping and serializing a handful of
 *   columns instead of all of them is what keeps a week of requests cheap.
 * @param cardFields the columns `view=card` selects: what a list's card shows, nothing the details add.
 */
export function requestRepository<T extends RequestTable>(
  table: T,
  calendarFields: readonly (keyof T['$inferSelect'] & string)[],
  cardFields: readonly (keyof T['$inferSelect'] & string)[],
) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  // Drizzle cannot type a query over a union of tables; the casts stay inside this factory.
  const t = table as unknown as CommonColumns & PgTable;
  const cast = <R>(query: unknown) => query as Promise<R>;
  const allColumns = getTableColumns(table) as Record<string, PgColumn>;
  const project = (fields: readonly string[]) =>
    Object.fromEntries(fields.map((field) => [field, allColumns[field] as PgColumn]));
  const selections: Record<RequestListView, Record<string, PgColumn>> = {
    full: allColumns,
    card: project(cardFields),
    calendar: project(calendarFields),
  };

  return {
    /**
     * A page: newest first (served by the (status, created_at) or (created_at) index), or by desired date
     * for the calendar (served by the desired_date index over the week's range). The view only chooses the
     * columns; rows, order and paging are the same.
     */
    list(db: Executor, filters: RequestFilters, page: ListPage): Promise<Partial<Row>[]> {
      const order =
        page.sort === 'desiredDate' ? [t.desiredDate, t.createdAt, t.id] : [desc(t.createdAt), desc(t.id)];
      return cast(
        db
          .select(selections[page.view])
          .from(t)
          .where(whereClause(t, filters))
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
      );
    },

    /**
     * The service counts with a query only what a search or a desired-date range narrows (bounded by that
     * filter); unnarrowed totals and counts are stored counters (request-counts.repository.ts).
     */
    async count(db: Executor, filters: RequestFilters): Promise<number> {
      const [row] = await db.select({ value: count() }).from(t).where(whereClause(t, filters));
      return row?.value ?? 0;
    },

    /** Total and per-status counts in one aggregate query (a search or a date range: see `count`). */
    async counts(db: Executor, filters: Omit<RequestFilters, 'status'>) {
      const [row] = await db
        .select({
          total: count(),
          pending: sql<number>`count(*) filter (where ${t.status} = 'pending')`.mapWith(Number),
          completed: sql<number>`count(*) filter (where ${t.status} = 'completed')`.mapWith(Number),
          rejected: sql<number>`count(*) filter (where ${t.status} = 'rejected')`.mapWith(Number),
        })
        .from(t)
        .where(whereClause(t, filters));
      return row ?? { total: 0, pending: 0, completed: 0, rejected: 0 };
    },

    async findById(db: Executor, id: number): Promise<Row | undefined> {
      const [row] = await cast<Row[]>(db.select().from(t).where(eq(t.id, id)));
      return row;
    },

    async insert(db: Executor, values: Insert): Promise<Row> {
      const [row] = await cast<Row[]>(
        db
          .insert(table)
          .values(values as never)
          .returning(),
      );
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Writes `values` only if the request is still pending, in one statement: of concurrent decisions or
     * edits, exactly one finds the row pending. Undefined when it was not (or does not exist).
     * With `storedDesiredDate`, also only if the stored desired date is that day (an edit keeping a past
     * date: checked in the same statement, so a concurrent edit of the date cannot slip between).
     */
    async updateIfPending(
      db: Executor,
      id: number,
      values: Partial<Insert>,
      storedDesiredDate?: string,
    ): Promise<Row | undefined> {
      const [row] = await cast<Row[]>(
        db
          .update(table)
          .set(values as never)
          .where(
            and(
              eq(t.id, id),
              eq(t.status, 'pending'),
              storedDesiredDate === undefined ? undefined : eq(t.desiredDate, storedDesiredDate),
            ),
          )
          .returning(),
      );
      return row;
    },
  };
}

export type RequestRepository<T extends RequestTable> = ReturnType<typeof requestRepository<T>>;
