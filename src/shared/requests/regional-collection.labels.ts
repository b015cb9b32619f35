/**
 * The time slots and the six quantities with their French labels, without zod: the list's cards, details
 * and week view need them on the first load, the schema (regional-collection.schema re-exports them) only
 * with the form.
 */
export const timeSlots = ['morning', 'afternoon', 'specific_time'] as const;
export type TimeSlot = (typeof timeSlots)[number];
/** The spec's « Matin (8h-12h) », in French typography like every time of day (decision 0092). */
export const timeSlotLabels: Record<TimeSlot, string> = {
  morning: 'Matin (8\u00a0h\u00a0–\u00a012\u00a0h)',
  afternoon: 'Après-midi (14\u00a0h\u00a0–\u00a018\u00a0h)',
  specific_time: 'Heure spécifique',
};

/** The six quantities of the form, in the order the screens show them. */
export const regionalEquipmentLabels = {
  computersToCollect: 'Ordinateurs',
  pcFixesToCollect: 'PC fixes',
  phonesToCollect: 'Téléphones',
  tabletsToCollect: 'Tablettes',
  screensToCollect: 'Écrans',
  d3eBoxes: 'Cartons D3E',
} as const;
export type RegionalEquipmentField = keyof typeof regionalEquipmentLabels;
