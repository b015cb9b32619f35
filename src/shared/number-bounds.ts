/**
 * Numbers in forms and in the API, without zod: how a typed value becomes a number (spec §5), the bounds
 * every integer input gets and their French wording. The pages' first load needs some of them (the
 * schema's `boundedNumber` lives in numbers.ts, which re-exports all of this).
 */
/**
 * Spec §5: number inputs parse to whole numbers and anything non-numeric becomes 0 (the schema then says
 * whether 0 is acceptable). Used by every numeric form field.
 */
export function parseWholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  const parsed = Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/**
 * A count as a form holds it while being typed, for live calculations: whole, and never below 0 (the
 * schema refuses a negative count on submit; the summary meanwhile reads it as none).
 */
export function parseCount(value: unknown): number {
  return Math.max(0, parseWholeNumber(value));
}

/**
 * The largest value of an int4 column, and so the largest id a serial column can hold. A larger id cannot
 * exist, and PostgreSQL refuses to compare an int4 column with it (the query fails), so schemas refuse it.
 */
export const MAX_SERIAL_ID = 2_147_483_647;

/**
 * Domain bounds (docs/decisions/0009-validation-bounds.md). Each is far above real use and far below the
 * int4 columns, so a stored value — and any sum the server writes from bounded values — always fits.
 */
/** Devices, boxes to fill, parcels and pallets of one request. */
export const MAX_COUNT = 100_000;
/**
 * Packaging counts of a conditioning request. They are calculated from the equipment (110 % envelopes,
 * boxes by weight plus the D3E boxes), so they must hold the calculation at MAX_COUNT devices: 118 667.
 */
export const MAX_PACKAGING_COUNT = 200_000;
/** An item's current, minimum and maximum stock, and one movement or packaging request quantity. */
export const MAX_STOCK = 1_000_000;
/** A length, width or height: the general settings' presets use the same bound. */
export const MAX_DIMENSION_CM = 1000;
/** The weight of one parcel or pallet. */
export const MAX_WEIGHT_KG = 10_000;

/**
 * A bound as French text: "100 000" with a narrow no-break space between groups of three (what
 * `toLocaleString('fr-FR')` shows on the pages), so a message never wraps inside a number. Four-digit
 * numbers stay whole ("1000 cm"), as French typography allows.
 */
export function formatBound(value: number): string {
  const digits = String(value);
  return digits.length <= 4 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '\u202f');
}

export interface NumberRule {
  /** The field as the message's subject: "Le nombre d'ordinateurs", "La largeur". */
  subject: string;
  min: number;
  max: number;
  /** The message under the minimum (the spec's wording where it has one, e.g. "… doit être positif"). */
  tooSmall: string;
  /** Decimals allowed (measures) or not (counts, stock). */
  whole: boolean;
  /** Appended to the bound in the "too large" message: "cm", "kg". */
  unit?: string;
}

/** The three messages of a number field: below the minimum, above the maximum, not a (whole) number. */
export function numberMessages({ subject, max, tooSmall, whole, unit }: NumberRule) {
  return {
    tooSmall,
    tooLarge: `${subject} ne peut pas dépasser ${formatBound(max)}${unit ? ` ${unit}` : ''}`,
    notANumber: `${subject} doit être un nombre${whole ? ' entier' : ''}`,
  };
}
