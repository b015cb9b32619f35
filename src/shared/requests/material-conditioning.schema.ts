/** Envoi Conditionnement (spec §2, §3, §5 "Conditioning form"). */
import { z } from 'zod';
import {
  boundedNumber,
  MAX_DIMENSION_CM,
  MAX_PACKAGING_COUNT,
  MAX_WEIGHT_KG,
  type NumberRule,
} from '../numbers';
import {
  type ConditioningEquipmentField,
  type ConditioningPackagingField,
  conditioningEquipmentLabels,
  conditioningPackagingLabels,
} from './material-conditioning.labels';
import type { RequestContact, RequestLifecycle } from './request-fields';
import {
  calendarBaseFields,
  cardBaseFields,
  contactFields,
  count,
  equipmentSubjects,
  requestSchemaVariants,
  requiredOfferNumber,
} from './request-fields';

/** Written out whole: "Le nombre de enveloppes" would not be French (élision: "d'enveloppes"). */
export const packagingSubjects = {
  pcEnvelopes: "Le nombre d'enveloppes PC",
  phoneEnvelopes: "Le nombre d'enveloppes téléphone",
  tabletEnvelopes: "Le nombre d'enveloppes tablette",
  standardBoxes: 'Le nombre de cartons standard',
  screenBoxes: 'Le nombre de cartons écran',
  d3eBoxes: 'Le nombre de cartons D3E',
  palletQuantity: 'Le nombre de palettes',
} as const;

/** A pallet measure: optional, ≥ 0, decimals allowed (cm, kg). */
export const palletMeasureRules = {
  palletLength: {
    subject: 'La longueur',
    tooSmall: 'La longueur doit être positive',
    max: MAX_DIMENSION_CM,
    unit: 'cm',
  },
  palletWidth: {
    subject: 'La largeur',
    tooSmall: 'La largeur doit être positive',
    max: MAX_DIMENSION_CM,
    unit: 'cm',
  },
  palletHeight: {
    subject: 'La hauteur',
    tooSmall: 'La hauteur doit être positive',
    max: MAX_DIMENSION_CM,
    unit: 'cm',
  },
  palletWeight: {
    subject: 'Le poids',
    tooSmall: 'Le poids doit être positif',
    max: MAX_WEIGHT_KG,
    unit: 'kg',
  },
} satisfies Record<string, Omit<NumberRule, 'min' | 'whole'>>;

const measure = (rule: Omit<NumberRule, 'min' | 'whole'>) =>
  boundedNumber({ ...rule, min: 0, whole: false }).nullish();

/** Packaging counts hold the calculation at MAX_COUNT devices (see MAX_PACKAGING_COUNT). */
const packagingCount = (subject: string) => count(subject, MAX_PACKAGING_COUNT).optional();

/**
 * A conditioning with every count at 0 sends nothing and collects nothing (issue 30): refused, the message
 * under the first count of « Matériel à collecter », where the form shows it.
 */
export const emptyConditioningMessage =
  'La demande est vide\u00a0: indiquez au moins un matériel à collecter ou un emballage à envoyer';

const contentFields = [
  'computersToCollect',
  'pcFixesToSend',
  'phonesToCollect',
  'tabletsToCollect',
  'screensToCollect',
  'd3eBoxesToFill',
  'pcEnvelopes',
  'phoneEnvelopes',
  'tabletEnvelopes',
  'standardBoxes',
  'screenBoxes',
  'd3eBoxes',
  'palletQuantity',
] as const;

/**
 * The empty rule runs even when another field (the contact, the date) was refused, so the form says it with
 * the rest; not when a count it reads was refused (that count's own message says enough).
 */
const emptyRuleReads = new Set<PropertyKey>([...contentFields, 'usesPalletShipping']);
const emptyRuleWhen = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => emptyRuleReads.has(issue.path?.[0] as PropertyKey)),
};

const conditioningSchemas = requestSchemaVariants((desiredDate) =>
  z
    .object({
      ...contactFields,
      offerNumber: requiredOfferNumber,
      desiredDate,
      computersToCollect: count(equipmentSubjects.computers).default(0),
      pcFixesToSend: count(equipmentSubjects.pcFixes).default(0),
      phonesToCollect: count(equipmentSubjects.phones).default(0),
      tabletsToCollect: count(equipmentSubjects.tablets).default(0),
      screensToCollect: count(equipmentSubjects.screens).default(0),
      d3eBoxesToFill: count(equipmentSubjects.d3e).default(0),
      // Pre-filled from the calculation and adjustable; computed by the server when absent.
      pcEnvelopes: packagingCount(packagingSubjects.pcEnvelopes),
      phoneEnvelopes: packagingCount(packagingSubjects.phoneEnvelopes),
      tabletEnvelopes: packagingCount(packagingSubjects.tabletEnvelopes),
      standardBoxes: packagingCount(packagingSubjects.standardBoxes),
      screenBoxes: packagingCount(packagingSubjects.screenBoxes),
      d3eBoxes: packagingCount(packagingSubjects.d3eBoxes),
      usesPalletShipping: z
        .boolean({ error: "Indiquez si l'envoi se fait sur palette (oui ou non)" })
        .default(false),
      palletQuantity: count(packagingSubjects.palletQuantity).default(0),
      palletLength: measure(palletMeasureRules.palletLength),
      palletWidth: measure(palletMeasureRules.palletWidth),
      palletHeight: measure(palletMeasureRules.palletHeight),
      palletWeight: measure(palletMeasureRules.palletWeight),
    })
    .superRefine((value, ctx) => {
      // Packaging left out is computed from the equipment by the server: 0 when the equipment is. Pallets
      // count only with pallet shipping (the server drops them without it).
      const counted = (field: (typeof contentFields)[number]) =>
        field === 'palletQuantity'
          ? value.usesPalletShipping && value.palletQuantity > 0
          : Boolean(value[field]);
      if (!contentFields.some(counted)) {
        ctx.addIssue({ code: 'custom', path: ['computersToCollect'], message: emptyConditioningMessage });
      }
    }, emptyRuleWhen),
);
/** Any real desired date: the stored form, and PUT (the server checks a past date against the stored one). */
export const materialConditioningInputSchema = conditioningSchemas.input;
/** POST and the creation form: the desired date is today or later (Europe/Paris). */
export const materialConditioningCreateSchema = conditioningSchemas.create;
/** The form's schema: creation for null, else the edit of `request` (its own past date stays valid). */
export const materialConditioningFormSchema = conditioningSchemas.form;
export type MaterialConditioningInput = z.input<typeof materialConditioningInputSchema>;

export {
  type ConditioningEquipmentField,
  type ConditioningPackagingField,
  conditioningEquipmentLabels,
  conditioningPackagingLabels,
} from './material-conditioning.labels';

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

/** A list's card (`view=card`): the base fields, every count it sums up and the pallet details. */
export const materialConditioningCardFields = [
  ...cardBaseFields,
  ...(Object.keys(conditioningEquipmentLabels) as ConditioningEquipmentField[]),
  ...(Object.keys(conditioningPackagingLabels) as ConditioningPackagingField[]),
  'usesPalletShipping',
  'palletQuantity',
  'palletLength',
  'palletWidth',
  'palletHeight',
  'palletWeight',
] as const satisfies readonly (keyof MaterialConditioningRequest)[];
export type MaterialConditioningCardItem = Pick<
  MaterialConditioningRequest,
  (typeof materialConditioningCardFields)[number]
>;
