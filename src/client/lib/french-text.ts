/**
 * French typography for text built in code: a number is never separated from its unit at a line break
 * ("12 pièces", "120 × 80 cm"), and the space before ":" ";" "?" "!" is non-breaking too (written
 * `\u00a0` in strings and `&nbsp;` in JSX text across the client).
 */
export const NBSP = '\u00a0';

/** "12 pièces", "1 500 kg": the figure in French digits and its unit, never on two lines. */
export function quantityText(value: number, unit: string): string {
  return `${value.toLocaleString('fr-FR')}${NBSP}${unit}`;
}

/** « 1 équipement », « 12 équipements »: a count and its word, plural from 2 on (the French rule). */
export function countText(value: number, word: string): string {
  return quantityText(value, value > 1 ? `${word}s` : word);
}

/**
 * A phrase written by a library (date-fns' "il y a 3 jours", "moins d’une minute") in the app's typography:
 * the straight apostrophe of every other text, and each number glued to the word after it.
 */
export function frenchPhrase(text: string): string {
  return text.replace(/\u2019/g, "'").replace(/(\d) (?=\S)/g, `$1${NBSP}`);
}
