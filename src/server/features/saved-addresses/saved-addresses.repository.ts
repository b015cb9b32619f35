import type { SavedAddressInput } from '@shared/settings/saved-address.schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedAddresses } from '../../db/schema';

/** Addresses feed a dropdown: all of them, but never more than this many rows in one answer. */
export const MAX_ADDRESSES = 1000;

export function listSavedAddresses(db: Executor) {
  return db
    .select()
    .from(savedAddresses)
    .orderBy(asc(savedAddresses.name), asc(savedAddresses.id))
    .limit(MAX_ADDRESSES);
}

/**
 * The address a pickup request is about to reference, locked FOR KEY SHARE until the caller's transaction
 * ends: a concurrent deletion waits for it and then meets the foreign key (409 "in use"), instead of the
 * request's insert failing after this check.
 */
export async function findSavedAddressForReference(db: Executor, id: number) {
  const [row] = await db.select().from(savedAddresses).where(eq(savedAddresses.id, id)).for('key share');
  return row;
}

export async function insertSavedAddress(db: Executor, values: SavedAddressInput) {
  const [row] = await db.insert(savedAddresses).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Writes only if the address is still at `version` (decision 0076): one of concurrent edits writes. */
export async function updateSavedAddress(
  db: Executor,
  id: number,
  values: SavedAddressInput,
  version: number,
  editorId: number,
) {
  const [row] = await db
    .update(savedAddresses)
    .set({ ...values, updatedBy: editorId })
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.version, version)))
    .returning();
  return row;
}

export async function findSavedAddress(db: Executor, id: number) {
  const [row] = await db.select().from(savedAddresses).where(eq(savedAddresses.id, id));
  return row;
}

export async function deleteSavedAddress(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedAddresses)
    .where(eq(savedAddresses.id, id))
    .returning({ id: savedAddresses.id });
  return rows.length > 0;
}
