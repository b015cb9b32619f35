/**
 * The two sources of a request's history, one query each on an index: the rows the triggers wrote
 * (request_history_request_idx: kind, request_id, id) and the request's mails (notification_outbox_request_idx:
 * request_type, request_id, id).
 */
import type { FieldChange } from '@shared/requests/request-history';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { notificationOutbox, requestHistory, requestTables } from '../../db/schema';

/** The table of each kind: whether the request exists (404 otherwise). */
const tables: Record<RequestKind, PgTable & { id: PgColumn }> = requestTables;

export type HistoryRow = typeof requestHistory.$inferSelect;
export type MailRow = Pick<
  typeof notificationOutbox.$inferSelect,
  'id' | 'kind' | 'state' | 'attempts' | 'createdAt' | 'sentAt' | 'lastAttemptAt' | 'lastError'
>;

export async function requestExists(db: Executor, kind: RequestKind, id: number): Promise<boolean> {
  const table = tables[kind];
  const rows = await db.select({ one: sql`1` }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Each kind's column names → the request's JSON field names: Drizzle's keys, which the API answers a request
 * with (`client_company_name` → `clientCompanyName`). The trigger records what SQL sees, the columns.
 */
const apiFieldNames: ReadonlyMap<RequestKind, ReadonlyMap<string, string>> = new Map(
  requestKinds.map((kind) => [
    kind,
    new Map(Object.entries(getTableColumns(tables[kind])).map(([field, column]) => [column.name, field])),
  ]),
);

/**
 * An edit's changes keyed by the request's field names, for rows written before this mapping and after
 * alike (the stored rows keep the column names: request_history is append-only). A column that is no field
 * of the request (dropped or renamed since) is left out rather than shown under its database name.
 */
export function changesByField(
  kind: RequestKind,
  details: Record<string, unknown>,
): Record<string, FieldChange> {
  const names = apiFieldNames.get(kind);
  const changes: Record<string, FieldChange> = {};
  for (const [column, change] of Object.entries(details)) {
    const field = names?.get(column);
    if (field) changes[field] = change as FieldChange;
  }
  return changes;
}

/** The events the triggers recorded, oldest first; an edit's `details` are keyed by field name. */
export async function findHistory(db: Executor, kind: RequestKind, requestId: number): Promise<HistoryRow[]> {
  const rows = await db
    .select()
    .from(requestHistory)
    .where(and(eq(requestHistory.kind, kind), eq(requestHistory.requestId, requestId)))
    .orderBy(asc(requestHistory.createdAt), asc(requestHistory.id));
  return rows.map((row) =>
    row.event === 'edited' ? { ...row, details: changesByField(kind, row.details) } : row,
  );
}

export function findMails(db: Executor, kind: RequestKind, requestId: number): Promise<MailRow[]> {
  const o = notificationOutbox;
  return db
    .select({
      id: o.id,
      kind: o.kind,
      state: o.state,
      attempts: o.attempts,
      createdAt: o.createdAt,
      sentAt: o.sentAt,
      lastAttemptAt: o.lastAttemptAt,
      lastError: o.lastError,
    })
    .from(o)
    .where(and(eq(o.requestType, kind), eq(o.requestId, requestId)))
    .orderBy(asc(o.createdAt), asc(o.id));
}

/** The request's latest recorded event (who changed it last, and when): a stale edit's 409 names them. */
export async function lastChange(
  db: Executor,
  kind: RequestKind,
  id: number,
): Promise<Pick<HistoryRow, 'actorName' | 'createdAt'> | undefined> {
  const [row] = await db
    .select({ actorName: requestHistory.actorName, createdAt: requestHistory.createdAt })
    .from(requestHistory)
    .where(and(eq(requestHistory.kind, kind), eq(requestHistory.requestId, id)))
    .orderBy(desc(requestHistory.id))
    .limit(1);
  return row;
}

/**
 * An event the application records itself (a lot's import, closing…), where the triggers record a
 * request's own changes: who acted, with their name as it is now, like the triggers write it.
 */
export async function insertHistoryEvent(
  db: Executor,
  event: {
    kind: RequestKind;
    requestId: number;
    event: string;
    actor: { id: number; firstName: string; lastName: string; username: string };
    details: Record<string, unknown>;
  },
): Promise<void> {
  const { actor } = event;
  await db.insert(requestHistory).values({
    kind: event.kind,
    requestId: event.requestId,
    event: event.event,
    actorId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`.trim() || actor.username,
    details: event.details,
  });
}
