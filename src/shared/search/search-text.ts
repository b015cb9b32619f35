/**
 * What a search matches (issue 23), the same on every list, the directory, the combobox and the global search:
 * - case, accents, ligatures and punctuation do not count: « lycee » finds « Lycée », « saint ouen » finds
 *   « Saint-Ouen », « paul@ex » finds « paul@example.fr »;
 * - every word typed must be found (in any order, in any of the searched fields): « voltaire lycee » finds
 *   « Lycée Voltaire »;
 * - a word of three characters or more matches anywhere, also inside a word (« olta » finds « Voltaire »,
 *   « 0042 » finds « S00042 »); a word of one or two characters matches the start of a word only (« st »
 *   finds « Stade » but not « Post »): anywhere would match nearly everything;
 * - « st » and « ste » also stand for « saint » and « sainte » (« st ouen » finds « Saint-Ouen »);
 * - a phone matches with or without its spaces (« 0102 » and « 01 02 » find « 01 02 03 04 05 »).
 * Not matched: spelling mistakes, plurals or other word forms (« lycees » does not find « Lycée »).
 *
 * The database keeps each searchable row's text in this form (gl_search_text, drizzle/0016); this module
 * puts what was typed in the same form, so the patterns need no SQL function and the trigram indexes serve
 * them.
 */

/** Letters unaccent turns into several (or into another letter) that Unicode's decomposition leaves alone. */
const ligatures: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ð: 'd',
  þ: 'th',
};

/** Abbreviations that also stand for the word in full. */
const abbreviations: Record<string, string> = { st: 'saint', ste: 'sainte' };

/** The words of `text` in the searchable form: lower case ASCII letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøđłðþ]/g, (letter) => ligatures[letter] ?? letter)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The words of one and two characters match at a word's start only (see above). */
export const MIN_INFIX_LENGTH = 3;

/** One word of the search: the forms any of which may match (the word, and what it abbreviates). */
export type SearchTerm = readonly string[];

/** The terms of a search, each to be found; empty when nothing searchable was typed (« -- », « ! »). */
export function searchTerms(q: string | undefined): SearchTerm[] {
  if (!q) return [];
  const words = [...new Set(searchWords(q))];
  return words.map((word) => {
    const full = abbreviations[word];
    return full ? [word, full] : [word];
  });
}

/**
 * The LIKE pattern of one form of a term on the stored text (which starts and ends with a space): anywhere
 * for three characters or more, at a word's start for fewer. Only [a-z0-9] reach it: no wildcard to escape.
 */
export function likePatternOf(word: string): string {
  return word.length >= MIN_INFIX_LENGTH ? `%${word}%` : `% ${word}%`;
}

/** The pattern of a term matched at a word's start whatever its length (ranking: prefix matches first). */
export function wordStartPatternOf(word: string): string {
  return `% ${word}%`;
}
