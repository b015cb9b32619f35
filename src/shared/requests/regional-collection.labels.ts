/**
 * The time slots and the six quantities with their French labels, without zod: the list's cards, details
 * and week view need them on the first load, the schema (regional-collection.schema re-exports them) only
 * with the form.
 */
export const timeSlots = ['morning', 'afternoon', 'specific_time'] as const;
export type TimeSlot = (typeof timeSlots)[number];
export const timeSlotLabels: Record<TimeSlot, string> = {
  morning: 'Matin (8h-12h)',
  afternoon: 'Après-midi (14h-18h)',
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
