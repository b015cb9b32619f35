/**
 * The global search's reads (decision 0064): one statement per group, each bounded whatever the volume.
 * Per request kind two subqueries — the rows whose every term starts a word (exact and prefix matches),
 * then any match — each `ORDER BY created_at DESC LIMIT n` (2n), UNION ALL'ed: the outer sort only ever
 * sees 3n rows per kind, never every match. Clients and articles the same, by id, then shown by name
 * (`nameOrderedMatches`). Every WHERE is a LIKE on a table's trigram-indexed search_text (drizzle/0016,
 * lib/text-search.ts).
 */
import { byKind, type RequestKind } from '@shared/requests/request-kinds';
import type { RequestStatus } from '@shared/requests/request-status';
import { wordStartPatternOf } from '@shared/search/search-text';
import { type SQL, sql, type Table } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawStatements } from '../../db/prepared-shapes';
import { requestTableSql } from '../../db/request-tables';
import { clients, packagingItems } from '../../db/schema';
import {
  searchCondition,
  searchPlaceholder,
  searchShape,
  searchTextOf,
  searchValues,
  shapedCondition,
  wordStartCondition,
} from '../../lib/text-search';

/**
 * What each kind's row answers, as SQL over its own columns (constants, never user input): who it is for,
 * and the parts of its subtitle (the service words them) — the kind's facts (db/request-tables.ts), but
 * where a line of the palette says more: a transport shows « sender → recipient », its type, its requester
 * and where it goes.
 */
interface RequestSource {
  /** The table's name in SQL. */
  table: string;
  title: string;
  /** Offer number (a transport: its type), a tracking number, the contact, an address (its city is shown). */
  offer: string;
  tracking: string;
  contact: string;
  address: string;
  /** The kind's day, or NULL. */
  date: string;
}

const paletteLines: Partial<Record<RequestKind, Partial<RequestSource>>> = {
  delivery: {
    // A party without a company is a person: the contact's name stands for it.
    title:
      "coalesce(nullif(sender_company_name, ''), sender_contact_name) || ' → ' || coalesce(nullif(recipient_company_name, ''), recipient_contact_name)",
    offer: 'request_type',
    contact: 'requester',
    address: 'recipient_address',
  },
  collection: { offer: 'NULL::text' },
};

const requestSources = byKind((kind): RequestSource => {
  const { table, company, contact, address, date } = requestTableSql[kind];
  return {
    table,
    title: company,
    offer: 'offer_number',
    tracking: 'tracking_number',
    contact,
    address,
    date,
    ...paletteLines[kind],
  };
});

export interface RequestMatchRow {
  kind: RequestKind;
  id: number;
  title: string;
  /** The request's reference « COL-2026-00042 » (decision 0087). */
  reference: string;
  offer: string | null;
  tracking: string | null;
  contact: string | null;
  address: string | null;
  status: RequestStatus;
  stage: string | null;
  date: string | null;
  created_at: string;
}

/** What a group's statement matches on a table's text: every term starting a word, and every term anywhere. */
interface SearchConditions {
  wordStart: (text: SQL) => SQL;
  match: (text: SQL) => SQL;
}

/** `q`'s conditions, its patterns as values (the statements the EXPLAIN tests read). */
function searchConditionsOf(q: string): SearchConditions {
  return {
    wordStart: (text) => wordStartCondition(text, q),
    match: (text) => searchCondition(text, q) ?? sql`false`,
  };
}

/**
 * A search's statements are prepared for `q`'s shape (db/prepared-shapes.ts: how many words, how many forms
 * each — the same for both pattern kinds); its patterns fill the placeholders `start<n>` and `search<n>`.
 */
function preparedSearch(q: string): { key: string; values: Record<string, string> } {
  const starts = searchShape(q, wordStartPatternOf);
  const matches = searchShape(q);
  return {
    key: matches?.key ?? '',
    values: { ...searchValues(starts, 'start'), ...searchValues(matches) },
  };
}

/** `q`'s conditions over the placeholders `preparedSearch` fills: built once per shape. */
function searchPlaceholders(q: string): SearchConditions {
  const shape = searchShape(q);
  return {
    wordStart: (text) =>
      shape ? shapedCondition(text, shape, (index) => sql.placeholder(`start${index}`)) : sql`false`,
    match: (text) => (shape ? shapedCondition(text, shape, searchPlaceholder) : sql`false`),
  };
}

/**
 * The ranked matches of one source, in `n` rows or so: the rows whose every term starts a word (rank 0:
 * exact and prefix matches), then any match (rank 1). The newest `2n` matches (in `order`) are read once
 * into the CTE `name`, each marked whether it is a word-start match; while they are all the matches (fewer
 * than 2n), the word-start ones among them are rank 0. Only when there are more is rank 0 read on its own,
 * its newest `n` — gated by a one-time filter on the CTE's count, so a rare term (an offer number: each
 * trigram scan rechecks a thousand rows) reads its index once, not twice.
 * Rank 1 is not « match AND NOT word start »: the planner cannot estimate that conjunction, takes it for
 * common, and reads a whole table backwards through the created_at index to find that nothing qualifies
 * (2.6 s at 200,000 requests for « paris », every one of them a word-start match). Plain matches it
 * estimates like every list's search.
 * Answers the CTE and the UNION ALL of the parts; each part's columns: rank, `columns`, word_start.
 */
function rankedMatches(
  name: string,
  source: { table: Table | string; columns: SQL; where?: SQL; order: SQL },
  search: SearchConditions,
  n: number,
): { cte: SQL; union: SQL } {
  const { columns, where, order } = source;
  // A request table is named by its facts (a string); clients and articles by their Drizzle table.
  const table = typeof source.table === 'string' ? sql.raw(source.table) : source.table;
  const text =
    typeof source.table === 'string' ? sql.raw(`${source.table}.search_text`) : searchTextOf(source.table);
  const wordStart = search.wordStart(text);
  const match = search.match(text);
  const filter = (condition: SQL) => (where ? sql`${where} AND ${condition}` : condition);
  const cte = sql`${sql.identifier(name)} AS MATERIALIZED (
      SELECT ${columns}, ${wordStart} AS word_start FROM ${table} WHERE ${filter(match)}
      ORDER BY ${order} LIMIT ${2 * n})`;
  const union = sql`(SELECT 0 AS rank, * FROM ${sql.identifier(name)} WHERE word_start)
    UNION ALL
    (SELECT 0 AS rank, ${columns}, true AS word_start FROM ${table}
      WHERE (SELECT count(*) FROM ${sql.identifier(name)}) = ${2 * n} AND ${filter(wordStart)}
      ORDER BY ${order} LIMIT ${n})
    UNION ALL
    (SELECT 1 AS rank, * FROM ${sql.identifier(name)})`;
  return { cte, union };
}

/** Each row once, at its best rank (a word-start row is also among the plain matches). */
const firstRank = (union: SQL, key: SQL) =>
  sql`(SELECT DISTINCT ON (${key}) * FROM (${union}) AS matches ORDER BY ${key}, rank)`;

/** The statement of the requests group (exported for the EXPLAIN test). */
export function requestMatchesQuery(q: string, perKind: number): SQL {
  return requestMatchesSql(searchConditionsOf(q), perKind);
}

function requestMatchesSql(search: SearchConditions, perKind: number): SQL {
  const sources = Object.entries(requestSources).map(([kind, source], index) =>
    rankedMatches(
      `matches_${index}`,
      {
        table: source.table,
        columns: sql`${kind}::text AS kind, id, reference, ${sql.raw(source.title)} AS title,
            ${sql.raw(source.offer)} AS offer, ${sql.raw(source.tracking)} AS tracking,
            ${sql.raw(source.contact)} AS contact, ${sql.raw(source.address)} AS address, status, stage,
            ${sql.raw(source.date)} AS date, created_at`,
        order: sql`created_at DESC, id DESC`,
      },
      search,
      perKind,
    ),
  );
  const union = sql.join(
    sources.map(({ union: parts }) => parts),
    sql` UNION ALL `,
  );
  // Dates leave SQL as text so both drivers answer the same strings.
  return sql`WITH ${sql.join(
    sources.map(({ cte }) => cte),
    sql`, `,
  )}
      SELECT kind, id, reference, title, offer, tracking, contact, address, status, stage,
        to_char(date, 'YYYY-MM-DD') AS date,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
      FROM (
        SELECT *, row_number() OVER (PARTITION BY kind ORDER BY rank, created_at DESC, id DESC) AS position
        FROM ${firstRank(union, sql`kind, id`)} AS unique_matches
      ) AS ranked
      WHERE position <= ${perKind}
      ORDER BY kind, position`;
}

const requestMatches = rawStatements<RequestMatchRow>();

export function findRequests(db: Executor, q: string, perKind: number): Promise<RequestMatchRow[]> {
  const { key, values } = preparedSearch(q);
  return requestMatches(
    db,
    `${key}|${perKind}`,
    () => requestMatchesSql(searchPlaceholders(q), perKind),
    values,
  );
}

export interface ClientMatchRow {
  id: number;
  company_name: string;
  contact_name: string;
  contact_email: string | null;
  contact_phone: string;
  company_address: string;
}

/**
 * A group shown in name order (clients, articles): per rank (see `rankedMatches`) the newest matches by
 * id, read backwards on the primary key, then those few sorted by rank and name. Not the first matches in
 * name order: walking the name index until `limit` rows match is fast only when the matches are spread over
 * the alphabet, and names are not (« Lycée … » all sit under L: 25,000 clients read before the first at
 * 50,000 clients, 150 ms); sorting every match by name costs what the matches do (« paris »: 9,000). Ids
 * follow creation, which no word correlates with; the directory (« Voir tout ») lists every match by name.
 */
function nameOrderedMatches(
  table: Table,
  columns: string,
  where: SQL | undefined,
  order: string,
  search: SearchConditions,
  limit: number,
) {
  const { cte, union } = rankedMatches(
    'matches',
    { table, columns: sql.raw(columns), where, order: sql`id DESC` },
    search,
    limit,
  );
  return sql`WITH ${cte} SELECT ${sql.raw(columns)}
      FROM ${firstRank(union, sql`id`)} AS unique_matches
      ORDER BY rank, ${sql.raw(order)}, id LIMIT ${limit}`;
}

/** The clients group, shown in the directory's order (lower(company), id). */
export function clientMatchesQuery(q: string, limit: number): SQL {
  return clientMatchesSql(searchConditionsOf(q), limit);
}

const clientMatchesSql = (search: SearchConditions, limit: number) =>
  nameOrderedMatches(
    clients,
    'id, company_name, contact_name, contact_email, contact_phone, company_address',
    undefined,
    'lower(company_name)',
    search,
    limit,
  );
const clientMatches = rawStatements<ClientMatchRow>();

export function findClients(db: Executor, q: string, limit: number): Promise<ClientMatchRow[]> {
  const { key, values } = preparedSearch(q);
  return clientMatches(db, `${key}|${limit}`, () => clientMatchesSql(searchPlaceholders(q), limit), values);
}

export interface ArticleMatchRow {
  id: number;
  name: string;
  current_stock: number;
  unit: string;
}

/** The articles group: items not archived (deleted ones stay only for the ledger), by name. */
export function articleMatchesQuery(q: string, limit: number): SQL {
  return articleMatchesSql(searchConditionsOf(q), limit);
}

const articleMatchesSql = (search: SearchConditions, limit: number) =>
  nameOrderedMatches(
    packagingItems,
    'id, name, current_stock, unit',
    sql`archived_at IS NULL`,
    'lower(name)',
    search,
    limit,
  );
const articleMatches = rawStatements<ArticleMatchRow>();

export function findArticles(db: Executor, q: string, limit: number): Promise<ArticleMatchRow[]> {
  const { key, values } = preparedSearch(q);
  return articleMatches(db, `${key}|${limit}`, () => articleMatchesSql(searchPlaceholders(q), limit), values);
}
