/**
 * Packaging items. Decision: an item that stock history (movements, packaging requests) refers to is never
 * deleted — the API refuses with 409 and the history stays whole.
 */
import {
  isMinBelowMax,
  type PackagingItem,
  type packagingItemInputSchema,
  type packagingItemUpdateSchema,
  stockMessages,
} from '@shared/stock/packaging-item.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { definedOnly } from '../../lib/objects';
import { withIsoDates } from '../../lib/serialize';
import { insertMovements } from '../stock/stock.repository';
import type { UserRow } from '../users/users.repository';
import * as repository from './packaging-items.repository';

export const itemMessages = {
  notFound: 'Article introuvable.',
  hasHistory: 'Cet article a un historique de stock : il ne peut pas être supprimé.',
  invalid: 'Certains champs sont invalides.',
  kindTaken: "Un autre article est déjà lié à ce type d'emballage.",
} as const;

export async function listItems(db: Db): Promise<PackagingItem[]> {
  return (await repository.listPackagingItems(db)).map(withIsoDates);
}

export async function createItem(
  db: Db,
  input: z.output<typeof packagingItemInputSchema>,
): Promise<PackagingItem> {
  // The stock an item starts with is the base of its ledger: current = initial + movements.
  const values = { ...input, initialStock: input.currentStock };
  return withIsoDates(await withUniqueKind(() => repository.insertPackagingItem(db, values)));
}

/** Merges the sent fields into the stored item (locked) and checks min < max on the result. */
export async function updateItem(
  db: Db,
  actor: UserRow,
  id: number,
  input: z.output<typeof packagingItemUpdateSchema>,
): Promise<PackagingItem> {
  const patch = definedOnly(input);
  return db.transaction(async (tx) => {
    const current = await repository.findPackagingItemForUpdate(tx, id);
    if (!current) throw notFound(itemMessages.notFound);
    if (!isMinBelowMax({ ...current, ...patch })) {
      throw badRequest(itemMessages.invalid, { minStock: stockMessages.minBelowMax });
    }
    const row = await withUniqueKind(() => repository.updatePackagingItem(tx, id, patch));
    if (!row) throw notFound(itemMessages.notFound);
    // A new current stock is a correction: the ledger records the difference.
    const delta = row.currentStock - current.currentStock;
    if (delta !== 0) {
      await insertMovements(tx, [{ itemId: id, quantity: delta, reason: 'adjustment', createdBy: actor.id }]);
    }
    return withIsoDates(row);
  });
}

/** One item per packaging kind (unique index): a second one is a French 409 on the field. */
async function withUniqueKind<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(itemMessages.kindTaken, { packagingKind: itemMessages.kindTaken });
    }
    throw error;
  }
}

export async function deleteItem(db: Db, id: number): Promise<void> {
  try {
    if (!(await repository.deletePackagingItem(db, id))) throw notFound(itemMessages.notFound);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(itemMessages.hasHistory);
    throw error;
  }
}
