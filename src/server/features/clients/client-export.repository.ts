/**
 * The clients directory's CSV export read: one keyset page in the directory's order (lower(company_name),
 * id — the order index of drizzle/0007), filtered by the directory's own search (`clientSearchWhere`).
 * Keyset, never OFFSET: each page continues from the last row's (lower(company_name), id).
 */
import { and, getTableColumns, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clients } from '../../db/schema';
import type { KeysetCursor } from '../../lib/csv';
import { clientOrder, clientSearchWhere } from './clients.repository';

const companyKey = sql<string>`lower(${clients.companyName})`;

export function clientExportPage(
  db: Executor,
  q: string | undefined,
  after: KeysetCursor | undefined,
  limit: number,
) {
  return db
    .select({ ...getTableColumns(clients), sortKey: companyKey })
    .from(clients)
    .where(
      and(
        clientSearchWhere(q),
        after
          ? and(
              gte(companyKey, after.sortKey),
              sql`(${companyKey}, ${clients.id}) > (${after.sortKey}, ${after.id})`,
            )
          : undefined,
      ),
    )
    .orderBy(...clientOrder)
    .limit(limit);
}

export type ClientExportRow = Awaited<ReturnType<typeof clientExportPage>>[number];
