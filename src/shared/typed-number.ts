/**
 * A number as a person types it in a form, and back (issue 30). The inputs are text inputs, not
 * `type="number"`: a number input in an English-locale browser silently drops « 187,5 », and one in a French
 * browser may read its comma as a thousands separator (« 187,5 » stored as 1875). So the text is read here,
 * the same way in every browser: « 187,5 », « 187.5 » and « 1 234,5 » (spaces, no-break spaces or narrow
 * no-break spaces between groups of three digits) are all numbers; anything else (« 12,3,4 », « abc »,
 * « 1e3 », « 1.234,5 ») is unreadable and comes back as NaN, for the field's schema to say in French that it
 * is not a number — never silently dropped or multiplied. Zod-free: the pages' first load uses it.
 */

/** Spaces a French number may hold between its groups of digits. */
const GROUP_SEPARATORS = /[ \u00a0\u202f]/;

/**
 * An optional sign, the whole part (plain digits, or groups of three separated by one space of any kind),
 * then at most one decimal separator (comma or point) and its digits.
 */
const TYPED_NUMBER = /^([-+]?)(\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)?(?:[.,](\d*))?$/;

/**
 * The number in `text`: null when blank (the field decides what blank means), NaN when unreadable.
 * « 12, » and « ,5 » are read as 12 and 0.5 (a comma typed last is not yet a mistake).
 */
export function readTypedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = TYPED_NUMBER.exec(trimmed);
  if (!match || (match[2] === undefined && !match[3])) return Number.NaN;
  const whole = (match[2] ?? '0').split(GROUP_SEPARATORS).join('');
  const value = Number(`${match[1]}${whole}.${match[3] || '0'}`);
  return Object.is(value, -0) ? 0 : value;
}

/** Built at first use: an Intl formatter costs a phone tens of milliseconds, and pages load this module for
 * their forms, which are not open on the first screen. */
let frenchNumber: Intl.NumberFormat | undefined;

/**
 * A number as a form shows it when not being edited: the French form, « 187,5 », without groups (so that
 * what is shown is what can be typed again, and four-digit numbers stay whole as French typography allows).
 * An unreadable or absent value shows as blank.
 */
export function formatTypedNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  frenchNumber ??= new Intl.NumberFormat('fr-FR', { useGrouping: false, maximumFractionDigits: 20 });
  return frenchNumber.format(value).replace('\u2212', '-');
}
