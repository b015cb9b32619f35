/**
 * Packaging calculations of spec §9, as pure functions shared by the forms (live summary) and the server
 * (counts computed when a request arrives without them). Integer arithmetic throughout: 50 × 1.1 in
 * floating point is 55.00000000000001, which would round up to 56 envelopes.
 */

/** Weights in grams per device; a standard box carries 21 kg. */
export const DEVICE_WEIGHT_G = { computer: 3000, phone: 220, tablet: 700 } as const;
export const STANDARD_BOX_CAPACITY_G = 21_000;
export const SCREENS_PER_BOX = 4;

/** One envelope per device plus 10 %, rounded up. */
export function envelopesFor(devices: number): number {
  return Math.ceil((devices * 11) / 10);
}

export function screenBoxesFor(screens: number): number {
  return Math.ceil(screens / SCREENS_PER_BOX);
}

export interface ConditioningEquipment {
  computersToCollect: number;
  phonesToCollect: number;
  tabletsToCollect: number;
  screensToCollect: number;
  d3eBoxesToFill: number;
}

export interface ConditioningPackaging {
  pcEnvelopes: number;
  phoneEnvelopes: number;
  tabletEnvelopes: number;
  standardBoxes: number;
  screenBoxes: number;
  d3eBoxes: number;
}

/**
 * Conditioning form: standard boxes = total weight / 21 kg rounded up once, plus the D3E boxes to fill
 * (one D3E box counts as one standard box); d3eBoxes is always 0. PC fixes travel on pallets.
 */
export function conditioningPackaging(equipment: ConditioningEquipment): ConditioningPackaging {
  const totalGrams =
    equipment.computersToCollect * DEVICE_WEIGHT_G.computer +
    equipment.phonesToCollect * DEVICE_WEIGHT_G.phone +
    equipment.tabletsToCollect * DEVICE_WEIGHT_G.tablet;
  return {
    pcEnvelopes: envelopesFor(equipment.computersToCollect),
    phoneEnvelopes: envelopesFor(equipment.phonesToCollect),
    tabletEnvelopes: envelopesFor(equipment.tabletsToCollect),
    standardBoxes: Math.ceil(totalGrams / STANDARD_BOX_CAPACITY_G) + equipment.d3eBoxesToFill,
    screenBoxes: screenBoxesFor(equipment.screensToCollect),
    d3eBoxes: 0,
  };
}

export interface RegionalEquipment {
  computersToCollect: number;
  phonesToCollect: number;
  tabletsToCollect: number;
  screensToCollect: number;
  d3eBoxes: number;
}

export interface RegionalPackaging {
  pcEnvelopes: number;
  phoneEnvelopes: number;
  tabletEnvelopes: number;
  largeCartons: number;
  standardCartons: number;
  total: number;
}

/**
 * Regional form: each device kind's weight is rounded up to whole cartons separately, then the D3E cartons
 * entered are added; PC fixes do not enter the calculation; the total is the sum of everything.
 */
export function regionalPackaging(equipment: RegionalEquipment): RegionalPackaging {
  const cartonsFor = (devices: number, grams: number) =>
    Math.ceil((devices * grams) / STANDARD_BOX_CAPACITY_G);
  const pcEnvelopes = envelopesFor(equipment.computersToCollect);
  const phoneEnvelopes = envelopesFor(equipment.phonesToCollect);
  const tabletEnvelopes = envelopesFor(equipment.tabletsToCollect);
  const largeCartons = screenBoxesFor(equipment.screensToCollect);
  const standardCartons =
    cartonsFor(equipment.computersToCollect, DEVICE_WEIGHT_G.computer) +
    cartonsFor(equipment.phonesToCollect, DEVICE_WEIGHT_G.phone) +
    cartonsFor(equipment.tabletsToCollect, DEVICE_WEIGHT_G.tablet) +
    equipment.d3eBoxes;
  return {
    pcEnvelopes,
    phoneEnvelopes,
    tabletEnvelopes,
    largeCartons,
    standardCartons,
    total: pcEnvelopes + phoneEnvelopes + tabletEnvelopes + largeCartons + standardCartons,
  };
}
