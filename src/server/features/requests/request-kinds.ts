/**
 * What differs between the request kinds: table, form schema, which columns play which role (the day, the
 * company; the searched ones are drizzle/0016's search_text), how a validated form becomes column values, and how a row is answered.
 * Everything else (listing, counting, editing, deciding, notifying) is shared by requests.service.ts.
 */
import { type DeclaredReception, declaredReception } from '@shared/fulfilment/declared-reception';
import { restocksOnCancel } from '@shared/fulfilment/fulfilment-stages';
import { messages } from '@shared/http/api-error';
import {
  collectionRequestCalendarFields,
  collectionRequestCardFields,
  collectionRequestCreateSchema,
  collectionRequestInputSchema,
} from '@shared/requests/collection-request.schema';
import {
  type DeliveryPackage,
  deliveryMessages,
  deliveryRequestCalendarFields,
  deliveryRequestCardFields,
  deliveryRequestCreateSchema,
  deliveryRequestInputSchema,
} from '@shared/requests/delivery-request.schema';
import {
  materialConditioningCalendarFields,
  materialConditioningCardFields,
  materialConditioningCreateSchema,
  materialConditioningInputSchema,
} from '@shared/requests/material-conditioning.schema';
import {
  packagePickupCalendarFields,
  packagePickupCardFields,
  packagePickupCreateSchema,
  packagePickupInputSchema,
  pickupMessages,
} from '@shared/requests/package-pickup.schema';
import { conditioningPackaging } from '@shared/requests/packaging-calculator';
import {
  regionalCollectionCalendarFields,
  regionalCollectionCardFields,
  regionalCollectionCreateSchema,
  regionalCollectionInputSchema,
} from '@shared/requests/regional-collection.schema';
import { desiredDateMessages } from '@shared/requests/request-fields';
import type { RequestKind } from '@shared/requests/request-kinds';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  collectionRequests,
  deliveryRequests,
  materialConditioningRequests,
  packagePickupRequests,
  regionalCollectionRequests,
  type DeliveryPackage as StoredPackage,
} from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { findSavedAddressForReference } from '../saved-addresses/saved-addresses.repository';
import { deductPackaging, returnPackaging } from '../stock/stock.service';
import type { UserRow } from '../users/users.repository';
import type { RequestColumnRoles, RequestTable } from './requests.repository';

export interface RequestKindDefinition<T extends RequestTable, S extends z.ZodType> {
  kind: RequestKind;
  table: T;
  /** Which columns are the kind's day and its company (requests.repository.ts). */
  columns: RequestColumnRoles<T['$inferSelect']>;
  /** The fields linking the request to the clients directory (client-links.ts, decision 0065). */
  clientLinks: readonly (keyof T['$inferSelect'] & string)[];
  /** The message when an edit moves the kind's day (`columns.date`) to another past day. */
  pastDateMessage?: string;
  /** PUT: any real day (the service refuses changing it to another past day). */
  inputSchema: S;
  /** POST: the same form, with a day of today or later (Europe/Paris) when the kind has one. */
  createSchema: S;
  /** The fields a list answers with `view=calendar` (src/shared: the client's types follow them). */
  calendarFields: readonly (keyof T['$inferSelect'] & string)[];
  /** The fields a list answers with `view=card`: what the list's card shows. */
  cardFields: readonly (keyof T['$inferSelect'] & string)[];
  /** Column values of a valid form (create and edit). May refuse with a 400 (e.g. an unknown address). */
  toValues(db: Executor, input: z.output<S>): Promise<Omit<T['$inferInsert'], 'id'>>;
  /**
   * Runs inside the acceptance's transaction, after the status change; throwing rolls the acceptance back.
   * What it returns is added to the answer.
   */
  onAccept?(tx: Executor, row: T['$inferSelect'], decider: UserRow): Promise<Record<string, unknown>>;
  /**
   * What the request declared, for its reception to be compared with: per equipment category, or a number
   * of parcels or pallets. Absent: the kind receives nothing at the warehouse (its suivi ends elsewhere).
   */
  declared?(row: T['$inferSelect']): DeclaredReception | null;
  /**
   * Runs inside the cancellation's transaction when the suivi is cancelled from `fromStage` (null: no stage
   * recorded); throwing rolls the cancellation back. What it returns is added to the answer.
   */
  onCancel?(
    tx: Executor,
    row: T['$inferSelect'],
    actor: UserRow,
    fromStage: string | null,
  ): Promise<Record<string, unknown>>;
}

type ConditioningInput = z.output<typeof materialConditioningInputSchema>;

export const materialConditioning: RequestKindDefinition<
  typeof materialConditioningRequests,
  typeof materialConditioningInputSchema
> = {
  kind: 'material-conditioning',
  table: materialConditioningRequests,
  clientLinks: ['clientId'],
  columns: {
    date: 'desiredDate',
    company: ['clientCompanyName'],
  },
  pastDateMessage: desiredDateMessages.past,
  inputSchema: materialConditioningInputSchema,
  createSchema: materialConditioningCreateSchema,
  calendarFields: materialConditioningCalendarFields,
  cardFields: materialConditioningCardFields,
  async toValues(_db, input: ConditioningInput) {
    const computed = conditioningPackaging(input);
    // PC fixes travel on pallets: the option is forced on (spec §2), whatever the form sent.
    const usesPalletShipping = input.usesPalletShipping || input.pcFixesToSend > 0;
    return {
      ...input,
      pcEnvelopes: input.pcEnvelopes ?? computed.pcEnvelopes,
      phoneEnvelopes: input.phoneEnvelopes ?? computed.phoneEnvelopes,
      tabletEnvelopes: input.tabletEnvelopes ?? computed.tabletEnvelopes,
      standardBoxes: input.standardBoxes ?? computed.standardBoxes,
      screenBoxes: input.screenBoxes ?? computed.screenBoxes,
      d3eBoxes: input.d3eBoxes ?? computed.d3eBoxes,
      usesPalletShipping,
      palletQuantity: usesPalletShipping ? input.palletQuantity : 0,
      palletLength: usesPalletShipping ? (input.palletLength ?? null) : null,
      palletWidth: usesPalletShipping ? (input.palletWidth ?? null) : null,
      palletHeight: usesPalletShipping ? (input.palletHeight ?? null) : null,
      palletWeight: usesPalletShipping ? (input.palletWeight ?? null) : null,
    };
  },
  // Spec §1: stock is deducted on approval — the packaging counts leave the linked items' stock.
  async onAccept(tx, row, decider) {
    const stock = await deductPackaging(
      tx,
      decider,
      { type: 'material-conditioning', id: row.id },
      {
        pcEnvelopes: row.pcEnvelopes,
        phoneEnvelopes: row.phoneEnvelopes,
        tabletEnvelopes: row.tabletEnvelopes,
        standardBoxes: row.standardBoxes,
        screenBoxes: row.screenBoxes,
        d3eBoxes: row.d3eBoxes,
      },
    );
    return { stock };
  },
  // Cancelled before it was shipped: the packaging it took from the stock goes back, in the same transaction.
  async onCancel(tx, row, actor, fromStage) {
    if (!restocksOnCancel('material-conditioning', fromStage)) return {};
    return { stockReturned: await returnPackaging(tx, actor, { type: 'material-conditioning', id: row.id }) };
  },
};

export const packagePickup: RequestKindDefinition<
  typeof packagePickupRequests,
  typeof packagePickupInputSchema
> = {
  kind: 'package-pickup',
  table: packagePickupRequests,
  clientLinks: ['clientId'],
  columns: {
    date: 'desiredDate',
    company: ['clientCompanyName'],
  },
  pastDateMessage: desiredDateMessages.past,
  inputSchema: packagePickupInputSchema,
  createSchema: packagePickupCreateSchema,
  calendarFields: packagePickupCalendarFields,
  cardFields: packagePickupCardFields,
  async toValues(db, input) {
    const address = await findSavedAddressForReference(db, input.shippingAddressId);
    if (!address) throw badRequest(messages.validation, { shippingAddressId: pickupMessages.unknownAddress });
    // Only the section of the chosen type is kept; the count follows its rows unless the form gave one.
    const isPackage = input.type === 'package';
    return {
      ...input,
      // A snapshot: the card keeps showing where this pickup went even if the saved address changes later.
      shippingDestination: `${address.companyName} — ${address.deliveryAddress}`,
      packageDetails: isPackage ? input.packageDetails : [],
      palletDetails: isPackage ? [] : input.palletDetails,
      numberOfPackages: isPackage ? (input.numberOfPackages ?? input.packageDetails.length) : null,
      numberOfPallets: isPackage ? null : (input.numberOfPallets ?? input.palletDetails.length),
    };
  },
  declared: (row) => declaredReception('package-pickup', row),
};

export const regionalCollection: RequestKindDefinition<
  typeof regionalCollectionRequests,
  typeof regionalCollectionInputSchema
> = {
  kind: 'regional-collection',
  table: regionalCollectionRequests,
  clientLinks: ['clientId'],
  columns: {
    date: 'desiredDate',
    // The week's calendar shows a planned collection on its planned day (issue 21), else on the desired one.
    calendarDate: ['plannedDate', 'desiredDate'],
    company: ['clientCompanyName'],
  },
  pastDateMessage: desiredDateMessages.past,
  inputSchema: regionalCollectionInputSchema,
  createSchema: regionalCollectionCreateSchema,
  calendarFields: regionalCollectionCalendarFields,
  cardFields: regionalCollectionCardFields,
  async toValues(_db, input) {
    return { ...input, preferredTimeSlot: input.preferredTimeSlot ?? null };
  },
  declared: (row) => declaredReception('regional-collection', row),
};

/** A package row as stored: the measures given, nothing for the ones left blank. */
function storedPackage(row: DeliveryPackage): StoredPackage {
  const stored: StoredPackage = { type: row.type };
  if (row.width != null) stored.width = row.width;
  if (row.length != null) stored.length = row.length;
  if (row.height != null) stored.height = row.height;
  if (row.weight != null) stored.weight = row.weight;
  if (row.value) stored.value = row.value;
  return stored;
}

export const delivery: RequestKindDefinition<typeof deliveryRequests, typeof deliveryRequestInputSchema> = {
  kind: 'delivery',
  table: deliveryRequests,
  clientLinks: ['senderClientId', 'recipientClientId'],
  columns: {
    date: 'collectionDate',
    // A private sender has no company: the contact's name says who it is.
    company: ['senderCompanyName', 'senderContactName'],
  },
  pastDateMessage: deliveryMessages.collectionDatePast,
  inputSchema: deliveryRequestInputSchema,
  createSchema: deliveryRequestCreateSchema,
  calendarFields: deliveryRequestCalendarFields,
  cardFields: deliveryRequestCardFields,
  async toValues(_db, input) {
    return { ...input, packages: input.packages.map(storedPackage) };
  },
};

export const collection: RequestKindDefinition<
  typeof collectionRequests,
  typeof collectionRequestInputSchema
> = {
  kind: 'collection',
  table: collectionRequests,
  clientLinks: ['clientId'],
  // No day of its own: `from`/`to` filter the creation day (requests.repository.ts).
  columns: {
    company: ['clientName'],
  },
  inputSchema: collectionRequestInputSchema,
  createSchema: collectionRequestCreateSchema,
  calendarFields: collectionRequestCalendarFields,
  cardFields: collectionRequestCardFields,
  async toValues(_db, input) {
    return input;
  },
  // The materials are free text: nothing declared per category to compare the counted quantities with.
  declared: () => ({ quantities: null, units: null }),
};

/** Every kind's definition, in the spec's order (routes are registered for each). */
export const requestKindDefinitions = [
  materialConditioning,
  packagePickup,
  regionalCollection,
  delivery,
  collection,
] as const;
