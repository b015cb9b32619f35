/**
 * The dashboard's reads, each bounded by an index so it costs the same at 1,000 or 100,000 requests per
 * kind: the weekly series (the stored daily counters of 12 weeks), the oldest pending request per kind
 * ((status, created_at)), the late requests per kind ((stage, planned_date): only the rows at a planned
 * stage before today are read) and the month's receptions (request_receptions (received_at): only this
 * month's rows are read); of those receptions, the latest few lots with their devices counted (a range of
 * devices_lot_idx per lot shown, never the devices of the month).
 * The request tables are named in SQL text: one statement per figure spans the five of them (UNION ALL).
 */
import type { LateRequest, ReceivedFigure, ReceivedLot } from '@shared/dashboard';
import { type LotKind, lotKinds } from '@shared/devices/device.constants';
import {
  type EquipmentCategory,
  equipmentCategories,
  stagesInPhase,
} from '@shared/fulfilment/fulfilment-stages';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { requestTableSql } from '../../db/request-tables';
import { rowsOf } from '../../db/rows';

/**
 * Requests created per week and kind since `firstMonday` (UTC days), as `"<Monday> <kind>" → count`: the
 * stored daily counters of those days, one range of the (day, kind) key — at most 7 × 12 days × 5 kinds.
 */
export async function weeklyCounts(db: Executor, firstMonday: string): Promise<Map<string, number>> {
  const rows = await rowsOf<{ week_start: string; kind: string; n: number | string }>(
    db,
    sql`SELECT to_char(date_trunc('week', day::timestamp), 'YYYY-MM-DD') AS week_start, kind, sum(n) AS n
      FROM request_daily_counts WHERE day >= ${firstMonday}::date GROUP BY 1, 2`,
  );
  return new Map(rows.map((row) => [`${row.week_start} ${row.kind}`, Number(row.n)]));
}

/** The kinds that have a planned stage (a conditioning is prepared and shipped: no day is planned). */
const plannedKinds = requestKinds.filter((kind) => stagesInPhase(kind, 'planned').length > 0);

/** `stage IN (…)` of a kind's planned stages: ids from the stages' data, never from a request. */
const atPlannedStage = (kind: RequestKind) =>
  sql.raw(
    `stage IN (${stagesInPhase(kind, 'planned')
      .map((stage) => `'${stage}'`)
      .join(', ')})`,
  );

/**
 * A planned day before today, unless the plan was recorded after the fact on purpose (`afterTheFact`, set by
 * the stage form when a past day is kept: issue 30). A filter on the index range's rows: it reads the late
 * rows only.
 */
const isLate = (today: string) =>
  sql`planned_date < ${today}::date AND (fulfilment ->> 'afterTheFact') IS DISTINCT FROM 'true'`;

/**
 * Per kind, one index range scan of (stage, planned_date) from the planned stage's first day up to
 * `today` (excluded): the count reads the late rows only. Requests without a stage are never late.
 */
export function lateCountsQuery(today: string): SQL {
  return sql.join(
    plannedKinds.map(
      (kind) =>
        sql`(SELECT ${kind}::text AS kind, count(*)::int AS n FROM ${sql.raw(requestTableSql[kind].table)}
          WHERE ${atPlannedStage(kind)} AND ${isLate(today)})`,
    ),
    sql` UNION ALL `,
  );
}

/** Per kind, the `limit` late requests planned longest ago: the same index, read in its order. */
export function oldestLateQuery(today: string, limit: number): SQL {
  return sql.join(
    plannedKinds.map(
      (kind) =>
        sql`(SELECT ${kind}::text AS kind, id, ${sql.raw(requestTableSql[kind].company)} AS client_company_name,
          to_char(planned_date, 'YYYY-MM-DD') AS planned_day, stage FROM ${sql.raw(requestTableSql[kind].table)}
          WHERE ${atPlannedStage(kind)} AND ${isLate(today)}
          ORDER BY planned_date, id LIMIT ${limit})`,
    ),
    sql` UNION ALL `,
  );
}

export async function lateCounts(db: Executor, today: string): Promise<Partial<Record<RequestKind, number>>> {
  const rows = await rowsOf<{ kind: RequestKind; n: number | string }>(db, lateCountsQuery(today));
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]));
}

/** The `limit` late requests planned longest ago, every kind together (then by kind's order and id). */
export async function oldestLate(db: Executor, today: string, limit: number): Promise<LateRequest[]> {
  const rows = await rowsOf<{
    kind: RequestKind;
    id: number;
    client_company_name: string;
    planned_day: string;
    stage: string;
  }>(db, oldestLateQuery(today, limit));
  return rows
    .map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      clientCompanyName: row.client_company_name,
      plannedDate: row.planned_day,
      stage: row.stage,
    }))
    .sort(
      (a, b) =>
        a.plannedDate.localeCompare(b.plannedDate) ||
        requestKinds.indexOf(a.kind) - requestKinds.indexOf(b.kind) ||
        a.id - b.id,
    )
    .slice(0, limit);
}

/** request_receptions' column prefix of each category ("computers" → computers_received, …_declared). */
const receptionPrefix: Record<EquipmentCategory, string> = {
  computersToCollect: 'computers',
  pcFixesToCollect: 'pc_fixes',
  phonesToCollect: 'phones',
  tabletsToCollect: 'tablets',
  screensToCollect: 'screens',
  d3eBoxes: 'd3e_boxes',
};

/** Declared, received where declared, received where not: the three sums of one figure. */
const figureSums = (prefix: string) =>
  `coalesce(sum(${prefix}_declared), 0) AS ${prefix}_declared,
    coalesce(sum(${prefix}_received) FILTER (WHERE ${prefix}_declared IS NOT NULL), 0) AS ${prefix}_received,
    coalesce(sum(${prefix}_received) FILTER (WHERE ${prefix}_declared IS NULL), 0) AS ${prefix}_undeclared`;

/**
 * The receptions since `since`'s midnight in Paris, summed in one pass over the (received_at) index's
 * range. Weights are summed as numeric: the stored real 12.3 adds up as 12.3, not 12.300000190734863.
 */
export function receptionsSinceQuery(since: string): SQL {
  return sql`SELECT count(*)::int AS receptions,
      coalesce(sum(weight_kg::numeric), 0) AS weight_kg,
      coalesce(sum(weight_kg::numeric) FILTER (WHERE weight_estimated), 0) AS estimated_weight_kg,
      ${sql.raw([...equipmentCategories.map((category) => figureSums(receptionPrefix[category])), figureSums('units')].join(',\n'))}
    FROM request_receptions
    WHERE received_at >= (${since}::date::timestamp AT TIME ZONE 'Europe/Paris')`;
}

export interface ReceptionSums {
  receptions: number;
  weightKg: number;
  estimatedWeightKg: number;
  figure(name: EquipmentCategory | 'units'): ReceivedFigure;
}

export async function receptionsSince(db: Executor, since: string): Promise<ReceptionSums> {
  const [row = {}] = await rowsOf<Record<string, number | string | null>>(db, receptionsSinceQuery(since));
  const number = (column: string) => Number(row[column] ?? 0);
  return {
    receptions: number('receptions'),
    weightKg: number('weight_kg'),
    estimatedWeightKg: number('estimated_weight_kg'),
    figure(name) {
      const prefix = name === 'units' ? 'units' : receptionPrefix[name];
      return {
        declared: number(`${prefix}_declared`),
        received: number(`${prefix}_received`),
        receivedUndeclared: number(`${prefix}_undeclared`),
      };
    },
  };
}

/**
 * The `limit` latest receptions since `since`'s midnight in Paris, newest first — the (received_at, kind,
 * request_id) index read backwards, so only those rows — each with its request's reference and company (by
 * primary key), the units it counted, its devices counted on devices_lot_idx (that lot's range only, an
 * index-only scan) and whether its inventory is closed (device_lots by primary key). Decision 0104.
 */
export function latestLotsQuery(since: string, limit: number): SQL {
  const alias = (kind: LotKind) => `q${lotKinds.indexOf(kind)}`;
  const requests = sql.raw(
    lotKinds
      .map(
        (kind) => `LEFT JOIN LATERAL (SELECT reference, ${requestTableSql[kind].company} AS company
          FROM ${requestTableSql[kind].table} x WHERE r.kind = '${kind}' AND x.id = r.request_id OFFSET 0) ${alias(kind)} ON true`,
      )
      .join('\n'),
  );
  const pick = (column: string) =>
    sql.raw(`coalesce(${lotKinds.map((kind) => `${alias(kind)}.${column}`).join(', ')})`);
  const receivedSum = sql.raw(
    equipmentCategories.map((category) => `coalesce(r.${receptionPrefix[category]}_received, 0)`).join(' + '),
  );
  return sql`
    WITH page AS MATERIALIZED (
      SELECT * FROM request_receptions
      WHERE received_at >= (${since}::date::timestamp AT TIME ZONE 'Europe/Paris')
      ORDER BY received_at DESC, kind DESC, request_id DESC
      LIMIT ${limit}
    )
    SELECT r.kind, r.request_id, r.received_at,
      CASE WHEN r.kind = 'package-pickup' THEN NULL ELSE ${receivedSum} END AS received,
      CASE WHEN r.kind = 'package-pickup' THEN r.units_received END AS units,
      ${pick('reference')} AS reference, ${pick('company')} AS client_company_name,
      (SELECT count(*)::int FROM devices d WHERE d.kind = r.kind AND d.request_id = r.request_id) AS inventoried,
      coalesce((SELECT l.closed_at IS NOT NULL FROM device_lots l
        WHERE l.kind = r.kind AND l.request_id = r.request_id), false) AS closed
    FROM page r
    ${requests}
    ORDER BY r.received_at DESC, r.kind DESC, r.request_id DESC`;
}

export async function latestLots(db: Executor, since: string, limit: number): Promise<ReceivedLot[]> {
  const rows = await rowsOf<{
    kind: LotKind;
    request_id: number;
    received_at: Date | string;
    received: number | string | null;
    units: number | string | null;
    reference: string | null;
    client_company_name: string | null;
    inventoried: number | string;
    closed: boolean;
  }>(db, latestLotsQuery(since, limit));
  const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.request_id),
    reference: row.reference ?? '',
    clientCompanyName: row.client_company_name ?? '',
    receivedAt: new Date(row.received_at).toISOString(),
    received: numberOrNull(row.received),
    units: numberOrNull(row.units),
    inventoried: Number(row.inventoried),
    closed: row.closed === true,
  }));
}

/** The oldest pending request of each kind (one index range per kind: status, created_at). */
export function oldestPendingPerKind(db: Executor) {
  const parts = requestKinds.map(
    (kind) =>
      `(SELECT '${kind}' AS kind, id, ${requestTableSql[kind].company} AS client_company_name, created_at
        FROM ${requestTableSql[kind].table} WHERE status = 'pending' ORDER BY created_at, id LIMIT 1)`,
  );
  return rowsOf<{ kind: RequestKind; id: number; client_company_name: string; created_at: Date | string }>(
    db,
    sql.raw(parts.join(' UNION ALL ')),
  );
}
