/**
 * Packaging requests (spec §3, §5): someone asks for a supply or a withdrawal of an item; an administrator
 * approves (the movement is applied in the same transaction) or rejects it, once. Only live items can be
 * requested or moved; a pending request whose item was archived since can still be rejected.
 */

import { requestMessages } from '@shared/requests/request-list.schema';
import type { packagingRequestInputSchema } from '@shared/stock/stock';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { packagingRequests } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { Paging } from '../../lib/route-schemas';
import { lockPackagingItem } from '../packaging-items/packaging-items.repository';
import { addToStock, insertMovements } from '../stock/stock.repository';
import { stockChangeRefusal } from '../stock/stock.service';
import type { UserRow } from '../users/users.repository';

const toApi = (row: typeof packagingRequests.$inferSelect) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** Unknown and archived items answer alike; a new request's item is a body field, refused on that field. */
const itemNotFound = 'Article introuvable.';

export async function createPackagingRequest(
  db: Db,
  author: UserRow,
  input: z.output<typeof packagingRequestInputSchema>,
) {
  return db.transaction(async (tx) => {
    // Locked (key share) so the item can be neither archived nor deleted between this check and the insert.
    if (!(await lockPackagingItem(tx, input.itemId, 'key share'))) {
      throw badRequest(itemNotFound, { itemId: 'Sélectionnez un article' });
    }
    const [row] = await tx
      .insert(packagingRequests)
      .values({ ...input, neededBy: input.neededBy ?? null, status: 'pending', createdBy: author.id })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toApi(row);
  });
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
      // Archived since the request was made, short of stock, or no room left: the request stays pending.
      if (!(await addToStock(tx, row.itemId, delta))) throw await stockChangeRefusal(tx, row.itemId, delta);
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
