/**
 * The SQL of a search (src/shared/search/search-text.ts says what matches): every term found in the row's
 * `search_text` (a generated column of drizzle/0016, indexed by trigrams, never selected by the app).
 */
import { typedReferenceWords } from '@shared/requests/request-reference';
import { likePatternOf, searchTerms, wordStartPatternOf } from '@shared/search/search-text';
import { getTableName, type SQL, sql, type Table } from 'drizzle-orm';

/** The table's searchable text, qualified by its name (it is not a Drizzle column: see above). */
export const searchTextOf = (table: Table): SQL => sql`${sql.identifier(getTableName(table))}.search_text`;

/**
 * A search reduced to what its SQL depends on — a whole reference, no searchable word, or how many forms
 * each term has (`key`) — and the patterns compared with, in the order the SQL names them. Two searches of
 * one shape differ only in their values: a query prepared for the shape serves both (requests.repository).
 */
export interface SearchShape {
  key: string;
  patterns: string[];
}

/** The shape of `q`, its patterns by `pattern`; undefined for a blank `q`. */
export function searchShape(
  q: string | undefined,
  pattern: (word: string) => string = likePatternOf,
): SearchShape | undefined {
  if (!q?.trim()) return undefined;
  // A whole reference typed (« col-2026-00042 ») finds that request alone (decision 0087): its words as one
  // phrase between spaces, served by the same trigram index.
  const reference = typedReferenceWords(q);
  if (reference !== undefined) return { key: 'r', patterns: [`% ${reference} %`] };
  const terms = searchTerms(q);
  return {
    key: terms.length === 0 ? 'none' : terms.map((term) => term.length).join(''),
    patterns: terms.flatMap((term) => term.map(pattern)),
  };
}

/**
 * The condition of `shape` on `text`, each pattern given by `value` (the pattern itself, or a placeholder
 * a prepared query fills): every term found, any of its forms. A search with nothing searchable in it
 * (« -- ») meets nothing — a search for punctuation finds nothing rather than everything.
 */
export function shapedCondition(text: SQL, shape: SearchShape, value: (index: number) => unknown): SQL {
  if (shape.key === 'r') return sql`${text} LIKE ${value(0)}`;
  if (shape.key === 'none') return sql`false`;
  let index = 0;
  const terms = [...shape.key].map((forms) => {
    const likes = Array.from({ length: Number(forms) }, () => sql`${text} LIKE ${value(index++)}`);
    return likes.length === 1 ? (likes[0] as SQL) : sql`(${sql.join(likes, sql` OR `)})`;
  });
  return sql`(${sql.join(terms, sql` AND `)})`;
}

/** The placeholders' values of a shape prepared with `searchPlaceholder` (`name` for another set of them). */
export function searchValues(shape: SearchShape | undefined, name = 'search'): Record<string, string> {
  return Object.fromEntries((shape?.patterns ?? []).map((pattern, index) => [`${name}${index}`, pattern]));
}

/** The placeholder of a shape's pattern in a prepared query (`searchValues` fills them). */
export const searchPlaceholder = (index: number) => sql.placeholder(`search${index}`);

/** The condition of `q` on `text`, its patterns as values: undefined for a blank `q`. */
export function searchCondition(text: SQL, q: string | undefined): SQL | undefined {
  const shape = searchShape(q);
  return shape && shapedCondition(text, shape, (index) => shape.patterns[index]);
}

/** True when every term starts a word of `text` (a prefix or an exact match): ranked before the rest. */
export function wordStartCondition(text: SQL, q: string): SQL {
  const shape = searchShape(q, wordStartPatternOf);
  return shape ? shapedCondition(text, shape, (index) => shape.patterns[index]) : sql`false`;
}
