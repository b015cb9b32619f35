/**
 * The offer number and its prefix (general settings, default "OE-000"): users type only the last digits
 * (spec §2 "General"), the form keeps the whole number. A number that does not start with the current
 * prefix (saved before the prefix changed, filled from Odoo as "S00042", or pasted whole) is shown whole,
 * so editing a request never rewrites it.
 *
 * The input keeps only what the number can hold as one types: digits after the prefix; a number shown
 * whole, the characters of the server's shape (`offerNumberProblem`: letters without accents, digits,
 * - _ . /). A refused character is not inserted rather than reported at submit.
 */
import { isOfferNumber, OFFER_NUMBER_MAX_LENGTH } from '@shared/requests/request-fields';

/** What the input shows for a stored offer number, and whether the prefix is shown before it. */
export function splitOfferNumber(value: string, prefix: string): { suffix: string; prefixed: boolean } {
  if (!prefix) return { suffix: value, prefixed: false };
  if (value === '') return { suffix: '', prefixed: true };
  return value.startsWith(prefix)
    ? { suffix: value.slice(prefix.length), prefixed: true }
    : { suffix: value, prefixed: false };
}

/**
 * The stored offer number for what the input holds: blank stays blank (the field may be optional), the
 * digits typed after the prefix get the prefix, a number shown whole is kept as it is.
 */
export function joinOfferNumber(typed: string, prefix: string, prefixed: boolean): string {
  const text = typed.trim();
  if (!text) return '';
  return prefixed ? `${prefix}${text}` : text;
}

const refusedCharacters = { prefixed: /\D/g, whole: /[^A-Za-z0-9._/-]/g };

/** The characters of `text` the input keeps: digits after the prefix, the shape's characters otherwise. */
export function keepOfferCharacters(text: string, prefixed: boolean): string {
  return text.replace(prefixed ? refusedCharacters.prefixed : refusedCharacters.whole, '');
}

export interface FilteredOfferInput {
  /** What the input keeps. */
  text: string;
  /** Where the caret goes: after the kept characters that stood before it. */
  caret: number;
  /** Whether a character other than a space was left out (spaces go silently: a paste often has some). */
  refused: boolean;
}

/** The input's new text (typed, pasted, dropped) with what the offer number cannot hold left out. */
export function filterOfferInput(text: string, caret: number, prefixed: boolean): FilteredOfferInput {
  const kept = keepOfferCharacters(text, prefixed);
  return {
    text: kept,
    caret: keepOfferCharacters(text.slice(0, caret), prefixed).length,
    refused: kept.length !== text.replace(/\s/g, '').length,
  };
}

/**
 * A paste into the digits after the prefix that is a whole number, and the stored number it makes, or
 * null for digits to insert where the caret is. A number starting with the current prefix keeps its
 * digits after the prefix (what the user would type); another whole number — one with a letter, in the
 * server's shape, such as Odoo's "S00042" or a number under an older prefix — replaces the field and is
 * shown whole, as the ERP prefill shows it. Anything else ("n° 123", "0042") is only digits to insert.
 */
export function pastedOfferNumber(
  pasted: string,
  prefix: string,
): { value: string; refused: boolean } | null {
  const text = pasted.trim();
  if (prefix && text.startsWith(prefix)) {
    const { text: digits, refused } = filterOfferInput(text.slice(prefix.length), 0, true);
    return { value: joinOfferNumber(digits, prefix, true), refused };
  }
  if (/[A-Za-z]/.test(text) && text.length <= OFFER_NUMBER_MAX_LENGTH && isOfferNumber(text)) {
    return { value: text, refused: false };
  }
  return null;
}
