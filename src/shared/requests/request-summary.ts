/**
 * What a request asks for, by kind, as labelled figures: the equipment to collect, the packaging to send
 * and the kind's own details (pallets, shipping destination, time slot). The card shows the compact form
 * (zero counts left out), the details dialog and the notification mails every line. Pure functions, shared
 * by the client and the server's mails, so both always say the same.
 */
import {
  type ConditioningEquipmentField,
  type ConditioningPackagingField,
  conditioningEquipmentLabels,
  conditioningPackagingLabels,
  type MaterialConditioningCardItem,
  type MaterialConditioningRequest,
} from '@shared/requests/material-conditioning.schema';
import {
  type PackagePickupCardItem,
  type PackagePickupRequest,
  type Parcel,
  type PickupType,
  pickupTypeLabels,
} from '@shared/requests/package-pickup.schema';
import {
  type RegionalCollectionCardItem,
  type RegionalCollectionRequest,
  type RegionalEquipmentField,
  regionalEquipmentLabels,
  timeSlotLabels,
} from '@shared/requests/regional-collection.schema';
import { type RegionalPackaging, regionalPackaging } from './packaging-calculator';
import type { RequestKind } from './request-kinds';

/** A request of any kind, as the API answers it. */
export type AnyRequest = MaterialConditioningRequest | PackagePickupRequest | RegionalCollectionRequest;

/** What the summaries read: a list's card (`view=card`) of any kind, or a whole request. */
export type AnyRequestCard =
  | MaterialConditioningCardItem
  | PackagePickupCardItem
  | RegionalCollectionCardItem;

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
      title: 'Matériel à collecter',
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
    if (request.palletWeight) items.push({ label: 'Poids', value: `${request.palletWeight}\u00a0kg` });
    sections.push({ id: 'pallet', title: 'Envoi sur palette', items });
  }
  return sections;
}

/**
 * "120 × 80 × 150 cm": measures in centimetres, with non-breaking spaces throughout, so a narrow column
 * never leaves "cm" (or "× 150") alone on a line.
 */
export function centimetresText(measures: readonly (number | string)[]): string {
  return `${measures.join('\u00a0×\u00a0')}\u00a0cm`;
}

/** "120 × 80 × 150 cm" with "?" for a missing measure; null when none is known. */
export function dimensionsText(
  length: number | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): string | null {
  if (!length && !width && !height) return null;
  const part = (value: number | null | undefined) => (value ? String(value) : '?');
  return centimetresText([part(length), part(width), part(height)]);
}

/** "40 × 30 × 20 cm, 12 kg" (width × length × height as the form enters them). */
export function parcelText(parcel: Parcel): string {
  return `${centimetresText([parcel.width, parcel.length, parcel.height])}, ${parcel.weight}\u00a0kg`;
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
        ? `${label}\u00a0: ${request.specificTime}`
        : label;
    sections.push({ id: 'slot', title: 'Créneau souhaité', items: [{ label: 'Créneau', value }] });
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
  }
}

/** The offer number, which every kind may carry (required only for conditioning). */
export function offerNumberOf(request: Pick<AnyRequestCard, 'offerNumber'>): string | null {
  return request.offerNumber || null;
}
