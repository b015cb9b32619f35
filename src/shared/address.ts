/**
 * The minimal postal address of the directories' records — a client's company address and a saved
 * shipping address — which request forms are filled from, so a bad one would be copied into every
 * request: « x » or « Paris » is refused, with a sentence that says what is missing.
 *
 * - In France: a street (a word of letters; a number usually, but a lieu-dit has none), then the 5-digit
 *   postal code and the town (« 10 avenue de France, 75013 Paris », « Le Bourg 12340 Bozouls »,
 *   « ZI Nord, BP 12, 69100 Villeurbanne Cedex »). The postal code is the one `postalCodeOf` finds
 *   (the last 5-digit group standing as a word): a street part must come before it and a town after it.
 *   « France » may end the address.
 * - Abroad: the last part (after a comma, a semicolon or a line break) names the country, in French,
 *   English, German, Spanish, Italian, Dutch or Portuguese (« Allemagne », « United Kingdom »,
 *   « Deutschland »); before it, the street and the town: two parts with words, or one with a number (a
 *   street number or a postal code, whatever the country's format): « 10 Downing Street, London SW1A 2AA,
 *   Royaume-Uni », « Boulevard Latrille, Abidjan, Côte d'Ivoire », « Hauptstraße 5 Berlin, Allemagne ».
 *
 * The request forms keep their own address rules (the regional form requires Île-de-France); see docs/features/requests.md « Phone numbers and addresses ».
 */
import { getCountries } from 'libphonenumber-js/min';
import { isInIleDeFrance, postalCodeMatch } from './requests/ile-de-france';
import { requiredFreeText } from './text-fields';

export const addressMessages = {
  incomplete:
    "Adresse incomplète\u00a0: indiquez le numéro et la rue, puis le code postal (5 chiffres) et la ville. Pour une adresse à l'étranger, terminez par le pays.",
} as const;

const word = /\p{L}{2,}/u;
const letter = /\p{L}/u;
const digit = /\d/;

/** Lower case, no accents, every run of other characters one space: « Côte d’Ivoire » → "cote d ivoire". */
function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The names of every country but France. The region codes come from the phone library the forms already
 * load (its numbering plans cover every country); the names from the runtime's Unicode data (Node and
 * every current browser have it), so no list is maintained here.
 */
const nameLocales = ['fr', 'en', 'de', 'es', 'it', 'nl', 'pt'];
let foreignCountries: Set<string> | undefined;
function foreignCountryNames(): Set<string> {
  if (foreignCountries) return foreignCountries;
  const names = new Set<string>(['uk', 'usa']);
  for (const locale of nameLocales) {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of getCountries()) {
      if (code === 'FR') continue;
      const name = display.of(code);
      if (name) names.add(normalized(name));
    }
  }
  names.delete('france');
  foreignCountries = names;
  return names;
}

/** The parts before a last part naming a foreign country, or null when the address does not end with one. */
function beforeForeignCountry(address: string): string[] | null {
  const parts = address.split(/[,;\n]/);
  const last = parts.at(-1) ?? '';
  if (!foreignCountryNames().has(normalized(last))) return null;
  return parts.slice(0, -1);
}

/** Whether `address` is complete enough to send something there (rules above). */
export function isCompleteAddress(address: string): boolean {
  const abroad = beforeForeignCountry(address);
  if (abroad !== null) {
    const named = abroad.filter((part) => word.test(part)).length;
    return named >= 2 || (named === 1 && abroad.some((part) => digit.test(part)));
  }
  const postalCode = postalCodeMatch(address);
  if (!postalCode) return false;
  const street = address.slice(0, postalCode.index);
  const town = address.slice(postalCode.index + postalCode.code.length);
  return word.test(street) && letter.test(town);
}

/**
 * The town of a French address: what follows its postal code up to a comma or the end of the line, without
 * « Cedex » and its number (« CS 30001, 75008 Paris Cedex 08 » → « Paris »). Null for an address abroad
 * (its format is its country's) or without a town after the postal code. The attestation's « Fait à … ».
 */
export function townOf(address: string): string | null {
  if (beforeForeignCountry(address) !== null) return null;
  const postalCode = postalCodeMatch(address);
  if (!postalCode) return null;
  const line = address.slice(postalCode.index + postalCode.code.length).split(/[,;\n]/)[0] ?? '';
  const town = line
    .replace(/\bcedex\b.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return letter.test(town) ? town : null;
}

/**
 * Whether `address` is in Île-de-France: its postal code is of the region and it does not end with another
 * country (a German « 75172 Pforzheim, Allemagne » has a code that starts like Paris's). The regional
 * collections require it, the collections outside Île-de-France refuse it.
 */
export function isIleDeFranceAddress(address: string): boolean {
  return isInIleDeFrance(address) && beforeForeignCountry(address) === null;
}

/** A required address: blank gives `requiredMessage` (spec §5), an incomplete one `addressMessages`. */
export const addressField = (requiredMessage: string) =>
  requiredFreeText(requiredMessage, 1000).refine(isCompleteAddress, addressMessages.incomplete);
