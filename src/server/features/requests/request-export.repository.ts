/**
 * The CSV export's read of a request table: one keyset page, newest first, every column plus the names of
 * who created and who decided, the suivi's carrier (archived ones included: the request keeps naming the
 * carrier it used) and what the warehouse counted (request_receptions). Keyset on (created_at, id), never
 * OFFSET: each page starts where the last ended on the (created_at) or (status, created_at) index, so page
 * 100 costs what page 1 does; the carrier and the reception are joined on their primary keys, so a row
 * costs the same few index lookups whatever the table's size (no query per row).
 */
import type { RequestKind } from '@shared/requests/request-kinds';
import { and, desc, eq, getTableColumns, lte, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { carriers, requestReceptions, users } from '../../db/schema';
import type { KeysetCursor } from '../../lib/csv';
import type { RequestTable } from './requests.repository';

const creator = alias(users, 'export_creator');
const decider = alias(users, 'export_decider');
const personName = (u: { firstName: PgColumn; lastName: PgColumn }) =>
  sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;

export type ReceptionRow = typeof requestReceptions.$inferSelect;

export type RequestExportRow<T extends RequestTable> = T['$inferSelect'] &
  KeysetCursor & {
    createdByName: string | null;
    decidedByName: string | null;
    carrierName: string | null;
    /** The carrier's tracking page with `{numero}` (the export writes the link a number gives). */
    carrierTrackingUrlTemplate: string | null;
    /** What the warehouse counted, once the request reached « Réceptionnée »; null before (or never). */
    reception: ReceptionRow | null;
  };

/**
 * The rows after `after` matching `where` (the list's own where clause), `limit` of them.
 * `created_at <= $at` repeats the row comparison's leading column so the planner bounds the index range
 * with it (a row comparison alone is only used as an index condition by a two-column index).
 */
export function requestExportPage<T extends RequestTable>(
  db: Executor,
  kind: RequestKind,
  table: T,
  where: SQL | undefined,
  after: KeysetCursor | undefined,
  limit: number,
): Promise<RequestExportRow<T>[]> {
  // Drizzle cannot type a query over a union of tables; the cast stays here.
  const t = table as unknown as {
    id: PgColumn;
    createdAt: PgColumn;
    createdBy: PgColumn;
    decidedBy: PgColumn;
    carrierId: PgColumn;
  } & PgTable;
  const afterCursor = after
    ? and(
        lte(t.createdAt, sql`${after.sortKey}::timestamptz`),
        sql`(${t.createdAt}, ${t.id}) < (${after.sortKey}::timestamptz, ${after.id})`,
      )
    : undefined;
  return db
    .select({
      ...(getTableColumns(table) as Record<string, PgColumn>),
      sortKey: sql<string>`${t.createdAt}::text`,
      createdByName: personName(creator),
      decidedByName: personName(decider),
      carrierName: carriers.name,
      carrierTrackingUrlTemplate: carriers.trackingUrlTemplate,
      reception: getTableColumns(requestReceptions),
    })
    .from(t)
    .leftJoin(creator, eq(creator.id, t.createdBy))
    .leftJoin(decider, eq(decider.id, t.decidedBy))
    .leftJoin(carriers, eq(carriers.id, t.carrierId))
    .leftJoin(requestReceptions, and(eq(requestReceptions.kind, kind), eq(requestReceptions.requestId, t.id)))
    .where(and(where, afterCursor))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit) as unknown as Promise<RequestExportRow<T>[]>;
}
