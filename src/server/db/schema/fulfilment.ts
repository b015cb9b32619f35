/**
 * The suivi of accepted requests (issue 21; stages as data in src/shared/fulfilment/fulfilment-stages.ts):
 * the carriers a stage names, the stage counters, the receptions counted at the warehouse and the public
 * tracking links. Each request table carries its own stage columns (requests.ts, `fulfilmentColumns`).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rowVersion } from './columns';
import { users } from './users';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Carriers (Settings › Transporteurs): a name and the URL of the carrier's tracking page with `{numero}`
 * where the tracking number goes (none for « Moyens propres » and carriers without a public page). A
 * carrier named by requests is archived, not deleted, so their suivi keeps its name. Its SIRET and
 * récépissé (optional) fill the waste register's carrier columns and the bordereau (decision 0089).
 */
export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    trackingUrlTemplate: text('tracking_url_template'),
    /** The carrier's SIRET, 14 digits (INSEE check), for the waste register and the bordereau (decision 0089). */
    siret: text('siret'),
    /** « Récépissé de déclaration de transport de déchets »: the prefecture's number, as written. */
    wasteTransportReceipt: text('waste_transport_receipt'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Decision 0076: raised by a trigger on every update; a PUT names the version it was based on. */
    version: rowVersion(),
    /** Who saved the last edit (with `updatedAt`: what a stale edit's 409 names). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at').$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('carriers_name_idx').on(sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`)],
);

/**
 * Requests per kind and stage, kept by the request tables' counter triggers (drizzle/0009) like
 * request_counts: the stage filters' totals and the dashboard read them instead of counting requests.
 * Requests without a stage (pending, refused, or accepted before the suivi) are not counted here.
 */
export const requestStageCounts = pgTable(
  'request_stage_counts',
  {
    kind: text('kind').notNull(),
    stage: text('stage').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.stage] })],
);

/**
 * What the warehouse counted when a request reached « Réceptionnée », with what was declared beside it
 * (copied from the request then: the dashboard, the exports and the client's receipt compare them without
 * reading the request tables). Per equipment category for collections, in parcels or pallets for pickups;
 * null where the kind declares or counts nothing. Removed if the stage is undone.
 */
export const requestReceptions = pgTable(
  'request_receptions',
  {
    kind: text('kind').notNull(),
    requestId: integer('request_id').notNull(),
    receivedAt: stamp('received_at'),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    computersReceived: integer('computers_received'),
    pcFixesReceived: integer('pc_fixes_received'),
    phonesReceived: integer('phones_received'),
    tabletsReceived: integer('tablets_received'),
    screensReceived: integer('screens_received'),
    d3eBoxesReceived: integer('d3e_boxes_received'),
    computersDeclared: integer('computers_declared'),
    pcFixesDeclared: integer('pc_fixes_declared'),
    phonesDeclared: integer('phones_declared'),
    tabletsDeclared: integer('tablets_declared'),
    screensDeclared: integer('screens_declared'),
    d3eBoxesDeclared: integer('d3e_boxes_declared'),
    unitsReceived: integer('units_received'),
    unitsDeclared: integer('units_declared'),
    weightKg: real('weight_kg').notNull(),
    weightEstimated: boolean('weight_estimated').notNull().default(false),
    remark: text('remark'),
    /**
     * What each category received became (`WasteTags`, src/shared/fulfilment/waste.ts): « Réemploi » or a
     * DEEE waste code; null for a reception recorded before the register existed. Read by the register.
     */
    wasteTags: jsonb('waste_tags').$type<Record<string, string>>(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.requestId] }),
    // The dashboard sums the month's receptions; a client's page, a year's.
    index('request_receptions_received_at_idx').on(t.receivedAt),
    // The waste register pages receptions in this order (keyset, decision 0057).
    index('request_receptions_register_idx').on(t.receivedAt, t.kind, t.requestId),
  ],
);

/**
 * Public tracking links (/suivi/<token>): the token is derived from the link's id with the app's key (HMAC),
 * never stored; the table keeps its SHA-256 to find the link. At most one live link per request; revoking
 * keeps the row (revoked_at) so an old link answers 404 for good.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    requestId: integer('request_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tracking_links_token_hash_idx').on(t.tokenHash),
    uniqueIndex('tracking_links_live_idx').on(t.kind, t.requestId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * The public tracking page's throttle: hits per client address and fixed window (one row per address and
 * minute, counted by an atomic upsert), shared by every app process. Old windows are deleted as new ones
 * start (index on window_start).
 */
export const trackingThrottle = pgTable(
  'tracking_throttle',
  {
    ip: text('ip').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ip, t.windowStart] }),
    index('tracking_throttle_window_start_idx').on(t.windowStart),
  ],
);
