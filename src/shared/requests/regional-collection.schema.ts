/** Collectes Région Parisienne (spec §2, §3, §5 "Regional form"). */
import { z } from 'zod';
import { isIleDeFranceAddress } from '../address';
import { optionalFreeText } from '../text-fields';
import { ileDeFranceMessage } from './ile-de-france';
import {
  type RegionalEquipmentField,
  regionalEquipmentLabels,
  type TimeSlot,
  timeSlots,
} from './regional-collection.labels';
import type { RequestContact, RequestLifecycle } from './request-fields';
import {
  calendarBaseFields,
  cardBaseFields,
  contactFields,
  count,
  equipmentSubjects,
  optionalOfferNumber,
  requestSchemaVariants,
} from './request-fields';

export {
  type RegionalEquipmentField,
  regionalEquipmentLabels,
  type TimeSlot,
  timeSlotLabels,
  timeSlots,
} from './regional-collection.labels';

/** The slot is chosen from three options; anything else comes from a caller other than the form. */
export const timeSlotMessage = 'Choisissez un créneau\u00a0: matin, après-midi ou heure spécifique';

export const specificTimeRequired = "Veuillez spécifier l'heure si vous choisissez un créneau spécifique";
const timeFormat = "Saisissez l'heure au format HH:MM (ex. 14:30)";

/** The collection address: required (spec), and in Île-de-France (blank is left to the required message). */
const collectionAddress = contactFields.companyAddress.refine(
  (address) => address === '' || isIleDeFranceAddress(address),
  ileDeFranceMessage,
);

const regionalSchemas = requestSchemaVariants((desiredDate) =>
  z
    .object({
      ...contactFields,
      companyAddress: collectionAddress,
      offerNumber: optionalOfferNumber,
      computersToCollect: count(equipmentSubjects.computers).default(0),
      pcFixesToCollect: count(equipmentSubjects.pcFixes).default(0),
      phonesToCollect: count(equipmentSubjects.phones).default(0),
      tabletsToCollect: count(equipmentSubjects.tablets).default(0),
      screensToCollect: count(equipmentSubjects.screens).default(0),
      d3eBoxes: count(equipmentSubjects.d3e).default(0),
      desiredDate,
      preferredTimeSlot: z.enum(timeSlots, { error: timeSlotMessage }).nullish(),
      specificTime: z
        .string({ error: timeFormat })
        .trim()
        .nullish()
        .transform((value) => value || null)
        .pipe(
          z
            .string()
            .regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeFormat)
            .nullable(),
        ),
      comments: optionalFreeText(2000),
    })
    .superRefine((value, ctx) => {
      if (value.preferredTimeSlot === 'specific_time' && !value.specificTime) {
        ctx.addIssue({ code: 'custom', path: ['specificTime'], message: specificTimeRequired });
      }
    })
    // A specific time only means something with the specific-time slot.
    .transform((value) =>
      value.preferredTimeSlot === 'specific_time' ? value : { ...value, specificTime: null },
    ),
);
/** Any real desired date: the stored form, and PUT (the server checks a past date against the stored one). */
export const regionalCollectionInputSchema = regionalSchemas.input;
/** POST and the creation form: the desired date is today or later (Europe/Paris). */
export const regionalCollectionCreateSchema = regionalSchemas.create;
/** The form's schema: creation for null, else the edit of `request` (its own past date stays valid). */
export const regionalCollectionFormSchema = regionalSchemas.form;
export type RegionalCollectionInput = z.input<typeof regionalCollectionInputSchema>;

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
  comments: string | null;
}

/**
 * The week view's card: company, contact, status, day, time slot and the six quantities; and the suivi's
 * record (issue 21), since a planned collection shows on its planned day with the slot it was planned in.
 */
export const regionalCollectionCalendarFields = [
  ...calendarBaseFields,
  'stageAt',
  'fulfilment',
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

/** A list's card (`view=card`): the base fields, the six quantities (packaging is computed from them), the slot. */
export const regionalCollectionCardFields = [
  ...cardBaseFields,
  ...(Object.keys(regionalEquipmentLabels) as RegionalEquipmentField[]),
  'preferredTimeSlot',
  'specificTime',
] as const satisfies readonly (keyof RegionalCollectionRequest)[];
export type RegionalCollectionCardItem = Pick<
  RegionalCollectionRequest,
  (typeof regionalCollectionCardFields)[number]
>;
