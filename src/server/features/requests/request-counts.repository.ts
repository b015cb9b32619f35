/**
 * Reads of the request counters (src/server/db/schema/request-counts.ts), kept exact by triggers in the
 * transaction of every write: the four counters, tab badges and unsearched list totals read at most three
 * rows, whatever the number of requests. A count narrowed by a search or a date range is not stored; the
 * requests repository counts those with a query bounded by that filter.
 */

import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import type { RequestCounts } from '@shared/requests/request-list.schema';
import { requestStatuses } from '@shared/requests/request-status';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { requestCounts } from '../../db/schema';

const zero = (): RequestCounts => ({ total: 0, pending: 0, completed: 0, rejected: 0 });

function add(counts: RequestCounts, status: string, n: number) {
  if ((requestStatuses as readonly string[]).includes(status)) counts[status as keyof RequestCounts] += n;
  counts.total += n;
}

/** Total and per-status counts of one kind. */
export async function storedCounts(db: Executor, kind: RequestKind): Promise<RequestCounts> {
  const rows = await db
    .select({ status: requestCounts.status, n: requestCounts.n })
    .from(requestCounts)
    .where(eq(requestCounts.kind, kind));
  const counts = zero();
  for (const row of rows) add(counts, row.status, row.n);
  return counts;
}

/** Total and per-status counts of every kind, in one query (the dashboard). */
export async function storedCountsByKind(db: Executor): Promise<Record<RequestKind, RequestCounts>> {
  const rows = await db.select().from(requestCounts);
  const byKind = Object.fromEntries(requestKinds.map((kind) => [kind, zero()])) as Record<
    RequestKind,
    RequestCounts
  >;
  for (const row of rows) {
    const counts = byKind[row.kind as RequestKind];
    if (counts) add(counts, row.status, row.n);
  }
  return byKind;
}
