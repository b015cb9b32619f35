/**
 * What the documents read: one request (every column: the documents print most of them), its reception
 * with the name of who recorded it, and the moment its goods were handed over (the suivi's history).
 */
import type { RequestKind } from '@shared/requests/request-kinds';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  regionalCollectionRequests,
  requestHistory,
  requestReceptions,
  requestTables,
  users,
} from '../../db/schema';

export async function findRequestForDocument(db: Executor, kind: RequestKind, id: number) {
  const table = requestTables[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row;
}

/** The regional collections of a round, every column (their bons print most of them); any order. */
export async function findRegionalCollectionsForDocuments(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(regionalCollectionRequests).where(inArray(regionalCollectionRequests.id, ids));
}

export type ReceptionRow = typeof requestReceptions.$inferSelect & { receivedByName: string | null };

export async function findReceptionForDocument(
  db: Executor,
  kind: RequestKind,
  requestId: number,
): Promise<ReceptionRow | undefined> {
  const [row] = await db
    .select({
      reception: requestReceptions,
      receivedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      username: users.username,
    })
    .from(requestReceptions)
    .leftJoin(users, eq(users.id, requestReceptions.receivedBy))
    .where(and(eq(requestReceptions.kind, kind), eq(requestReceptions.requestId, requestId)));
  if (!row) return undefined;
  return { ...row.reception, receivedByName: row.receivedByName ?? row.username ?? null };
}

/** When the request last entered `stage` (its history's stage events), or null. */
export async function findStageEntry(
  db: Executor,
  kind: RequestKind,
  requestId: number,
  stage: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: requestHistory.createdAt })
    .from(requestHistory)
    .where(
      and(
        eq(requestHistory.kind, kind),
        eq(requestHistory.requestId, requestId),
        eq(requestHistory.event, 'stage'),
        sql`${requestHistory.details}->>'to' = ${stage}`,
      ),
    )
    .orderBy(desc(requestHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}
