/**
 * The request tables (spec §3). Lists filter on status and desired date and sort by creation date,
 * so each table indexes those three columns.
 */

import { requestReferencePrefixes } from '@shared/requests/request-reference';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, reference, referenceIndex, requestAudit, rowVersion, updatedAt } from './columns';
import { carriers } from './fulfilment';
import { clients, savedAddresses } from './settings';

export interface ParcelDimensions {
  width: number;
  length: number;
  height: number;
  weight: number;
}

export interface DeliveryPackage {
  type: 'package' | 'pallet';
  width?: number;
  length?: number;
  height?: number;
  weight?: number;
  value?: string;
}

/**
 * The client a request is for (issue 23): set when the form picks one from the directory, backfilled by
 * drizzle/0016 from the company name. The names stay a snapshot of what the form said; the link survives a
 * renaming, and a client with requests cannot be deleted (restrict).
 */
const clientLink = (name: string) => integer(name).references(() => clients.id, { onDelete: 'restrict' });

const contact = () => ({
  clientId: clientLink('client_id'),
  clientCompanyName: text('client_company_name').notNull(),
  contactName: text('contact_name').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
  companyAddress: text('company_address').notNull(),
});

/**
 * The suivi of an accepted request (src/shared/fulfilment/fulfilment-stages.ts): its stage (null before
 * acceptance, and for requests accepted before the suivi existed), since when, the fields the stages
 * recorded so far, and — copied out of them for indexes and foreign keys — the planned day, the carrier
 * and the tracking number (spec §3's `trackingNumber`, now set by the suivi).
 */
const fulfilmentColumns = () => ({
  stage: text('stage'),
  stageAt: timestamp('stage_at', { withTimezone: true }),
  fulfilment: jsonb('fulfilment').$type<Record<string, unknown>>().notNull().default({}),
  plannedDate: date('planned_date', { mode: 'string' }),
  carrierId: integer('carrier_id').references(() => carriers.id, { onDelete: 'restrict' }),
  trackingNumber: text('tracking_number'),
});

/**
 * A stage filter lists newest first (stage, created_at, id); "late" reads the planned stages' past days
 * (stage, planned_date). Every list index ends with id: a list's order is its columns then id, and its next
 * page starts after the last row's key (keyset paging, decision 0063), which the index then reads directly.
 */
const stageIndexes = (
  table: string,
  t: { id: PgColumn; stage: PgColumn; createdAt: PgColumn; plannedDate: PgColumn },
) => [
  index(`${table}_stage_created_at_idx`).on(t.stage, t.createdAt, t.id),
  index(`${table}_stage_planned_date_idx`).on(t.stage, t.plannedDate),
];

/**
 * A client's accepted requests at a stage, latest to reach it first (its page's attestations: the newest few
 * and how many, clients.repository.ts `requestsAtStage`): read and counted from this index alone, whatever
 * the client's volume (a client with 5,000 received requests: 360 ms through its (client_id, created_at)
 * index and the rows, decision 0083).
 */
const clientStageIndex = (
  table: string,
  t: { id: PgColumn; clientId: PgColumn; stage: PgColumn; stageAt: PgColumn },
) =>
  index(`${table}_client_stage_idx`)
    .on(t.clientId, t.stage, t.stageAt, t.id)
    .where(sql`status = 'completed'`);

const lifecycle = () => ({
  desiredDate: date('desired_date', { mode: 'string' }).notNull(),
  ...requestAudit(),
  version: rowVersion(),
  ...fulfilmentColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Lists filter by status and sort newest first (status, created_at, id), or show everything newest first
 * (created_at, id); the calendar reads a week of desired dates (desired_date, created_at, id).
 * The status index also carries search_text (`INCLUDE`, written in drizzle/0029_search_at_scale.sql: Drizzle declares
 * neither INCLUDE nor the generated column): a search in a tab, and its count, read that index alone
 * instead of a row per entry (decision 0083).
 */
const listIndexes =
  (table: string) =>
  (t: {
    id: PgColumn;
    status: PgColumn;
    desiredDate: PgColumn;
    createdAt: PgColumn;
    stage: PgColumn;
    stageAt: PgColumn;
    plannedDate: PgColumn;
    clientId: PgColumn;
    reference: PgColumn;
  }) => [
    index(`${table}_status_created_at_idx`).on(t.status, t.createdAt, t.id),
    index(`${table}_client_created_at_idx`).on(t.clientId, t.createdAt),
    clientStageIndex(table, t),
    referenceIndex(table, t),
    index(`${table}_desired_date_idx`).on(t.desiredDate, t.createdAt, t.id),
    index(`${table}_created_at_idx`).on(t.createdAt, t.id),
    ...stageIndexes(table, t),
  ];

export const materialConditioningRequests = pgTable(
  'material_conditioning_requests',
  {
    id: serial('id').primaryKey(),
    reference: reference(requestReferencePrefixes['material-conditioning']),
    ...contact(),
    offerNumber: text('offer_number').notNull(),
    computersToCollect: integer('computers_to_collect').notNull().default(0),
    pcFixesToSend: integer('pc_fixes_to_send').notNull().default(0),
    phonesToCollect: integer('phones_to_collect').notNull().default(0),
    tabletsToCollect: integer('tablets_to_collect').notNull().default(0),
    screensToCollect: integer('screens_to_collect').notNull().default(0),
    d3eBoxesToFill: integer('d3e_boxes_to_fill').notNull().default(0),
    pcEnvelopes: integer('pc_envelopes').notNull().default(0),
    phoneEnvelopes: integer('phone_envelopes').notNull().default(0),
    tabletEnvelopes: integer('tablet_envelopes').notNull().default(0),
    standardBoxes: integer('standard_boxes').notNull().default(0),
    screenBoxes: integer('screen_boxes').notNull().default(0),
    d3eBoxes: integer('d3e_boxes').notNull().default(0),
    usesPalletShipping: boolean('uses_pallet_shipping').notNull().default(false),
    palletQuantity: integer('pallet_quantity').notNull().default(0),
    palletLength: real('pallet_length'),
    palletWidth: real('pallet_width'),
    palletHeight: real('pallet_height'),
    palletWeight: real('pallet_weight'),
    ...lifecycle(),
  },
  listIndexes('material_conditioning_requests'),
);

export const packagePickupRequests = pgTable(
  'package_pickup_requests',
  {
    id: serial('id').primaryKey(),
    reference: reference(requestReferencePrefixes['package-pickup']),
    type: text('type').notNull(),
    ...contact(),
    offerNumber: text('offer_number'),
    lotValue: text('lot_value'),
    shippingAddressId: integer('shipping_address_id').references(() => savedAddresses.id, {
      onDelete: 'restrict',
    }),
    customShippingAddress: text('custom_shipping_address'),
    shippingDestination: text('shipping_destination'),
    numberOfPackages: integer('number_of_packages'),
    numberOfPallets: integer('number_of_pallets'),
    packageDetails: jsonb('package_details').$type<ParcelDimensions[]>().notNull().default([]),
    palletDetails: jsonb('pallet_details').$type<ParcelDimensions[]>().notNull().default([]),
    ...lifecycle(),
  },
  listIndexes('package_pickup_requests'),
);

export const regionalCollectionRequests = pgTable(
  'regional_collection_requests',
  {
    id: serial('id').primaryKey(),
    reference: reference(requestReferencePrefixes['regional-collection']),
    ...contact(),
    offerNumber: text('offer_number'),
    computersToCollect: integer('computers_to_collect').notNull().default(0),
    pcFixesToCollect: integer('pc_fixes_to_collect').notNull().default(0),
    phonesToCollect: integer('phones_to_collect').notNull().default(0),
    tabletsToCollect: integer('tablets_to_collect').notNull().default(0),
    screensToCollect: integer('screens_to_collect').notNull().default(0),
    d3eBoxes: integer('d3e_boxes').notNull().default(0),
    /** morning | afternoon | specific_time */
    preferredTimeSlot: text('preferred_time_slot'),
    specificTime: text('specific_time'),
    /** What the team should know (issue 30 point 18: kept when a collection outside Île-de-France hands over). */
    comments: text('comments'),
    ...lifecycle(),
  },
  (t) => [
    ...listIndexes('regional_collection_requests')(t),
    // The week's calendar reads the planned day, else the desired one (request-kinds.ts `calendarDate`).
    index('regional_collection_requests_calendar_date_idx').on(
      sql`coalesce(${t.plannedDate}, ${t.desiredDate})`,
      t.createdAt,
      t.id,
    ),
  ],
);

/** Generic delivery request (spec §3 "delivery_requests"): collecte or livraison between two parties. */
export const deliveryRequests = pgTable(
  'delivery_requests',
  {
    id: serial('id').primaryKey(),
    reference: reference(requestReferencePrefixes.delivery),
    requestType: text('request_type').notNull(),
    description: text('description'),
    noDimensionsRequired: boolean('no_dimensions_required').notNull().default(false),
    requester: text('requester').notNull(),
    senderClientId: clientLink('sender_client_id'),
    senderCompanyName: text('sender_company_name'),
    senderContactName: text('sender_contact_name').notNull(),
    senderPhone: text('sender_phone').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderAddress: text('sender_address').notNull(),
    recipientClientId: clientLink('recipient_client_id'),
    recipientCompanyName: text('recipient_company_name'),
    recipientContactName: text('recipient_contact_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    packages: jsonb('packages').$type<DeliveryPackage[]>().notNull().default([]),
    ...requestAudit(),
    version: rowVersion(),
    ...fulfilmentColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_requests_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('delivery_requests_collection_date_idx').on(t.collectionDate, t.createdAt, t.id),
    index('delivery_requests_created_at_idx').on(t.createdAt, t.id),
    index('delivery_requests_sender_client_created_at_idx').on(t.senderClientId, t.createdAt),
    index('delivery_requests_recipient_client_created_at_idx').on(t.recipientClientId, t.createdAt),
    referenceIndex('delivery_requests', t),
    ...stageIndexes('delivery_requests', t),
  ],
);

/** Free-text collection request (spec §3 "collection_requests"). */
export const collectionRequests = pgTable(
  'collection_requests',
  {
    id: serial('id').primaryKey(),
    reference: reference(requestReferencePrefixes.collection),
    materials: text('materials').notNull(),
    clientId: clientLink('client_id'),
    clientName: text('client_name').notNull(),
    clientContactName: text('client_contact_name').notNull(),
    clientPhone: text('client_phone').notNull(),
    clientEmail: text('client_email').notNull(),
    clientAddress: text('client_address').notNull(),
    comments: text('comments'),
    ...requestAudit(),
    version: rowVersion(),
    ...fulfilmentColumns(),
    createdAt: createdAt(),
    /** Not in spec §3's list: the shared workflow edits pending requests and records when. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('collection_requests_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('collection_requests_created_at_idx').on(t.createdAt, t.id),
    index('collection_requests_client_created_at_idx').on(t.clientId, t.createdAt),
    clientStageIndex('collection_requests', t),
    referenceIndex('collection_requests', t),
    ...stageIndexes('collection_requests', t),
  ],
);

/** The tables of the request kinds of the shared workflow, by kind (src/shared/requests/request-kinds.ts). */
export const requestTables = {
  'material-conditioning': materialConditioningRequests,
  'package-pickup': packagePickupRequests,
  'regional-collection': regionalCollectionRequests,
  delivery: deliveryRequests,
  collection: collectionRequests,
} as const;
