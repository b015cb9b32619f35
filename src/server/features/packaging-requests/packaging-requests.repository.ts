/**
 * Packaging requests in SQL: the list is filtered, counted and paged by the database (the status and
 * created_at index), each row joined to its item (archived ones too: the request keeps its article) and
 * to the administrator who decided it.
 */
import type { PackagingRequestStatus } from '@shared/stock/packaging-request.schema';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { packagingItems, packagingRequests, users } from '../../db/schema';
import type { Paging } from '../../lib/route-schemas';

export type PackagingRequestValues = typeof packagingRequests.$inferInsert;

const decider = alias(users, 'decider');

const listedColumns = {
  id: packagingRequests.id,
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
  createdAt: packagingRequests.createdAt,
};
export type PackagingRequestRow = Awaited<ReturnType<typeof findPackagingRequest>> & {};

/** Who may see what: `createdBy` narrows the list to one author's requests (a non-admin's own). */
export interface PackagingRequestFilter {
  status?: PackagingRequestStatus | undefined;
  createdBy?: number | undefined;
}

function whereOf(filter: PackagingRequestFilter): SQL | undefined {
  return and(
    filter.status ? eq(packagingRequests.status, filter.status) : undefined,
    filter.createdBy === undefined ? undefined : eq(packagingRequests.createdBy, filter.createdBy),
  );
}

function selectListed(db: Executor) {
  return db
    .select(listedColumns)
    .from(packagingRequests)
    .innerJoin(packagingItems, eq(packagingItems.id, packagingRequests.itemId))
    .leftJoin(decider, eq(decider.id, packagingRequests.decidedBy));
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

/** Requests per status (a status without any is absent): one GROUP BY on the status index. */
export function countPackagingRequestsByStatus(
  db: Executor,
  filter: Pick<PackagingRequestFilter, 'createdBy'>,
) {
  return db
    .select({ status: packagingRequests.status, value: count() })
    .from(packagingRequests)
    .where(whereOf(filter))
    .groupBy(packagingRequests.status);
}

export async function insertPackagingRequest(db: Executor, values: PackagingRequestValues) {
  const [row] = await db.insert(packagingRequests).values(values).returning({ id: packagingRequests.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The decision as one guarded statement: only a pending request changes. Under concurrency the second
 * decision waits for the first one's row lock, then finds the request no longer pending and changes
 * nothing (undefined), so exactly one decision wins.
 */
export async function decidePendingPackagingRequest(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; rejectionReason: string | null },
) {
  const [row] = await db
    .update(packagingRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(packagingRequests.id, id), eq(packagingRequests.status, 'pending')))
    .returning();
  return row;
}

export async function packagingRequestExists(db: Executor, id: number) {
  const [row] = await db
    .select({ id: packagingRequests.id })
    .from(packagingRequests)
    .where(eq(packagingRequests.id, id));
  return row !== undefined;
}
