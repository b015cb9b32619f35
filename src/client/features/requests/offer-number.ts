/**
 * The offer number and its prefix (general settings, default "OE-000"): users type only the last digits
 * (spec §2 "General"), the form keeps the whole number. A number that does not start with the current
 * prefix (saved before the prefix changed) is shown whole, so editing a request never rewrites it.
 */

/** What the input shows for a stored offer number, and whether the prefix is shown before it. */
export function splitOfferNumber(value: string, prefix: string): { suffix: string; prefixed: boolean } {
  if (!prefix) return { suffix: value, prefixed: false };
  if (value === '') return { suffix: '', prefixed: true };
  return value.startsWith(prefix)
    ? { suffix: value.slice(prefix.length), prefixed: true }
    : { suffix: value, prefixed: false };
}

/**
 * The stored offer number for what was typed: blank stays blank (the field may be optional), a pasted
 * complete number is kept as is, anything else gets the prefix.
 */
export function joinOfferNumber(typed: string, prefix: string, prefixed: boolean): string {
  const text = typed.trim();
  if (!text) return '';
  if (!prefixed || text.startsWith(prefix)) return text;
  return `${prefix}${text}`;
}
