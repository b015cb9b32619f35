/**
 * Packaging items. Decision: deleting an item that stock history (movements, packaging requests) refers to
 * archives it instead — the row stays so the history stays whole, but the item disappears from every list
 * and can no longer be changed. An item without history is really deleted.
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
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { definedOnly } from '../../lib/objects';
import {
  changesBetween,
  type JournalContext,
  record,
  type UserJournalContext,
} from '../admin-journal/admin-journal.service';
import { staleVersion } from '../users/stale-version';
import { toPackagingItem } from './packaging-item.mapper';
import * as repository from './packaging-items.repository';

export const itemMessages = {
  notFound: 'Article introuvable.',
  invalid: 'Certains champs sont invalides.',
  kindTaken: "Un autre article est déjà lié à ce type d'emballage.",
} as const;

type ItemRow = Awaited<ReturnType<typeof repository.insertPackagingItem>>;

const itemTarget = (row: Pick<ItemRow, 'id' | 'name'>) => ({
  type: 'packaging_item',
  id: row.id,
  label: row.name,
});
/** What the journal compares (an edited current stock is a correction, in the ledger and here). */
const itemFields = [
  'name',
  'description',
  'unit',
  'currentStock',
  'minStock',
  'maxStock',
  'packagingKind',
] as const;

export async function listItems(db: Db): Promise<PackagingItem[]> {
  return (await repository.listPackagingItems(db)).map(toPackagingItem);
}

export async function createItem(
  db: Db,
  context: JournalContext,
  input: z.output<typeof packagingItemInputSchema>,
): Promise<PackagingItem> {
  // The stock an item starts with is the base of its ledger: current = initial + movements.
  const values = { ...input, initialStock: input.currentStock };
  const row = await db.transaction(async (tx) => {
    const row = await withUniqueKind(() => repository.insertPackagingItem(tx, values));
    await record(tx, context, {
      action: 'packaging_item.created',
      target: itemTarget(row),
      changes: changesBetween(undefined, row, itemFields),
    });
    return row;
  });
  return toPackagingItem(row);
}

/** Merges the sent fields into the stored item (locked) and checks min < max on the result. */
export async function updateItem(
  db: Db,
  context: UserJournalContext,
  id: number,
  input: z.output<typeof packagingItemUpdateSchema>,
  version: number,
): Promise<PackagingItem> {
  const patch = definedOnly(input);
  return db.transaction(async (tx) => {
    const current = await repository.lockPackagingItem(tx, id);
    if (!current) throw notFound(itemMessages.notFound);
    // Based on an older version (decision 0076): changed meanwhile, by an edit or a stock movement.
    if (current.version !== version) throw await staleVersion(tx, current);
    if (!isMinBelowMax({ ...current, ...patch })) {
      throw badRequest(itemMessages.invalid, { minStock: stockMessages.minBelowMax });
    }
    // Nothing sent (`{}`): nothing to write — SQL has no UPDATE without a SET — the item is answered as is.
    if (Object.keys(patch).length === 0) return toPackagingItem(current);
    const { actor } = context;
    const row = await withUniqueKind(() => repository.updatePackagingItem(tx, id, patch, version, actor.id));
    if (!row) throw await staleVersion(tx, current);
    await record(tx, context, {
      action: 'packaging_item.updated',
      target: itemTarget(row),
      changes: changesBetween(current, row, itemFields),
    });
    // A new current stock is a correction: the ledger records the difference.
    const delta = row.currentStock - current.currentStock;
    if (delta !== 0) {
      await repository.insertMovements(tx, [
        { itemId: id, quantity: delta, reason: 'adjustment', createdBy: actor.id },
      ]);
    }
    return toPackagingItem(row);
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

/**
 * Deletes an item, or archives it when stock history refers to it (its packaging kind is released for
 * another item). The row is locked first: a movement or packaging request written meanwhile either
 * committed before (and is seen by the history check) or waits for the lock and then finds no live item.
 */
export async function deleteItem(db: Db, context: JournalContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await repository.lockPackagingItem(tx, id);
    if (!item) throw notFound(itemMessages.notFound);
    const archived = await repository.hasStockHistory(tx, id);
    if (archived) await repository.archivePackagingItem(tx, id);
    else await repository.deletePackagingItem(tx, id);
    await record(tx, context, {
      action: archived ? 'packaging_item.archived' : 'packaging_item.deleted',
      target: itemTarget(item),
    });
  });
}
