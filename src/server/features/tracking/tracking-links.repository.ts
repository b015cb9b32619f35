/**
 * The public tracking links (tracking_links): at most one live link per request (a unique partial index),
 * revoked links kept so their token never answers again; and the little the public page reads of a request.
 */
import type { RequestKind } from '@shared/requests/request-kinds';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { requestTables, trackingLinks } from '../../db/schema';

export type TrackingLinkRow = typeof trackingLinks.$inferSelect;

const liveOf = (kind: RequestKind, requestId: number) =>
  and(eq(trackingLinks.kind, kind), eq(trackingLinks.requestId, requestId), isNull(trackingLinks.revokedAt));

export async function findLiveLink(
  db: Executor,
  kind: RequestKind,
  requestId: number,
): Promise<TrackingLinkRow | undefined> {
  const [row] = await db.select().from(trackingLinks).where(liveOf(kind, requestId));
  return row;
}

/** The live links of several requests of one kind, in one statement (a round's stops). */
export async function findLiveLinks(
  db: Executor,
  kind: RequestKind,
  requestIds: number[],
): Promise<TrackingLinkRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(trackingLinks)
    .where(
      and(
        eq(trackingLinks.kind, kind),
        inArray(trackingLinks.requestId, requestIds),
        isNull(trackingLinks.revokedAt),
      ),
    );
}

/** The live link whose token hashes to `tokenHash`. */
export async function findLiveLinkByHash(
  db: Executor,
  tokenHash: string,
): Promise<TrackingLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(trackingLinks)
    .where(and(eq(trackingLinks.tokenHash, tokenHash), isNull(trackingLinks.revokedAt)));
  return row;
}

/** The next link id, so the token (derived from it) is known before the row is written. */
export async function nextLinkId(db: Executor): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('tracking_links', 'id'))::integer as id`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (typeof id !== 'number') throw new Error('no tracking link id');
  return id;
}

export async function insertLink(
  db: Executor,
  values: { id: number; kind: RequestKind; requestId: number; tokenHash: string; createdBy: number | null },
): Promise<TrackingLinkRow> {
  const [row] = await db.insert(trackingLinks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Revokes the request's live link; false when it had none. */
export async function revokeLiveLink(db: Executor, kind: RequestKind, requestId: number): Promise<boolean> {
  const rows = await db
    .update(trackingLinks)
    .set({ revokedAt: sql`now()` })
    .where(liveOf(kind, requestId))
    .returning({ id: trackingLinks.id });
  return rows.length > 0;
}

/**
 * The request, row-locked until the transaction ends: link changes of one request (two administrators, a
 * client mail) happen one after the other, so the one-live-link rule never meets a race.
 */
export async function lockRequest(db: Executor, kind: RequestKind, requestId: number) {
  const table = requestTables[kind];
  const [row] = await db
    .select({ id: table.id, status: table.status })
    .from(table)
    .where(eq(table.id, requestId))
    .for('update');
  return row;
}

/** A request as the public page reads it: every column, from which the page picks the few it may show. */
export async function findRequestRow(
  db: Executor,
  kind: RequestKind,
  requestId: number,
): Promise<Record<string, unknown> | undefined> {
  const table = requestTables[kind];
  const [row] = await db.select().from(table).where(eq(table.id, requestId));
  return row as Record<string, unknown> | undefined;
}
