/**
 * What the calendar feed reads: every planned request of the four planned kinds whose planned day is in the
 * window, with what its event says. Per kind, one range of the (stage, planned_date) index: only the rows at
 * a stage that has a planned day (planned, on their way, done, cancelled after planning) from `from` on.
 * The request tables are named in SQL text, one statement over the four (UNION ALL), like the dashboard's
 * (whose company expressions, unqualified, name no column of request_plan_revisions).
 */
import { type CalendarKind, calendarKinds } from '@shared/calendar/calendar-feed';
import { CANCELLED_STAGE, stagesInPhase } from '@shared/fulfilment/fulfilment-stages';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { requestTableSql } from '../../db/request-tables';
import { rowsOf } from '../../db/rows';

/** One planned request as its event shows it. */
export interface PlannedEventRow {
  kind: CalendarKind;
  id: number;
  /** « COL-2026-00042 » (decision 0087). */
  reference: string;
  /** "YYYY-MM-DD", the planned day. */
  plannedDay: string;
  stage: string;
  preferredTimeSlot: string | null;
  specificTime: string | null;
  company: string;
  address: string;
  contactName: string;
  phone: string;
  /** A transport's recipient, "<company or contact>, <address>"; null for the other kinds. */
  destination: string | null;
  revision: number;
  /** The row's last change (epoch ms): the event's DTSTAMP and LAST-MODIFIED. */
  modifiedMs: number;
}

/** The stages at which a request has a planned day: from its planned stage on, and its cancellation. */
const datedStages = (kind: CalendarKind) => [
  ...stagesInPhase(kind, 'planned'),
  ...stagesInPhase(kind, 'in-transit'),
  ...stagesInPhase(kind, 'done'),
  CANCELLED_STAGE,
];

/** `stage IN (…)`: ids from the stages' data, never from a request. */
const atDatedStage = (kind: CalendarKind) =>
  sql.raw(
    `t.stage IN (${datedStages(kind)
      .map((stage) => `'${stage}'`)
      .join(', ')})`,
  );

export function plannedEventsQuery(from: string): SQL {
  return sql.join(
    calendarKinds.map((kind) => {
      const place = requestTableSql[kind];
      const slot = kind === 'regional-collection';
      const destination =
        kind === 'delivery'
          ? "coalesce(nullif(t.recipient_company_name, ''), t.recipient_contact_name) || ', ' || t.recipient_address"
          : 'NULL';
      return sql`(SELECT ${kind}::text AS kind, t.id, t.reference, to_char(t.planned_date, 'YYYY-MM-DD') AS planned_day,
          t.stage,
          ${sql.raw(slot ? "t.fulfilment -> 'timeSlot' ->> 'preferredTimeSlot'" : 'NULL::text')} AS preferred_time_slot,
          ${sql.raw(slot ? "t.fulfilment -> 'timeSlot' ->> 'specificTime'" : 'NULL::text')} AS specific_time,
          ${sql.raw(place.company)} AS company,
          t.${sql.raw(place.address)} AS address, t.${sql.raw(place.contact)} AS contact_name,
          t.${sql.raw(place.phone)} AS phone, ${sql.raw(destination)}::text AS destination,
          coalesce(r.revision, 0) AS revision,
          (extract(epoch from greatest(t.updated_at, t.stage_at)) * 1000)::float8 AS modified_ms
        FROM ${sql.raw(place.table)} AS t
        LEFT JOIN request_plan_revisions AS r ON r.kind = ${kind}::text AND r.request_id = t.id
        WHERE ${atDatedStage(kind)} AND t.planned_date >= ${from}::date)`;
    }),
    sql` UNION ALL `,
  );
}

/** The planned requests from `from` ("YYYY-MM-DD") on, by day then kind and id. */
export async function plannedEvents(db: Executor, from: string): Promise<PlannedEventRow[]> {
  const rows = await rowsOf<{
    kind: CalendarKind;
    id: number;
    reference: string;
    planned_day: string;
    stage: string;
    preferred_time_slot: string | null;
    specific_time: string | null;
    company: string;
    address: string;
    contact_name: string;
    phone: string;
    destination: string | null;
    revision: number | string;
    modified_ms: number | string;
  }>(db, sql`SELECT * FROM (${plannedEventsQuery(from)}) AS e ORDER BY planned_day, kind, id`);
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    reference: row.reference,
    plannedDay: row.planned_day,
    stage: row.stage,
    preferredTimeSlot: row.preferred_time_slot,
    specificTime: row.specific_time,
    company: row.company,
    address: row.address,
    contactName: row.contact_name,
    phone: row.phone,
    destination: row.destination,
    revision: Number(row.revision),
    modifiedMs: Number(row.modified_ms),
  }));
}
