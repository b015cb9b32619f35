/**
 * « Bon de collecte » (collections in and beyond Île-de-France), « Bon d'enlèvement » (pickups), « Bon de
 * transport » (transports): the slip the driver carries and has signed where the goods are handed over —
 * where from and where to, whom to call, the planned day and slot, what was declared (and, for a regional
 * collection, the packaging the team brings, as its form calculates it), free lines for what was actually
 * handed over, and the two signature boxes.
 */
import { formatSiret } from '@shared/company/company.schema';
import { documentTitle } from '@shared/documents/documents';
import { plannedSlotText, requestReference } from '@shared/fulfilment/public-tracking';
import {
  deliveryPackageTypeLabels,
  deliveryRequestTypeLabels,
} from '@shared/requests/delivery-request.labels';
import { pickupTypeLabels } from '@shared/requests/package-pickup.labels';
import { regionalPackaging } from '@shared/requests/packaging-calculator';
import { regionalEquipmentLabels } from '@shared/requests/regional-collection.labels';
import { regionalPackagingLabels } from '@shared/requests/request-summary';
import type {
  collectionRequests,
  deliveryRequests,
  ParcelDimensions,
  packagePickupRequests,
  regionalCollectionRequests,
} from '../../db/schema';
import { formatDay, formatDimensions, formatKg, formatNumber, issuedNow } from './document-text';
import type { PdfBlock, PdfDocumentModel, PdfField, PdfIssuer } from './pdf-model';

export interface DocumentContext {
  issuer: PdfIssuer;
  now: Date;
  /** The request's live public tracking link (none: no QR code). */
  trackingUrl: string | null;
  /** The carrier the suivi names. */
  carrierName: string | null;
  /** Its SIRET (14 digits) and récépissé de transport de déchets, when Transporteurs knows them (0089). */
  carrierSiret?: string | null;
  carrierReceipt?: string | null;
}

/** « Transporteur », then its SIRET and récépissé when known (decision 0089): its identity on paper. */
export function carrierFields(context: DocumentContext, missing = 'Non renseigné'): PdfField[] {
  const fields: PdfField[] = [['Transporteur', context.carrierName ?? missing]];
  if (context.carrierName && context.carrierSiret)
    fields.push(['SIRET du transporteur', formatSiret(context.carrierSiret)]);
  if (context.carrierName && context.carrierReceipt)
    fields.push(['Récépissé de transport de déchets', context.carrierReceipt]);
  return fields;
}

export type BonRequest =
  | { kind: 'regional-collection'; row: typeof regionalCollectionRequests.$inferSelect }
  | { kind: 'collection'; row: typeof collectionRequests.$inferSelect }
  | { kind: 'package-pickup'; row: typeof packagePickupRequests.$inferSelect }
  | { kind: 'delivery'; row: typeof deliveryRequests.$inferSelect };

const HAND_LINES = 5;

const qrOf = (context: DocumentContext) =>
  context.trackingUrl ? { url: context.trackingUrl, caption: 'Suivi en ligne de la demande' } : null;

const withoutEmpty = (fields: PdfField[]) => fields.filter(([, value]) => value !== '');

/** Where the company receives: the issuer's own address. */
const issuerParty = (issuer: PdfIssuer) => ({
  title: 'Destination',
  fields: withoutEmpty([
    ['Société', issuer.legalName],
    ['Adresse', issuer.address],
    ['Téléphone', issuer.phone],
  ]),
});

function planning(request: BonRequest, context: DocumentContext): PdfBlock {
  const fulfilment = request.row.fulfilment as Record<string, unknown>;
  const planned = request.row.plannedDate;
  const desired =
    request.kind === 'delivery'
      ? request.row.collectionDate
      : 'desiredDate' in request.row
        ? request.row.desiredDate
        : null;
  const fields: PdfField[] = [['Date prévue', planned ? formatDay(planned) : 'Non planifiée']];
  if (request.kind === 'regional-collection') {
    const slot = plannedSlotText(fulfilment.timeSlot);
    const requested = plannedSlotText({
      preferredTimeSlot: request.row.preferredTimeSlot,
      specificTime: request.row.specificTime,
    });
    fields.push(['Créneau', slot ?? (requested ? `${requested} (souhaité)` : 'Non précisé')]);
    if (typeof fulfilment.team === 'string' && fulfilment.team)
      fields.push(['Équipe ou véhicule', fulfilment.team]);
  } else {
    fields.push(...carrierFields(context));
    if (request.row.trackingNumber) fields.push(['Numéro de suivi', request.row.trackingNumber]);
  }
  if (desired && desired !== planned) fields.push(['Date souhaitée', formatDay(desired)]);
  return { type: 'fields', fields };
}

function parcelTable(kind: string, rows: ParcelDimensions[]): PdfBlock {
  return {
    type: 'table',
    headers: ['N°', kind, 'Dimensions (L × l × H)', 'Poids'],
    widths: [30, '*', '*', 70],
    rows: rows.map((row, index) => [String(index + 1), kind, formatDimensions(row), formatKg(row.weight)]),
  };
}

function declared(request: BonRequest): PdfBlock[] {
  switch (request.kind) {
    case 'regional-collection': {
      const { row } = request;
      // The categories declared: a driver reads what to load, not a list of zeros.
      const rows = (Object.keys(regionalEquipmentLabels) as (keyof typeof regionalEquipmentLabels)[])
        .filter((field) => row[field] > 0)
        .map((field) => [regionalEquipmentLabels[field], formatNumber(row[field])]);
      const blocks: PdfBlock[] = [
        rows.length > 0
          ? { type: 'table', headers: ['Équipement', 'Quantité déclarée'], widths: ['*', 90], rows }
          : { type: 'paragraph', text: 'Aucune quantité déclarée.', italics: true },
      ];
      // What the team should know on site (an access, a floor): issue 30 point 18.
      if (row.comments) blocks.push({ type: 'fields', fields: [['Commentaires', row.comments]] });
      return blocks;
    }
    case 'collection':
      return [
        {
          type: 'fields',
          fields: withoutEmpty([
            ['Matériel', request.row.materials],
            ['Commentaires', request.row.comments ?? ''],
          ]),
        },
      ];
    case 'package-pickup': {
      const { row } = request;
      const isPallet = row.type === 'pallet';
      const details = isPallet ? row.palletDetails : row.packageDetails;
      const count = isPallet ? row.numberOfPallets : row.numberOfPackages;
      const blocks: PdfBlock[] = [
        {
          type: 'fields',
          fields: withoutEmpty([
            ['Type', pickupTypeLabels[row.type as keyof typeof pickupTypeLabels] ?? row.type],
            [isPallet ? 'Palettes' : 'Colis', count == null ? '' : formatNumber(count)],
            ['Valeur du lot', row.lotValue ?? ''],
          ]),
        },
      ];
      if (details.length > 0) blocks.push(parcelTable(isPallet ? 'Palette' : 'Colis', details));
      return blocks;
    }
    case 'delivery': {
      const { row } = request;
      const blocks: PdfBlock[] = [
        {
          type: 'fields',
          fields: withoutEmpty([
            [
              'Type',
              deliveryRequestTypeLabels[row.requestType as keyof typeof deliveryRequestTypeLabels] ??
                row.requestType,
            ],
            ['Demandeur', row.requester],
            ['Description', row.description ?? ''],
          ]),
        },
      ];
      if (row.packages.length > 0) {
        blocks.push({
          type: 'table',
          headers: ['N°', 'Type', 'Dimensions (L × l × H)', 'Poids', 'Valeur'],
          widths: [30, 60, '*', 70, 80],
          rows: row.packages.map((item, index) => [
            String(index + 1),
            deliveryPackageTypeLabels[item.type] ?? item.type,
            formatDimensions(item),
            formatKg(item.weight),
            item.value ?? '',
          ]),
        });
      }
      return blocks;
    }
  }
}

/**
 * The packaging the team brings to a regional collection: the form's calculation (envelopes per device,
 * cartons by weight, the D3E cartons declared), as the request's details and « Tournée du jour » show it.
 */
function packagingToBring(row: (BonRequest & { kind: 'regional-collection' })['row']): PdfBlock {
  const packaging = regionalPackaging(row);
  const { total, ...labels } = regionalPackagingLabels;
  const rows = (Object.keys(labels) as (keyof typeof labels)[])
    .filter((field) => packaging[field] > 0)
    .map((field) => [labels[field], formatNumber(packaging[field])]);
  return rows.length > 0
    ? {
        type: 'table',
        headers: ['Emballage', 'Quantité'],
        widths: ['*', 60],
        rows,
        totals: [total, formatNumber(packaging.total)],
      }
    : { type: 'paragraph', text: 'Aucun emballage à apporter.', italics: true };
}

/** What the client declared; beside it, for a regional collection, the packaging to bring. */
function declaredBlocks(request: BonRequest): PdfBlock[] {
  const heading: PdfBlock = { type: 'heading', text: 'Déclaré par le client' };
  if (request.kind !== 'regional-collection') return [heading, ...declared(request)];
  return [
    {
      type: 'columns',
      columns: [
        [heading, ...declared(request)],
        [{ type: 'heading', text: 'Emballages à apporter' }, packagingToBring(request.row)],
      ],
    },
  ];
}

function parties(request: BonRequest, issuer: PdfIssuer): PdfBlock {
  switch (request.kind) {
    case 'regional-collection':
    case 'package-pickup': {
      const { row } = request;
      const destination =
        request.kind === 'package-pickup' &&
        (request.row.shippingDestination || request.row.customShippingAddress)
          ? {
              title: 'Destination',
              fields: [
                ['Adresse', request.row.shippingDestination ?? request.row.customShippingAddress ?? ''],
              ] as PdfField[],
            }
          : issuerParty(issuer);
      return {
        type: 'parties',
        parties: [
          {
            title: request.kind === 'package-pickup' ? "Lieu d'enlèvement" : 'Lieu de collecte',
            fields: [
              ['Société', row.clientCompanyName],
              ['Adresse', row.companyAddress],
              ['Contact', row.contactName],
              ['Téléphone', row.contactPhone],
              ['Email', row.contactEmail],
            ],
          },
          destination,
        ],
      };
    }
    case 'collection': {
      const { row } = request;
      return {
        type: 'parties',
        parties: [
          {
            title: 'Lieu de collecte',
            fields: [
              ['Société', row.clientName],
              ['Adresse', row.clientAddress],
              ['Contact', row.clientContactName],
              ['Téléphone', row.clientPhone],
              ['Email', row.clientEmail],
            ],
          },
          issuerParty(issuer),
        ],
      };
    }
    case 'delivery': {
      const { row } = request;
      return {
        type: 'parties',
        parties: [
          {
            title: 'Expéditeur',
            fields: withoutEmpty([
              ['Société', row.senderCompanyName ?? ''],
              ['Adresse', row.senderAddress],
              ['Contact', row.senderContactName],
              ['Téléphone', row.senderPhone],
              ['Email', row.senderEmail],
            ]),
          },
          {
            title: 'Destinataire',
            fields: withoutEmpty([
              ['Société', row.recipientCompanyName ?? ''],
              ['Adresse', row.recipientAddress],
              ['Contact', row.recipientContactName],
              ['Téléphone', row.recipientPhone],
              ['Email', row.recipientEmail],
            ]),
          },
        ],
      };
    }
  }
}

export function bonDocument(request: BonRequest, context: DocumentContext): PdfDocumentModel {
  const offerNumber = 'offerNumber' in request.row ? request.row.offerNumber : null;
  const title = documentTitle(request.kind, 'bon');
  return {
    title,
    reference: requestReference(request.kind, request.row.reference, offerNumber),
    issuedAt: issuedNow(context.now),
    issuer: context.issuer,
    qr: qrOf(context),
    subject: title,
    blocks: [
      parties(request, context.issuer),
      { type: 'heading', text: 'Planification' },
      planning(request, context),
      ...declaredBlocks(request),
      {
        type: 'free-lines',
        title: 'Effectivement remis',
        headers: ['Désignation', 'Quantité', 'Observations'],
        widths: ['*', 70, '*'],
        count: HAND_LINES,
      },
      { type: 'signatures', titles: ['Remis par', 'Reçu par'] },
    ],
  };
}
