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
 * The largest id a serial (int4) column can hold. A larger id cannot exist, and PostgreSQL refuses to compare
 * an int4 column with it (the query fails), so schemas refuse it up front.
 */
export const MAX_SERIAL_ID = 2_147_483_647;
