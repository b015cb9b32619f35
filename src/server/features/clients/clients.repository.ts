/**
 * The clients table, and the requests of every kind made for a client's company. Every search, count and
 * page is one SQL query served by an index of drizzle/0007 (nothing is filtered in JavaScript):
 * - search: the trigram index of search_text (drizzle/0016);
 * - directory order: `lower(company_name), id` on clients_company_name_order_idx; with a search, the
 *   word-start matches first (a top-N sort of the matches, which the exact count reads anyway);
 * - a client's requests: `lower(<company column>) = lower($company)` on the (lower(company), created_at)
 *   index of each request table, newest first.
 */
import type { ClientRequestKind, ClientValues } from '@shared/clients/client.schema';
import { searchTerms } from '@shared/search/search-text';
import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clients } from '../../db/schema';
import { searchCondition, searchTextOf, wordStartCondition } from '../../lib/text-search';

export type ClientRow = typeof clients.$inferSelect;

/**
 * The directory's search (src/shared/search/search-text.ts: what matches) on the clients' search_text.
 * Exported for the CSV export of the directory, which selects exactly what the list shows.
 * Undefined (no condition) for a blank `q`.
 */
export function clientSearchWhere(q: string | undefined): SQL | undefined {
  return searchCondition(searchTextOf(clients), q);
}

/** The directory's order (the order index's expression), for the list and the export alike. */
export const clientOrder = [sql`lower(${clients.companyName})`, asc(clients.id)] as const;

/**
 * With a search, the clients whose every term starts a word (exact and prefix matches: « volt » →
 * « Lycée Voltaire ») come before those that only contain it (« Révolte »), each in the directory's order:
 * what a form's company combobox shows first is what was most likely meant. Without one, the plain order.
 */
export function listClients(db: Executor, q: string | undefined, limit: number, offset: number) {
  // Only with searchable terms: « % » alone has none, and ORDER BY a bare `false` is refused by PostgreSQL.
  const ranking =
    q && searchTerms(q).length > 0 ? [sql`${wordStartCondition(searchTextOf(clients), q)} DESC`] : [];
  return db
    .select()
    .from(clients)
    .where(clientSearchWhere(q))
    .orderBy(...ranking, ...clientOrder)
    .limit(limit)
    .offset(offset);
}

export async function countClients(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(clients).where(clientSearchWhere(q));
  return row?.value ?? 0;
}

export async function findClient(db: Executor, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}

/** The client locked until the transaction ends: a deletion checks its requests on a name nobody changes meanwhile. */
export async function findClientForUpdate(db: Executor, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).for('update');
  return row;
}

export async function insertClient(db: Executor, values: ClientValues): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateClient(
  db: Executor,
  id: number,
  values: ClientValues,
): Promise<ClientRow | undefined> {
  const [row] = await db.update(clients).set(values).where(eq(clients.id, id)).returning();
  return row;
}

export async function deleteClient(db: Executor, id: number): Promise<void> {
  await db.delete(clients).where(eq(clients.id, id));
}

/**
 * Each kind's table and how its rows match a company and read on a client's page. Every `match` is an
 * equality on one of the lower(...) expressions indexed by drizzle/0007; a transport matches on either party.
 */
const requestSources: Record<
  ClientRequestKind,
  { table: string; match: string; date: string; contact: string; detail: string }
> = {
  'material-conditioning': {
    table: 'material_conditioning_requests',
    match: 'lower(client_company_name) = lower($company)',
    date: 'desired_date',
    contact: 'contact_name',
    detail: 'offer_number',
  },
  'package-pickup': {
    table: 'package_pickup_requests',
    match: 'lower(client_company_name) = lower($company)',
    date: 'desired_date',
    contact: 'contact_name',
    detail: 'type',
  },
  'regional-collection': {
    table: 'regional_collection_requests',
    match: 'lower(client_company_name) = lower($company)',
    date: 'desired_date',
    contact: 'contact_name',
    detail: 'offer_number',
  },
  delivery: {
    table: 'delivery_requests',
    match:
      '(lower(sender_company_name) = lower($company) OR lower(recipient_company_name) = lower($company))',
    date: 'collection_date',
    contact: 'request_type',
    detail: "coalesce(sender_company_name, '') || ' → ' || coalesce(recipient_company_name, '')",
  },
  collection: {
    table: 'collection_requests',
    match: 'lower(client_name) = lower($company)',
    date: 'NULL::date',
    contact: 'client_contact_name',
    // The free-text materials can be long: the page shows their beginning.
    detail: 'left(materials, 120)',
  },
};

/** `$company` in the fragments above becomes the bound parameter (never spliced into the text). */
function matchCompany(fragment: string, company: string): SQL {
  const [before, ...rest] = fragment.split('$company');
  const chunks: SQL[] = [sql.raw(before ?? '')];
  for (const part of rest) chunks.push(sql`${company}`, sql.raw(part));
  return sql.join(chunks);
}

export interface ClientRequestRow {
  kind: ClientRequestKind;
  id: number;
  status: string;
  created_at: string;
  date: string | null;
  contact: string | null;
  detail: string | null;
}

/** Rows of db.execute: both drivers answer `{rows}`. */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A page of the company's requests of every kind, newest first. Each kind reads at most `offset + limit`
 * rows from its index (newest first), so the outer sort handles at most 5 × (offset + limit) rows whatever
 * the volume. Dates leave SQL as text so both drivers answer the same strings.
 */
export function requestsOfCompanyQuery(company: string, limit: number, offset: number): SQL {
  const parts = Object.entries(requestSources).map(
    ([kind, source]) =>
      sql`(SELECT ${kind}::text AS kind, id, status, created_at, ${sql.raw(source.date)} AS date,
          ${sql.raw(source.contact)} AS contact, ${sql.raw(source.detail)} AS detail
        FROM ${sql.raw(source.table)} WHERE ${matchCompany(source.match, company)}
        ORDER BY created_at DESC, id DESC LIMIT ${limit + offset})`,
  );
  return sql`SELECT kind, id, status,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
        to_char(date, 'YYYY-MM-DD') AS date, contact, detail
      FROM (${sql.join(parts, sql` UNION ALL `)}) AS requests
      ORDER BY requests.created_at DESC, kind, id DESC
      LIMIT ${limit} OFFSET ${offset}`;
}

export function listRequestsOfCompany(
  db: Executor,
  company: string,
  limit: number,
  offset: number,
): Promise<ClientRequestRow[]> {
  return rowsOf<ClientRequestRow>(db, requestsOfCompanyQuery(company, limit, offset));
}

/** How many requests of every kind the company has (one indexed count per kind, in one statement). */
export async function countRequestsOfCompany(db: Executor, company: string): Promise<number> {
  const counts = Object.values(requestSources).map(
    (source) =>
      sql`(SELECT count(*) FROM ${sql.raw(source.table)} WHERE ${matchCompany(source.match, company)})`,
  );
  const [row] = await rowsOf<{ total: string | number }>(
    db,
    sql`SELECT ${sql.join(counts, sql` + `)} AS total`,
  );
  return Number(row?.total ?? 0);
}

/** Whether any request of any kind names the company (stops at the first one found). */
export async function companyHasRequests(db: Executor, company: string): Promise<boolean> {
  const exists = Object.values(requestSources).map(
    (source) =>
      sql`EXISTS (SELECT 1 FROM ${sql.raw(source.table)} WHERE ${matchCompany(source.match, company)})`,
  );
  const [row] = await rowsOf<{ used: boolean }>(db, sql`SELECT ${sql.join(exists, sql` OR `)} AS used`);
  return row?.used === true;
}
