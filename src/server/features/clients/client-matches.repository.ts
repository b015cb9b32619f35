/**
 * The requests a client may claim (issue 30 point 3): those of exactly its company at exactly its address —
 * compared as the directory compares two clients (gl_search_text: case, accents and punctuation aside,
 * decision 0074) — that no client owns yet. A transport has two parties, each its own link.
 *
 * Each table is read through an index — the trigram index of search_text (the company's words,
 * drizzle/0016) where they are rare, the link's — then compared exactly: never a scan of a whole table.
 */
import type { ClientRequestKind, TransportParty } from '@shared/clients/client.schema';
import { requestKinds } from '@shared/requests/request-kinds';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { requestTableSql } from '../../db/request-tables';
import { rowsOf } from '../../db/rows';
import { searchCondition } from '../../lib/text-search';

/** Every party of every kind that a client may own (a transport: its sender and its recipient apart). */
const linkParties = requestKinds.flatMap((kind) =>
  requestTableSql[kind].parties.map((party) => ({ kind, table: requestTableSql[kind].table, ...party })),
);
type KindParty = (typeof linkParties)[number];

/** The party's rows of that company at that address that no client owns. */
function unlinkedOf(party: KindParty, companyName: string, companyAddress: string): SQL {
  const indexed = searchCondition(sql.raw(`${party.table}.search_text`), companyName) ?? sql`false`;
  return sql`${sql.raw(party.link)} IS NULL AND ${indexed}
    AND gl_search_text(${sql.raw(party.company)}) = gl_search_text(${companyName})
    AND gl_search_text(${sql.raw(party.address)}) = gl_search_text(${companyAddress})`;
}

export interface MatchingRequestRow {
  kind: ClientRequestKind;
  id: number;
  party: TransportParty | null;
  reference: string;
  status: string;
}

/** Every party's matching rows, as one relation (exported for the EXPLAIN test). */
export function matchingRequestsQuery(companyName: string, companyAddress: string): SQL {
  const parts = linkParties.map(
    (party) => sql`(SELECT ${party.kind}::text AS kind, id, ${party.party}::text AS party, reference, status,
        created_at FROM ${sql.raw(party.table)} WHERE ${unlinkedOf(party, companyName, companyAddress)})`,
  );
  return sql.join(parts, sql` UNION ALL `);
}

/** The newest `limit` matching requests (each party of a transport apart), and how many there are. */
export async function findMatchingRequests(
  db: Executor,
  companyName: string,
  companyAddress: string,
  limit: number,
): Promise<{ rows: MatchingRequestRow[]; total: number }> {
  const matches = matchingRequestsQuery(companyName, companyAddress);
  const [rows, [counted]] = await Promise.all([
    rowsOf<MatchingRequestRow>(
      db,
      sql`SELECT kind, id, party, reference, status FROM (${matches}) AS matches
        ORDER BY created_at DESC, kind, id DESC LIMIT ${limit}`,
    ),
    rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${matches}) AS matches`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Links every matching request to the client, in the caller's transaction; the history trigger records each
 * as a change of its « Client lié » by the transaction's actor. Answers how many were linked.
 */
export async function linkMatchingRequests(
  db: Executor,
  clientId: number,
  companyName: string,
  companyAddress: string,
): Promise<number> {
  let linked = 0;
  for (const party of linkParties) {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`UPDATE ${sql.raw(party.table)} SET ${sql.raw(party.link)} = ${clientId}
        WHERE ${unlinkedOf(party, companyName, companyAddress)} RETURNING id`,
    );
    linked += rows.length;
  }
  return linked;
}
