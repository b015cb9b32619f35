/**
 * The devices of received lots (issue 32): one row per device a lot's reception brought in, and one per
 * data-bearing medium it carries. A lot is a receiving request (its kind and id: no foreign key spans the
 * three request tables, as for request_receptions); a device row lives only while its lot has a reception.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { bytea, createdAt, rowVersion, updatedAt } from './columns';
import { users } from './users';

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    requestId: integer('request_id').notNull(),
    /**
     * « EQ000042 »: derived from the id, so unique across the product and never re-used; six digits at
     * least, more past EQ999999 (lpad alone would cut 1000000 to « 100000 »: the bench at a million found it).
     */
    inventoryNumber: text('inventory_number')
      .notNull()
      .generatedAlwaysAs(sql`'EQ' || CASE WHEN id < 1000000 THEN lpad(id::text, 6, '0') ELSE id::text END`),
    /** One of the reception's six quantities (`computersToCollect`…). */
    category: text('category').notNull(),
    serialNumber: text('serial_number'),
    clientAssetTag: text('client_asset_tag'),
    make: text('make'),
    model: text('model'),
    imei: text('imei'),
    grade: text('grade'),
    notes: text('notes'),
    /** The device has no data-bearing medium (a screen): said, not left to guess from an empty list. */
    noStorage: boolean('no_storage').notNull().default(false),
    /** « Devenir »: reuse | refurbish | parts | recycling | destruction; null until decided. */
    disposition: text('disposition'),
    /** The DEEE waste code of a device sent to recycling (src/shared/fulfilment/waste.ts). */
    wasteCode: text('waste_code'),
    version: rowVersion(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A lot's table pages by id (keyset) and counts its categories.
    index('devices_lot_idx').on(t.kind, t.requestId, t.id),
    uniqueIndex('devices_inventory_number_idx').on(t.inventoryNumber),
    // One serial once per lot (case aside); across lots the same serial is a warning, found by this index.
    uniqueIndex('devices_lot_serial_idx')
      .on(t.kind, t.requestId, sql`upper(${t.serialNumber})`)
      .where(sql`${t.serialNumber} is not null`),
    index('devices_serial_idx').on(sql`upper(${t.serialNumber})`),
    index('devices_imei_idx').on(t.imei),
  ],
);

/**
 * A lot's inventory as a whole: the team's explanation of each category's difference with the reception
 * (« 2 écrans cassés laissés chez le client »), and whether the inventory is closed — which it may be only
 * once every difference is explained or zero. One row per lot, written at its first note or closing.
 */
export const deviceLots = pgTable(
  'device_lots',
  {
    kind: text('kind').notNull(),
    requestId: integer('request_id').notNull(),
    /** Per category key (`computersToCollect`…): why the count differs from the reception. */
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.requestId] })],
);

export const storageMedia = pgTable(
  'storage_media',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** hdd | ssd | nvme | flash */
    type: text('type').notNull(),
    serialNumber: text('serial_number'),
    capacityGb: real('capacity_gb'),
    /** pending | erased | failed | destroyed: its last erasure or destruction. */
    state: text('state').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('storage_media_device_idx').on(t.deviceId, t.id),
    index('storage_media_serial_idx').on(sql`upper(${t.serialNumber})`),
  ],
);

/**
 * Every erasure or destruction recorded on a medium, oldest first; the medium's `state` is its last one's
 * result. Evidence: never updated, never deleted (RESTRICT: a medium, and so its device, with a record stays).
 */
export const sanitisations = pgTable(
  'sanitisations',
  {
    id: serial('id').primaryKey(),
    mediumId: integer('medium_id')
      .notNull()
      .references(() => storageMedia.id, { onDelete: 'restrict' }),
    /** erasure | destruction */
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    standard: text('standard'),
    tool: text('tool'),
    toolVersion: text('tool_version'),
    /** erased | failed | destroyed */
    result: text('result').notNull(),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull(),
    operator: text('operator'),
    witness: text('witness'),
    /** A reference to a video or photo of a destruction, or to the erasure tool's report. */
    evidence: text('evidence'),
    /** The imported report this record comes from; null for one recorded by hand. */
    reportId: integer('report_id').references(() => erasureReports.id, { onDelete: 'restrict' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sanitisations_medium_idx').on(t.mediumId, t.id)],
);

/**
 * An erasure tool's report imported into a lot (nwipe's log, an XML report, a CSV), kept as it was sent —
 * the evidence behind the records it created — with its SHA-256: the same file twice imports nothing twice.
 * Rows that matched no medium of the lot are listed (« À rapprocher »).
 */
export const erasureReports = pgTable(
  'erasure_reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    requestId: integer('request_id').notNull(),
    /** nwipe | xml | csv */
    format: text('format').notNull(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The report's own id (an XML report's document id), when it has one. */
    documentId: text('document_id'),
    matched: integer('matched').notNull(),
    /** The rows that matched no medium: `{serialNumber, result}`. */
    unmatched: jsonb('unmatched').$type<{ serialNumber: string; result: string }[]>().notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('erasure_reports_lot_sha256_idx').on(t.kind, t.requestId, t.sha256)],
);

/**
 * A lot's « Certificat d'effacement des données » (issue 32), kept as issued: its PDF's bytes (the same on
 * every download) and their SHA-256, which the public verification page shows. Never edited: re-issued, a
 * new row replaces it (`replaced_by`), and the old one's page says so. `summary` is what that page shows
 * (issuer, client, lot, counts) as it was at the issue. The verification token is derived from the id
 * (lib/derived-tokens.ts); only its SHA-256 is stored.
 */
export const erasureCertificates = pgTable(
  'erasure_certificates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    requestId: integer('request_id').notNull(),
    /** « CE-000042 »: from the id, as inventory numbers are. */
    number: text('number').notNull(),
    tokenHash: text('token_hash').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => erasureCertificates.id, {
      onDelete: 'restrict',
    }),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('erasure_certificates_lot_idx').on(t.kind, t.requestId, t.id),
    uniqueIndex('erasure_certificates_number_idx').on(t.number),
    uniqueIndex('erasure_certificates_token_idx').on(t.tokenHash),
  ],
);
