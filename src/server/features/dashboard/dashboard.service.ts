/**
 * The admin dashboard in five queries, run in parallel, none of which grows with the number of requests:
 * request counts per kind and requests created per week (both from the counters the request tables' triggers
 * keep exact, request-counts.repository.ts), the oldest pending request per kind (the (status, created_at)
 * index), low-stock items and the stock grid (both of live items only: archived items are kept for the
 * ledger, not shown).
 */
import type { Dashboard, DashboardItem } from '@shared/dashboard';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import { and, asc, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packagingItems } from '../../db/schema';
import { isActiveItem } from '../packaging-items/packaging-items.repository';
import { storedCountsByKind } from '../requests/request-counts.repository';

const tables: Record<RequestKind, string> = {
  'material-conditioning': 'material_conditioning_requests',
  'package-pickup': 'package_pickup_requests',
  'regional-collection': 'regional_collection_requests',
  delivery: 'delivery_requests',
  collection: 'collection_requests',
};

/**
 * Who each kind's request is for, as SQL over its table's columns: the client's company, a transport's
 * sender (its contact when the sender has no company), a collection's client.
 */
const companyColumn: Record<RequestKind, string> = {
  'material-conditioning': 'client_company_name',
  'package-pickup': 'client_company_name',
  'regional-collection': 'client_company_name',
  delivery: "coalesce(nullif(sender_company_name, ''), sender_contact_name)",
  collection: 'client_name',
};
const WEEKS = 12;
const MAX_ITEMS = 1000;

const itemColumns = {
  id: packagingItems.id,
  name: packagingItems.name,
  unit: packagingItems.unit,
  currentStock: packagingItems.currentStock,
  minStock: packagingItems.minStock,
  maxStock: packagingItems.maxStock,
};

/** Rows of db.execute: node-postgres answers {rows}, PGlite answers {rows} too; counts may come as strings. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const unionAll = (part: (kind: RequestKind, table: string) => string) =>
  sql.raw(requestKinds.map((kind) => `(${part(kind, tables[kind])})`).join(' UNION ALL '));

export async function getDashboard(db: Db): Promise<Dashboard> {
  const [counts, weekly, oldest, lowStock, stock] = await Promise.all([
    storedCountsByKind(db),
    rowsOf<Record<string, string> & { week_start: string }>(
      db,
      // Weeks are computed in UTC (Monday 00:00 UTC), whatever the database session's time zone; each sums
      // the seven stored counters of its UTC days (created_at), so 12 weeks read at most 252 rows.
      sql.raw(`WITH weeks AS (
          SELECT generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - interval '${WEEKS - 1} weeks',
            date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week')::date AS week_start
        )
        SELECT to_char(week_start, 'YYYY-MM-DD') AS week_start, ${requestKinds
          .map((kind) => `coalesce(sum(d.n) FILTER (WHERE d.kind = '${kind}'), 0) AS "${kind}"`)
          .join(', ')}
        FROM weeks LEFT JOIN request_daily_counts d ON d.day >= week_start AND d.day < week_start + 7
        GROUP BY week_start ORDER BY week_start`),
    ),
    rowsOf<{ kind: RequestKind; id: number; client_company_name: string; created_at: Date | string }>(
      db,
      unionAll(
        (
          kind,
          table,
        ) => `SELECT '${kind}' AS kind, id, ${companyColumn[kind]} AS client_company_name, created_at FROM ${table}
          WHERE status = 'pending' ORDER BY created_at, id LIMIT 1`,
      ),
    ),
    db
      .select(itemColumns)
      .from(packagingItems)
      .where(and(lte(packagingItems.currentStock, packagingItems.minStock), isActiveItem))
      .orderBy(asc(packagingItems.name))
      .limit(MAX_ITEMS),
    db
      .select(itemColumns)
      .from(packagingItems)
      .where(isActiveItem)
      .orderBy(asc(packagingItems.name))
      .limit(MAX_ITEMS),
  ]);

  const iso = (value: Date | string) => new Date(value).toISOString();
  const byKind = <T>(make: (kind: RequestKind) => T) =>
    Object.fromEntries(requestKinds.map((kind) => [kind, make(kind)])) as Record<RequestKind, T>;

  return {
    lowStock: lowStock as DashboardItem[],
    stock: stock as DashboardItem[],
    requests: counts,
    weekly: weekly.map((row) => ({
      weekStart: row.week_start,
      counts: byKind((kind) => Number(row[kind] ?? 0)),
    })),
    oldestPending: byKind((kind) => {
      const row = oldest.find((o) => o.kind === kind);
      return row
        ? { id: row.id, clientCompanyName: row.client_company_name, createdAt: iso(row.created_at) }
        : null;
    }),
  };
}
