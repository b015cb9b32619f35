/**
 * One repository for the request tables: they share the columns lists and decisions work on (status,
 * creation date, decision); what else a list reads — the day it filters and sorts on, what a search
 * matches — each kind says in its definition (`RequestColumnRoles`, request-kinds.ts). Every list, count and
 * calendar read is one SQL query on an index; nothing is filtered in JavaScript.
 */
import {
  type RequestCounts,
  type RequestListView,
  SEARCH_COUNT_LIMIT,
} from '@shared/requests/request-list.schema';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { mapFlatRows } from '../../db/flat-rows';
import { perExecutor } from '../../db/per-executor';
import { byShape, slot } from '../../db/prepared-shapes';
import type {
  collectionRequests,
  deliveryRequests,
  materialConditioningRequests,
  packagePickupRequests,
  regionalCollectionRequests,
} from '../../db/schema';
import type { ListCursor } from '../../lib/list-cursor';
import {
  searchCondition,
  searchPlaceholder,
  searchShape,
  searchTextOf,
  searchValues,
  shapedCondition,
} from '../../lib/text-search';

export type RequestTable =
  | typeof materialConditioningRequests
  | typeof packagePickupRequests
  | typeof regionalCollectionRequests
  | typeof deliveryRequests
  | typeof collectionRequests;

/**
 * Which of a kind's columns play which role, by field name (a kind's definition says it):
 * - `date`: the day its lists filter on (`from`/`to`) and sort on (`sort=desiredDate`) unless `calendarDate`
 *   says otherwise, which an edit may keep once past but not set to another past day. A kind without one
 *   (collection requests) filters `from`/`to` on the creation day (Europe/Paris) and sorts by creation.
 * - `calendarDate`: see below.
 * - `company`: who the request is for, the first non-blank of these (the dashboard's oldest pending).
 */
export interface RequestColumnRoles<Row = Record<string, unknown>> {
  date?: keyof Row & string;
  /**
   * The day the calendar places a request on, when it is not `date` alone: the first non-null of these
   * columns (a regional collection: its planned day once planned, else its desired day). `from`/`to` and
   * `sort=desiredDate` then read it; an expression index on the same `coalesce(…)` serves them.
   */
  calendarDate?: readonly (keyof Row & string)[];
  company: readonly (keyof Row & string)[];
}

/** The columns `whereClause` reads: every table's status, stage and creation date, and the kind's roles. */
export interface RequestQueryColumns {
  status: PgColumn;
  stage: PgColumn;
  createdAt: PgColumn;
  /** The kind's day (`RequestColumnRoles.date`), which an edit may keep once past. */
  date?: PgColumn;
  /**
   * The day `from`/`to` filter and `sort=desiredDate` orders on: `calendarDate`'s coalesce, else `date`;
   * undefined: `from`/`to` read the creation day.
   */
  day?: SQL;
  /** What `q` matches: the table's search_text (lib/text-search.ts; its columns: drizzle/0016). */
  searchText: SQL;
}

/** A kind's table and roles as the queries use them. */
export function requestQueryColumns(table: RequestTable, roles: RequestColumnRoles): RequestQueryColumns {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (field: string) => {
    const found = columns[field];
    if (!found) throw new Error(`unknown request column ${field}`);
    return found;
  };
  const date = roles.date ? column(roles.date) : undefined;
  // Written as the index is (drizzle/0010): the planner matches the expression, not the column names.
  const calendarDate = roles.calendarDate?.length
    ? sql`coalesce(${sql.join(roles.calendarDate.map(column), sql`, `)})`
    : undefined;
  return {
    status: column('status'),
    stage: column('stage'),
    createdAt: column('createdAt'),
    date,
    day: calendarDate ?? (date ? sql`${date}` : undefined),
    searchText: searchTextOf(table),
  };
}

export interface RequestFilters {
  status?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A stage of the suivi, or `none` (accepted before the suivi): accepted requests only. */
  stage?: string | undefined;
}

/** The stage filter's value for requests accepted before the suivi existed (no stage recorded). */
export const NO_STAGE_FILTER = 'none';

export interface ListPage {
  sort: 'createdAt' | 'desiredDate';
  limit: number;
  offset: number;
  view: RequestListView;
  /** The previous page's last row (keyset paging): this page starts after it. */
  after?: ListCursor | undefined;
}

/** What a list's query selects beside the view's fields: its rows' keys in the list's order. */
interface CursorColumns {
  cursorDay?: string;
  cursorCreatedAt: string;
  cursorId: number;
}

/** The cursor columns, kept out of a list's rows by its mapping (db/flat-rows.ts). */
const CURSOR_KEYS = ['cursorDay', 'cursorCreatedAt', 'cursorId'] as const;
/** A list's row as its mapping gives it: the view's fields. */
type ListRow = Record<string, unknown>;

/** A count that stops at SEARCH_COUNT_LIMIT (`capped` when more rows match). */
export interface BoundedCount {
  value: number;
  capped: boolean;
}

/** created_at as UTC text to the microsecond: a cursor's key (list-cursor.ts). */
const utcTimestampText = (column: PgColumn | SQL) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Start of a Paris day, as a timestamp (a kind without a day of its own filters its creation day). */
const parisDayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Europe/Paris')`;
const parisDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`;

function stageCondition(t: RequestQueryColumns, stage: string | undefined): SQL | undefined {
  if (!stage) return undefined;
  // The stage index (stage, created_at) serves both: a stage, or the accepted requests without one.
  return stage === NO_STAGE_FILTER ? and(isNull(t.stage), eq(t.status, 'completed')) : eq(t.stage, stage);
}

/** @param search `q`'s condition, when it is given apart (a prepared query's, with placeholders). */
export function whereClause(
  t: RequestQueryColumns,
  { status, q, from, to, stage }: RequestFilters,
  search: SQL | undefined = searchCondition(t.searchText, q),
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    status ? eq(t.status, status) : undefined,
    stageCondition(t, stage),
    from ? (t.day ? gte(t.day, from) : gte(t.createdAt, parisDayStart(from))) : undefined,
    to ? (t.day ? lte(t.day, to) : lt(t.createdAt, parisDayEnd(to))) : undefined,
    search,
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
  roles: RequestColumnRoles<T['$inferSelect']>,
) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  // Drizzle cannot type a query over a union of tables; the casts stay inside this factory.
  const t = table as unknown as {
    id: PgColumn;
    status: PgColumn;
    createdAt: PgColumn;
    version: PgColumn;
  } & PgTable;
  const columns = requestQueryColumns(table, roles as RequestColumnRoles);
  const cast = <R>(query: unknown) => query as Promise<R>;
  const allColumns = getTableColumns(table) as Record<string, PgColumn>;
  const project = (fields: readonly string[]) =>
    Object.fromEntries(fields.map((field) => [field, allColumns[field] as PgColumn]));
  const selections: Record<RequestListView, Record<string, PgColumn>> = {
    full: allColumns,
    card: project(cardFields),
    calendar: project(calendarFields),
  };

  /**
   * Past the previous page's last row, in the page's order. The leading column is also bounded on its own
   * (`created_at <= …`, `day >= …`) so the planner bounds the index range by it whichever index it picks
   * (a row comparison alone is an index condition only on an index whose columns it names in order).
   */
  function afterCondition({ sort, after }: ListPage): SQL | undefined {
    if (!after) return undefined;
    const createdAt = sql`${after.createdAt}::timestamptz`;
    if (sort === 'createdAt') {
      return and(lte(t.createdAt, createdAt), sql`(${t.createdAt}, ${t.id}) < (${createdAt}, ${after.id})`);
    }
    const day = columns.day ?? sql`${t.createdAt}`;
    const afterDay = columns.day ? sql`${after.day}::date` : sql`${after.day}::timestamptz`;
    return and(
      gte(day, afterDay),
      sql`(${day}, ${t.createdAt}, ${t.id}) > (${afterDay}, ${createdAt}, ${after.id})`,
    );
  }

  /** The page's query, not run (`list` runs it; EXPLAIN tests read its plan). */
  function listQuery(db: Executor, filters: RequestFilters, page: ListPage, search?: SQL) {
    const byDay = page.sort === 'desiredDate';
    const day = columns.day ?? sql`${t.createdAt}`;
    const order = byDay ? [day, t.createdAt, t.id] : [desc(t.createdAt), desc(t.id)];
    return db
      .select({
        ...selections[page.view],
        cursorCreatedAt: utcTimestampText(t.createdAt),
        cursorId: t.id,
        ...(byDay
          ? { cursorDay: columns.day ? sql<string>`to_char(${day}, 'YYYY-MM-DD')` : utcTimestampText(day) }
          : {}),
      })
      .from(t)
      .where(and(whereClause(columns, filters, search), afterCondition(page)))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
  }

  /**
   * The filters of a query prepared for its shape (db/prepared-shapes.ts): which are present and `q`'s
   * shape (lib/text-search.ts) make its key; the builder gets them as placeholders, and the search's
   * condition over placeholders; `values` fill them at each call.
   */
  function preparedFilters(filters: RequestFilters) {
    const { status, stage, from, to } = filters;
    const search = searchShape(filters.q);
    const present = <V>(name: string, value: V | undefined) =>
      value === undefined ? undefined : slot<V>(name);
    return {
      key: [
        status === undefined ? '' : 's',
        stage === undefined ? '' : stage === NO_STAGE_FILTER ? 'n' : 'g',
        from === undefined ? '' : 'f',
        to === undefined ? '' : 't',
        search ? `q${search.key}` : '',
      ].join('|'),
      // What only a shape's first call builds.
      placeholders: (): RequestFilters => ({
        status: present('status', status),
        stage: stage === NO_STAGE_FILTER ? stage : present('stage', stage),
        from: present('from', from),
        to: present('to', to),
      }),
      search: () => search && shapedCondition(columns.searchText, search, searchPlaceholder),
      values: { status, stage, from, to, ...searchValues(search) },
    };
  }

  const preparedPages = byShape<ReturnType<typeof mapFlatRows<ListRow>>>();
  const preparedCounts = byShape<{
    execute(values: Record<string, unknown>): Promise<{ value: number }[]>;
  }>();
  const preparedStatusCounts = byShape<{
    execute(values: Record<string, unknown>): Promise<RequestCounts[]>;
  }>();

  /**
   * A page, its query prepared for its shape: the SQL text and parameters `listQuery` builds, the same rows
   * (request-list-scale.test.ts).
   */
  function preparedListQuery(db: Executor, filters: RequestFilters, page: ListPage) {
    const { after } = page;
    const prepared = preparedFilters(filters);
    const key = [
      page.view,
      page.sort,
      prepared.key,
      after === undefined ? '' : after.day === undefined ? 'a' : 'ad',
      page.offset ? 'o' : '',
    ].join('|');
    const query = preparedPages(db, key, () => {
      const built = listQuery(
        db,
        prepared.placeholders(),
        {
          ...page,
          limit: slot<number>('limit'),
          offset: page.offset ? slot<number>('offset') : 0,
          after: after && {
            createdAt: slot<string>('afterCreatedAt'),
            id: slot<number>('afterId'),
            day: after.day === undefined ? undefined : slot<string>('afterDay'),
          },
        },
        prepared.search(),
      ).prepare('');
      // Its rows' mapping worked out once too (db/flat-rows.ts).
      return mapFlatRows<ListRow>(built, CURSOR_KEYS);
    });
    return query.execute({
      ...prepared.values,
      limit: page.limit,
      offset: page.offset,
      afterCreatedAt: after?.createdAt,
      afterId: after?.id,
      afterDay: after?.day,
    });
  }

  /** One request by id: every column, built once per database handle (a card opens it). */
  const byId = perExecutor((db) =>
    mapFlatRows<Row>(
      db
        .select()
        .from(t)
        .where(eq(t.id, sql.placeholder('id')))
        .prepare(''),
    ),
  );

  /** count(*) of at most SEARCH_COUNT_LIMIT + 1 rows: enough to tell « plus de 1 000 ». */
  async function boundedCount(db: Executor, filters: RequestFilters): Promise<BoundedCount> {
    const prepared = preparedFilters(filters);
    const query = preparedCounts(db, prepared.key, () => {
      const matching = db
        .select({ one: sql`1` })
        .from(t)
        .where(whereClause(columns, prepared.placeholders(), prepared.search()))
        .limit(SEARCH_COUNT_LIMIT + 1)
        .as('matching');
      return db.select({ value: count() }).from(matching).prepare('');
    });
    const [row] = await query.execute(prepared.values);
    const value = row?.value ?? 0;
    return value > SEARCH_COUNT_LIMIT
      ? { value: SEARCH_COUNT_LIMIT, capped: true }
      : { value, capped: false };
  }

  return {
    /**
     * A page: newest first (served by the (status, created_at, id) or (created_at, id) index), or by the
     * kind's day for the calendar (served by its (day, created_at, id) index over the week's range; a kind
     * without a day: by creation). The view only chooses the columns; rows, order and paging are the same.
     * After a cursor, the page starts past the previous page's last row by a row comparison on the order's
     * columns, which the index reads as its range: page 1,000 costs what page 1 does (OFFSET would read
     * and drop the 999 pages before it). `cursor` is the last row's key when the page is full (a next page
     * may exist), else undefined.
     */
    listQuery,

    async list(
      db: Executor,
      filters: RequestFilters,
      page: ListPage,
    ): Promise<{ rows: Partial<Row>[]; cursor: ListCursor | undefined }> {
      const { rows, last } = await preparedListQuery(db, filters, page);
      // The cursor keys are not the request's: the mapping keeps them out of the rows (the answer carries the
      // view's fields only) and gives the last row's.
      const after = last as CursorColumns | undefined;
      const cursor =
        after && rows.length === page.limit
          ? { day: after.cursorDay, createdAt: after.cursorCreatedAt, id: after.cursorId }
          : undefined;
      return { rows: rows as Partial<Row>[], cursor };
    },

    /**
     * The service counts with a query only what a search or a date range narrows (bounded by that filter,
     * and at SEARCH_COUNT_LIMIT rows); unnarrowed totals and counts are stored counters
     * (request-counts.repository.ts).
     */
    count: boundedCount,

    /**
     * Total and per-status counts (a search or a date range: see `count`), from at most SEARCH_COUNT_LIMIT
     * + 1 matching rows: exact below the limit (one query); past it, each status is counted on its own up to
     * the limit (a status's count must not be its share of the first rows of another's).
     */
    async counts(db: Executor, filters: Omit<RequestFilters, 'status'>): Promise<RequestCounts> {
      const prepared = preparedFilters(filters);
      const query = preparedStatusCounts(db, prepared.key, () => {
        const matching = db
          .select({ status: t.status })
          .from(t)
          .where(whereClause(columns, prepared.placeholders(), prepared.search()))
          .limit(SEARCH_COUNT_LIMIT + 1)
          .as('matching');
        const status = sql.raw('matching.status');
        return db
          .select({
            total: count(),
            pending: sql<number>`count(*) filter (where ${status} = 'pending')`.mapWith(Number),
            completed: sql<number>`count(*) filter (where ${status} = 'completed')`.mapWith(Number),
            rejected: sql<number>`count(*) filter (where ${status} = 'rejected')`.mapWith(Number),
          })
          .from(matching)
          .prepare('');
      });
      const [row] = await query.execute(prepared.values);
      const counts = row ?? { total: 0, pending: 0, completed: 0, rejected: 0 };
      if (counts.total <= SEARCH_COUNT_LIMIT) return counts;
      const statuses = ['pending', 'completed', 'rejected'] as const;
      const perStatus = await Promise.all(
        statuses.map((name) => boundedCount(db, { ...filters, status: name })),
      );
      const capped: NonNullable<RequestCounts['capped']> = { total: true };
      const bounded: RequestCounts = { total: SEARCH_COUNT_LIMIT, pending: 0, completed: 0, rejected: 0 };
      statuses.forEach((name, index) => {
        const { value, capped: reached } = perStatus[index] as BoundedCount;
        bounded[name] = value;
        if (reached) capped[name] = true;
      });
      return { ...bounded, capped };
    },

    async findById(db: Executor, id: number): Promise<Row | undefined> {
      const { rows } = await byId(db).execute({ id });
      return rows[0];
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
     * With `storedDate`, also only if the kind's stored day is that day (an edit keeping a past date:
     * checked in the same statement, so a concurrent edit of the date cannot slip between).
     */
    async updateIfPending(
      db: Executor,
      id: number,
      values: Partial<Insert>,
      storedDate?: string,
      version?: number,
    ): Promise<Row | undefined> {
      const [row] = await cast<Row[]>(
        db
          .update(table)
          .set(values as never)
          .where(
            and(
              eq(t.id, id),
              eq(t.status, 'pending'),
              storedDate === undefined || !columns.date ? undefined : eq(columns.date, storedDate),
              // An edit based on an older version writes nothing (decision 0076): checked in this statement,
              // so of concurrent edits based on one version exactly one writes.
              version === undefined ? undefined : eq(t.version, version),
            ),
          )
          .returning(),
      );
      return row;
    },

    /**
     * Writes the suivi's `values` only if the request is accepted and at one of `from` (null: no stage
     * recorded), in one statement: of two people moving the same request at once, exactly one finds it
     * where they saw it. Undefined when it was not (or does not exist).
     */
    async updateIfAtStage(
      db: Executor,
      id: number,
      from: readonly (string | null)[],
      values: Partial<Insert>,
    ): Promise<Row | undefined> {
      const stages = from.filter((stage): stage is string => stage !== null);
      const atStage = or(
        stages.length > 0 ? inArray(columns.stage, stages) : undefined,
        from.includes(null) ? isNull(columns.stage) : undefined,
      );
      const [row] = await cast<Row[]>(
        db
          .update(table)
          .set(values as never)
          .where(and(eq(t.id, id), eq(t.status, 'completed'), atStage))
          .returning(),
      );
      return row;
    },
  };
}

export type RequestRepository<T extends RequestTable> = ReturnType<typeof requestRepository<T>>;
