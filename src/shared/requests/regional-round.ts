/**
 * « Tournée du jour » (issue 22): the regional collections planned on one day, in the order the team set,
 * with what to bring back and what to load. No zod here (regional-round.schema.ts has the API's schemas):
 * the page shows stops and totals without loading zod.
 */
import { slotHours } from '../calendar/calendar-feed';
import { frenchTime } from '../french-dates';
import type { EquipmentQuantities } from '../fulfilment/fulfilment-stages';
import type { RegionalPackaging } from './packaging-calculator';

/** The slot a collection was planned in (the « Planifiée » stage's `timeSlot`). */
export interface RoundSlot {
  preferredTimeSlot: string;
  specificTime: string | null;
}

/**
 * Where a stop of the day stands: still to visit, or done — collected (then perhaps already received at the
 * warehouse) or cancelled. The round keeps the day's done stops, so the day's progress stays in view.
 */
export type RoundStopStage = 'planned' | 'collected' | 'received' | 'cancelled';
export const roundStopStages: readonly RoundStopStage[] = ['planned', 'collected', 'received', 'cancelled'];

export interface RoundStop {
  id: number;
  stage: RoundStopStage;
  /** When it was collected (ISO instant), for a stop collected (or since received); null otherwise. */
  collectedAt: string | null;
  clientCompanyName: string;
  contactName: string;
  contactPhone: string;
  companyAddress: string;
  offerNumber: string | null;
  slot: RoundSlot | null;
  /** « Équipe ou véhicule », when the planning named one. */
  team: string | null;
  equipment: EquipmentQuantities;
}

/** GET/PUT /api/regional-collection-requests/round?date=YYYY-MM-DD. */
export interface RegionalRound {
  date: string;
  stops: RoundStop[];
  /** Whether the team has set the order (else: by slot). */
  ordered: boolean;
  totals: {
    /** What the stops declared (the cancelled ones left out), summed: what comes back in the van. */
    equipment: EquipmentQuantities;
    /** The packaging each stop's quantities call for (the regional form's calculation), summed. */
    packaging: RegionalPackaging;
  };
}

export const regionalRoundMessages = {
  orderMismatch:
    "L'ordre doit contenir une fois chacune des collectes de la tournée de ce jour-là, et elles seules. La tournée a peut-être changé entre-temps\u00a0: rechargez la page.",
  duplicate: 'Une collecte figure deux fois dans la tournée.',
};

/**
 * The default order: by slot start (morning 8h, afternoon 14h, a specific time at its time), a stop without
 * a slot last, then by id (the oldest request first).
 */
export function compareBySlot(a: Pick<RoundStop, 'id' | 'slot'>, b: Pick<RoundStop, 'id' | 'slot'>): number {
  const start = (stop: Pick<RoundStop, 'slot'>) => slotHours(stop.slot)?.start ?? '99:99';
  return start(a).localeCompare(start(b)) || a.id - b.id;
}

/** What a done stop says of itself: « Collectée à 10 h 30 », « Réceptionnée », « Annulée »; null while planned. */
export function roundStopState(stop: Pick<RoundStop, 'stage' | 'collectedAt'>): string | null {
  const collected = stop.collectedAt ? `Collectée à ${frenchTime(stop.collectedAt)}` : 'Collectée';
  switch (stop.stage) {
    case 'planned':
      return null;
    case 'collected':
      return collected;
    case 'received':
      return `${collected} · Réceptionnée`;
    case 'cancelled':
      return 'Annulée';
  }
}
