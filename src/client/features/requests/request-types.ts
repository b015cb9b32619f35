/**
 * The request kinds as the client sees them: what the API answers and what the forms send, by kind.
 * Every type comes from the shared schemas (no hand-written copies that could drift from the server).
 */
import type {
  CollectionRequest,
  CollectionRequestCalendarItem,
  CollectionRequestCardItem,
  CollectionRequestInput,
} from '@shared/requests/collection-request.schema';
import type {
  DeliveryRequest,
  DeliveryRequestCalendarItem,
  DeliveryRequestCardItem,
  DeliveryRequestInput,
} from '@shared/requests/delivery-request.schema';
import type {
  MaterialConditioningCalendarItem,
  MaterialConditioningCardItem,
  MaterialConditioningInput,
  MaterialConditioningRequest,
} from '@shared/requests/material-conditioning.schema';
import type {
  PackagePickupCalendarItem,
  PackagePickupCardItem,
  PackagePickupInput,
  PackagePickupRequest,
} from '@shared/requests/package-pickup.schema';
import type {
  RegionalCollectionCalendarItem,
  RegionalCollectionCardItem,
  RegionalCollectionInput,
  RegionalCollectionRequest,
} from '@shared/requests/regional-collection.schema';
import type { RequestKind } from '@shared/requests/request-kinds';

export type { RequestKind } from '@shared/requests/request-kinds';

export interface RequestByKind {
  'material-conditioning': MaterialConditioningRequest;
  'package-pickup': PackagePickupRequest;
  'regional-collection': RegionalCollectionRequest;
  delivery: DeliveryRequest;
  collection: CollectionRequest;
}

export interface RequestInputByKind {
  'material-conditioning': MaterialConditioningInput;
  'package-pickup': PackagePickupInput;
  'regional-collection': RegionalCollectionInput;
  delivery: DeliveryRequestInput;
  collection: CollectionRequestInput;
}

/** What a list answers with `view=calendar`: the few fields of a week's card. */
export interface CalendarItemByKind {
  'material-conditioning': MaterialConditioningCalendarItem;
  'package-pickup': PackagePickupCalendarItem;
  'regional-collection': RegionalCollectionCalendarItem;
  delivery: DeliveryRequestCalendarItem;
  collection: CollectionRequestCalendarItem;
}

/** What a list answers with `view=card`: the fields a list's card shows (the details load the rest). */
export interface CardItemByKind {
  'material-conditioning': MaterialConditioningCardItem;
  'package-pickup': PackagePickupCardItem;
  'regional-collection': RegionalCollectionCardItem;
  delivery: DeliveryRequestCardItem;
  collection: CollectionRequestCardItem;
}

/** A request of any kind (what shared components receive). */
export type AnyRequest = RequestByKind[RequestKind];

/** The decisions offered on a pending request (spec §4). */
export type RequestDecisionStatus = 'completed' | 'rejected';
