/**
 * « Tournée du jour »: the regional collections planned on one day — still at « Planifiée », or done since
 * (collected, received, cancelled: the day keeps its stops) — one range of the (stage, planned_date) index
 * per stage; and the order saved for that day.
 */
import { roundStopStages } from '@shared/requests/regional-round';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { regionalCollectionRequests as r, regionalRoundOrders } from '../../db/schema';

/**
 * When the collection was collected: its last move to « Collectée » in its history (the request's own
 * (kind, request_id, id) index; a few rows per request).
 */
const collectedAt = sql<Date | string | null>`(SELECT max(h.created_at) FROM request_history AS h
  WHERE h.kind = 'regional-collection' AND h.request_id = ${sql.raw('regional_collection_requests.id')}
    AND h.event = 'stage' AND h.details ->> 'to' = 'collected')`;

export async function stopsOn(db: Executor, day: string) {
  return db
    .select({
      id: r.id,
      stage: r.stage,
      collectedAt,
      clientCompanyName: r.clientCompanyName,
      contactName: r.contactName,
      contactPhone: r.contactPhone,
      companyAddress: r.companyAddress,
      offerNumber: r.offerNumber,
      slot: sql<unknown>`${r.fulfilment} -> 'timeSlot'`,
      team: sql<string | null>`${r.fulfilment} ->> 'team'`,
      computersToCollect: r.computersToCollect,
      pcFixesToCollect: r.pcFixesToCollect,
      phonesToCollect: r.phonesToCollect,
      tabletsToCollect: r.tabletsToCollect,
      screensToCollect: r.screensToCollect,
      d3eBoxes: r.d3eBoxes,
    })
    .from(r)
    .where(and(inArray(r.stage, [...roundStopStages]), eq(r.plannedDate, day)))
    .orderBy(asc(r.id));
}

export type StopRow = Awaited<ReturnType<typeof stopsOn>>[number];

export async function findOrder(db: Executor, day: string): Promise<number[] | undefined> {
  const [row] = await db
    .select({ requestIds: regionalRoundOrders.requestIds })
    .from(regionalRoundOrders)
    .where(eq(regionalRoundOrders.day, day));
  return row?.requestIds;
}

/** The day's order, replacing the one saved before (the last save wins). */
export async function saveOrder(db: Executor, day: string, requestIds: number[], updatedBy: number) {
  await db
    .insert(regionalRoundOrders)
    .values({ day, requestIds, updatedBy })
    .onConflictDoUpdate({
      target: regionalRoundOrders.day,
      set: { requestIds, updatedBy, updatedAt: sql`now()` },
    });
}
