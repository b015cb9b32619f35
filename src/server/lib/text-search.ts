/**
 * The SQL of a search (src/shared/search/search-text.ts says what matches): every term found in the row's
 * `search_text` (a generated column of drizzle/0016, indexed by trigrams, never selected by the app).
 */
import { typedReferenceWords } from '@shared/requests/request-reference';
import { likePatternOf, type SearchTerm, searchTerms, wordStartPatternOf } from '@shared/search/search-text';
import { getTableName, type SQL, sql, type Table } from 'drizzle-orm';

/** The table's searchable text, qualified by its name (it is not a Drizzle column: see above). */
export const searchTextOf = (table: Table): SQL => sql`${sql.identifier(getTableName(table))}.search_text`;

function termCondition(text: SQL, term: SearchTerm, pattern: (word: string) => string): SQL {
  const forms = term.map((word) => sql`${text} LIKE ${pattern(word)}`);
  return forms.length === 1 ? (forms[0] as SQL) : sql`(${sql.join(forms, sql` OR `)})`;
}

function allTerms(text: SQL, terms: SearchTerm[], pattern: (word: string) => string): SQL | undefined {
  if (terms.length === 0) return undefined;
  return sql`(${sql.join(
    terms.map((term) => termCondition(text, term, pattern)),
    sql` AND `,
  )})`;
}

/**
 * The condition of `q` on `text`: undefined for a blank `q`; for a `q` with nothing searchable in it
 * (« -- »), a condition nothing meets — a search for punctuation finds nothing rather than everything.
 */
export function searchCondition(text: SQL, q: string | undefined): SQL | undefined {
  if (!q?.trim()) return undefined;
  return referenceCondition(text, q) ?? allTerms(text, searchTerms(q), likePatternOf) ?? sql`false`;
}

/** True when every term starts a word of `text` (a prefix or an exact match): ranked before the rest. */
export function wordStartCondition(text: SQL, q: string): SQL {
  return referenceCondition(text, q) ?? allTerms(text, searchTerms(q), wordStartPatternOf) ?? sql`false`;
}

/**
 * A whole reference typed (« col-2026-00042 ») finds that request alone (decision 0087): its words as one
 * phrase between spaces, served by the same trigram index.
 */
function referenceCondition(text: SQL, q: string): SQL | undefined {
  const words = typedReferenceWords(q);
  return words === undefined ? undefined : sql`${text} LIKE ${`% ${words} %`}`;
}
