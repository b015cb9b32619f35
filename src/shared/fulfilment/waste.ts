/**
 * What the received equipment becomes (issue 22, « Registre des déchets »): at reception each counted
 * category is tagged « Réemploi » (reused as equipment: not waste) or « DEEE » with its waste code from the
 * European list of wastes (annexe II of article R541-8 du code de l'environnement). The codes followed by
 * an asterisk are hazardous. Household-like equipment (chapter 20) or professional equipment (chapter 16).
 *
 * Stored in the reception stage's data under `wasteTags` (a `WasteTags`), read by the register (CSV) and
 * the attestation (PDF). A reception recorded before this field existed has no tags: « non renseigné ».
 */
import type { EquipmentCategory } from './fulfilment-stages';

export const wasteCodes = {
  '20 01 35*': {
    label:
      'Équipements électriques et électroniques mis au rebut contenant des composants dangereux (déchets municipaux)',
    hazardous: true,
  },
  '20 01 36': {
    label: 'Équipements électriques et électroniques mis au rebut autres (déchets municipaux)',
    hazardous: false,
  },
  '16 02 13*': {
    label: 'Équipements mis au rebut contenant des composants dangereux',
    hazardous: true,
  },
  '16 02 14': {
    label: 'Équipements mis au rebut autres que ceux visés aux rubriques 16 02 09 à 16 02 13',
    hazardous: false,
  },
} as const;
export type WasteCode = keyof typeof wasteCodes;
export const wasteCodeList = Object.keys(wasteCodes) as WasteCode[];

/** « Réemploi » (not waste) or a DEEE waste code. */
export type WasteTag = 'reuse' | WasteCode;
export const REUSE_LABEL = 'Réemploi';

/** The tag of each category received (categories received at 0 need none). */
export type WasteTags = Partial<Record<EquipmentCategory, WasteTag>>;

export const wasteTagLabel = (tag: WasteTag): string => (tag === 'reuse' ? REUSE_LABEL : `DEEE ${tag}`);
