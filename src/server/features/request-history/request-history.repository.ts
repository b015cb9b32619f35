/**
 * The two sources of a request's history, one query each on an index: the rows the triggers wrote
 * (request_history_request_idx: kind, request_id, id) and the request's mails (notification_outbox_request_idx:
 * request_type, request_id, id).
 */
import type { RequestKind } from '@shared/requests/request-kinds';
import { and, asc, eq, sql } from 'drizzle-orm';
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

export function findHistory(db: Executor, kind: RequestKind, requestId: number): Promise<HistoryRow[]> {
  return db
    .select()
    .from(requestHistory)
    .where(and(eq(requestHistory.kind, kind), eq(requestHistory.requestId, requestId)))
    .orderBy(asc(requestHistory.createdAt), asc(requestHistory.id));
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
