import { PACKAGING_REQUEST_REFERENCE_PREFIX } from '@shared/requests/request-reference';
import type { PackagingKind } from '@shared/stock/stock';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, reference, referenceIndex, requestAudit, rowVersion, updatedAt } from './columns';
import { users } from './users';

/** Packaging items (spec §3 "packaging_items / packaging_stock_items"); §9 defaults and stock rules. */
export const packagingItems = pgTable(
  'packaging_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    unit: text('unit').notNull().default('pièces'),
    currentStock: integer('current_stock').notNull().default(0),
    minStock: integer('min_stock').notNull().default(10),
    maxStock: integer('max_stock').notNull().default(100),
    /** The stock the item was created with: current = initial + the sum of its movements (the ledger). */
    initialStock: integer('initial_stock').notNull().default(0),
    /** Which count of the conditioning calculation this item supplies (deducted on acceptance), if any. */
    packagingKind: text('packaging_kind').$type<PackagingKind>(),
    /**
     * Set when an administrator deletes an item that stock history refers to: the row stays for the
     * ledger (movements and packaging requests keep their item), but the item is gone from every list and
     * can no longer be edited, moved or requested.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Decision 0076: raised by a trigger on every update (an edit, and every stock movement, since the form
     * carries the current stock); a PUT names the version it was based on.
     */
    version: rowVersion(),
    /** Who saved the last edit (with `updatedAt`: what a stale edit's 409 names). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One item per packaging kind, so an accepted request knows exactly what to deduct from.
    uniqueIndex('packaging_items_packaging_kind_idx')
      .on(t.packagingKind)
      .where(sql`${t.packagingKind} IS NOT NULL`),
    check('packaging_items_current_stock_check', sql`${t.currentStock} >= 0`),
    // Archiving releases the packaging kind, so another item can supply it and no deduction finds this one.
    check(
      'packaging_items_archived_unlinked_check',
      sql`${t.archivedAt} IS NULL OR ${t.packagingKind} IS NULL`,
    ),
    check(
      'packaging_items_min_max_check',
      sql`${t.minStock} >= 0 AND ${t.maxStock} >= 1 AND ${t.minStock} < ${t.maxStock}`,
    ),
  ],
);

/** Supply or withdrawal of an item asked by a requester (spec §3 "packaging_requests"). */
export const packagingRequests = pgTable(
  'packaging_requests',
  {
    id: serial('id').primaryKey(),
    reference: reference(PACKAGING_REQUEST_REFERENCE_PREFIX),
    itemId: integer('item_id')
      .notNull()
      .references(() => packagingItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    type: text('type').notNull(),
    requester: text('requester').notNull(),
    neededBy: date('needed_by', { mode: 'string' }),
    comments: text('comments'),
    /**
     * Status: pending, then rejected or approved — `approved` for a withdrawal (the stock moved then), `ordered`
     * for a supply until it is marked `received` (the stock moves then; decision 0091). Plain text, as every
     * request status: the shared list is the rule.
     */
    ...requestAudit(),
    /** Who marked an ordered supply received, and when (the stock movement's author and time). */
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('packaging_requests_status_created_at_idx').on(t.status, t.createdAt),
    index('packaging_requests_created_at_idx').on(t.createdAt),
    // A user's own lists and tab counts (« Mes demandes d'emballages »): bounded by one person's requests.
    index('packaging_requests_created_by_status_idx').on(t.createdBy, t.status, t.createdAt),
    // A search by article name (the items matching, then their requests) and the item's delete check.
    index('packaging_requests_item_id_idx').on(t.itemId),
    referenceIndex('packaging_requests', t),
  ],
);

/**
 * Packaging requests per status, kept by triggers (drizzle/0017) in the transaction of every write like
 * request_counts: the administrators' tab badges and unsearched list totals read three rows. Invariant: `n`
 * = count(*) of packaging_requests with that status; a missing row means 0.
 */
export const packagingRequestCounts = pgTable('packaging_request_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull(),
});

/** The stock ledger: every change of an item's current stock is one movement (signed quantity). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => packagingItems.id, { onDelete: 'restrict' }),
    /** Signed: positive in, negative out. */
    quantity: integer('quantity').notNull(),
    /** adjustment (stock edit) | supply (Ajouter) | withdrawal (Retirer) | request (conditioning accepted) | packaging-request */
    reason: text('reason').notNull().default('adjustment'),
    /** The request that caused it: requestType names its table (e.g. material-conditioning). */
    requestType: text('request_type'),
    requestId: integer('request_id'),
    comments: text('comments'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_item_id_idx').on(t.itemId),
    index('stock_movements_created_at_idx').on(t.createdAt),
    index('stock_movements_request_idx').on(t.requestType, t.requestId),
  ],
);
