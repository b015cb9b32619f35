/**
 * General settings (spec §3, §9): carton and europallet presets in cm and the offer number prefix.
 * Decision: a dimension is a whole number from 1 to 1000 cm — a 0 cm carton cannot be shipped, and the
 * pickup rows these presets fill require at least 1.
 */
import { z } from 'zod';

export const MIN_DIMENSION_CM = 1;
export const MAX_DIMENSION_CM = 1000;

const dimension = z
  .number({ error: 'La dimension doit être un nombre entier' })
  .int('La dimension doit être un nombre entier')
  .min(MIN_DIMENSION_CM, 'La dimension doit être d’au moins 1 cm')
  .max(MAX_DIMENSION_CM, 'La dimension ne peut pas dépasser 1000 cm');

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
    .string({ error: 'Le préfixe est requis' })
    .trim()
    .min(1, 'Le préfixe est requis')
    .max(20, 'Le préfixe ne peut pas dépasser 20 caractères'),
});
export type GeneralSettingsInput = z.infer<typeof generalSettingsInputSchema>;

export interface GeneralSettings extends GeneralSettingsInput {
  id: number;
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
