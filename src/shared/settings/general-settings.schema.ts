/**
 * General settings (spec §3, §9): carton and europallet presets in cm and the offer number prefix.
 * Decision: a dimension is a whole number from 1 to 1000 cm — a 0 cm carton cannot be shipped, and the
 * pickup rows these presets fill require at least 1. The prefix is 1–20 characters such that the prefix
 * followed by digits is a valid offer number (request-fields.ts): the forms put it before the typed digits.
 */
import { z } from 'zod';
import { boundedNumber, MAX_DIMENSION_CM } from '../numbers';
import { isOfferNumber } from '../requests/request-fields';

export { MAX_DIMENSION_CM };
export const MIN_DIMENSION_CM = 1;
export const MAX_PREFIX_LENGTH = 20;
export const prefixMessages = {
  required: 'Le préfixe est requis',
  tooLong: `Le préfixe ne peut pas dépasser ${MAX_PREFIX_LENGTH} caractères`,
  format:
    'Le préfixe doit commencer par une lettre ou un chiffre et ne contenir que des lettres sans accent, des chiffres et les signes - _ . / (ex. OE-000)',
} as const;

const dimension = boundedNumber({
  subject: 'La dimension',
  min: MIN_DIMENSION_CM,
  max: MAX_DIMENSION_CM,
  unit: 'cm',
  tooSmall: "La dimension doit être d'au moins 1 cm",
  whole: true,
});

export const generalSettingsInputSchema = z.object({
  cartonWidth: dimension,
  cartonLength: dimension,
  cartonHeight: dimension,
  grandCartonWidth: dimension,
  grandCartonLength: dimension,
  grandCartonHeight: dimension,
  europaletteWidth: dimension,
  europaletteLength: dimension,
  offerNumberPrefix: z
    .string({ error: prefixMessages.required })
    .trim()
    .min(1, prefixMessages.required)
    .max(MAX_PREFIX_LENGTH, prefixMessages.tooLong)
    .refine((prefix) => isOfferNumber(`${prefix}0`), prefixMessages.format),
});
export type GeneralSettingsInput = z.infer<typeof generalSettingsInputSchema>;

export interface GeneralSettings extends GeneralSettingsInput {
  id: number;
  /** Decision 0076: a PUT sends it back; raised by every change. */
  version: number;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** Spec §3/§9 defaults, also the values of the row created on first read. */
export const defaultGeneralSettings: GeneralSettingsInput = {
  cartonWidth: 40,
  cartonLength: 30,
  cartonHeight: 20,
  grandCartonWidth: 60,
  grandCartonLength: 40,
  grandCartonHeight: 30,
  europaletteWidth: 80,
  europaletteLength: 120,
  offerNumberPrefix: 'OE-000',
};
