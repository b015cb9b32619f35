/**
 * The phone rule of every phone the product stores (clients, saved addresses, the contact of every request
 * kind, a transport's sender and recipient): a French or an international number, checked by
 * libphonenumber-js (Google's numbering plans, kept up to date by the package) and stored formatted.
 *
 * - France is the default country: « 0123456789 », « 01.23.45.67.89 », « +33 1 23 45 67 89 » and
 *   « 0033 1 23 45 67 89 » are the same number. A foreign number needs its « + » or « 00 » prefix
 *   (« 020 7946 0958 » is read as a French number, and refused).
 * - Only digits, spaces and the usual separators (+ . - / parentheses): letters are refused, so an
 *   extension (« poste 12 ») or a note cannot hide in the field, nor a number typed in the wrong field.
 * - Stored as it is shown: a French number in the national format « 01 23 45 67 89 », any other in the
 *   international format « +44 20 7946 0958 ». Lists, mails and CSV exports show the stored text as is, so
 *   the library loads with the forms only (it is imported by the zod schemas, which list pages never load).
 *
 * The `min` metadata (83 kB, 20 kB gzip) checks each country's number pattern and possible lengths; the
 * `max` one (157 kB, 40 kB gzip) would also tell a mobile from a landline and refuse the few ranges no
 * operator has been given, which a contact's phone does not need.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { singleLineProblem } from './text-fields';

const DEFAULT_COUNTRY: CountryCode = 'FR';

export const phoneMessages = {
  invalid:
    'Numéro de téléphone invalide\u00a0: saisissez un numéro français (01 23 45 67 89) ou international (+44 20 7946 0958).',
} as const;

/** Longer than any number written with its separators: the rest is not a phone number. */
const MAX_PHONE_LENGTH = 50;
/** Digits, spaces (no-break ones too) and the separators people write numbers with; no letters. */
const phoneCharacters = /^[\d\s\u00a0\u202f+().\-/]+$/;

/**
 * The number `text` stands for, formatted as it is stored (see above), or null when it is not a valid
 * French or international number.
 */
export function formatPhone(text: string): string | null {
  const value = text.trim();
  if (value === '' || value.length > MAX_PHONE_LENGTH || !phoneCharacters.test(value)) return null;
  // extract: false — the whole text must be the number, not a number found inside it.
  const number = parsePhoneNumberFromString(value, { defaultCountry: DEFAULT_COUNTRY, extract: false });
  if (!number?.isValid()) return null;
  return number.country === DEFAULT_COUNTRY ? number.formatNational() : number.formatInternational();
}

/**
 * A required phone: blank gives `requiredMessage` (the spec §5 wording of each form), anything else that is
 * not a number gives `phoneMessages.invalid`; the output is the formatted number.
 */
export const phoneField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      // A line break or another control character: the single-line fields' message (decision 0073).
      const problem = singleLineProblem(value);
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem, input: value });
        return z.NEVER;
      }
      const formatted = formatPhone(value);
      if (formatted === null) {
        ctx.issues.push({ code: 'custom', message: phoneMessages.invalid, input: value });
        return z.NEVER;
      }
      return formatted;
    });
