/**
 * Regional collections happen in Île-de-France (spec §2): the address must carry a postal code of Paris or
 * of the petite or grande couronne. Collections outside Île-de-France are the mirror: an address with such a
 * code is refused there (an address without a code, e.g. abroad, is not).
 *
 * What counts as the postal code of a free-text address: a group of exactly five digits standing as a word
 * (no letter or digit touching it: "75001 Paris", "Paris 75015", "F-93200"), and when there are several,
 * the last one. A French address ends with the postal code and the town ("… 93200 Saint-Denis",
 * "… 75008 Paris Cedex 08"); a five-digit number before it is a street or building number, or a
 * CS/BP box ("12000 route de Lyon, 93200 Saint-Denis" is in Saint-Denis). Grouped digits ("75 001") and
 * longer runs (a phone number) are not postal codes.
 */

export const ileDeFranceDepartments = ['75', '77', '78', '91', '92', '93', '94', '95'] as const;

export const ileDeFranceMessage =
  'La collecte doit se situer en Île-de-France (code postal 75, 77, 78, 91, 92, 93, 94 ou 95).';

/** The mirror rule, for collections outside Île-de-France: they are the regional page's business. */
export const insideIleDeFranceMessage =
  'Cette adresse est en Île-de-France\u00a0: une collecte en Île-de-France se demande dans «\u00a0Collectes Région Parisienne\u00a0».';

const postalCodePattern = /(?<![\p{L}\p{N}])\d{5}(?![\p{L}\p{N}])/gu;

/** The address's postal code as defined above and where it starts, or null when it has none. */
export function postalCodeMatch(address: string): { code: string; index: number } | null {
  const last = [...address.matchAll(postalCodePattern)].at(-1);
  return last ? { code: last[0], index: last.index } : null;
}

/** The address's postal code as defined above, or null when it has none. */
export function postalCodeOf(address: string): string | null {
  return postalCodeMatch(address)?.code ?? null;
}

export function isInIleDeFrance(address: string): boolean {
  const code = postalCodeOf(address);
  return code !== null && (ileDeFranceDepartments as readonly string[]).includes(code.slice(0, 2));
}
