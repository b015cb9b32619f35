/**
 * The dimension presets of the pickup rows (spec §2, §9): cartons fill width, length and height from the
 * general settings; the europallet fills width and length only (its height depends on the load). The
 * weight is never preset.
 */
import type { Parcel } from '@shared/requests/package-pickup.schema';
import { centimetresText } from '@shared/requests/request-summary';
import type { GeneralSettingsInput } from '@shared/settings/general-settings.schema';

export type ParcelPreset = 'carton' | 'grandCarton' | 'europalette';

export const parcelPresetLabels: Record<ParcelPreset, string> = {
  carton: 'Carton standard',
  grandCarton: 'Grand carton',
  europalette: 'Europalette',
};

/** Parcels are cartons, pallets are europallets. */
export const presetsByType = {
  package: ['carton', 'grandCarton'],
  pallet: ['europalette'],
} as const satisfies Record<string, readonly ParcelPreset[]>;

export function presetDimensions(
  settings: GeneralSettingsInput,
  preset: ParcelPreset,
): Partial<Omit<Parcel, 'weight'>> {
  switch (preset) {
    case 'carton':
      return { width: settings.cartonWidth, length: settings.cartonLength, height: settings.cartonHeight };
    case 'grandCarton':
      return {
        width: settings.grandCartonWidth,
        length: settings.grandCartonLength,
        height: settings.grandCartonHeight,
      };
    case 'europalette':
      return { width: settings.europaletteWidth, length: settings.europaletteLength };
  }
}

/** "40 × 30 × 20 cm", or "80 × 120 cm" for the europallet: the preset's dimensions on its button. */
export function presetText(settings: GeneralSettingsInput, preset: ParcelPreset): string {
  const { width, length, height } = presetDimensions(settings, preset);
  return centimetresText([width, length, height].filter((value) => value !== undefined));
}
