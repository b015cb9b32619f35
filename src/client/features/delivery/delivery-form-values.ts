/**
 * The transport form's starting values and how a saved address fills one of its two parties. Pure, so the
 * rules are tested without a browser.
 */

import { toDateInputValue } from '@client/features/requests/request-format';
import {
  type DeliveryRequest,
  type DeliveryRequestInput,
  emptyDeliveryPackage,
} from '@shared/requests/delivery-request.schema';
import type { SavedAddress } from '@shared/settings/saved-address.schema';

export type PartySide = 'sender' | 'recipient';

/** A new request: a collecte, asked by the signed-in user, one parcel row; or the edited request's values. */
export function deliveryFormDefaults(
  request: DeliveryRequest | null,
  requester: string,
): DeliveryRequestInput {
  if (!request) {
    return {
      requestType: 'collecte',
      requester,
      senderClientId: null,
      recipientClientId: null,
      senderCompanyName: '',
      senderContactName: '',
      senderPhone: '',
      senderEmail: '',
      senderAddress: '',
      recipientCompanyName: '',
      recipientContactName: '',
      recipientPhone: '',
      recipientEmail: '',
      recipientAddress: '',
      collectionDate: '',
      noDimensionsRequired: false,
      packages: [emptyDeliveryPackage()],
      description: '',
    };
  }
  return {
    requestType: request.requestType === 'livraison' ? 'livraison' : 'collecte',
    requester: request.requester,
    // The parties' links to the directory are kept unless another client is picked or the company retyped.
    senderClientId: request.senderClientId ?? null,
    recipientClientId: request.recipientClientId ?? null,
    senderCompanyName: request.senderCompanyName ?? '',
    senderContactName: request.senderContactName,
    senderPhone: request.senderPhone,
    senderEmail: request.senderEmail,
    senderAddress: request.senderAddress,
    recipientCompanyName: request.recipientCompanyName ?? '',
    recipientContactName: request.recipientContactName,
    recipientPhone: request.recipientPhone,
    recipientEmail: request.recipientEmail,
    recipientAddress: request.recipientAddress,
    collectionDate: toDateInputValue(request.collectionDate),
    noDimensionsRequired: request.noDimensionsRequired,
    packages:
      request.packages.length > 0
        ? request.packages.map((row) => ({
            type: row.type,
            width: row.width ?? null,
            length: row.length ?? null,
            height: row.height ?? null,
            weight: row.weight ?? null,
            value: row.value ?? '',
          }))
        : [emptyDeliveryPackage()],
    description: request.description ?? '',
  };
}

/** The five fields of `side` a saved address fills (its name is the address's label, not the company). */
export function partyFromAddress(
  side: PartySide,
  address: SavedAddress,
): [keyof DeliveryRequestInput, string][] {
  return [
    [`${side}CompanyName`, address.companyName],
    [`${side}ContactName`, address.contactName],
    [`${side}Phone`, address.contactPhone],
    [`${side}Email`, address.contactEmail],
    [`${side}Address`, address.deliveryAddress],
  ];
}
