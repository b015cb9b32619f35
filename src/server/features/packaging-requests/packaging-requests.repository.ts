/**
 * Packaging requests in SQL: the list is filtered, counted and paged by the database (the status and
 * created_at index; a user's own on (created_by, status, created_at); a search on the trigram indexes of
 * the request's and the article's search_text), each row joined to its item (archived ones too: the
 * request keeps its article), to the administrator who decided it and to the one who received a supply.
 */
import { searchTerms } from '@shared/search/search-text';
import type { PackagingRequestStatus } from '@shared/stock/packaging-request.schema';
import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  packagingItems,
  packagingRequestCounts,
  packagingRequests,
  requestHistory,
  users,
} from '../../db/schema';
import type { Paging } from '../../http/route-schemas';
import type { KeysetCursor } from '../../lib/csv';
import { searchCondition, searchTextOf } from '../../lib/text-search';

export type PackagingRequestValues = typeof packagingRequests.$inferInsert;

const decider = alias(users, 'decider');
const receiver = alias(users, 'receiver');
const creator = alias(users, 'creator');

const listedColumns = {
  id: packagingRequests.id,
  reference: packagingRequests.reference,
  itemId: packagingRequests.itemId,
  itemName: packagingItems.name,
  itemUnit: packagingItems.unit,
  quantity: packagingRequests.quantity,
  type: packagingRequests.type,
  requester: packagingRequests.requester,
  neededBy: packagingRequests.neededBy,
  comments: packagingRequests.comments,
  status: packagingRequests.status,
  createdBy: packagingRequests.createdBy,
  decidedBy: packagingRequests.decidedBy,
  decidedByName: sql<string | null>`nullif(trim(${decider.firstName} || ' ' || ${decider.lastName}), '')`,
  decidedAt: packagingRequests.decidedAt,
  rejectionReason: packagingRequests.rejectionReason,
  receivedBy: packagingRequests.receivedBy,
  receivedByName: sql<string | null>`nullif(trim(${receiver.firstName} || ' ' || ${receiver.lastName}), '')`,
  receivedAt: packagingRequests.receivedAt,
  createdAt: packagingRequests.createdAt,
};
export type PackagingRequestRow = Awaited<ReturnType<typeof findPackagingRequest>> & {};

/** Who may see what: `createdBy` narrows the list to one author's requests (a non-admin's own). */
export interface PackagingRequestFilter {
  status?: PackagingRequestStatus | undefined;
  createdBy?: number | undefined;
  q?: string | undefined;
}

/**
 * The search: every word typed is found in the request (requester, comments: its search_text) or in its
 * article's name or description (packaging_items.search_text) — « carton dupont » finds Dupont's request
 * for a « Carton standard ». The article side is an uncorrelated subquery on the items' trigram index,
 * turned into an array once (= ANY(ARRAY(…))), so each word is one bitmap OR of two index scans: the
 * request's trigrams and packaging_requests_item_id_idx.
 */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q?.trim()) return undefined;
  const terms = searchTerms(q);
  if (terms.length === 0) return sql`false`;
  const requestText = searchTextOf(packagingRequests);
  const itemText = searchTextOf(packagingItems);
  return and(
    ...terms.map(
      ([word]) =>
        sql`(${searchCondition(requestText, word)} OR ${packagingRequests.itemId} = ANY(ARRAY(
          SELECT ${packagingItems.id} FROM ${packagingItems} WHERE ${searchCondition(itemText, word)})))`,
    ),
  );
}

function whereOf(filter: PackagingRequestFilter): SQL | undefined {
  return and(
    filter.status ? eq(packagingRequests.status, filter.status) : undefined,
    filter.createdBy === undefined ? undefined : eq(packagingRequests.createdBy, filter.createdBy),
    searchWhere(filter.q),
  );
}

function selectListed(db: Executor) {
  return db
    .select(listedColumns)
    .from(packagingRequests)
    .innerJoin(packagingItems, eq(packagingItems.id, packagingRequests.itemId))
    .leftJoin(decider, eq(decider.id, packagingRequests.decidedBy))
    .leftJoin(receiver, eq(receiver.id, packagingRequests.receivedBy));
}

export async function findPackagingRequest(db: Executor, id: number) {
  const [row] = await selectListed(db).where(eq(packagingRequests.id, id));
  return row;
}

export function listPackagingRequestRows(db: Executor, filter: PackagingRequestFilter, paging: Paging) {
  return selectListed(db)
    .where(whereOf(filter))
    .orderBy(desc(packagingRequests.createdAt), desc(packagingRequests.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export async function countPackagingRequests(db: Executor, filter: PackagingRequestFilter) {
  const [row] = await db.select({ value: count() }).from(packagingRequests).where(whereOf(filter));
  return row?.value ?? 0;
}

/**
 * Requests per status (a status without any is absent), counted: one GROUP BY bounded by the filter (a
 * user's own requests on their index, or a search's matches). Unnarrowed, read the kept counters instead.
 */
export function countPackagingRequestsByStatus(
  db: Executor,
  filter: Pick<PackagingRequestFilter, 'createdBy' | 'q'>,
) {
  return db
    .select({ status: packagingRequests.status, value: count() })
    .from(packagingRequests)
    .where(whereOf(filter))
    .groupBy(packagingRequests.status);
}

/** Every request per status from the kept counters (packaging_request_counts): three rows at most. */
export function storedPackagingRequestCounts(db: Executor) {
  return db
    .select({ status: packagingRequestCounts.status, value: packagingRequestCounts.n })
    .from(packagingRequestCounts);
}

export async function insertPackagingRequest(db: Executor, values: PackagingRequestValues) {
  const [row] = await db.insert(packagingRequests).values(values).returning({ id: packagingRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The decision as one guarded statement: only a pending request changes. Under concurrency the second
 * decision waits for the first one's row lock, then finds the request no longer pending and changes
 * nothing (undefined), so exactly one decision wins. An approved supply becomes `ordered`, an approved
 * withdrawal `approved` (decision 0091), in the same statement.
 */
export async function decidePendingPackagingRequest(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; rejectionReason: string | null },
) {
  const status =
    decision.status === 'approved'
      ? sql`CASE WHEN ${packagingRequests.type} = 'supply' THEN 'ordered' ELSE 'approved' END`
      : decision.status;
  const [row] = await db
    .update(packagingRequests)
    .set({ ...decision, status, decidedAt: new Date() })
    .where(and(eq(packagingRequests.id, id), eq(packagingRequests.status, 'pending')))
    .returning();
  return row;
}

/**
 * « Marquer comme reçu » as one guarded statement: only an ordered supply becomes received. Two receptions
 * at once: the second waits for the first one's row lock, then finds it received and changes nothing
 * (undefined), so the stock moves once.
 */
export async function receiveOrderedSupply(db: Executor, id: number, receivedBy: number) {
  const [row] = await db
    .update(packagingRequests)
    .set({ status: 'received', receivedBy, receivedAt: new Date() })
    .where(
      and(
        eq(packagingRequests.id, id),
        eq(packagingRequests.type, 'supply'),
        eq(packagingRequests.status, 'ordered'),
      ),
    )
    .returning();
  return row;
}

/** A request's status (undefined: no such request), to say why a guarded change found nothing. */
export async function findPackagingRequestStatus(db: Executor, id: number) {
  const [row] = await db
    .select({ status: packagingRequests.status })
    .from(packagingRequests)
    .where(eq(packagingRequests.id, id));
  return row?.status;
}

export async function packagingRequestExists(db: Executor, id: number) {
  const [row] = await db
    .select({ id: packagingRequests.id })
    .from(packagingRequests)
    .where(eq(packagingRequests.id, id));
  return row !== undefined;
}

/**
 * One keyset page of the CSV export: the list's filter and order, after the last row of the previous page
 * (created_at, id), never OFFSET. `created_at <= $at` repeats the leading column so the planner bounds the
 * index range with it.
 */
export function packagingRequestExportPage(
  db: Executor,
  filter: PackagingRequestFilter,
  after: KeysetCursor | undefined,
  limit: number,
) {
  const r = packagingRequests;
  const afterCursor = after
    ? and(
        lte(r.createdAt, sql`${after.sortKey}::timestamptz`),
        sql`(${r.createdAt}, ${r.id}) < (${after.sortKey}::timestamptz, ${after.id})`,
      )
    : undefined;
  return db
    .select({
      ...listedColumns,
      sortKey: sql<string>`${r.createdAt}::text`,
      createdByName: sql<string | null>`nullif(trim(${creator.firstName} || ' ' || ${creator.lastName}), '')`,
    })
    .from(r)
    .innerJoin(packagingItems, eq(packagingItems.id, r.itemId))
    .leftJoin(decider, eq(decider.id, r.decidedBy))
    .leftJoin(receiver, eq(receiver.id, r.receivedBy))
    .leftJoin(creator, eq(creator.id, r.createdBy))
    .where(and(whereOf(filter), afterCursor))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit);
}

export type PackagingRequestExportRow = Awaited<ReturnType<typeof packagingRequestExportPage>>[number];

/** Who made a request (undefined: no such request), to decide who may read its history. */
export async function findPackagingRequestAuthor(db: Executor, id: number) {
  const [row] = await db
    .select({ createdBy: packagingRequests.createdBy })
    .from(packagingRequests)
    .where(eq(packagingRequests.id, id));
  return row;
}

/** The events the triggers recorded (drizzle/0017, kind 'packaging'), oldest first, on request_history_request_idx. */
export function findPackagingRequestHistory(db: Executor, id: number) {
  return db
    .select()
    .from(requestHistory)
    .where(and(eq(requestHistory.kind, PACKAGING_HISTORY_KIND), eq(requestHistory.requestId, id)))
    .orderBy(asc(requestHistory.createdAt), asc(requestHistory.id));
}

/** The `kind` of a packaging request's rows in request_history (the request kinds use theirs). */
export const PACKAGING_HISTORY_KIND = 'packaging';
