/**
 * Reads of the request counters (src/server/db/schema/request-counts.ts), kept exact by triggers in the
 * transaction of every write: the four counters, tab badges and unsearched list totals read at most three
 * rows, whatever the number of requests. A count narrowed by a search or a date range is not stored; the
 * requests repository counts those with a query bounded by that filter.
 */

import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import type { RequestCounts } from '@shared/requests/request-list.schema';
import { requestStatuses } from '@shared/requests/request-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { perExecutor } from '../../db/per-executor';
import { requestCounts, requestStageCounts } from '../../db/schema';

const zero = (): RequestCounts => ({ total: 0, pending: 0, completed: 0, rejected: 0 });

function add(counts: RequestCounts, status: string, n: number) {
  if ((requestStatuses as readonly string[]).includes(status)) counts[status as keyof RequestCounts] += n;
  counts.total += n;
}

/** Every list tab and badge reads these counters: their query is built once per database handle. */
const countsQuery = perExecutor((db) =>
  db
    .select({ status: requestCounts.status, n: requestCounts.n })
    .from(requestCounts)
    .where(eq(requestCounts.kind, sql.placeholder('kind')))
    .prepare(''),
);

/** Total and per-status counts of one kind. */
export async function storedCounts(db: Executor, kind: RequestKind): Promise<RequestCounts> {
  const rows = await countsQuery(db).execute({ kind });
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

/** How many requests of `kind` stand at `stage` (request_stage_counts, kept by the same triggers). */
export async function storedStageCount(db: Executor, kind: RequestKind, stage: string): Promise<number> {
  const [row] = await db
    .select({ n: requestStageCounts.n })
    .from(requestStageCounts)
    .where(and(eq(requestStageCounts.kind, kind), eq(requestStageCounts.stage, stage)));
  return row?.n ?? 0;
}

/** Requests per kind and stage, every kind in one query (the dashboard, the stage filters' badges). */
export async function storedStageCounts(db: Executor): Promise<Record<RequestKind, Record<string, number>>> {
  const rows = await db.select().from(requestStageCounts);
  const byKind = Object.fromEntries(requestKinds.map((kind) => [kind, {}])) as Record<
    RequestKind,
    Record<string, number>
  >;
  for (const row of rows) {
    const counts = byKind[row.kind as RequestKind];
    if (counts && row.n !== 0) counts[row.stage] = row.n;
  }
  return byKind;
}
