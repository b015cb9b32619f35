/**
 * The stock movements CSV export's read: one keyset page of the ledger, newest first (the order of the
 * recent movements), with its item and author. Keyset on (created_at, id), never OFFSET, on the
 * (created_at) index.
 */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { packagingItems, stockMovements, users } from '../../db/schema';
import type { KeysetCursor } from '../../lib/csv';

export function movementExportPage(db: Executor, after: KeysetCursor | undefined, limit: number) {
  const m = stockMovements;
  return db
    .select({
      id: m.id,
      sortKey: sql<string>`${m.createdAt}::text`,
      createdAt: m.createdAt,
      itemName: packagingItems.name,
      itemUnit: packagingItems.unit,
      quantity: m.quantity,
      reason: m.reason,
      requestType: m.requestType,
      requestId: m.requestId,
      comments: m.comments,
      createdByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(m)
    .innerJoin(packagingItems, eq(packagingItems.id, m.itemId))
    .leftJoin(users, eq(users.id, m.createdBy))
    .where(
      after
        ? and(
            lte(m.createdAt, sql`${after.sortKey}::timestamptz`),
            sql`(${m.createdAt}, ${m.id}) < (${after.sortKey}::timestamptz, ${after.id})`,
          )
        : undefined,
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit);
}

export type MovementExportRow = Awaited<ReturnType<typeof movementExportPage>>[number];
