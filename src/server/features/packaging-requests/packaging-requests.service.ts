/**
 * Packaging requests (spec §3, §5): someone asks for a supply or a withdrawal of an item; an administrator
 * approves or rejects it, once. An approved withdrawal leaves the stock in the same transaction; an approved
 * supply is ordered and moves nothing until an administrator marks it received, which adds it to the stock
 * in that transaction (decision 0091). Only live items can be requested or moved; a pending request whose
 * item was archived since can still be rejected.
 *
 * Who sees what: administrators see every request (the stock page); anyone else sees only the requests
 * they created ("Mes demandes"). The stock, its movements and what other teams ask for are the
 * administrators' business (spec §6 keeps the stock page to them); a user only needs to follow their own
 * requests. The rule is applied in the query, so another's request is neither listed nor counted.
 */

import { requestMessages } from '@shared/requests/request-list.schema';
import {
  type PackagingRequest,
  type PackagingRequestCounts,
  type PackagingRequestHistoryEntry,
  type PackagingRequestInput,
  type PackagingRequestStatus,
  type packagingRequestInputSchema,
  packagingRequestMessages,
  packagingRequestStatuses,
} from '@shared/stock/packaging-request.schema';
import { isAdmin } from '@shared/users/user-roles';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { Paging } from '../../http/route-schemas';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { insertMovements, lockPackagingItem } from '../packaging-items/packaging-items.repository';
import { actAs } from '../request-history/actor';
import { historyEntry } from '../request-history/request-history.service';
import { addToStock } from '../stock/stock.repository';
import { stockChangeRefusal } from '../stock/stock.service';
import type { UserRow } from '../users/users.repository';
import {
  countPackagingRequests,
  countPackagingRequestsByStatus,
  decidePendingPackagingRequest,
  findPackagingRequest,
  findPackagingRequestAuthor,
  findPackagingRequestHistory,
  findPackagingRequestStatus,
  insertPackagingRequest,
  listPackagingRequestRows,
  type PackagingRequestFilter,
  type PackagingRequestRow,
  packagingRequestExists,
  receiveOrderedSupply,
  storedPackagingRequestCounts,
} from './packaging-requests.repository';

export type { PackagingRequestInput };

const toApi = (row: NonNullable<PackagingRequestRow>): PackagingRequest => ({
  ...row,
  type: row.type as PackagingRequest['type'],
  status: row.status as PackagingRequestStatus,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  receivedAt: row.receivedAt?.toISOString() ?? null,
});

/** The author filter a viewer's lists and counts carry: none for administrators, their own id otherwise. */
const visibleTo = (viewer: UserRow) => (isAdmin(viewer) ? {} : { createdBy: viewer.id });

async function loadForApi(db: Executor, id: number): Promise<PackagingRequest> {
  const row = await findPackagingRequest(db, id);
  if (!row) throw new Error(`packaging request ${id} vanished`);
  return toApi(row);
}

export async function createPackagingRequest(
  db: Db,
  author: UserRow,
  input: z.output<typeof packagingRequestInputSchema>,
): Promise<PackagingRequest> {
  return db.transaction(async (tx) => {
    // Locked (key share) so the item can be neither archived nor deleted between this check and the insert.
    if (!(await lockPackagingItem(tx, input.itemId, 'key share'))) {
      throw badRequest(packagingRequestMessages.itemNotFound, {
        itemId: packagingRequestMessages.selectItem,
      });
    }
    await actAs(tx, author);
    const id = await insertPackagingRequest(tx, { ...input, status: 'pending', createdBy: author.id });
    return loadForApi(tx, id);
  });
}

export async function listPackagingRequests(
  db: Db,
  viewer: UserRow,
  query: { status?: PackagingRequestStatus | undefined; q?: string | undefined },
  paging: Paging,
) {
  const filter: PackagingRequestFilter = { ...visibleTo(viewer), status: query.status, q: query.q };
  const [rows, total] = await Promise.all([
    listPackagingRequestRows(db, filter, paging),
    countVisible(db, filter),
  ]);
  return { items: rows.map(toApi), total };
}

/**
 * Requests per status the viewer may see, matching `q`. An administrator's unsearched counts are the kept
 * counters (drizzle/0017: three rows, whatever the table's size); a user's own are counted on the
 * (created_by, status) index, bounded by what one person asked; a search's by its matches.
 */
async function statusCounts(
  db: Executor,
  filter: Pick<PackagingRequestFilter, 'createdBy' | 'q'>,
): Promise<PackagingRequestCounts> {
  const unnarrowed = filter.createdBy === undefined && !filter.q;
  const rows = await (unnarrowed
    ? storedPackagingRequestCounts(db)
    : countPackagingRequestsByStatus(db, filter));
  const counts = Object.fromEntries(
    packagingRequestStatuses.map((status) => [status, 0]),
  ) as PackagingRequestCounts;
  for (const row of rows) {
    if (row.status in counts) counts[row.status as PackagingRequestStatus] = row.value;
  }
  return counts;
}

/** A list's total: the kept counter of its status when nothing narrows it, else counted. */
async function countVisible(db: Executor, filter: PackagingRequestFilter): Promise<number> {
  if (filter.createdBy !== undefined || filter.q) return countPackagingRequests(db, filter);
  const counts = await statusCounts(db, filter);
  return filter.status
    ? counts[filter.status]
    : packagingRequestStatuses.reduce((sum, status) => sum + counts[status], 0);
}

/** Every packaging request per status, from the kept counters (the dashboard's « Total en attente »). */
export function allPackagingRequestCounts(db: Executor): Promise<PackagingRequestCounts> {
  return statusCounts(db, {});
}

export function packagingRequestCounts(
  db: Db,
  viewer: UserRow,
  q: string | undefined,
): Promise<PackagingRequestCounts> {
  return statusCounts(db, { ...visibleTo(viewer), q });
}

/**
 * A request's history (creation, decision), for an administrator or the request's author. Another user's
 * request is answered as one that does not exist (404), as the lists neither show nor count it.
 */
export async function packagingRequestHistory(
  db: Db,
  viewer: UserRow,
  id: number,
): Promise<PackagingRequestHistoryEntry[]> {
  const [author, rows] = await Promise.all([
    findPackagingRequestAuthor(db, id),
    findPackagingRequestHistory(db, id),
  ]);
  if (!author || !(isAdmin(viewer) || author.createdBy === viewer.id)) {
    throw notFound(requestMessages.notFound);
  }
  return rows.map(historyEntry) as PackagingRequestHistoryEntry[];
}

export async function decidePackagingRequest(
  db: Db,
  decider: UserRow,
  id: number,
  decision: { status: 'approved' | 'rejected'; rejectionReason: string | null },
): Promise<PackagingRequest> {
  return db.transaction(async (tx) => {
    await actAs(tx, decider);
    const row = await decidePendingPackagingRequest(tx, id, {
      status: decision.status,
      decidedBy: decider.id,
      // A reason explains a refusal; an approval keeps none even if one was sent.
      rejectionReason: decision.status === 'rejected' ? decision.rejectionReason : null,
    });
    if (!row) {
      throw (await packagingRequestExists(tx, id))
        ? conflict(requestMessages.alreadyDecided)
        : notFound(requestMessages.notFound);
    }
    if (row.status === 'approved') {
      // A withdrawal. Archived since the request was made, or short of stock: the whole transaction rolls
      // back, so the request stays pending and can be approved later or refused.
      await moveStock(tx, decider, row, -row.quantity);
    } else if (row.status === 'ordered') {
      // A supply: ordered, the stock moves at its reception. An article archived since cannot be ordered
      // (the same 404 as a withdrawal's); locked (key share) so it is not archived before this commits.
      if (!(await lockPackagingItem(tx, row.itemId, 'key share'))) {
        throw notFound(packagingRequestMessages.itemNotFound);
      }
    }
    return loadForApi(tx, id);
  });
}

/**
 * « Marquer comme reçu » (administrators): an ordered supply becomes received and its quantity enters the
 * stock, with its movement, in one transaction. Once: a second reception (at the same time too) finds it
 * received and answers 409, the stock moved once. No room left under MAX_STOCK, or the article archived
 * since the order: everything rolls back and the supply stays ordered.
 */
export async function receivePackagingSupply(
  db: Db,
  receiver: UserRow,
  id: number,
): Promise<PackagingRequest> {
  return db.transaction(async (tx) => {
    await actAs(tx, receiver);
    const row = await receiveOrderedSupply(tx, id, receiver.id);
    if (!row) {
      const status = await findPackagingRequestStatus(tx, id);
      if (status === undefined) throw notFound(requestMessages.notFound);
      throw conflict(
        status === 'received'
          ? packagingRequestMessages.alreadyReceived
          : packagingRequestMessages.notOrdered,
      );
    }
    await moveStock(tx, receiver, row, row.quantity);
    return loadForApi(tx, id);
  });
}

/** The request's stock movement (signed `delta`) and its ledger row, or the reason it cannot be applied. */
async function moveStock(
  tx: Executor,
  actor: UserRow,
  row: { id: number; itemId: number; comments: string | null },
  delta: number,
) {
  if (!(await addToStock(tx, row.itemId, delta, actor.id))) {
    throw await stockChangeRefusal(tx, row.itemId, delta);
  }
  await insertMovements(tx, [
    {
      itemId: row.itemId,
      quantity: delta,
      reason: 'packaging-request',
      requestType: 'packaging-request',
      requestId: row.id,
      comments: row.comments,
      createdBy: actor.id,
    },
  ]);
}
