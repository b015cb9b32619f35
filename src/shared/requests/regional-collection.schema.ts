/** Collectes Région Parisienne (spec §2, §3, §5 "Regional form"). */
import { z } from 'zod';
import type { RequestContact, RequestLifecycle } from './request-fields';
import {
  calendarBaseFields,
  contactFields,
  count,
  desiredDate,
  equipmentMessages,
  optionalText,
} from './request-fields';

export const timeSlots = ['morning', 'afternoon', 'specific_time'] as const;
export type TimeSlot = (typeof timeSlots)[number];
export const timeSlotLabels: Record<TimeSlot, string> = {
  morning: 'Matin (8h-12h)',
  afternoon: 'Après-midi (14h-18h)',
  specific_time: 'Heure spécifique',
};

export const specificTimeRequired = "Veuillez spécifier l'heure si vous choisissez un créneau spécifique";

export const regionalCollectionInputSchema = z
  .object({
    ...contactFields,
    offerNumber: optionalText(100),
    computersToCollect: count(equipmentMessages.computers).default(0),
    pcFixesToCollect: count(equipmentMessages.pcFixes).default(0),
    phonesToCollect: count(equipmentMessages.phones).default(0),
    tabletsToCollect: count(equipmentMessages.tablets).default(0),
    screensToCollect: count(equipmentMessages.screens).default(0),
    d3eBoxes: count(equipmentMessages.d3e).default(0),
    desiredDate,
    preferredTimeSlot: z.enum(timeSlots, { error: 'Créneau invalide' }).nullish(),
    specificTime: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null)
      .pipe(
        z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (HH:MM)')
          .nullable(),
      ),
  })
  .superRefine((value, ctx) => {
    if (value.preferredTimeSlot === 'specific_time' && !value.specificTime) {
      ctx.addIssue({ code: 'custom', path: ['specificTime'], message: specificTimeRequired });
    }
  })
  // A specific time only means something with the specific-time slot.
  .transform((value) =>
    value.preferredTimeSlot === 'specific_time' ? value : { ...value, specificTime: null },
  );
export type RegionalCollectionInput = z.input<typeof regionalCollectionInputSchema>;

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

export interface RegionalCollectionRequest extends RequestContact, RequestLifecycle {
  offerNumber: string | null;
  computersToCollect: number;
  pcFixesToCollect: number;
  phonesToCollect: number;
  tabletsToCollect: number;
  screensToCollect: number;
  d3eBoxes: number;
  preferredTimeSlot: TimeSlot | null;
  specificTime: string | null;
}

/** The week view's card: company, contact, status, day, time slot and the six quantities. */
export const regionalCollectionCalendarFields = [
  ...calendarBaseFields,
  'preferredTimeSlot',
  'specificTime',
  'computersToCollect',
  'pcFixesToCollect',
  'phonesToCollect',
  'tabletsToCollect',
  'screensToCollect',
  'd3eBoxes',
] as const satisfies readonly (keyof RegionalCollectionRequest)[];
export type RegionalCollectionCalendarItem = Pick<
  RegionalCollectionRequest,
  (typeof regionalCollectionCalendarFields)[number]
>;
