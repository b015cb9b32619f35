/** Envoi Conditionnement (spec §2, §3, §5 "Conditioning form"). */
import { z } from 'zod';
import type { RequestContact, RequestLifecycle } from './request-fields';
import {
  calendarBaseFields,
  contactFields,
  count,
  desiredDate,
  equipmentMessages,
  requiredText,
} from './request-fields';

/** Written out whole: "Le nombre de enveloppes" would not be French (élision: "d'enveloppes"). */
export const packagingMessages = {
  pcEnvelopes: "Le nombre d'enveloppes PC doit être positif",
  phoneEnvelopes: "Le nombre d'enveloppes téléphone doit être positif",
  tabletEnvelopes: "Le nombre d'enveloppes tablette doit être positif",
  standardBoxes: 'Le nombre de cartons standard doit être positif',
  screenBoxes: 'Le nombre de cartons écran doit être positif',
  d3eBoxes: 'Le nombre de cartons D3E doit être positif',
  palletQuantity: 'Le nombre de palettes doit être positif',
} as const;
const measure = (message: string) =>
  z.number({ error: message }).min(0, message).max(100_000, message).nullish();

export const materialConditioningInputSchema = z.object({
  ...contactFields,
  offerNumber: requiredText("Le numéro d'offre est requis", 100),
  desiredDate,
  computersToCollect: count(equipmentMessages.computers).default(0),
  pcFixesToSend: count(equipmentMessages.pcFixes).default(0),
  phonesToCollect: count(equipmentMessages.phones).default(0),
  tabletsToCollect: count(equipmentMessages.tablets).default(0),
  screensToCollect: count(equipmentMessages.screens).default(0),
  d3eBoxesToFill: count(equipmentMessages.d3e).default(0),
  // Pre-filled from the calculation and adjustable; computed by the server when absent.
  pcEnvelopes: count(packagingMessages.pcEnvelopes).optional(),
  phoneEnvelopes: count(packagingMessages.phoneEnvelopes).optional(),
  tabletEnvelopes: count(packagingMessages.tabletEnvelopes).optional(),
  standardBoxes: count(packagingMessages.standardBoxes).optional(),
  screenBoxes: count(packagingMessages.screenBoxes).optional(),
  d3eBoxes: count(packagingMessages.d3eBoxes).optional(),
  usesPalletShipping: z.boolean().default(false),
  palletQuantity: count(packagingMessages.palletQuantity).default(0),
  palletLength: measure('La longueur doit être positive'),
  palletWidth: measure('La largeur doit être positive'),
  palletHeight: measure('La hauteur doit être positive'),
  palletWeight: measure('Le poids doit être positif'),
});
export type MaterialConditioningInput = z.input<typeof materialConditioningInputSchema>;

/** The equipment counts of the form, in the order the screens show them. */
export const conditioningEquipmentLabels = {
  computersToCollect: 'Ordinateurs à collecter',
  pcFixesToSend: 'PC fixes à envoyer',
  phonesToCollect: 'Téléphones à collecter',
  tabletsToCollect: 'Tablettes à collecter',
  screensToCollect: 'Écrans à collecter',
  d3eBoxesToFill: 'Cartons D3E à remplir',
} as const;
export type ConditioningEquipmentField = keyof typeof conditioningEquipmentLabels;

/** The packaging counts (calculated, adjustable), in the order the screens show them. */
export const conditioningPackagingLabels = {
  pcEnvelopes: 'Enveloppes PC',
  phoneEnvelopes: 'Enveloppes téléphones',
  tabletEnvelopes: 'Enveloppes tablettes',
  standardBoxes: 'Cartons standard',
  screenBoxes: 'Cartons écrans',
  d3eBoxes: 'Cartons D3E',
} as const;
export type ConditioningPackagingField = keyof typeof conditioningPackagingLabels;

export interface MaterialConditioningRequest extends RequestContact, RequestLifecycle {
  offerNumber: string;
  computersToCollect: number;
  pcFixesToSend: number;
  phonesToCollect: number;
  tabletsToCollect: number;
  screensToCollect: number;
  d3eBoxesToFill: number;
  pcEnvelopes: number;
  phoneEnvelopes: number;
  tabletEnvelopes: number;
  standardBoxes: number;
  screenBoxes: number;
  d3eBoxes: number;
  usesPalletShipping: boolean;
  palletQuantity: number;
  palletLength: number | null;
  palletWidth: number | null;
  palletHeight: number | null;
  palletWeight: number | null;
}

export const materialConditioningCalendarFields =
  calendarBaseFields satisfies readonly (keyof MaterialConditioningRequest)[];
export type MaterialConditioningCalendarItem = Pick<
  MaterialConditioningRequest,
  (typeof materialConditioningCalendarFields)[number]
>;
