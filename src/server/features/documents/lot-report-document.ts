/**
 * « Rapport de lot » (issue 32): what a received lot became, for the team and the client — the lot (its
 * client, site and reception), the reconciliation of the inventory with what was declared and received per
 * category (the difference and the team's explanation), the storage media by state, the devices by devenir,
 * then every device on a line: inventory number, serial, category, make and model, grade, its media in words
 * (« 2 SSD effacés », « HDD détruit, SSD effacé ») and its devenir.
 *
 * A lot holds up to 5,000 devices: the device table repeats its header on each page and never cuts a line
 * across two (`wholeRows`). Pure functions of plain data; the CSV of the same report
 * (devices/lot-report.service.ts) writes the same words and counts from the functions exported here.
 */
import {
  type Disposition,
  dispositionLabels,
  dispositions,
  type LotKind,
  type LotSummary,
  type MediumState,
  type MediumType,
  mediumTypeLabels,
} from '@shared/devices/device.constants';
import {
  type EquipmentCategory,
  equipmentCategories,
  equipmentCategoryLabels,
} from '@shared/fulfilment/fulfilment-stages';
import { requestReference } from '@shared/fulfilment/public-tracking';
import { formatKg, formatMoment, formatNumber, issuedNow } from './document-text';
import type { PdfBlock, PdfDocumentModel, PdfField, PdfIssuer } from './pdf-model';

const NBSP = '\u00a0';

export const LOT_REPORT_TITLE = 'Rapport de lot';

/** The lot as the report prints it: its request, its client and site, its reception, its counts. */
export interface LotReport {
  kind: LotKind;
  /** « COL-2026-00042 ». */
  reference: string;
  offerNumber: string | null;
  client: { name: string; address: string | null };
  reception: {
    receivedAt: Date;
    /** Per category, what the client declared (null: not declared so); what was received is the summary's. */
    declared: Record<EquipmentCategory, number | null>;
    /** A pickup is received in parcels or pallets: « Colis » or « Palettes », how many declared and received. */
    units: { label: string; declared: number | null; received: number | null } | null;
    weightKg: number;
    weightEstimated: boolean;
  };
  summary: LotSummary;
  /** Devices per devenir; `none`: not decided yet. */
  dispositions: Record<Disposition | 'none', number>;
}

/** One device's line, as read from the lot (raw values: the report writes them). */
export interface LotReportDevice {
  inventoryNumber: string;
  serialNumber: string | null;
  category: string;
  make: string | null;
  model: string | null;
  grade: string | null;
  noStorage: boolean;
  media: { type: string; state: string }[];
  disposition: string | null;
  wasteCode: string | null;
}

/** « Collecte COL-2026-00042 (offre OE-000123) ». */
export const lotReportReference = (report: Pick<LotReport, 'kind' | 'reference' | 'offerNumber'>) =>
  requestReference(report.kind, report.reference, report.offerNumber);

/** « Rapport de lot - Collecte COL-2026-00042.pdf »: the reference without its offer (a short name). */
export const lotReportFileName = (report: Pick<LotReport, 'kind' | 'reference'>) =>
  `${LOT_REPORT_TITLE} - ${requestReference(report.kind, report.reference)}.pdf`;

export const categoryText = (category: string) =>
  equipmentCategoryLabels[category as EquipmentCategory] ?? category;

/** A state's word after a medium's type, agreed with the count: « effacé », « effacés », « en échec ». */
const stateWords: Record<MediumState, [one: string, many: string]> = {
  erased: ['effacé', 'effacés'],
  destroyed: ['détruit', 'détruits'],
  failed: ['en échec', 'en échec'],
  pending: ['à traiter', 'à traiter'],
};

/**
 * A device's media in words, each type and state once with its count: « 2 SSD effacés », « HDD détruit,
 * SSD effacé »; « Aucun support » for a device said to have none, « À renseigner » while its media are unknown.
 */
export function mediaText(device: Pick<LotReportDevice, 'noStorage' | 'media'>): string {
  if (device.noStorage) return 'Aucun support';
  if (device.media.length === 0) return 'À renseigner';
  const groups = new Map<string, { type: string; state: string; count: number }>();
  for (const medium of device.media) {
    const key = `${medium.type}:${medium.state}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { ...medium, count: 1 });
  }
  return [...groups.values()]
    .map(({ type, state, count }) => {
      const typeLabel = mediumTypeLabels[type as MediumType] ?? type;
      const [one, many] = stateWords[state as MediumState] ?? [state, state];
      return count > 1 ? `${count}${NBSP}${typeLabel} ${many}` : `${typeLabel} ${one}`;
    })
    .join(', ');
}

/** « Recyclage (DEEE), 20 01 36 », « Réemploi en l'état »; « Non décidé » until it is. */
export function dispositionText(device: Pick<LotReportDevice, 'disposition' | 'wasteCode'>): string {
  if (!device.disposition) return 'Non décidé';
  const label = dispositionLabels[device.disposition as Disposition] ?? device.disposition;
  return device.wasteCode ? `${label}, ${device.wasteCode}` : label;
}

export const makeAndModel = (device: Pick<LotReportDevice, 'make' | 'model'>) =>
  [device.make, device.model].filter(Boolean).join(' ');

/** One category of the reconciliation: declared, received, inventoried, their difference and why. */
export interface ReconciliationLine {
  category: string;
  declared: number | null;
  received: number | null;
  counted: number;
  /** Inventoried less received (the lot's page's difference); null when nothing was received per category. */
  difference: number | null;
  note: string | null;
}

/** The categories declared, received or inventoried (the others are all zero: left out). */
export function reconciliationLines(report: LotReport): ReconciliationLine[] {
  return equipmentCategories
    .map((category) => {
      const row = report.summary.categories[category];
      return {
        category: equipmentCategoryLabels[category],
        declared: report.reception.declared[category],
        received: row.received,
        counted: row.counted,
        difference: row.difference,
        note: row.note,
      };
    })
    .filter((line) => Boolean(line.declared) || Boolean(line.received) || line.counted > 0);
}

/** The media's counts in the report's order: total, erased, destroyed, failed, pending. */
export const mediaCountLabels = [
  ['total', 'Total'],
  ['erased', 'Effacés'],
  ['destroyed', 'Détruits'],
  ['failed', 'En échec'],
  ['pending', 'À traiter'],
] as const satisfies readonly (readonly [keyof LotSummary['media'], string])[];

/** Devices per devenir, each devenir then « Non décidé ». */
export function dispositionLines(report: LotReport): [label: string, count: number][] {
  return [
    ...dispositions.map((value): [string, number] => [dispositionLabels[value], report.dispositions[value]]),
    ['Non décidé', report.dispositions.none],
  ];
}

export const deviceCount = (summary: LotSummary) =>
  equipmentCategories.reduce((sum, category) => sum + summary.categories[category].counted, 0);

/** The device table's columns, shared by the PDF (make and model in one column) and the CSV. */
export const deviceHeaders = {
  inventoryNumber: "N° d'inventaire",
  serialNumber: 'N° de série',
  category: 'Catégorie',
  makeAndModel: 'Marque et modèle',
  make: 'Marque',
  model: 'Modèle',
  grade: 'Grade',
  media: 'Supports de stockage',
  disposition: 'Devenir',
} as const;

const number = formatNumber;
const count = (value: number | null) => (value === null ? '—' : number(value));
/** « +1 », « −2 » (the minus sign, as the lot's page writes it), « 0 »; « — » when nothing is compared. */
const differenceText = (value: number | null) =>
  value === null ? '—' : value > 0 ? `+${number(value)}` : value < 0 ? `\u2212${number(-value)}` : '0';
const plural = (n: number, one: string, many: string) => `${number(n)}${NBSP}${n > 1 ? many : one}`;

/** The lot's fields: request, client and site, reception, inventory. */
export function lotFields(report: LotReport): PdfField[] {
  const { reception, summary } = report;
  const fields: PdfField[] = [
    ['Demande', lotReportReference(report)],
    ['Client', report.client.name],
  ];
  if (report.client.address) fields.push(['Site', report.client.address]);
  fields.push(['Réception', formatMoment(reception.receivedAt)]);
  if (reception.units) {
    const { label, declared, received } = reception.units;
    fields.push([
      `Nombre de ${label.toLowerCase()}`,
      `Déclaré${NBSP}: ${count(declared)} · Reçu${NBSP}: ${count(received)}`,
    ]);
  }
  fields.push(
    [
      'Poids reçu',
      `${formatKg(reception.weightKg)}, ${reception.weightEstimated ? 'estimé (non pesé)' : 'pesé'}`,
    ],
    [
      'Inventaire',
      summary.closedAt ? `Clôturé le ${formatMoment(summary.closedAt)}` : 'En cours (non clôturé)',
    ],
    [
      'Équipements inventoriés',
      plural(deviceCount(summary), 'équipement', 'équipements') +
        `, ${plural(summary.media.total, 'support de stockage', 'supports de stockage')}`,
    ],
  );
  return fields;
}

const DEVICE_WIDTHS: (number | '*')[] = [52, 76, 54, '*', 30, 90, 76];

/** The device table's rows, in the order of intake. */
export const deviceRows = (devices: readonly LotReportDevice[]): string[][] =>
  devices.map((device) => [
    device.inventoryNumber,
    device.serialNumber ?? '—',
    categoryText(device.category),
    makeAndModel(device) || '—',
    device.grade ?? '—',
    mediaText(device),
    dispositionText(device),
  ]);

export function lotReportDocument(
  report: LotReport,
  devices: readonly LotReportDevice[],
  context: { issuer: PdfIssuer; now: Date },
): PdfDocumentModel {
  const lines = reconciliationLines(report);
  const total = deviceCount(report.summary);
  const reconciliation: PdfBlock[] =
    lines.length === 0
      ? [{ type: 'paragraph', text: 'Aucun équipement déclaré, reçu ou inventorié.', italics: true }]
      : [
          {
            type: 'table',
            headers: ['Catégorie', 'Déclaré', 'Reçu', 'Inventorié', 'Écart', 'Explication'],
            widths: [70, 46, 40, 54, 40, '*'],
            wholeRows: true,
            rows: lines.map((line) => [
              line.category,
              count(line.declared),
              count(line.received),
              number(line.counted),
              differenceText(line.difference),
              line.note ?? (line.difference ? 'Non expliqué' : '—'),
            ]),
          },
        ];
  if (report.reception.units) {
    reconciliation.push({
      type: 'paragraph',
      text: `Un enlèvement est reçu en ${report.reception.units.label.toLowerCase()}${NBSP}: rien à rapprocher par catégorie.`,
      italics: true,
    });
  } else if (lines.length > 0) {
    reconciliation.push({
      type: 'paragraph',
      text: `Écart${NBSP}: équipements inventoriés moins équipements reçus.`,
      italics: true,
    });
  }

  const blocks: PdfBlock[] = [
    { type: 'heading', text: 'Lot' },
    { type: 'fields', fields: lotFields(report) },
    { type: 'heading', text: 'Rapprochement avec la déclaration et la réception' },
    ...reconciliation,
    { type: 'heading', text: 'Supports de stockage' },
    {
      type: 'table',
      headers: mediaCountLabels.map(([, label]) => label),
      rows: [mediaCountLabels.map(([key]) => number(report.summary.media[key]))],
    },
    { type: 'heading', text: 'Devenir des équipements' },
    {
      type: 'table',
      headers: ['Devenir', 'Équipements'],
      widths: ['*', 90],
      rows: dispositionLines(report).map(([label, n]) => [label, number(n)]),
      totals: ['Total', number(total)],
    },
    { type: 'heading', text: `Équipements (${number(total)})` },
    devices.length === 0
      ? { type: 'paragraph', text: 'Aucun équipement inventorié.', italics: true }
      : {
          type: 'table',
          headers: [
            deviceHeaders.inventoryNumber,
            deviceHeaders.serialNumber,
            deviceHeaders.category,
            deviceHeaders.makeAndModel,
            deviceHeaders.grade,
            deviceHeaders.media,
            deviceHeaders.disposition,
          ],
          widths: DEVICE_WIDTHS,
          wholeRows: true,
          rows: deviceRows(devices),
        },
  ];

  return {
    title: LOT_REPORT_TITLE,
    reference: lotReportReference(report),
    issuedAt: issuedNow(context.now),
    issuer: context.issuer,
    qr: null,
    subject: `${LOT_REPORT_TITLE} — ${report.client.name}`,
    blocks,
  };
}
