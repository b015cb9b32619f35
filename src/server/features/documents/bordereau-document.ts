/**
 * « Bordereau d'expédition » (Envoi Conditionnement): the packing list that travels with the packaging sent
 * to the client — line by line the envelopes and boxes with their quantity, the recipient, the carrier and
 * the tracking number once shipped. A request sent on pallets says « Envoi sur palette », with the number
 * of pallets and the dimensions and weight of one pallet when the request gives them: the request stores
 * no dimensions or weight for envelopes and boxes, so the table has no such columns (issue 30).
 */
import { documentTitle } from '@shared/documents/documents';
import { requestReference } from '@shared/fulfilment/public-tracking';
import { conditioningPackagingLabels } from '@shared/requests/material-conditioning.labels';
import type { materialConditioningRequests } from '../../db/schema';
import { carrierFields, type DocumentContext } from './bon-document';
import { formatDay, formatDimensions, formatKg, formatNumber, issuedNow } from './document-text';
import type { PdfDocumentModel, PdfField } from './pdf-model';

export type BordereauRequest = {
  kind: 'material-conditioning';
  row: typeof materialConditioningRequests.$inferSelect;
};

/**
 * « Envoi sur palette », how many (the team decides when the request leaves it at 0: spec §2, « if left
 * empty the team determines the optimal number ») and one pallet's dimensions and weight when given.
 */
function palletFields(row: BordereauRequest['row']): PdfField[] {
  if (!row.usesPalletShipping) return [];
  const measures = { length: row.palletLength, width: row.palletWidth, height: row.palletHeight };
  const fields: PdfField[] = [
    ["Mode d'envoi", 'Envoi sur palette'],
    [
      'Palettes',
      row.palletQuantity > 0 ? formatNumber(row.palletQuantity) : "Nombre à déterminer par l'équipe",
    ],
  ];
  if (formatDimensions(measures) !== '—') {
    fields.push(['Dimensions (L × l × H)', formatDimensions(measures)]);
  }
  if (row.palletWeight != null) fields.push(['Poids par palette', formatKg(row.palletWeight)]);
  return fields;
}

export function bordereauDocument(
  { kind, row }: BordereauRequest,
  context: DocumentContext,
): PdfDocumentModel {
  const fulfilment = row.fulfilment as Record<string, unknown>;
  const lines = (Object.keys(conditioningPackagingLabels) as (keyof typeof conditioningPackagingLabels)[])
    .filter((field) => row[field] > 0)
    .map((field) => [conditioningPackagingLabels[field], formatNumber(row[field])]);
  const shipping: PdfField[] = [
    ...palletFields(row),
    ...carrierFields(context),
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
        ? { type: 'table', headers: ['Article', 'Quantité'], widths: ['*', 90], rows: lines }
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
