/**
 * The columns of each request kind's CSV export, in French, in the order someone working in Excel reads a
 * request: who and when, the client, what is asked, its suivi (stage, carrier, dates, and what the warehouse
 * received beside what was declared), then the decision. Labels and French values come from the shared
 * modules the screens use (statuses, stages, equipment, time slots, pickup and transport types), so the
 * file says what the screens say. Formatting (dates, decimal comma, Oui/Non) is lib/csv.ts's.
 */

import { trackingUrl } from '@shared/fulfilment/carriers';
import {
  CANCELLED_STAGE,
  type EquipmentCategory,
  equipmentCategories,
  equipmentCategoryLabels,
  stageLabel,
  stagesOf,
} from '@shared/fulfilment/fulfilment-stages';
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
import type { ReceptionRow, RequestExportRow } from './request-export.repository';

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
  // « COL-2026-00042 » (decision 0087), beside the bare number a spreadsheet sorts by.
  { header: 'Référence', value: (r) => r.reference },
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

/** What every request row has of its suivi (the columns of drizzle/0009 and the joined carrier). */
type FulfilmentRow = Pick<
  Audited,
  | 'status'
  | 'stage'
  | 'stageAt'
  | 'fulfilment'
  | 'plannedDate'
  | 'trackingNumber'
  | 'carrierName'
  | 'carrierTrackingUrlTemplate'
  | 'reception'
>;

const fulfilmentText = (r: FulfilmentRow, field: string) => {
  const value = r.fulfilment[field];
  return typeof value === 'string' ? value : null;
};

/**
 * The suivi, the same columns for every kind (a kind without a carrier or a planned day leaves them
 * empty): the stage — « Suivi non renseigné » for a request accepted before the suivi, nothing before the
 * decision —, since when, the carrier and its tracking number (spec §3's `trackingNumber`, the column the
 * export already had, under the stage form's label), the planned day; then the days the kind's stages
 * record (shipped, delivered) and, once cancelled, why.
 */
function suivi<R extends FulfilmentRow>(kind: RequestKind): CsvColumn<R>[] {
  const days = stagesOf(kind)
    .flatMap((stage) => stage.fields)
    .filter((field) => field.type === 'date' && field.name !== 'plannedDate');
  const accepted = (r: R) => r.status === 'completed';
  return [
    { header: 'Étape', value: (r) => (accepted(r) ? stageLabel(kind, r.stage) : null) },
    { header: "Date de l'étape", value: (r) => (accepted(r) ? r.stageAt : null) },
    { header: 'Transporteur', value: (r) => r.carrierName },
    { header: 'Numéro de suivi', value: (r) => r.trackingNumber },
    // A spreadsheet turns the address into a link: the tracking number's page at its carrier.
    {
      header: 'Lien de suivi',
      value: (r) => trackingUrl({ trackingUrlTemplate: r.carrierTrackingUrlTemplate }, r.trackingNumber),
    },
    { header: 'Date prévue', value: (r) => formatCsvDay(r.plannedDate) },
    ...days.map((field) => ({
      header: field.label,
      value: (r: R) => formatCsvDay(fulfilmentText(r, field.name)),
    })),
    {
      header: "Motif de l'annulation",
      value: (r) => (r.stage === CANCELLED_STAGE ? fulfilmentText(r, 'cancelReason') : null),
    },
  ];
}

/** « Tablettes » is the one feminine category: « Tablettes reçues », « Ordinateurs reçus ». */
const feminine: ReadonlySet<EquipmentCategory> = new Set(['tabletsToCollect']);
const agreed = (category: EquipmentCategory, word: string) =>
  `${equipmentCategoryLabels[category]} ${word}${feminine.has(category) ? 'es' : 's'}`;

type Counted = 'Received' | 'Declared';
const receptionColumn: Record<EquipmentCategory, string> = {
  computersToCollect: 'computers',
  pcFixesToCollect: 'pcFixes',
  phonesToCollect: 'phones',
  tabletsToCollect: 'tablets',
  screensToCollect: 'screens',
  d3eBoxes: 'd3eBoxes',
};
const counted = (reception: ReceptionRow | null, category: EquipmentCategory, what: Counted) =>
  reception
    ? (reception[`${receptionColumn[category]}${what}` as keyof ReceptionRow] as number | null)
    : null;
/** Received minus declared (negative: missing), empty when either is unknown. */
const difference = (received: number | null, declared: number | null) =>
  received === null || declared === null ? null : received - declared;

/**
 * What the warehouse counted at « Réceptionnée », per equipment category: with what the request declared
 * and the difference when it declared per category (regional collections), the count alone otherwise
 * (collections outside Île-de-France describe their materials in free text).
 */
function receivedQuantities<R extends FulfilmentRow>(withDeclared: boolean): CsvColumn<R>[] {
  return equipmentCategories.flatMap((category): CsvColumn<R>[] => {
    const received: CsvColumn<R> = {
      header: agreed(category, 'reçu'),
      value: (r) => counted(r.reception, category, 'Received'),
    };
    if (!withDeclared) return [received];
    return [
      { header: agreed(category, 'déclaré'), value: (r) => counted(r.reception, category, 'Declared') },
      received,
      {
        header: `${equipmentCategoryLabels[category]} — écart`,
        value: (r) =>
          difference(counted(r.reception, category, 'Received'), counted(r.reception, category, 'Declared')),
      },
    ];
  });
}

/** The parcels or pallets a pickup declared and those that arrived. */
const receivedUnits = <R extends FulfilmentRow>(): CsvColumn<R>[] => [
  { header: 'Colis ou palettes déclarés', value: (r) => r.reception?.unitsDeclared ?? null },
  { header: 'Colis ou palettes reçus', value: (r) => r.reception?.unitsReceived ?? null },
  {
    header: 'Colis ou palettes — écart',
    value: (r) => difference(r.reception?.unitsReceived ?? null, r.reception?.unitsDeclared ?? null),
  },
];

/** The reception's weight (kg, decimal comma), whether it was estimated rather than weighed, the remark. */
const receivedWeight = <R extends FulfilmentRow>(): CsvColumn<R>[] => [
  { header: 'Poids reçu (kg)', value: (r) => r.reception?.weightKg ?? null },
  { header: 'Poids estimé', value: (r) => r.reception?.weightEstimated ?? null },
  { header: 'Remarque à la réception', value: (r) => r.reception?.remark ?? null },
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
    ...suivi('material-conditioning'),
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
    ...suivi('package-pickup'),
    ...receivedUnits(),
    ...receivedWeight(),
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
    ...suivi('regional-collection'),
    ...receivedQuantities(true),
    ...receivedWeight(),
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
    ...suivi('delivery'),
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
    ...suivi('collection'),
    ...receivedQuantities(false),
    ...receivedWeight(),
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
