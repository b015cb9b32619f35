/**
 * The stock ledger: items' current stock only ever changes together with a movement row, inside one
 * transaction. Stock changes are single UPDATE statements (current_stock = current_stock + delta) guarded
 * against going below zero or above MAX_STOCK, so concurrent changes never lose one another.
 */
import { MAX_STOCK } from '@shared/numbers';
import type { PackagingKind } from '@shared/stock/stock';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { packagingItems, stockMovements, users } from '../../db/schema';
import { isActiveItem } from '../packaging-items/packaging-items.repository';

/**
 * Adds `delta` (signed) to a live item unless the result would leave 0..MAX_STOCK; undefined then (or
 * when the item is unknown or archived). The bound is part of the guarded statement, so concurrent changes
 * cannot together push the stock past it. It is written without the sum (`current_stock >= -delta`,
 * `current_stock <= MAX_STOCK - delta`) so the int4 arithmetic cannot overflow, even on a row stored
 * before the bound existed; only the side the change moves towards is checked, so such a row can still
 * be brought down. `actorId`: who changes it.
 */
export async function addToStock(db: Executor, itemId: number, delta: number, actorId: number) {
  const [row] = await db
    .update(packagingItems)
    // `updatedBy`: the item's version rises too (decision 0076); a stale edit's 409 names who moved the stock.
    .set({ currentStock: sql`${packagingItems.currentStock} + ${delta}`, updatedBy: actorId })
    .where(
      and(
        eq(packagingItems.id, itemId),
        isActiveItem,
        delta > 0
          ? lte(packagingItems.currentStock, MAX_STOCK - delta)
          : gte(packagingItems.currentStock, -delta),
      ),
    )
    .returning();
  return row;
}

/**
 * The live items linked to these packaging kinds, locked in id order (no deadlock between two
 * acceptances). Archiving releases the kind already; the archived condition keeps that true here too.
 */
export function lockItemsByKind(db: Executor, kinds: PackagingKind[]) {
  return db
    .select()
    .from(packagingItems)
    .where(and(inArray(packagingItems.packagingKind, kinds), isActiveItem))
    .orderBy(asc(packagingItems.id))
    .for('update');
}

/** Latest movements with their item (archived ones included: the ledger keeps them) and author, newest first. */
export function listRecentMovements(db: Executor, limit: number) {
  return db
    .select({
      id: stockMovements.id,
      itemId: stockMovements.itemId,
      itemName: packagingItems.name,
      itemUnit: packagingItems.unit,
      quantity: stockMovements.quantity,
      reason: stockMovements.reason,
      requestType: stockMovements.requestType,
      requestId: stockMovements.requestId,
      comments: stockMovements.comments,
      createdBy: stockMovements.createdBy,
      createdByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .innerJoin(packagingItems, eq(packagingItems.id, stockMovements.itemId))
    .leftJoin(users, eq(users.id, stockMovements.createdBy))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
}

/**
 * What a request's movements took from each item, net (a deduction at acceptance, minus what a cancellation
 * already gave back), in item id order: the items are then changed in that order, as acceptances do.
 */
export function netRequestMovements(db: Executor, request: { type: string; id: number }) {
  return db
    .select({
      itemId: stockMovements.itemId,
      name: packagingItems.name,
      unit: packagingItems.unit,
      currentStock: packagingItems.currentStock,
      archivedAt: packagingItems.archivedAt,
      net: sql<number>`sum(${stockMovements.quantity})`.mapWith(Number),
    })
    .from(stockMovements)
    .innerJoin(packagingItems, eq(packagingItems.id, stockMovements.itemId))
    .where(and(eq(stockMovements.requestType, request.type), eq(stockMovements.requestId, request.id)))
    .groupBy(packagingItems.id, stockMovements.itemId)
    .orderBy(asc(stockMovements.itemId));
}
