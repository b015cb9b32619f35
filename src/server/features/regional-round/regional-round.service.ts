/**
 * « Tournée du jour » (issue 22): the day's regional collections in the team's order — the saved order for
 * the stops still on that day, then the others by slot — with their totals; the stops collected or
 * cancelled since stay, with their state and the time they were collected (issue 30), so the day's progress
 * stays in view. Saving a new order must name exactly the day's stops (400 otherwise: the page was showing
 * an older round). Concurrent saves: the last one wins (each is a whole order, checked against the day as it
 * is at that moment, so whichever wins is a valid round).
 */
import { type EquipmentQuantities, equipmentCategories } from '@shared/fulfilment/fulfilment-stages';
import { messages } from '@shared/http/api-error';
import { regionalPackaging } from '@shared/requests/packaging-calculator';
import {
  compareBySlot,
  type RegionalRound,
  type RoundSlot,
  type RoundStop,
  type RoundStopStage,
  regionalRoundMessages,
} from '@shared/requests/regional-round';
import type { Db, Executor } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { findOrder, type StopRow, saveOrder, stopsOn } from './regional-round.repository';

const slotOf = (value: unknown): RoundSlot | null => {
  const slot = value as { preferredTimeSlot?: unknown; specificTime?: unknown } | null;
  if (!slot || typeof slot.preferredTimeSlot !== 'string') return null;
  return {
    preferredTimeSlot: slot.preferredTimeSlot,
    specificTime: typeof slot.specificTime === 'string' ? slot.specificTime : null,
  };
};

function stopOf(row: StopRow): RoundStop {
  const equipment = Object.fromEntries(
    equipmentCategories.map((category) => [category, row[category]]),
  ) as EquipmentQuantities;
  return {
    id: row.id,
    stage: row.stage as RoundStopStage,
    collectedAt: row.collectedAt === null ? null : new Date(row.collectedAt).toISOString(),
    clientCompanyName: row.clientCompanyName,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    companyAddress: row.companyAddress,
    offerNumber: row.offerNumber,
    slot: slotOf(row.slot),
    team: row.team,
    equipment,
  };
}

/** The saved order's stops still on the day, then the others by slot. */
export function arrange(stops: RoundStop[], saved: readonly number[] | undefined): RoundStop[] {
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  const first = (saved ?? []).flatMap((id) => byId.get(id) ?? []);
  const placed = new Set(first.map((stop) => stop.id));
  return [...first, ...stops.filter((stop) => !placed.has(stop.id)).sort(compareBySlot)];
}

export function totalsOf(stops: RoundStop[]): RegionalRound['totals'] {
  const equipment = Object.fromEntries(
    equipmentCategories.map((category) => [category, 0]),
  ) as EquipmentQuantities;
  const packaging = regionalPackaging({
    computersToCollect: 0,
    phonesToCollect: 0,
    tabletsToCollect: 0,
    screensToCollect: 0,
    d3eBoxes: 0,
  });
  for (const stop of stops) {
    // A cancelled stop brings nothing back and needs no packaging.
    if (stop.stage === 'cancelled') continue;
    for (const category of equipmentCategories) equipment[category] += stop.equipment[category];
    // Per stop, as each client's form computes it (envelopes rounded up per client), then summed.
    const own = regionalPackaging(stop.equipment);
    for (const key of Object.keys(packaging) as (keyof typeof packaging)[]) packaging[key] += own[key];
  }
  return { equipment, packaging };
}

async function read(db: Executor, day: string): Promise<RegionalRound> {
  const [rows, saved] = await Promise.all([stopsOn(db, day), findOrder(db, day)]);
  const stops = arrange(rows.map(stopOf), saved);
  return { date: day, stops, ordered: saved !== undefined, totals: totalsOf(stops) };
}

export const regionalRoundService = {
  /** The day's round; in a caller's transaction too (the printed round reads it with the stops' rows). */
  round: (db: Executor, day: string) => read(db, day),

  async saveOrder(db: Db, actorId: number, day: string, order: number[]): Promise<RegionalRound> {
    return db.transaction(async (tx) => {
      const ids = new Set((await stopsOn(tx, day)).map((row) => row.id));
      if (order.length !== ids.size || order.some((id) => !ids.has(id))) {
        throw badRequest(messages.validation, { order: regionalRoundMessages.orderMismatch });
      }
      await saveOrder(tx, day, order, actorId);
      return read(tx, day);
    });
  },
};
