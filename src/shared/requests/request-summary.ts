/**
 * What a request asks for, by kind, as labelled figures: the equipment to collect, the packaging to send
 * and the kind's own details (pallets, shipping destination, time slot). The card shows the compact form
 * (zero counts left out), the details dialog and the notification mails every line. Pure functions, shared
 * by the client and the server's mails, so both always say the same.
 */

import type {
  CollectionRequest,
  CollectionRequestCardItem,
} from '@shared/requests/collection-request.schema';
import {
  type DeliveryPackageType,
  type DeliveryRequestType,
  deliveryPackageTypeLabels,
  deliveryRequestTypeLabels,
} from '@shared/requests/delivery-request.labels';
import type {
  DeliveryPackage,
  DeliveryRequest,
  DeliveryRequestCardItem,
} from '@shared/requests/delivery-request.schema';
import {
  type ConditioningEquipmentField,
  type ConditioningPackagingField,
  conditioningEquipmentLabels,
  conditioningPackagingLabels,
} from '@shared/requests/material-conditioning.labels';
import type {
  MaterialConditioningCardItem,
  MaterialConditioningRequest,
} from '@shared/requests/material-conditioning.schema';
import { type PickupType, pickupTypeLabels } from '@shared/requests/package-pickup.labels';
import type {
  PackagePickupCardItem,
  PackagePickupRequest,
  Parcel,
} from '@shared/requests/package-pickup.schema';
import {
  type RegionalEquipmentField,
  regionalEquipmentLabels,
  timeSlotLabels,
} from '@shared/requests/regional-collection.labels';
import type {
  RegionalCollectionCardItem,
  RegionalCollectionRequest,
} from '@shared/requests/regional-collection.schema';
import { frenchTime } from '../french-dates';
import { formatTypedNumber } from '../typed-number';
import { type RegionalPackaging, regionalPackaging } from './packaging-calculator';
import type { RequestKind } from './request-kinds';

/** A request of any kind, as the API answers it. */
export type AnyRequest =
  | MaterialConditioningRequest
  | PackagePickupRequest
  | RegionalCollectionRequest
  | DeliveryRequest
  | CollectionRequest;

/** What the summaries read: a list's card (`view=card`) of any kind, or a whole request. */
export type AnyRequestCard =
  | MaterialConditioningCardItem
  | PackagePickupCardItem
  | RegionalCollectionCardItem
  | DeliveryRequestCardItem
  | CollectionRequestCardItem;

export interface SummaryItem {
  label: string;
  value: string | number;
}

export interface SummarySection {
  /** Stable id (headings' ids, tests): "equipment", "packaging", "pallet", "parcels", "shipping", "slot". */
  id: string;
  title: string;
  items: SummaryItem[];
  /** Shown instead of the items when none is left. */
  emptyText?: string;
}

interface SummaryOptions {
  /** Leave out the counts that are zero (cards). */
  compact?: boolean;
}

const counts = (items: SummaryItem[], compact: boolean) =>
  compact ? items.filter((item) => item.value !== 0) : items;

const NONE = 'Aucun';

/** One line per labelled field, in the labels' order. */
function labelled<F extends string>(
  labels: Readonly<Record<F, string>>,
  values: Readonly<Record<F, number>>,
): SummaryItem[] {
  return (Object.keys(labels) as F[]).map((field) => ({ label: labels[field], value: values[field] }));
}

function conditioningSections(request: MaterialConditioningCardItem, compact: boolean): SummarySection[] {
  const sections: SummarySection[] = [
    {
      id: 'equipment',
      // Its lines say which way each goes (« à collecter », « PC fixes à envoyer », « à remplir »).
      title: 'Matériel concerné',
      emptyText: NONE,
      items: counts(labelled<ConditioningEquipmentField>(conditioningEquipmentLabels, request), compact),
    },
    {
      id: 'packaging',
      title: 'Emballages à envoyer',
      emptyText: NONE,
      items: counts(labelled<ConditioningPackagingField>(conditioningPackagingLabels, request), compact),
    },
  ];
  if (request.usesPalletShipping) {
    const items: SummaryItem[] = [
      {
        label: 'Nombre de palettes',
        value: request.palletQuantity > 0 ? request.palletQuantity : "À déterminer par l'équipe",
      },
    ];
    const dimensions = dimensionsText(request.palletLength, request.palletWidth, request.palletHeight);
    if (dimensions) items.push({ label: 'Dimensions (L × l × H)', value: dimensions });
    if (request.palletWeight)
      items.push({ label: 'Poids', value: `${formatTypedNumber(request.palletWeight)}\u00a0kg` });
    sections.push({ id: 'pallet', title: 'Envoi sur palette', items });
  }
  return sections;
}

/**
 * "120 × 80 × 150 cm": measures in centimetres, with non-breaking spaces throughout, so a narrow column
 * never leaves "cm" (or "× 150") alone on a line.
 */
export function centimetresText(measures: readonly (number | string)[]): string {
  const shown = measures.map((measure) =>
    typeof measure === 'number' ? formatTypedNumber(measure) : measure,
  );
  return `${shown.join('\u00a0×\u00a0')}\u00a0cm`;
}

/** "120 × 80 × 150 cm" with "?" for a missing measure; null when none is known. */
export function dimensionsText(
  length: number | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): string | null {
  if (!length && !width && !height) return null;
  const part = (value: number | null | undefined) => (value ? formatTypedNumber(value) : '?');
  return centimetresText([part(length), part(width), part(height)]);
}

/** "40 × 30 × 20 cm, 12 kg" (width × length × height as the form enters them). */
export function parcelText(parcel: Parcel): string {
  return `${centimetresText([parcel.width, parcel.length, parcel.height])}, ${formatTypedNumber(parcel.weight)}\u00a0kg`;
}

export function pickupTypeLabel(type: string): string {
  return pickupTypeLabels[type as PickupType] ?? type;
}

function pickupSections(request: PackagePickupCardItem): SummarySection[] {
  const isPallet = request.type === 'pallet';
  const rows = isPallet ? request.palletDetails : request.packageDetails;
  const declared = isPallet ? request.numberOfPallets : request.numberOfPackages;
  const noun = isPallet ? 'Palette' : 'Colis';
  const sections: SummarySection[] = [
    {
      id: 'parcels',
      title: isPallet ? 'Palettes à enlever' : 'Colis à enlever',
      emptyText: NONE,
      items: [
        { label: "Type d'enlèvement", value: pickupTypeLabel(request.type) },
        { label: isPallet ? 'Nombre de palettes' : 'Nombre de colis', value: declared ?? rows.length },
        ...rows.map((parcel, index) => ({ label: `${noun} ${index + 1}`, value: parcelText(parcel) })),
      ],
    },
  ];
  const shipping: SummaryItem[] = [];
  if (request.shippingDestination)
    shipping.push({ label: 'Destination', value: request.shippingDestination });
  if (request.customShippingAddress) {
    shipping.push({ label: "Adresse d'expédition personnalisée", value: request.customShippingAddress });
  }
  if (request.lotValue) shipping.push({ label: 'Valeur du lot', value: request.lotValue });
  if (shipping.length > 0) sections.push({ id: 'shipping', title: 'Expédition', items: shipping });
  return sections;
}

/** The packaging a regional collection needs (its form's summary and the request's, in this order). */
export const regionalPackagingLabels = {
  pcEnvelopes: 'Enveloppes PC',
  phoneEnvelopes: 'Enveloppes téléphones',
  tabletEnvelopes: 'Enveloppes tablettes',
  largeCartons: 'Grands cartons (écrans)',
  standardCartons: 'Cartons standard',
  total: 'Total des emballages',
} as const satisfies Record<keyof RegionalPackaging, string>;

function regionalSections(request: RegionalCollectionCardItem, compact: boolean): SummarySection[] {
  const packaging = regionalPackaging(request);
  const sections: SummarySection[] = [
    {
      id: 'equipment',
      title: 'Matériel à collecter',
      emptyText: NONE,
      items: counts(labelled<RegionalEquipmentField>(regionalEquipmentLabels, request), compact),
    },
    {
      id: 'packaging',
      title: 'Emballages à prévoir',
      emptyText: NONE,
      items: counts(labelled(regionalPackagingLabels, packaging), compact),
    },
  ];
  if (request.preferredTimeSlot) {
    const label = timeSlotLabels[request.preferredTimeSlot] ?? request.preferredTimeSlot;
    const value =
      request.preferredTimeSlot === 'specific_time' && request.specificTime
        ? `${label}\u00a0: ${frenchTime(request.specificTime)}`
        : label;
    sections.push({ id: 'slot', title: 'Créneau souhaité', items: [{ label: 'Créneau', value }] });
  }
  // The whole request carries it (details, mails); a list's card does not.
  const comments = (request as Partial<RegionalCollectionRequest>).comments;
  if (comments) {
    sections.push({
      id: 'comments',
      title: 'Commentaires',
      items: [{ label: 'Commentaires', value: comments }],
    });
  }
  return sections;
}

/** The sections of any request; `kind` says which shape `request` has. */
export function requestSections(
  kind: RequestKind,
  request: AnyRequestCard,
  { compact = false }: SummaryOptions = {},
): SummarySection[] {
  switch (kind) {
    case 'material-conditioning':
      return conditioningSections(request as MaterialConditioningCardItem, compact);
    case 'package-pickup':
      return pickupSections(request as PackagePickupCardItem);
    case 'regional-collection':
      return regionalSections(request as RegionalCollectionCardItem, compact);
    case 'delivery':
      return deliverySections(request as DeliveryRequestCardItem);
    case 'collection':
      return collectionSections(request as CollectionRequestCardItem);
  }
}

/** The offer number, which the first three kinds may carry (required only for conditioning). */
export function offerNumberOf(request: AnyRequestCard): string | null {
  return ('offerNumber' in request && request.offerNumber) || null;
}

export function deliveryRequestTypeLabel(type: string): string {
  return deliveryRequestTypeLabels[type as DeliveryRequestType] ?? type;
}

export function deliveryPackageTypeLabel(type: string): string {
  return deliveryPackageTypeLabels[type as DeliveryPackageType] ?? type;
}

/** "40 × 30 × 20 cm, 12 kg, 1 200 €": what is known of a package row (its type is the label). */
export function deliveryPackageText(row: Partial<DeliveryPackage>): string {
  const parts: string[] = [];
  // Decimals with a comma, as French writes them ("8,5 kg").
  const number = formatTypedNumber;
  if (row.width || row.length || row.height) {
    const part = (value: number | null | undefined) => (value ? number(value) : '?');
    parts.push(centimetresText([part(row.width), part(row.length), part(row.height)]));
  }
  if (row.weight) parts.push(`${number(row.weight)}\u00a0kg`);
  if (row.value) parts.push(row.value);
  return parts.join(', ') || 'Sans précision';
}

function deliverySections(request: DeliveryRequestCardItem): SummarySection[] {
  const rows = request.packages ?? [];
  const packages: SummaryItem[] = rows.map((row, index) => ({
    label: `${deliveryPackageTypeLabel(row.type)} ${index + 1}`,
    value: deliveryPackageText(row),
  }));
  if (request.noDimensionsRequired) packages.push({ label: 'Dimensions', value: 'Aucune dimension requise' });
  const sections: SummarySection[] = [
    {
      id: 'transport',
      title: 'Transport',
      items: [
        { label: 'Type de demande', value: deliveryRequestTypeLabel(request.requestType) },
        { label: 'Demandeur', value: request.requester },
        { label: 'Nombre de colis', value: rows.length },
      ],
    },
    { id: 'packages', title: 'Colis et palettes', emptyText: NONE, items: packages },
  ];
  // The whole request carries it (details, mails); a list's card does not.
  const description = (request as Partial<DeliveryRequest>).description;
  if (description) {
    sections.push({
      id: 'description',
      title: 'Description',
      items: [{ label: 'Description', value: description }],
    });
  }
  return sections;
}

function collectionSections(request: CollectionRequestCardItem): SummarySection[] {
  const sections: SummarySection[] = [
    {
      id: 'materials',
      title: 'Matériel à collecter',
      items: [{ label: 'Description', value: request.materials }],
    },
  ];
  if (request.comments) {
    sections.push({
      id: 'comments',
      title: 'Commentaires',
      items: [{ label: 'Commentaires', value: request.comments }],
    });
  }
  return sections;
}

/** One party of a request: the client's contact, or a transport's sender or recipient. */
export interface RequestParty {
  /** Stable id ("contact", "sender", "recipient"). */
  id: string;
  title: string;
  company: string | null;
  contactName: string;
  email: string;
  phone: string;
  address: string;
}

/**
 * Who and when, whatever the kind's columns: the card's title and subtitle (the mails' subject names the
 * title), the kind's day if it has one, the parties to contact. The first three kinds read their client's
 * block; a transport goes from a sender to a recipient; a collection outside Île-de-France has no day.
 */
export interface RequestHeadline {
  title: string;
  subtitle: string;
  day: { label: string; value: string } | null;
  parties: RequestParty[];
}

type ContactCard = Pick<
  MaterialConditioningCardItem,
  'clientCompanyName' | 'contactName' | 'contactEmail' | 'contactPhone' | 'companyAddress' | 'desiredDate'
>;

export function requestHeadline(kind: RequestKind, request: AnyRequestCard): RequestHeadline {
  switch (kind) {
    case 'delivery': {
      const r = request as DeliveryRequestCardItem;
      const sender = r.senderCompanyName || r.senderContactName;
      const recipient = r.recipientCompanyName || r.recipientContactName;
      return {
        title: `${sender} → ${recipient}`,
        subtitle: `${deliveryRequestTypeLabel(r.requestType)} · ${r.requester}`,
        day: { label: 'Date de collecte', value: r.collectionDate },
        parties: [
          {
            id: 'sender',
            title: 'Expéditeur',
            company: r.senderCompanyName,
            contactName: r.senderContactName,
            email: r.senderEmail,
            phone: r.senderPhone,
            address: r.senderAddress,
          },
          {
            id: 'recipient',
            title: 'Destinataire',
            company: r.recipientCompanyName,
            contactName: r.recipientContactName,
            email: r.recipientEmail,
            phone: r.recipientPhone,
            address: r.recipientAddress,
          },
        ],
      };
    }
    case 'collection': {
      const r = request as CollectionRequestCardItem;
      return {
        title: r.clientName,
        subtitle: r.clientContactName,
        day: null,
        parties: [
          {
            id: 'contact',
            title: 'Informations de contact',
            company: r.clientName,
            contactName: r.clientContactName,
            email: r.clientEmail,
            phone: r.clientPhone,
            address: r.clientAddress,
          },
        ],
      };
    }
    default: {
      const r = request as ContactCard;
      return {
        title: r.clientCompanyName,
        subtitle: r.contactName,
        day: { label: 'Date souhaitée', value: r.desiredDate },
        parties: [
          {
            id: 'contact',
            title: 'Informations de contact',
            company: r.clientCompanyName,
            contactName: r.contactName,
            email: r.contactEmail,
            phone: r.contactPhone,
            address: r.companyAddress,
          },
        ],
      };
    }
  }
}
