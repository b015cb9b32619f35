/** Column groups every table repeats: timestamps, and who created and decided a request. */
import { sql } from 'drizzle-orm';
import { customType, integer, type PgColumn, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The row's edit counter (decision 0076): raised by a trigger on every UPDATE; a PUT names the version it
 * was based on and writes only if the row is still at it.
 */
export const rowVersion = () => integer('version').notNull().default(1);

/** Every request records its author and, once decided, who decided and when (spec §4 workflow). */
export const requestAudit = () => ({
  status: text('status').notNull().default('pending'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** Optional reason given with a rejection, shown on the card. */
  rejectionReason: text('rejection_reason'),
});

/**
 * The request's reference « COL-2026-00042 » (decision 0087): computed by the database at insert from the
 * kind's prefix, the creation year (Europe/Paris) and the id — gl_request_reference, drizzle/0031 — so every
 * path that creates a request (the API, a seed's INSERT … SELECT) gets one, and it never changes.
 */
export const reference = (prefix: string) =>
  text('reference')
    .notNull()
    .generatedAlwaysAs(sql.raw(`gl_request_reference('${prefix}', id, created_at)`));

/** A whole reference is looked up by this unique index; its words are also in search_text. */
export const referenceIndex = (table: string, t: { reference: PgColumn }) =>
  uniqueIndex(`${table}_reference_idx`).on(t.reference);

/** Bytes: node-postgres reads a Buffer, PGlite a Uint8Array (a Buffer is one); both write a Buffer. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
