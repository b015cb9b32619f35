/**
 * The waste register's read (decision 0057): receptions between two Paris days, oldest first, one keyset
 * page at a time on request_receptions' (received_at, kind, request_id) index — each page continues after
 * the last row of the previous one, never OFFSET. Each reception is joined to its request (the
 * producer: company, address; the carrier) and to the clients directory by company name, as the client's
 * page does (lower(company_name), the directory's order index), for the producer's SIRET. The carrier is
 * joined by its primary key, for its name, SIRET and récépissé (decision 0089). Each lot's devices come
 * counted per category, devenir and waste code (decision 0104): a range of devices_lot_idx per reception of
 * the page, grouped in SQL — the register never reads a device row into JavaScript.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export interface RegisterCursor {
  receivedAt: string;
  kind: string;
  requestId: number;
}

export interface RegisterReceptionRow {
  kind: 'package-pickup' | 'regional-collection' | 'collection';
  request_id: number;
  /** received_at as text: the cursor keeps its microseconds. */
  received_at: string;
  /** The reception's day in Paris, « 25/11/2026 ». */
  received_day: string;
  weight_kg: number;
  weight_estimated: boolean;
  waste_tags: Record<string, string> | null;
  computers: number | null;
  pc_fixes: number | null;
  phones: number | null;
  tablets: number | null;
  screens: number | null;
  d3e_boxes: number | null;
  units: number | null;
  pickup_type: string | null;
  producer_name: string | null;
  producer_address: string | null;
  producer_siret: string | null;
  carrier_name: string | null;
  /** The request's carrier's SIRET and récépissé (decision 0089), when the carriers directory has them. */
  carrier_siret: string | null;
  carrier_receipt: string | null;
  /** The lot's devices per category, devenir and waste code (decision 0104); null: no device. */
  device_groups: DeviceGroup[] | null;
}

/** [category, disposition (null: not decided yet), waste code, how many devices]. */
export type DeviceGroup = [
  category: string,
  disposition: string | null,
  wasteCode: string | null,
  count: number,
];

const parisDayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Europe/Paris')`;
const parisDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`;

/** One page's query (exported for the EXPLAIN test of fulfilment-query-plans.test.ts). */
export function registerReceptionPageQuery(
  range: { from: string; to: string },
  after: RegisterCursor | undefined,
  limit: number,
): SQL {
  const continuing: SQL = after
    ? sql`AND (r.received_at, r.kind, r.request_id) > (${after.receivedAt}::timestamptz, ${after.kind}, ${after.requestId})`
    : sql``;
  // The page of receptions first (an index range, at most `limit` rows), then each one's request by its
  // primary key: the request tables are never read beyond the page's rows.
  return sql`
    WITH page AS MATERIALIZED (
      SELECT * FROM request_receptions r
      WHERE r.received_at >= ${parisDayStart(range.from)} AND r.received_at < ${parisDayEnd(range.to)}
        ${continuing}
      ORDER BY r.received_at, r.kind, r.request_id
      LIMIT ${limit}
    )
    SELECT r.kind, r.request_id, r.received_at::text AS received_at,
      to_char(r.received_at AT TIME ZONE 'Europe/Paris', 'DD/MM/YYYY') AS received_day,
      r.weight_kg, r.weight_estimated, r.waste_tags,
      r.computers_received AS computers, r.pc_fixes_received AS pc_fixes, r.phones_received AS phones,
      r.tablets_received AS tablets, r.screens_received AS screens, r.d3e_boxes_received AS d3e_boxes,
      r.units_received AS units, p.type AS pickup_type,
      coalesce(p.client_company_name, g.client_company_name, c.client_name) AS producer_name,
      coalesce(p.company_address, g.company_address, c.client_address) AS producer_address,
      (SELECT k.siret FROM clients k
        WHERE k.id = coalesce(p.client_id, g.client_id, c.client_id)) AS producer_siret,
      ca.name AS carrier_name, ca.siret AS carrier_siret, ca.waste_transport_receipt AS carrier_receipt,
      (SELECT json_agg(json_build_array(x.category, x.disposition, x.waste_code, x.n))
        FROM (SELECT d.category, d.disposition, d.waste_code, count(*)::int AS n FROM devices d
          WHERE d.kind = r.kind AND d.request_id = r.request_id
          GROUP BY d.category, d.disposition, d.waste_code) x) AS device_groups
    FROM page r
    LEFT JOIN LATERAL (SELECT * FROM package_pickup_requests x
      WHERE r.kind = 'package-pickup' AND x.id = r.request_id OFFSET 0) p ON true
    LEFT JOIN LATERAL (SELECT * FROM regional_collection_requests x
      WHERE r.kind = 'regional-collection' AND x.id = r.request_id OFFSET 0) g ON true
    LEFT JOIN LATERAL (SELECT * FROM collection_requests x
      WHERE r.kind = 'collection' AND x.id = r.request_id OFFSET 0) c ON true
    LEFT JOIN carriers ca ON ca.id = coalesce(p.carrier_id, c.carrier_id)
    ORDER BY r.received_at, r.kind, r.request_id`;
}

export async function registerReceptionPage(
  db: Executor,
  range: { from: string; to: string },
  after: RegisterCursor | undefined,
  limit: number,
): Promise<RegisterReceptionRow[]> {
  const query = registerReceptionPageQuery(range, after, limit);
  return ((await db.execute(query)) as unknown as { rows: RegisterReceptionRow[] }).rows;
}
