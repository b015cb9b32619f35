import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { packagingItems, packagingRequests, stockMovements } from '../../db/schema';

export type PackagingItemRow = typeof packagingItems.$inferSelect;
type Values = Omit<typeof packagingItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'archivedAt'>;

/** Item types are a short catalogue; the cap only guards the answer's size. */
export const MAX_ITEMS = 1000;

/**
 * The condition every query on live items carries: an archived item is kept for the ledger only. The
 * table is small (a catalogue), so the condition needs no index.
 */
export const isActiveItem = isNull(packagingItems.archivedAt);

export function listPackagingItems(db: Executor) {
  return db
    .select()
    .from(packagingItems)
    .where(isActiveItem)
    .orderBy(asc(packagingItems.name), asc(packagingItems.id))
    .limit(MAX_ITEMS);
}

/** A live item, or undefined when it does not exist or is archived. */
export async function findPackagingItem(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(packagingItems)
    .where(and(eq(packagingItems.id, id), isActiveItem));
  return row;
}

/**
 * Reads and locks a live item (undefined when unknown or archived). `update` serialises edits, archiving
 * and deletion; `key share` is enough to keep the item alive while something is written that refers to
 * it, since archiving and deletion lock it `for update` first (the two locks conflict).
 */
export async function lockPackagingItem(
  db: Executor,
  id: number,
  strength: 'update' | 'key share' = 'update',
) {
  const [row] = await db
    .select()
    .from(packagingItems)
    .where(and(eq(packagingItems.id, id), isActiveItem))
    .for(strength);
  return row;
}

export async function insertPackagingItem(db: Executor, values: Values) {
  const [row] = await db.insert(packagingItems).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Writes only if the item is still at `version` (decision 0076): one of concurrent edits writes. */
export async function updatePackagingItem(
  db: Executor,
  id: number,
  values: Partial<Values>,
  version: number,
  editorId: number,
) {
  const [row] = await db
    .update(packagingItems)
    .set({ ...values, updatedBy: editorId })
    .where(and(eq(packagingItems.id, id), isActiveItem, eq(packagingItems.version, version)))
    .returning();
  return row;
}

/** True when stock movements or packaging requests refer to the item (its row must then stay). */
export async function hasStockHistory(db: Executor, id: number): Promise<boolean> {
  const [movement] = await db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(eq(stockMovements.itemId, id))
    .limit(1);
  if (movement) return true;
  const [request] = await db
    .select({ id: packagingRequests.id })
    .from(packagingRequests)
    .where(eq(packagingRequests.itemId, id))
    .limit(1);
  return request !== undefined;
}

/** Archives a live item and releases its packaging kind; false when it is unknown or already archived. */
export async function archivePackagingItem(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(packagingItems)
    .set({ archivedAt: sql`now()`, packagingKind: null })
    .where(and(eq(packagingItems.id, id), isActiveItem))
    .returning({ id: packagingItems.id });
  return rows.length > 0;
}

export async function deletePackagingItem(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(packagingItems)
    .where(eq(packagingItems.id, id))
    .returning({ id: packagingItems.id });
  return rows.length > 0;
}

/**
 * The live items' levels in name order, at most `limit`: all of them, or only those at or under their
 * minimum (`lowOnly`) — the dashboard's stock grid and its low-stock list.
 */
export function stockLevels(db: Executor, { lowOnly, limit }: { lowOnly: boolean; limit: number }) {
  return db
    .select({
      id: packagingItems.id,
      name: packagingItems.name,
      unit: packagingItems.unit,
      currentStock: packagingItems.currentStock,
      minStock: packagingItems.minStock,
      maxStock: packagingItems.maxStock,
    })
    .from(packagingItems)
    .where(
      lowOnly ? and(lte(packagingItems.currentStock, packagingItems.minStock), isActiveItem) : isActiveItem,
    )
    .orderBy(asc(packagingItems.name))
    .limit(limit);
}

export type MovementValues = typeof stockMovements.$inferInsert;

/**
 * Rows of the stock ledger (decision 0025): every change of an item's stock writes its movement in the same
 * transaction — an edit of the item here, a manual movement, an acceptance, a supply received (stock/).
 */
export async function insertMovements(db: Executor, values: MovementValues[]): Promise<void> {
  if (values.length > 0) await db.insert(stockMovements).values(values);
}
