/** Enlèvement Colis/Palettes (spec §2, §3, §5 "Pickup form"). */
import { z } from 'zod';
import { MAX_SERIAL_ID } from '../numbers';
import type { RequestContact, RequestLifecycle } from './request-fields';
import { calendarBaseFields, contactFields, desiredDate, optionalText } from './request-fields';

export const pickupTypes = ['package', 'pallet'] as const;
export type PickupType = (typeof pickupTypes)[number];
export const pickupTypeLabels: Record<PickupType, string> = { package: 'Colis', pallet: 'Palette' };

const atLeastOne = (message: string) => z.number({ error: message }).min(1, message).max(100_000, message);

/** One parcel or pallet: every measure at least 1 (cm, kg). */
export const parcelSchema = z.object({
  width: atLeastOne('La largeur doit être positive'),
  length: atLeastOne('La longueur doit être positive'),
  height: atLeastOne('La hauteur doit être positive'),
  weight: atLeastOne('Le poids doit être positif'),
});
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
} as const;

const optionalCount = z.number().int().min(0).max(100_000).nullish();

export const packagePickupInputSchema = z
  .object({
    type: z.enum(pickupTypes, { error: pickupMessages.type }),
    ...contactFields,
    offerNumber: optionalText(100),
    lotValue: optionalText(200),
    shippingAddressId: z
      .number({ error: pickupMessages.shippingAddress })
      .int(pickupMessages.shippingAddress)
      .positive(pickupMessages.shippingAddress)
      // Beyond the id range no address can exist.
      .max(MAX_SERIAL_ID, pickupMessages.unknownAddress),
    customShippingAddress: optionalText(1000),
    desiredDate,
    numberOfPackages: optionalCount,
    numberOfPallets: optionalCount,
    packageDetails: z.array(parcelSchema).max(MAX_PARCEL_ROWS).default([]),
    palletDetails: z.array(parcelSchema).max(MAX_PARCEL_ROWS).default([]),
  })
  .superRefine((value, ctx) => {
    // Only the rows of the chosen type are kept; that section needs at least one row.
    if (value.type === 'package' && value.packageDetails.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['packageDetails'], message: pickupMessages.packageRows });
    }
    if (value.type === 'pallet' && value.palletDetails.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['palletDetails'], message: pickupMessages.palletRows });
    }
  });
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
