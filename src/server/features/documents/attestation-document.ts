/**
 * « Attestation de collecte » / « Attestation de réception »: once the warehouse has counted what it
 * received (« Réceptionnée »), the record the client keeps for its WEEE traceability. It carries what the
 * registers of the arrêté du 31 mai 2021 (code de l'environnement, R541-43) ask of a collection — dates,
 * usual name, waste code and hazardousness per category, quantities (units, kg and tonnes, weighed or
 * estimated), producer and pickup address, collector, destination with its SIRET — decision 0058 lists
 * what it covers and what it does not.
 *
 * It ends as a certificate does: « Fait à <the issuer's town>, le <day of issue> » and a box for the
 * issuer's signature and stamp. The three parties, then the dates, stand one above the other, each at the
 * page's width, so that an address or a carrier's récépissé is not wrapped word by word in a narrow column
 * (issue 30).
 *
 * Two audiences: the team's copy (details dialog) names who handed over and who recorded the reception
 * and carries the reception's remark; the public copy (tracking page) leaves the names, contacts and
 * remark out, as the page does.
 */
import { townOf } from '@shared/address';
import { documentTitle } from '@shared/documents/documents';
import { frenchDate } from '@shared/french-dates';
import {
  type EquipmentCategory,
  equipmentCategories,
  equipmentCategoryLabels,
  stageLabel,
} from '@shared/fulfilment/fulfilment-stages';
import { requestReference } from '@shared/fulfilment/public-tracking';
import { REUSE_LABEL, WASTE_LOT, type WasteTag, type WasteTags, wasteCodes } from '@shared/fulfilment/waste';
import type { collectionRequests, packagePickupRequests, regionalCollectionRequests } from '../../db/schema';
import { carrierFields, type DocumentContext } from './bon-document';
import { formatDay, formatKg, formatMoment, formatNumber, formatTonnes, issuedNow } from './document-text';
import type { ReceptionRow } from './documents.repository';
import type { PdfBlock, PdfDocumentModel, PdfField } from './pdf-model';

export type AttestationAudience = 'team' | 'public';

export type AttestationRequest =
  | { kind: 'regional-collection'; row: typeof regionalCollectionRequests.$inferSelect }
  | { kind: 'collection'; row: typeof collectionRequests.$inferSelect }
  | { kind: 'package-pickup'; row: typeof packagePickupRequests.$inferSelect };

const NOT_GIVEN = 'non renseigné';

const receivedColumns: Record<EquipmentCategory, keyof ReceptionRow> = {
  computersToCollect: 'computersReceived',
  pcFixesToCollect: 'pcFixesReceived',
  phonesToCollect: 'phonesReceived',
  tabletsToCollect: 'tabletsReceived',
  screensToCollect: 'screensReceived',
  d3eBoxes: 'd3eBoxesReceived',
};
/** Where a reception row keeps what the request declared, per category (the attestation, the lot report). */
export const declaredColumns: Record<EquipmentCategory, keyof ReceptionRow> = {
  computersToCollect: 'computersDeclared',
  pcFixesToCollect: 'pcFixesDeclared',
  phonesToCollect: 'phonesDeclared',
  tabletsToCollect: 'tabletsDeclared',
  screensToCollect: 'screensDeclared',
  d3eBoxes: 'd3eBoxesDeclared',
};

const countText = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : '—');

/** « Réemploi (hors déchet) » or « DEEE 20 01 35* — Équipements … », and whether it is hazardous. */
function wasteColumns(tag: WasteTag | undefined): [string, string] {
  if (!tag) return [NOT_GIVEN, NOT_GIVEN];
  if (tag === 'reuse') return [`${REUSE_LABEL} (hors déchet)`, '—'];
  const code = wasteCodes[tag];
  return code ? [`DEEE ${tag} — ${code.label}`, code.hazardous ? 'Oui' : 'Non'] : [tag, NOT_GIVEN];
}

function producer(request: AttestationRequest, audience: AttestationAudience): PdfField[] {
  const team = audience === 'team';
  if (request.kind === 'collection') {
    const { row } = request;
    return [
      ['Société', row.clientName],
      ['Adresse', row.clientAddress],
      ...(team
        ? ([
            ['Contact', row.clientContactName],
            ['Téléphone', row.clientPhone],
          ] as PdfField[])
        : []),
    ];
  }
  const { row } = request;
  return [
    ['Société', row.clientCompanyName],
    ['Adresse', row.companyAddress],
    ...(team
      ? ([
          ['Contact', row.contactName],
          ['Téléphone', row.contactPhone],
        ] as PdfField[])
      : []),
  ];
}

function equipmentRows(
  request: AttestationRequest,
  reception: ReceptionRow,
  tags: WasteTags,
): { headers: string[]; rows: string[][]; widths: (number | '*')[] } {
  const headers = ['Catégorie', 'Déclaré', 'Reçu', 'Devenir et code déchet', 'Dangereux'];
  const widths: (number | '*')[] = [70, 42, 38, '*', 62];
  if (request.kind === 'package-pickup') {
    const label = request.row.type === 'pallet' ? 'Palettes' : 'Colis';
    const [waste, hazardous] = wasteColumns(tags[WASTE_LOT]);
    return {
      headers,
      widths,
      rows: [
        [label, countText(reception.unitsDeclared), countText(reception.unitsReceived), waste, hazardous],
      ],
    };
  }
  const rows = equipmentCategories
    .filter((category) => {
      const received = reception[receivedColumns[category]];
      const declared = reception[declaredColumns[category]];
      return (typeof received === 'number' && received > 0) || (typeof declared === 'number' && declared > 0);
    })
    .map((category) => [
      equipmentCategoryLabels[category],
      countText(reception[declaredColumns[category]]),
      countText(reception[receivedColumns[category]]),
      ...wasteColumns(tags[category]),
    ]);
  return { headers, widths, rows };
}

/** « Fait à Meudon, le 1er décembre 2026 »; « Fait le … » when the issuer's address names no French town. */
export function madeAt(address: string, now: Date): string {
  const town = townOf(address);
  return `Fait ${town ? `à ${town}, ` : ''}le ${frenchDate(now)}`;
}

export function attestationDocument(
  request: AttestationRequest,
  reception: ReceptionRow,
  handedOverAt: Date | null,
  audience: AttestationAudience,
  context: DocumentContext,
): PdfDocumentModel {
  const { kind, row } = request;
  const { issuer } = context;
  const fulfilment = row.fulfilment as Record<string, unknown>;
  const tags = (fulfilment.wasteTags ?? {}) as WasteTags;
  const team = audience === 'team';
  const producerName = kind === 'collection' ? request.row.clientName : request.row.clientCompanyName;
  const receivedOn = formatMoment(reception.receivedAt);

  const collector: PdfField[] =
    kind === 'regional-collection'
      ? [
          ['Collecteur', `${issuer.legalName} (moyens propres)`],
          ['SIRET', issuer.siret],
        ]
      : [
          ...carrierFields(context, NOT_GIVEN),
          ...(row.trackingNumber ? ([['N° de suivi', row.trackingNumber]] as PdfField[]) : []),
        ];

  const dates: PdfField[] = [
    [
      kind === 'package-pickup' ? 'Enlèvement' : 'Collecte',
      handedOverAt ? formatMoment(handedOverAt) : row.plannedDate ? formatDay(row.plannedDate) : NOT_GIVEN,
    ],
    ['Réception', receivedOn],
    ['Étape du suivi', stageLabel(kind, row.stage)],
  ];
  if (team && typeof fulfilment.handedOverBy === 'string' && fulfilment.handedOverBy) {
    dates.push(['Remis par', fulfilment.handedOverBy]);
  }
  if (team && reception.receivedByName) dates.push(['Réceptionné par', reception.receivedByName]);

  const equipment = equipmentRows(request, reception, tags);
  const weight = reception.weightKg;
  const blocks: PdfBlock[] = [
    {
      type: 'paragraph',
      text: `${issuer.legalName}, SIRET\u00a0${issuer.siret}, atteste avoir reçu dans ses installations le ${receivedOn} les équipements décrits ci-dessous, remis par ${producerName}.`,
    },
    {
      type: 'parties',
      stacked: true,
      parties: [
        { title: 'Producteur (détenteur)', fields: producer(request, audience) },
        { title: 'Collecte et transport', fields: collector },
        {
          title: 'Destination',
          fields: [
            ['Installation', issuer.legalName],
            ['SIRET', issuer.siret],
            ['Adresse', issuer.address],
          ],
        },
        { title: 'Dates', fields: dates },
      ],
    },
    { type: 'heading', text: 'Équipements remis et reçus' },
  ];
  if (kind === 'collection' && request.row.materials) {
    blocks.push({ type: 'fields', fields: [['Matériel déclaré', request.row.materials]] });
  }
  blocks.push(
    equipment.rows.length > 0
      ? { type: 'table', ...equipment }
      : { type: 'paragraph', text: 'Aucun équipement compté à la réception.', italics: true },
    {
      type: 'fields',
      fields: [
        [
          'Poids total reçu',
          `${formatKg(weight)} (${formatTonnes(weight)}), ${reception.weightEstimated ? 'estimé (non pesé)' : 'pesé'}`,
        ],
        ...(team && reception.remark ? ([['Remarque', reception.remark]] as PdfField[]) : []),
      ],
    },
    {
      type: 'issuer-signature',
      note:
        'Document établi à partir des quantités comptées à la réception. À conserver avec le registre ' +
        "chronologique des déchets (articles R541-43 et suivants du code de l'environnement, arrêté du 31 mai " +
        '2021). «\u00a0Réemploi\u00a0»\u00a0: équipement destiné à être réutilisé, qui ne devient pas un déchet.',
      madeAt: madeAt(issuer.address, context.now),
      signatory: `Pour ${issuer.legalName}`,
    },
  );

  const title = documentTitle(kind, 'attestation');
  return {
    title,
    reference: requestReference(kind, row.reference, 'offerNumber' in row ? row.offerNumber : null),
    issuedAt: issuedNow(context.now),
    issuer,
    qr: context.trackingUrl ? { url: context.trackingUrl, caption: 'Suivi en ligne de la demande' } : null,
    subject: `${title} — ${producerName}`,
    blocks,
  };
}
