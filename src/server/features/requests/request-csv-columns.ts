/**
 * The columns of each request kind's CSV export, in French, in the order someone working in Excel reads a
 * request: who and when, the client, what is asked, then the decision. Labels and French values come from
 * the shared modules the screens use (statuses, equipment, time slots, pickup and transport types), so the
 * file says what the screens say. Formatting (dates, decimal comma, Oui/Non) is lib/csv.ts's.
 */

import {
  type DeliveryPackageType,
  deliveryPackageTypeLabels,
  deliveryRequestTypeLabels,
} from '@shared/requests/delivery-request.schema';
import {
  type ConditioningEquipmentField,
  type ConditioningPackagingField,
  conditioningEquipmentLabels,
  conditioningPackagingLabels,
} from '@shared/requests/material-conditioning.schema';
import { type PickupType, pickupTypeLabels } from '@shared/requests/package-pickup.schema';
import { type TimeSlot, timeSlotLabels } from '@shared/requests/regional-collection.schema';
import type { RequestKind } from '@shared/requests/request-kinds';
import { requestStatusLabel } from '@shared/requests/request-status';
import type {
  collectionRequests,
  DeliveryPackage,
  deliveryRequests,
  materialConditioningRequests,
  ParcelDimensions,
  packagePickupRequests,
  regionalCollectionRequests,
} from '../../db/schema';
import { type CsvColumn, formatCsvDay, formatCsvNumber } from '../../lib/csv';
import type { RequestExportRow } from './request-export.repository';

interface RequestTables {
  'material-conditioning': typeof materialConditioningRequests;
  'package-pickup': typeof packagePickupRequests;
  'regional-collection': typeof regionalCollectionRequests;
  delivery: typeof deliveryRequests;
  collection: typeof collectionRequests;
}
export type RequestCsvColumns = { [K in RequestKind]: CsvColumn<RequestExportRow<RequestTables[K]>>[] };

/** What every request row has: id, status, audit and decision. */
type Audited = RequestExportRow<RequestTables[RequestKind]>;

const head = <R extends Audited>(): CsvColumn<R>[] => [
  { header: 'N°', value: (r) => r.id },
  { header: 'Créée le', value: (r) => r.createdAt },
  { header: 'Statut', value: (r) => requestStatusLabel(r.status) },
];

/** The decision and the bookkeeping, last. */
const tail = <R extends Audited>(): CsvColumn<R>[] => [
  { header: 'Créée par', value: (r) => r.createdByName },
  { header: 'Date de décision', value: (r) => r.decidedAt },
  { header: 'Traitée par', value: (r) => r.decidedByName },
  { header: 'Motif du refus', value: (r) => r.rejectionReason },
  { header: 'Modifiée le', value: (r) => r.updatedAt },
];

interface ContactRow {
  clientCompanyName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  companyAddress: string;
  offerNumber: string | null;
  desiredDate: string;
}

/** The client block of the three original kinds (same columns, same words as their forms). */
const contact = <R extends ContactRow>(): CsvColumn<R>[] => [
  { header: 'Entreprise', value: (r) => r.clientCompanyName },
  { header: 'Contact', value: (r) => r.contactName },
  { header: 'Email', value: (r) => r.contactEmail },
  { header: 'Téléphone', value: (r) => r.contactPhone },
  { header: 'Adresse', value: (r) => r.companyAddress },
  { header: "N° d'offre", value: (r) => r.offerNumber },
  { header: 'Date souhaitée', value: (r) => formatCsvDay(r.desiredDate) },
];

const tracking = <R extends { trackingNumber: string | null }>(): CsvColumn<R>[] => [
  { header: 'Numéro de suivi', value: (r) => r.trackingNumber },
];

/** One column per labelled count, in the labels' order. */
function counts<F extends string, R extends Record<F, number>>(
  labels: Readonly<Record<F, string>>,
): CsvColumn<R>[] {
  return (Object.keys(labels) as F[]).map((field) => ({ header: labels[field], value: (r: R) => r[field] }));
}

/** "40 × 30 × 20 cm, 8,5 kg" (as the form enters them: width × length × height). */
function measuresText(p: Partial<ParcelDimensions>): string {
  const dims = [p.width, p.length, p.height];
  const parts: string[] = [];
  if (dims.some((d) => d != null))
    parts.push(`${dims.map((d) => (d == null ? '?' : formatCsvNumber(d))).join(' × ')} cm`);
  if (p.weight != null) parts.push(`${formatCsvNumber(p.weight)} kg`);
  return parts.join(', ');
}

/** "2 colis, 1 palette": the packages of a transport, counted by type. */
export function packagesSummary(packages: readonly Pick<DeliveryPackage, 'type'>[]): string {
  const parcels = packages.filter((p) => p.type === 'package').length;
  const pallets = packages.filter((p) => p.type === 'pallet').length;
  const parts: string[] = [];
  if (parcels > 0) parts.push(`${parcels} colis`);
  if (pallets > 0) parts.push(`${pallets} palette${pallets > 1 ? 's' : ''}`);
  return parts.join(', ');
}

/** Sum of the known weights; empty when none is known. */
function totalWeight(packages: readonly { weight?: number | null }[]): number | null {
  const weights = packages.map((p) => p.weight).filter((w): w is number => typeof w === 'number');
  return weights.length === 0 ? null : Math.round(weights.reduce((a, b) => a + b, 0) * 100) / 100;
}

/** Rows of a cell joined by " | " (a line break would make Excel rows tall). */
const joined = (items: string[]) => items.filter(Boolean).join(' | ');

export const requestCsvColumns: RequestCsvColumns = {
  'material-conditioning': [
    ...head(),
    ...contact(),
    ...counts<ConditioningEquipmentField, RequestExportRow<typeof materialConditioningRequests>>(
      conditioningEquipmentLabels,
    ),
    ...counts<ConditioningPackagingField, RequestExportRow<typeof materialConditioningRequests>>(
      conditioningPackagingLabels,
    ),
    { header: 'Envoi sur palette', value: (r) => r.usesPalletShipping },
    { header: 'Nombre de palettes', value: (r) => (r.usesPalletShipping ? r.palletQuantity : null) },
    { header: 'Longueur palette (cm)', value: (r) => r.palletLength },
    { header: 'Largeur palette (cm)', value: (r) => r.palletWidth },
    { header: 'Hauteur palette (cm)', value: (r) => r.palletHeight },
    { header: 'Poids palette (kg)', value: (r) => r.palletWeight },
    ...tracking(),
    ...tail(),
  ],
  'package-pickup': [
    ...head(),
    ...contact(),
    { header: "Type d'enlèvement", value: (r) => pickupTypeLabels[r.type as PickupType] ?? r.type },
    { header: 'Nombre de colis', value: (r) => r.numberOfPackages },
    { header: 'Nombre de palettes', value: (r) => r.numberOfPallets },
    {
      header: 'Dimensions et poids',
      value: (r) =>
        joined(
          (r.type === 'pallet' ? r.palletDetails : r.packageDetails).map(
            (parcel, i) =>
              `${r.type === 'pallet' ? 'Palette' : 'Colis'} ${i + 1}\u00a0: ${measuresText(parcel)}`,
          ),
        ),
    },
    { header: 'Destination', value: (r) => r.shippingDestination },
    { header: "Adresse d'expédition personnalisée", value: (r) => r.customShippingAddress },
    { header: 'Valeur du lot', value: (r) => r.lotValue },
    ...tracking(),
    ...tail(),
  ],
  'regional-collection': [
    ...head(),
    ...contact(),
    { header: 'Ordinateurs à collecter', value: (r) => r.computersToCollect },
    { header: 'PC fixes à collecter', value: (r) => r.pcFixesToCollect },
    { header: 'Téléphones à collecter', value: (r) => r.phonesToCollect },
    { header: 'Tablettes à collecter', value: (r) => r.tabletsToCollect },
    { header: 'Écrans à collecter', value: (r) => r.screensToCollect },
    { header: 'Cartons D3E', value: (r) => r.d3eBoxes },
    {
      header: 'Créneau souhaité',
      value: (r) =>
        r.preferredTimeSlot ? (timeSlotLabels[r.preferredTimeSlot as TimeSlot] ?? r.preferredTimeSlot) : null,
    },
    {
      header: 'Heure souhaitée',
      value: (r) => (r.preferredTimeSlot === 'specific_time' ? r.specificTime : null),
    },
    ...tracking(),
    ...tail(),
  ],
  delivery: [
    ...head(),
    {
      header: 'Type de demande',
      value: (r) =>
        deliveryRequestTypeLabels[r.requestType as keyof typeof deliveryRequestTypeLabels] ?? r.requestType,
    },
    { header: 'Demandeur', value: (r) => r.requester },
    { header: 'Description', value: (r) => r.description },
    { header: 'Expéditeur — entreprise', value: (r) => r.senderCompanyName },
    { header: 'Expéditeur — contact', value: (r) => r.senderContactName },
    { header: 'Expéditeur — téléphone', value: (r) => r.senderPhone },
    { header: 'Expéditeur — email', value: (r) => r.senderEmail },
    { header: 'Expéditeur — adresse', value: (r) => r.senderAddress },
    { header: 'Destinataire — entreprise', value: (r) => r.recipientCompanyName },
    { header: 'Destinataire — contact', value: (r) => r.recipientContactName },
    { header: 'Destinataire — téléphone', value: (r) => r.recipientPhone },
    { header: 'Destinataire — email', value: (r) => r.recipientEmail },
    { header: 'Destinataire — adresse', value: (r) => r.recipientAddress },
    { header: 'Date de collecte', value: (r) => formatCsvDay(r.collectionDate) },
    { header: 'Aucune dimension requise', value: (r) => r.noDimensionsRequired },
    { header: 'Colis et palettes', value: (r) => packagesSummary(r.packages) },
    { header: 'Poids total (kg)', value: (r) => totalWeight(r.packages) },
    {
      header: 'Détail des colis',
      value: (r) =>
        joined(
          r.packages.map((p) => {
            const label = deliveryPackageTypeLabels[p.type as DeliveryPackageType] ?? p.type;
            const details = [measuresText(p), p.value ? `valeur ${p.value}` : ''].filter(Boolean).join(', ');
            return details ? `${label}\u00a0: ${details}` : label;
          }),
        ),
    },
    ...tracking(),
    ...tail(),
  ],
  collection: [
    ...head(),
    { header: 'Client', value: (r) => r.clientName },
    { header: 'Contact', value: (r) => r.clientContactName },
    { header: 'Téléphone', value: (r) => r.clientPhone },
    { header: 'Email', value: (r) => r.clientEmail },
    { header: 'Adresse', value: (r) => r.clientAddress },
    { header: 'Matériel', value: (r) => r.materials },
    { header: 'Commentaires', value: (r) => r.comments },
    ...tail(),
  ],
};

/** The download's name, without the date (lib/csv.ts adds "-YYYY-MM-DD.csv"): ASCII, no quoting issue. */
export const requestCsvFileNames: Record<RequestKind, string> = {
  'material-conditioning': 'envoi-conditionnement',
  'package-pickup': 'enlevement-colis-palettes',
  'regional-collection': 'collectes-region-parisienne',
  delivery: 'transports',
  collection: 'collectes-hors-ile-de-france',
};
