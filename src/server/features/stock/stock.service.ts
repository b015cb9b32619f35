/**
 * Stock movements: "Ajouter" / "Retirer" on the stock page, the difference of a stock edit, and the
 * deduction of an accepted conditioning request — each one a movement written with the stock change. The
 * stock stays within 0..MAX_STOCK: a change that would leave it is refused, naming the item.
 */
import {
  type PackagingKind,
  packagingKindLabels,
  type StockMovement,
  stockOverflowMessage,
  stockShortageMessage,
} from '@shared/stock/stock';
import type { Db, Executor } from '../../db/client';
import { conflict, type HttpError, notFound } from '../../lib/http-errors';
import { toPackagingItem } from '../packaging-items/packaging-item.mapper';
import { findPackagingItem, insertMovements } from '../packaging-items/packaging-items.repository';
import type { UserRow } from '../users/users.repository';
import { addToStock, listRecentMovements, lockItemsByKind, netRequestMovements } from './stock.repository';

const itemNotFound = 'Article introuvable.';
export const MAX_RECENT_MOVEMENTS = 200;

export async function recordMovement(
  db: Db,
  actor: UserRow,
  itemId: number,
  input: { direction: 'in' | 'out'; quantity: number; comments: string | null },
) {
  const delta = input.direction === 'in' ? input.quantity : -input.quantity;
  return db.transaction(async (tx) => {
    const item = await addToStock(tx, itemId, delta, actor.id);
    if (!item) throw await stockChangeRefusal(tx, itemId, delta);
    await insertMovements(tx, [
      {
        itemId,
        quantity: delta,
        reason: input.direction === 'in' ? 'supply' : 'withdrawal',
        comments: input.comments,
        createdBy: actor.id,
      },
    ]);
    return toPackagingItem(item);
  });
}

/**
 * Why `addToStock(itemId, delta)` changed nothing: no live item (404, unknown and archived alike), too
 * little stock for a withdrawal (409 naming what is missing), or no room under MAX_STOCK for an addition
 * (409 naming how much still fits).
 */
export async function stockChangeRefusal(tx: Executor, itemId: number, delta: number): Promise<HttpError> {
  const item = await findPackagingItem(tx, itemId);
  if (!item) return notFound(itemNotFound);
  return conflict(
    delta < 0 ? stockShortageMessage(item, -delta - item.currentStock) : stockOverflowMessage(item),
  );
}

export async function recentMovements(db: Db, limit: number): Promise<StockMovement[]> {
  const rows = await listRecentMovements(db, Math.min(limit, MAX_RECENT_MOVEMENTS));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export interface Deduction {
  deducted: { itemId: number; name: string; kind: PackagingKind; quantity: number; remaining: number }[];
  /** Counts to deduct that no item is linked to (nothing was deducted for them). */
  skipped: { kind: PackagingKind; label: string; quantity: number }[];
}

/**
 * Deducts a request's packaging counts from the linked items, inside the caller's transaction. All or
 * nothing: if any item would go below zero, a 409 names every missing item and quantity and nothing is
 * written (the caller's transaction rolls back).
 */
export async function deductPackaging(
  tx: Executor,
  actor: UserRow,
  request: { type: string; id: number },
  counts: Partial<Record<PackagingKind, number>>,
): Promise<Deduction> {
  const wanted = (Object.entries(counts) as [PackagingKind, number][]).filter(([, quantity]) => quantity > 0);
  if (wanted.length === 0) return { deducted: [], skipped: [] };
  const items = await lockItemsByKind(
    tx,
    wanted.map(([kind]) => kind),
  );
  const byKind = new Map(items.map((item) => [item.packagingKind, item]));

  const shortages = wanted.flatMap(([kind, quantity]) => {
    const item = byKind.get(kind);
    return item && item.currentStock < quantity
      ? [stockShortageMessage(item, quantity - item.currentStock)]
      : [];
  });
  if (shortages.length > 0) throw conflict(shortages.join(' '));

  const deduction: Deduction = { deducted: [], skipped: [] };
  for (const [kind, quantity] of wanted) {
    const item = byKind.get(kind);
    if (!item) {
      deduction.skipped.push({ kind, label: packagingKindLabels[kind], quantity });
      continue;
    }
    const updated = await addToStock(tx, item.id, -quantity, actor.id);
    if (!updated) throw conflict(stockShortageMessage(item, quantity - item.currentStock));
    deduction.deducted.push({
      itemId: item.id,
      name: item.name,
      kind,
      quantity,
      remaining: updated.currentStock,
    });
  }
  await insertMovements(
    tx,
    deduction.deducted.map((line) => ({
      itemId: line.itemId,
      quantity: -line.quantity,
      reason: 'request',
      requestType: request.type,
      requestId: request.id,
      createdBy: actor.id,
    })),
  );
  return deduction;
}

export interface PackagingReturn {
  returned: { itemId: number; name: string; quantity: number; currentStock: number }[];
  /** Items archived since the acceptance: their stock is no longer kept, nothing is given back to them. */
  skipped: { itemId: number; name: string; quantity: number }[];
}

/**
 * Gives back to the stock what a request's acceptance deducted (a conditioning request cancelled before it
 * was shipped), inside the caller's transaction: one `request-cancelled` movement per item, so the ledger
 * shows both. Net of earlier returns, so it can never give back twice.
 */
export async function returnPackaging(
  tx: Executor,
  actor: UserRow,
  request: { type: string; id: number },
): Promise<PackagingReturn> {
  const result: PackagingReturn = { returned: [], skipped: [] };
  for (const line of await netRequestMovements(tx, request)) {
    const quantity = -line.net;
    if (quantity <= 0) continue;
    if (line.archivedAt) {
      result.skipped.push({ itemId: line.itemId, name: line.name, quantity });
      continue;
    }
    const updated = await addToStock(tx, line.itemId, quantity, actor.id);
    if (!updated) throw conflict(stockOverflowMessage(line));
    result.returned.push({
      itemId: line.itemId,
      name: line.name,
      quantity,
      currentStock: updated.currentStock,
    });
  }
  await insertMovements(
    tx,
    result.returned.map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity,
      reason: 'request-cancelled',
      requestType: request.type,
      requestId: request.id,
      createdBy: actor.id,
    })),
  );
  return result;
}
