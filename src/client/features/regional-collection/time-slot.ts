/** How a regional collection's time slot reads on cards and in the calendar (spec §9 "Time slots"). */
import { frenchTime } from '@shared/french-dates';
import { type TimeSlot, timeSlotLabels } from '@shared/requests/regional-collection.labels';

/** « Matin (8 h – 12 h) », « Après-midi (14 h – 18 h) », « À 10 h 30 », or null when no slot was chosen. */
export function timeSlotText(request: {
  preferredTimeSlot: TimeSlot | string | null;
  specificTime: string | null;
}): string | null {
  const slot = request.preferredTimeSlot;
  if (!slot) return null;
  if (slot === 'specific_time') {
    return request.specificTime ? `À ${frenchTime(request.specificTime)}` : timeSlotLabels.specific_time;
  }
  return timeSlotLabels[slot as TimeSlot] ?? slot;
}

/** The slot a collection was planned in (the « Planifiée » stage's `timeSlot`), if it has been planned. */
export function plannedSlot(
  fulfilment: Record<string, unknown> | null | undefined,
): { preferredTimeSlot: string; specificTime: string | null } | null {
  const slot = fulfilment?.timeSlot as { preferredTimeSlot?: unknown; specificTime?: unknown } | undefined;
  if (!slot || typeof slot.preferredTimeSlot !== 'string') return null;
  return {
    preferredTimeSlot: slot.preferredTimeSlot,
    specificTime: typeof slot.specificTime === 'string' ? slot.specificTime : null,
  };
}
