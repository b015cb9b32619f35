/**
 * « Bordereau d'expédition » (Envoi Conditionnement): the packing list that travels with the packaging sent
 * to the client — line by line the envelopes, boxes and pallets (with their dimensions and weight), the
 * recipient, the carrier and the tracking number once shipped.
 */
import { documentTitle } from '@shared/documents/documents';
import { requestReference } from '@shared/fulfilment/public-tracking';
import { conditioningPackagingLabels } from '@shared/requests/material-conditioning.labels';
import type { materialConditioningRequests } from '../../db/schema';
import type { DocumentContext } from './bon-document';
import { formatDay, formatDimensions, formatKg, formatNumber, issuedNow } from './document-text';
import type { PdfDocumentModel, PdfField } from './pdf-model';

export type BordereauRequest = {
  kind: 'material-conditioning';
  row: typeof materialConditioningRequests.$inferSelect;
};

export function bordereauDocument(
  { kind, row }: BordereauRequest,
  context: DocumentContext,
): PdfDocumentModel {
  const fulfilment = row.fulfilment as Record<string, unknown>;
  const lines = (Object.keys(conditioningPackagingLabels) as (keyof typeof conditioningPackagingLabels)[])
    .filter((field) => row[field] > 0)
    .map((field) => [conditioningPackagingLabels[field], formatNumber(row[field]), '—', '—']);
  if (row.usesPalletShipping && row.palletQuantity > 0) {
    lines.push([
      'Palettes',
      formatNumber(row.palletQuantity),
      formatDimensions({ length: row.palletLength, width: row.palletWidth, height: row.palletHeight }),
      formatKg(row.palletWeight),
    ]);
  }
  const shipping: PdfField[] = [
    ['Transporteur', context.carrierName ?? 'Non renseigné'],
    ['Numéro de suivi', row.trackingNumber ?? 'Non renseigné'],
    [
      "Date d'expédition",
      typeof fulfilment.shippedOn === 'string' ? formatDay(fulfilment.shippedOn) : 'Pas encore expédié',
    ],
    ['Date souhaitée', formatDay(row.desiredDate)],
  ];
  const title = documentTitle(kind, 'bordereau');
  return {
    title,
    reference: requestReference(kind, row.reference, row.offerNumber),
    issuedAt: issuedNow(context.now),
    issuer: context.issuer,
    qr: context.trackingUrl ? { url: context.trackingUrl, caption: "Suivi en ligne de l'envoi" } : null,
    subject: title,
    blocks: [
      {
        type: 'parties',
        parties: [
          {
            title: 'Expéditeur',
            fields: [
              ['Société', context.issuer.legalName],
              ['Adresse', context.issuer.address],
              ['Téléphone', context.issuer.phone],
            ],
          },
          {
            title: 'Destinataire',
            fields: [
              ['Société', row.clientCompanyName],
              ['Adresse', row.companyAddress],
              ['Contact', row.contactName],
              ['Téléphone', row.contactPhone],
              ['Email', row.contactEmail],
            ],
          },
        ],
      },
      { type: 'heading', text: 'Expédition' },
      { type: 'fields', fields: shipping },
      { type: 'heading', text: 'Conditionnement envoyé' },
      lines.length > 0
        ? {
            type: 'table',
            headers: ['Article', 'Quantité', 'Dimensions (L × l × H)', 'Poids unitaire'],
            widths: ['*', 60, '*', 80],
            rows: lines,
          }
        : { type: 'paragraph', text: 'Aucun conditionnement à envoyer.', italics: true },
      {
        type: 'free-lines',
        title: 'Contrôle à réception',
        headers: ['Article manquant ou endommagé', 'Quantité', 'Observations'],
        widths: ['*', 70, '*'],
        count: 4,
      },
      { type: 'signatures', titles: ['Remis par', 'Reçu par'] },
    ],
  };
}
