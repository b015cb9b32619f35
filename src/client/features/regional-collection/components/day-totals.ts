/**
 * What a calendar day says about the collections it holds (decision 0068): its total, and the link to the
 * ones its column does not show.
 */
const integers = new Intl.NumberFormat('fr-FR');

/** Cards a day column shows before « Voir les N autres »: a crowded day stays one screen tall. */
export const DAY_CARD_LIMIT = 8;

/** "1 collecte", "1 370 collectes". */
export function collectionCount(n: number): string {
  return `${integers.format(n)} ${n === 1 ? 'collecte' : 'collectes'}`;
}

/** The link's text for the `hidden` collections a day does not show, after `shown` cards. */
export function moreLinkText(hidden: number, shown: number): string {
  if (shown === 0) return hidden === 1 ? 'Voir la collecte' : `Voir les ${integers.format(hidden)} collectes`;
  return hidden === 1 ? "Voir l'autre collecte" : `Voir les ${integers.format(hidden)} autres`;
}
