/**
 * What the received equipment becomes (issue 22, « Registre des déchets »): at reception each counted
 * category is tagged « Réemploi » (reused as equipment: not waste) or « DEEE » with its waste code from the
 * European list of wastes (annexe II of article R541-8 du code de l'environnement). The codes followed by
 * an asterisk are hazardous. Household-like equipment (chapter 20) or professional equipment (chapter 16).
 *
 * Stored in the reception stage's data under `wasteTags` (a `WasteTags`), read by the register (CSV) and
 * the attestation (PDF). A reception recorded before this field existed has no tags: « non renseigné ».
 */
import { type EquipmentCategory, equipmentCategoryLabels } from './fulfilment-stages';

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

/**
 * A pickup counts parcels or pallets, not categories: its reception carries one tag for the whole lot,
 * under this key (decision 0057). The other receiving kinds tag each category received.
 */
export const WASTE_LOT = 'lot';
export type WasteTagKey = EquipmentCategory | typeof WASTE_LOT;

/** The tag of each category received (categories received at 0 need none), or of a pickup's lot. */
export type WasteTags = Partial<Record<WasteTagKey, WasteTag>>;

export const wasteTagValues: readonly WasteTag[] = ['reuse', ...wasteCodeList];

/** What the stage form's select says of each tag. */
export const wasteTagChoiceLabels: Record<WasteTag, string> = {
  reuse: 'Réemploi (pas un déchet)',
  '20 01 35*': 'DEEE 20 01 35* — ménagers, avec composants dangereux',
  '20 01 36': 'DEEE 20 01 36 — ménagers, autres',
  '16 02 13*': 'DEEE 16 02 13* — professionnels, avec composants dangereux',
  '16 02 14': 'DEEE 16 02 14 — professionnels, autres',
};

export const isWasteTag = (value: unknown): value is WasteTag =>
  typeof value === 'string' && (wasteTagValues as readonly string[]).includes(value);

/**
 * The keys a reception must tag: each category received above 0, or the lot of a pickup that received
 * parcels or pallets. `received` is the stage's quantities, `units` a pickup's count.
 */
export function wasteTagKeysRequired(
  received: Partial<Record<EquipmentCategory, unknown>> | null | undefined,
  units: number | null | undefined,
): WasteTagKey[] {
  if (received) {
    return (Object.keys(equipmentCategoryLabels) as EquipmentCategory[]).filter(
      (category) => typeof received[category] === 'number' && (received[category] as number) > 0,
    );
  }
  return typeof units === 'number' && units > 0 ? [WASTE_LOT] : [];
}

/** « Ordinateurs » or « le lot » (a pickup's parcels or pallets), for messages and summaries. */
export const wasteTagKeyLabel = (key: WasteTagKey): string =>
  key === WASTE_LOT ? 'Lot reçu' : equipmentCategoryLabels[key];

/**
 * Typical weight of one unit of each category (kg), used only to share a reception's single weighed total
 * between its categories when they do not all go under one waste code (decision 0057): the register then
 * says « ESTIME ». A laptop about 2.5 kg, a desktop 8, a phone 0.2, a tablet 0.5, a screen 5, a D3E carton
 * (mixed small equipment) 10.
 */
export const typicalUnitWeightKg: Record<EquipmentCategory, number> = {
  computersToCollect: 2.5,
  pcFixesToCollect: 8,
  phonesToCollect: 0.2,
  tabletsToCollect: 0.5,
  screensToCollect: 5,
  d3eBoxes: 10,
};

export const wasteTagLabel = (tag: WasteTag): string => (tag === 'reuse' ? REUSE_LABEL : `DEEE ${tag}`);
