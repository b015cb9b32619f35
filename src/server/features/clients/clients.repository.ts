/**
 * The clients table, and the requests of every kind linked to a client. Every search, count and page is one
 * SQL query served by an index (nothing is filtered in JavaScript):
 * - search: the trigram index of search_text (drizzle/0016);
 * - directory order: `lower(company_name), id` on clients_company_name_order_idx; with a search, the
 *   word-start matches first (a top-N sort of the matches, which the exact count reads anyway);
 * - a client's requests: `<link> = $client` on the (<link>, created_at) index of each request table's
 *   link column (drizzle/0016: client_id; a transport's sender_client_id and recipient_client_id).
 */
import type { ClientRequestKind, ClientValues } from '@shared/clients/client.schema';
import { byKind } from '@shared/requests/request-kinds';
import { searchTerms } from '@shared/search/search-text';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { perExecutor } from '../../db/per-executor';
import { rawStatements, slot } from '../../db/prepared-shapes';
import { requestTableSql } from '../../db/request-tables';
import { rowsOf } from '../../db/rows';
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

/** One client by id, built once per database handle (its page and its lists ask for it first). */
const clientById = perExecutor((db) =>
  db
    .select()
    .from(clients)
    .where(eq(clients.id, sql.placeholder('id')))
    .prepare(''),
);

export async function findClient(db: Executor, id: number): Promise<ClientRow | undefined> {
  const [row] = await clientById(db).execute({ id });
  return row;
}

/** The client locked until the transaction ends: no request can link it between a deletion's check and the delete. */
export async function findClientForUpdate(db: Executor, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).for('update');
  return row;
}

/**
 * Waits, until the transaction ends, for any other transaction creating or renaming a client into the same
 * company at the same address (normalised as the search normalises them: drizzle/0016's gl_search_text).
 * A 64-bit key from the normalised pair; two pairs sharing a key only wait for each other.
 */
export async function lockClientIdentity(db: Executor, companyName: string, companyAddress: string) {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended('clients:' || gl_search_text(${companyName}) || '|' || gl_search_text(${companyAddress}), 0))`,
  );
}

/** Whether client `id` already has this company at this address (normalised): an edit that keeps them. */
export async function keepsIdentity(
  db: Executor,
  id: number,
  companyName: string,
  companyAddress: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      same: sql<boolean>`gl_search_text(${clients.companyName}) = gl_search_text(${companyName})
        AND gl_search_text(${clients.companyAddress}) = gl_search_text(${companyAddress})`,
    })
    .from(clients)
    .where(eq(clients.id, id));
  return row?.same === true;
}

/** The first client with the same company at the same address (drizzle/0019's index), `exceptId` aside. */
export async function findSameClient(
  db: Executor,
  companyName: string,
  companyAddress: string,
  exceptId?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      sql`gl_search_text(${clients.companyName}) = gl_search_text(${companyName})
        AND gl_search_text(${clients.companyAddress}) = gl_search_text(${companyAddress})
        ${exceptId === undefined ? sql`` : sql`AND ${clients.id} <> ${exceptId}`}`,
    )
    .orderBy(asc(clients.id))
    .limit(1);
  return row?.id;
}

export async function insertClient(db: Executor, values: ClientValues): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Writes the edit only if the client is still at `version` (decision 0076), in one statement: of concurrent
 * edits based on one version exactly one writes. Undefined when none did (unknown client, or stale).
 */
export async function updateClient(
  db: Executor,
  id: number,
  values: ClientValues,
  version: number,
  editorId: number,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedBy: editorId })
    .where(and(eq(clients.id, id), eq(clients.version, version)))
    .returning();
  return row;
}

export async function deleteClient(db: Executor, id: number): Promise<void> {
  await db.delete(clients).where(eq(clients.id, id));
}

/**
 * Each kind's table and its columns linking its rows to a client (db/request-tables.ts; decision 0065: by
 * key, each served by its (<link>, created_at) index of drizzle/0016; a transport links either party), and
 * what a client's page shows of each request: a short line (`contact`) and a detail.
 */
const pageLines: Record<ClientRequestKind, { contact: string; detail: string }> = {
  'material-conditioning': { contact: 'contact_name', detail: 'offer_number' },
  'package-pickup': { contact: 'contact_name', detail: 'type' },
  'regional-collection': { contact: 'contact_name', detail: 'offer_number' },
  delivery: {
    contact: 'request_type',
    detail: "coalesce(sender_company_name, '') || ' → ' || coalesce(recipient_company_name, '')",
  },
  // The free-text materials can be long: the page shows their beginning.
  collection: { contact: 'client_contact_name', detail: 'left(materials, 120)' },
};

const requestSources = byKind((kind) => {
  const { table, date, parties } = requestTableSql[kind];
  return { table, date, links: parties.map((party) => party.link), ...pageLines[kind] };
});

/** The request tables by kind (the activity's queries). */
export const clientRequestTables = byKind((kind) => requestTableSql[kind].table);

/**
 * One condition per link column, each alone on its index: a transport linked to the client as both sender
 * and recipient is read by the first only (`IS DISTINCT FROM`), so it counts and lists once.
 */
function linkConditions(links: readonly string[], clientId: unknown): SQL[] {
  return links.map((link, index) => {
    const earlier = links
      .slice(0, index)
      .map((previous) => sql` AND ${sql.raw(previous)} IS DISTINCT FROM ${clientId}`);
    return sql.join([sql`${sql.raw(link)} = ${clientId}`, ...earlier]);
  });
}

export interface ClientRequestRow {
  kind: ClientRequestKind;
  id: number;
  reference: string;
  status: string;
  stage: string | null;
  created_at: string;
  date: string | null;
  contact: string | null;
  detail: string | null;
}

/**
 * A page of the client's requests of every kind, newest first. Each kind (each party of a transport) reads
 * at most `offset + limit` rows from its (link, created_at) index, newest first, so the outer sort handles
 * at most 6 × (offset + limit) rows whatever the volume. Dates leave SQL as text so both drivers answer the
 * same strings.
 */
export function requestsOfClientQuery(clientId: number, limit: number, offset: number): SQL {
  return requestsOfClientSql(clientId, limit + offset, limit, offset);
}

function requestsOfClientSql(clientId: unknown, window: unknown, limit: unknown, offset: unknown): SQL {
  const parts = Object.entries(requestSources).flatMap(([kind, source]) =>
    linkConditions(source.links, clientId).map(
      (condition) =>
        sql`(SELECT ${kind}::text AS kind, id, reference, status, stage, created_at, ${sql.raw(source.date)} AS date,
          ${sql.raw(source.contact)} AS contact, ${sql.raw(source.detail)} AS detail
        FROM ${sql.raw(source.table)} WHERE ${condition}
        ORDER BY created_at DESC, id DESC LIMIT ${window})`,
    ),
  );
  return sql`SELECT kind, id, reference, status, stage,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
        to_char(date, 'YYYY-MM-DD') AS date, contact, detail
      FROM (${sql.join(parts, sql` UNION ALL `)}) AS requests
      ORDER BY requests.created_at DESC, kind, id DESC
      LIMIT ${limit} OFFSET ${offset}`;
}

/** The client's page and count, their union of a dozen parts built once (db/prepared-shapes.ts). */
const requestsOfClient = rawStatements<ClientRequestRow>();
const requestCountOfClient = rawStatements<{ total: string | number }>();

export function listRequestsOfClient(
  db: Executor,
  clientId: number,
  limit: number,
  offset: number,
): Promise<ClientRequestRow[]> {
  return requestsOfClient(
    db,
    'page',
    () => requestsOfClientSql(slot('client'), slot('window'), slot('limit'), slot('offset')),
    { client: clientId, window: limit + offset, limit, offset },
  );
}

/** How many requests of every kind the client has (one indexed count per link column, in one statement). */
export async function countRequestsOfClient(db: Executor, clientId: number): Promise<number> {
  const [row] = await requestCountOfClient(
    db,
    'count',
    () => {
      const counts = Object.values(requestSources).flatMap((source) =>
        linkConditions(source.links, slot('client')).map(
          (condition) => sql`(SELECT count(*) FROM ${sql.raw(source.table)} WHERE ${condition})`,
        ),
      );
      return sql`SELECT ${sql.join(counts, sql` + `)} AS total`;
    },
    { client: clientId },
  );
  return Number(row?.total ?? 0);
}

/** Whether any request of any kind is linked to the client (stops at the first one found). */
export async function clientHasRequests(db: Executor, clientId: number): Promise<boolean> {
  const exists = Object.values(requestSources).flatMap((source) =>
    source.links.map(
      (link) => sql`EXISTS (SELECT 1 FROM ${sql.raw(source.table)} WHERE ${sql.raw(link)} = ${clientId})`,
    ),
  );
  const [row] = await rowsOf<{ used: boolean }>(db, sql`SELECT ${sql.join(exists, sql` OR `)} AS used`);
  return row?.used === true;
}

/**
 * The ids among `ids` that are clients', each locked (FOR KEY SHARE) until the transaction ends: a request
 * linking it is written before any deletion of the client can look for its requests.
 */
export async function lockClients(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.id, [...ids]))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

/**
 * Links one request (one party of a transport) to the client, whatever its status: a link is not an edit of
 * the request's content, so updated_at stays (raw SQL: Drizzle's $onUpdate would move it). The history
 * trigger records it as a change of `client_id` by the transaction's actor. False when no such request.
 */
export async function linkRequest(
  db: Executor,
  kind: ClientRequestKind,
  requestId: number,
  link: string,
  clientId: number,
): Promise<boolean> {
  const source = requestSources[kind];
  if (!source.links.includes(link)) throw new Error(`no link ${link} on ${kind}`);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE ${sql.raw(source.table)} SET ${sql.raw(link)} = ${clientId} WHERE id = ${requestId} RETURNING id`,
  );
  return rows.length > 0;
}

/** request_receptions' columns of each figure a client's page sums (the six categories, parcels or pallets). */
export const receivedColumns = {
  computersToCollect: 'computers_received',
  pcFixesToCollect: 'pc_fixes_received',
  phonesToCollect: 'phones_received',
  tabletsToCollect: 'tablets_received',
  screensToCollect: 'screens_received',
  d3eBoxes: 'd3e_boxes_received',
  units: 'units_received',
} as const;

/**
 * What the warehouse received from the client per Paris calendar year since `since` (a 1 January): the
 * client's requests of each kind received at the warehouse (their link index) joined to their reception by
 * its primary key (kind, request_id), summed in one statement. Years without a reception are absent.
 */
export function receivedByYearQuery(
  clientId: number,
  kinds: readonly ClientRequestKind[],
  since: string,
): SQL {
  const columns = Object.values(receivedColumns);
  const parts = kinds.map((kind) => {
    const source = requestSources[kind];
    return sql.join(
      linkConditions(source.links, clientId).map(
        (
          condition,
        ) => sql`SELECT reception.received_at, ${sql.raw(columns.map((c) => `reception.${c}`).join(', '))}
          FROM ${sql.raw(source.table)} AS request
          JOIN request_receptions AS reception ON reception.kind = ${kind} AND reception.request_id = request.id
          WHERE ${condition}
            AND reception.received_at >= (${since}::date::timestamp AT TIME ZONE 'Europe/Paris')`,
      ),
      sql` UNION ALL `,
    );
  });
  return sql`SELECT extract(year FROM received_at AT TIME ZONE 'Europe/Paris')::int AS year,
      ${sql.raw(columns.map((c) => `coalesce(sum(${c}), 0)::int AS ${c}`).join(', '))}
    FROM (${sql.join(parts, sql` UNION ALL `)}) AS received
    GROUP BY 1 ORDER BY 1 DESC`;
}

export type ReceivedByYearRow = { year: number } & Record<
  (typeof receivedColumns)[keyof typeof receivedColumns],
  number
>;

export function receivedByYear(
  db: Executor,
  clientId: number,
  kinds: readonly ClientRequestKind[],
  since: string,
): Promise<ReceivedByYearRow[]> {
  return rowsOf<ReceivedByYearRow>(db, receivedByYearQuery(clientId, kinds, since));
}

export interface ReceivedRequestRow {
  kind: ClientRequestKind;
  id: number;
  /** When it reached `stage` (the reception's day), ISO. */
  stage_at: string;
}

/**
 * The client's requests of `kinds` now at `stage` (accepted), the latest to reach it first, at most `limit`,
 * and how many there are. Each kind reads the client's rows from its link index.
 */
export async function requestsAtStage(
  db: Executor,
  clientId: number,
  kinds: readonly ClientRequestKind[],
  stage: string,
  limit: number,
): Promise<{ rows: ReceivedRequestRow[]; total: number }> {
  const sources = kinds.flatMap((kind) =>
    linkConditions(requestSources[kind].links, clientId).map((condition) => ({
      kind,
      table: requestSources[kind].table,
      condition: sql`${condition} AND status = 'completed' AND stage = ${stage}`,
    })),
  );
  if (sources.length === 0) return { rows: [], total: 0 };
  const parts = sources.map(
    ({ kind, table, condition }) =>
      sql`(SELECT ${kind}::text AS kind, id, stage_at FROM ${sql.raw(table)} WHERE ${condition}
        ORDER BY stage_at DESC, id DESC LIMIT ${limit})`,
  );
  const counts = sources.map(
    ({ table, condition }) => sql`(SELECT count(*) FROM ${sql.raw(table)} WHERE ${condition})`,
  );
  const [rows, [count]] = await Promise.all([
    rowsOf<ReceivedRequestRow>(
      db,
      sql`SELECT kind, id, to_char(stage_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS stage_at
        FROM (${sql.join(parts, sql` UNION ALL `)}) AS received
        ORDER BY received.stage_at DESC, kind, id DESC LIMIT ${limit}`,
    ),
    rowsOf<{ total: string | number }>(db, sql`SELECT ${sql.join(counts, sql` + `)} AS total`),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
