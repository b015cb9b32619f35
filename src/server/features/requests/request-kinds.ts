/**
 * What differs between the three request kinds: table, form schema, how a validated form becomes
 * column values, and how a row is answered. Everything else (listing, counting, editing, deciding,
 * notifying) is shared by requests.service.ts.
 */
import { messages } from '@shared/http/api-error';
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
import type { RequestKind } from '@shared/requests/request-kinds';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  materialConditioningRequests,
  packagePickupRequests,
  regionalCollectionRequests,
} from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { findSavedAddressForReference } from '../saved-addresses/saved-addresses.repository';
import { deductPackaging } from '../stock/stock.service';
import type { UserRow } from '../users/users.repository';
import type { RequestTable } from './requests.repository';

export interface RequestKindDefinition<T extends RequestTable, S extends z.ZodType> {
  kind: RequestKind;
  table: T;
  /** PUT: any real desired date (the service refuses changing it to another past day). */
  inputSchema: S;
  /** POST: the same form, with a desired date of today or later (Europe/Paris). */
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
}

type ConditioningInput = z.output<typeof materialConditioningInputSchema>;

export const materialConditioning: RequestKindDefinition<
  typeof materialConditioningRequests,
  typeof materialConditioningInputSchema
> = {
  kind: 'material-conditioning',
  table: materialConditioningRequests,
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
};

export const packagePickup: RequestKindDefinition<
  typeof packagePickupRequests,
  typeof packagePickupInputSchema
> = {
  kind: 'package-pickup',
  table: packagePickupRequests,
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
};

export const regionalCollection: RequestKindDefinition<
  typeof regionalCollectionRequests,
  typeof regionalCollectionInputSchema
> = {
  kind: 'regional-collection',
  table: regionalCollectionRequests,
  inputSchema: regionalCollectionInputSchema,
  createSchema: regionalCollectionCreateSchema,
  calendarFields: regionalCollectionCalendarFields,
  cardFields: regionalCollectionCardFields,
  async toValues(_db, input) {
    return { ...input, preferredTimeSlot: input.preferredTimeSlot ?? null };
  },
};
