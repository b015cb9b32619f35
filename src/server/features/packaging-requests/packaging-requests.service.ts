/**
 * Packaging requests (spec §3, §5): someone asks for a supply or a withdrawal of an item; an administrator
 * approves (the movement is applied in the same transaction) or rejects it, once.
 */

import { requestMessages } from '@shared/requests/request-list.schema';
import type { packagingRequestInputSchema } from '@shared/stock/stock';
import { stockShortageMessage } from '@shared/stock/stock';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { packagingItems, packagingRequests } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { Paging } from '../../lib/route-schemas';
import { addToStock, insertMovements } from '../stock/stock.repository';
import type { UserRow } from '../users/users.repository';

const toApi = (row: typeof packagingRequests.$inferSelect) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export async function createPackagingRequest(
  db: Db,
  author: UserRow,
  input: z.output<typeof packagingRequestInputSchema>,
) {
  try {
    const [row] = await db
      .insert(packagingRequests)
      .values({ ...input, neededBy: input.neededBy ?? null, status: 'pending', createdBy: author.id })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toApi(row);
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw badRequest('Article introuvable.', { itemId: 'Sélectionnez un article' });
    throw error;
  }
}

export async function listPackagingRequests(db: Db, status: string | undefined, paging: Paging) {
  const where = status ? eq(packagingRequests.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(packagingRequests)
      .where(where)
      .orderBy(desc(packagingRequests.createdAt), desc(packagingRequests.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(packagingRequests).where(where),
  ]);
  return { items: rows.map(toApi), total: total?.value ?? 0 };
}

export async function decidePackagingRequest(
  db: Db,
  decider: UserRow,
  id: number,
  status: 'approved' | 'rejected',
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(packagingRequests)
      .set({ status, decidedBy: decider.id, decidedAt: new Date() })
      .where(and(eq(packagingRequests.id, id), eq(packagingRequests.status, 'pending')))
      .returning();
    if (!row) {
      const [existing] = await tx.select().from(packagingRequests).where(eq(packagingRequests.id, id));
      throw existing ? conflict(requestMessages.alreadyDecided) : notFound(requestMessages.notFound);
    }
    if (status === 'approved') {
      const delta = row.type === 'supply' ? row.quantity : -row.quantity;
      if (!(await addToStock(tx, row.itemId, delta))) {
        const [item] = await tx.select().from(packagingItems).where(eq(packagingItems.id, row.itemId));
        throw conflict(
          item ? stockShortageMessage(item, row.quantity - item.currentStock) : 'Article introuvable.',
        );
      }
      await insertMovements(tx, [
        {
          itemId: row.itemId,
          quantity: delta,
          reason: 'packaging-request',
          requestType: 'packaging-request',
          requestId: row.id,
          comments: row.comments,
          createdBy: decider.id,
        },
      ]);
    }
    return toApi(row);
  });
}
