/**
 * « Tournée du jour »: the regional collections at the « Planifiée » stage on one day (one range of the
 * (stage, planned_date) index), and the order saved for that day.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { regionalCollectionRequests as r, regionalRoundOrders } from '../../db/schema';

/** The planned stage of a regional collection (fulfilment-stages.ts). */
const PLANNED = 'planned';

export async function plannedOn(db: Executor, day: string) {
  return db
    .select({
      id: r.id,
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
    .where(and(eq(r.stage, PLANNED), eq(r.plannedDate, day)))
    .orderBy(asc(r.id));
}

export type PlannedStopRow = Awaited<ReturnType<typeof plannedOn>>[number];

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
