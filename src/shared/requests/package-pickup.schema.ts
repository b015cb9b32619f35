/** Enlèvement Colis/Palettes (spec §2, §3, §5 "Pickup form"). */
import { z } from 'zod';
import { boundedNumber, MAX_DIMENSION_CM, MAX_SERIAL_ID, MAX_WEIGHT_KG } from '../numbers';
import { type PickupType, pickupTypes } from './package-pickup.labels';
import type { RequestContact, RequestLifecycle } from './request-fields';
import {
  calendarBaseFields,
  cardBaseFields,
  contactFields,
  count,
  optionalFreeText,
  optionalOfferNumber,
  optionalText,
  requestSchemaVariants,
} from './request-fields';

export { type PickupType, pickupTypeLabels, pickupTypes } from './package-pickup.labels';

/** A parcel or pallet measure: at least 1 (spec §5), decimals allowed. */
const atLeastOne = (subject: string, tooSmall: string, max: number, unit: string) =>
  boundedNumber({ subject, tooSmall, min: 1, max, unit, whole: false });

/** One parcel or pallet: every measure at least 1 (cm, kg), at most 1000 cm and 10 000 kg. */
export const parcelSchema = z.object(
  {
    width: atLeastOne('La largeur', 'La largeur doit être positive', MAX_DIMENSION_CM, 'cm'),
    length: atLeastOne('La longueur', 'La longueur doit être positive', MAX_DIMENSION_CM, 'cm'),
    height: atLeastOne('La hauteur', 'La hauteur doit être positive', MAX_DIMENSION_CM, 'cm'),
    weight: atLeastOne('Le poids', 'Le poids doit être positif', MAX_WEIGHT_KG, 'kg'),
  },
  { error: 'Chaque ligne doit indiquer la largeur, la longueur, la hauteur et le poids' },
);
export type Parcel = z.infer<typeof parcelSchema>;

/** Spec §5 defaults: one 1×1×1 row of 1 kg. */
export const defaultParcel: Parcel = { width: 1, length: 1, height: 1, weight: 1 };

export const MAX_PARCEL_ROWS = 200;
export const pickupMessages = {
  type: "Le type d'enlèvement est requis",
  shippingAddress: "L'adresse d'expédition est requise",
  unknownAddress: "L'adresse d'expédition n'existe pas",
  packageRows: 'Au moins un colis est requis',
  palletRows: 'Au moins une palette est requise',
  packageRowsMax: `Un enlèvement compte au plus ${MAX_PARCEL_ROWS}\u00a0colis\u00a0: au-delà, faites une seconde demande`,
  palletRowsMax: `Un enlèvement compte au plus ${MAX_PARCEL_ROWS}\u00a0palettes\u00a0: au-delà, faites une seconde demande`,
  rowsList: 'Les lignes doivent être une liste de colis ou de palettes',
} as const;

/**
 * The declared count differs from the rows (issue 30): the bon would print « Palettes 3 » over two rows.
 * Each row is one parcel or pallet, so the count, when given, is the number of rows.
 */
export function pickupCountMismatch(type: 'package' | 'pallet', count: number, rows: number): string {
  const noun = type === 'pallet' ? 'palettes' : 'colis';
  return `Le nombre de ${noun} (${count}) doit être égal au nombre de lignes de ${noun} (${rows})`;
}

export const pickupCountSubjects = {
  numberOfPackages: 'Le nombre de colis',
  numberOfPallets: 'Le nombre de palettes',
} as const;

const rows = (maxMessage: string) =>
  z.array(parcelSchema, { error: pickupMessages.rowsList }).max(MAX_PARCEL_ROWS, maxMessage).default([]);

/** The fields the row rules read: when one of them is already refused, the rules have nothing to say. */
const rowRuleFields = new Set([
  'type',
  'numberOfPackages',
  'numberOfPallets',
  'packageDetails',
  'palletDetails',
]);

/**
 * The row rules run even when another field (the contact, the address) was refused, so the form names the
 * count that differs from its rows at once, with the rest; not when a field they read was refused.
 */
const rowRulesWhen = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => rowRuleFields.has(String(issue.path?.[0]))),
};

const pickupSchemas = requestSchemaVariants((desiredDate) =>
  z
    .object({
      type: z.enum(pickupTypes, { error: pickupMessages.type }),
      ...contactFields,
      offerNumber: optionalOfferNumber,
      lotValue: optionalText(200),
      shippingAddressId: z
        .number({ error: pickupMessages.shippingAddress })
        .int(pickupMessages.shippingAddress)
        .positive(pickupMessages.shippingAddress)
        // Beyond the id range no address can exist.
        .max(MAX_SERIAL_ID, pickupMessages.unknownAddress),
      customShippingAddress: optionalFreeText(1000),
      desiredDate,
      numberOfPackages: count(pickupCountSubjects.numberOfPackages).nullish(),
      numberOfPallets: count(pickupCountSubjects.numberOfPallets).nullish(),
      packageDetails: rows(pickupMessages.packageRowsMax),
      palletDetails: rows(pickupMessages.palletRowsMax),
    })
    .superRefine((value, ctx) => {
      // Only the rows of the chosen type are kept; that section needs at least one row.
      if (value.type === 'package' && value.packageDetails.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['packageDetails'], message: pickupMessages.packageRows });
      }
      if (value.type === 'pallet' && value.palletDetails.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['palletDetails'], message: pickupMessages.palletRows });
      }
      // The chosen type's count, when given, is its number of rows (the other type's is dropped on save).
      const [countField, count, rows] =
        value.type === 'pallet'
          ? (['numberOfPallets', value.numberOfPallets, value.palletDetails.length] as const)
          : (['numberOfPackages', value.numberOfPackages, value.packageDetails.length] as const);
      if (count != null && rows > 0 && count !== rows) {
        ctx.addIssue({
          code: 'custom',
          path: [countField],
          message: pickupCountMismatch(value.type, count, rows),
        });
      }
    }, rowRulesWhen),
);
/** Any real desired date: the stored form, and PUT (the server checks a past date against the stored one). */
export const packagePickupInputSchema = pickupSchemas.input;
/** POST and the creation form: the desired date is today or later (Europe/Paris). */
export const packagePickupCreateSchema = pickupSchemas.create;
/** The form's schema: creation for null, else the edit of `request` (its own past date stays valid). */
export const packagePickupFormSchema = pickupSchemas.form;
export type PackagePickupInput = z.input<typeof packagePickupInputSchema>;

export interface PackagePickupRequest extends RequestContact, RequestLifecycle {
  type: PickupType | string;
  offerNumber: string | null;
  lotValue: string | null;
  shippingAddressId: number | null;
  customShippingAddress: string | null;
  shippingDestination: string | null;
  numberOfPackages: number | null;
  numberOfPallets: number | null;
  packageDetails: Parcel[];
  palletDetails: Parcel[];
}

export const packagePickupCalendarFields =
  calendarBaseFields satisfies readonly (keyof PackagePickupRequest)[];
export type PackagePickupCalendarItem = Pick<
  PackagePickupRequest,
  (typeof packagePickupCalendarFields)[number]
>;

/** A list's card (`view=card`): the base fields, the parcels or pallets and where they go. */
export const packagePickupCardFields = [
  ...cardBaseFields,
  'type',
  'lotValue',
  'customShippingAddress',
  'shippingDestination',
  'numberOfPackages',
  'numberOfPallets',
  'packageDetails',
  'palletDetails',
] as const satisfies readonly (keyof PackagePickupRequest)[];
export type PackagePickupCardItem = Pick<PackagePickupRequest, (typeof packagePickupCardFields)[number]>;
