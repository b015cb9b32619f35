import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { packagingItems } from '../../db/schema';

export type PackagingItemRow = typeof packagingItems.$inferSelect;
type Values = Omit<typeof packagingItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Item types are a short catalogue; the cap only guards the answer's size. */
export const MAX_ITEMS = 1000;

export function listPackagingItems(db: Executor) {
  return db
    .select()
    .from(packagingItems)
    .orderBy(asc(packagingItems.name), asc(packagingItems.id))
    .limit(MAX_ITEMS);
}

/** Reads and locks the row, so two concurrent edits merge one after the other. */
export async function findPackagingItemForUpdate(db: Executor, id: number) {
  const [row] = await db.select().from(packagingItems).where(eq(packagingItems.id, id)).for('update');
  return row;
}

export async function insertPackagingItem(db: Executor, values: Values) {
  const [row] = await db.insert(packagingItems).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updatePackagingItem(db: Executor, id: number, values: Partial<Values>) {
  const [row] = await db.update(packagingItems).set(values).where(eq(packagingItems.id, id)).returning();
  return row;
}

export async function deletePackagingItem(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(packagingItems)
    .where(eq(packagingItems.id, id))
    .returning({ id: packagingItems.id });
  return rows.length > 0;
}
