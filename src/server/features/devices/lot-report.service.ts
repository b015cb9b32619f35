/**
 * GET <lot>/lot-report.pdf and <lot>/lot-report.csv (issue 32): the « Rapport de lot » of a received lot —
 * its client and reception, the reconciliation with what was declared and received, the media by state, the
 * devices by devenir, then every device (documents/lot-report-document.ts writes the words of both).
 *
 * 404/409 as every call on a lot, and 409 naming what the company identity lacks for the PDF (it carries the
 * issuer's block). A lot of 5,000 devices and 6,000 media: the devices are read page by page (keyset on the
 * id, never the whole table in one query) — the PDF's inside one repeatable-read snapshot, so that its counts
 * and its table agree, then laid out in the documents' worker; the CSV is streamed like the other exports
 * (lib/csv.ts), its summary read before the first byte.
 *
 * `lotReportPdfOf` / `lotReportCsvOf` take a lot already found (the public tracking page finds it by its link).
 */
import type { Readable } from 'node:stream';
import { deviceMessages, dispositions, type LotKind } from '@shared/devices/device.constants';
import { type EquipmentCategory, equipmentCategories } from '@shared/fulfilment/fulfilment-stages';
import { pickupTypeLabels } from '@shared/requests/package-pickup.labels';
import type { Db, Executor } from '../../db/client';
import {
  type CsvCell,
  type CsvColumn,
  csvStream,
  EXPORT_PAGE_SIZE,
  type KeysetCursor,
  keysetPages,
} from '../../lib/csv';
import { conflict } from '../../lib/http-errors';
import { type AttestationRequest, declaredColumns } from '../documents/attestation-document';
import { issuerOrConflict } from '../documents/document-issuer';
import { findReceptionForDocument, findRequestForDocument } from '../documents/documents.repository';
import {
  categoryText,
  deviceHeaders,
  dispositionLines,
  dispositionText,
  LOT_REPORT_TITLE,
  type LotReport,
  type LotReportDevice,
  lotReportDocument,
  lotReportFileName,
  lotReportReference,
  mediaCountLabels,
  mediaText,
  reconciliationLines,
} from '../documents/lot-report-document';
import type { RenderPdf } from './device-labels.service';
import { type Lot, lotDevicesWithMedia } from './devices.repository';
import { lotSummary, receivedLot } from './devices.service';
import { countByDisposition } from './lot-report.repository';

/** Devices read per query for the PDF (as the labels are); the CSV reads EXPORT_PAGE_SIZE at a time. */
const PDF_PAGE = 1000;

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** The lot's request, reception and counts as the report prints them (409 if its reception went meanwhile). */
async function readReport(db: Executor, lot: Lot): Promise<LotReport> {
  const [request, reception, summary, byDisposition] = await Promise.all([
    findRequestForDocument(db, lot.kind, lot.id),
    findReceptionForDocument(db, lot.kind, lot.id),
    lotSummary(db, lot.kind, lot.id),
    countByDisposition(db, lot),
  ]);
  if (!reception || !request) throw conflict(deviceMessages.notReceived);
  // The lot kinds' tables: a collection beyond Île-de-France names its client `clientName`.
  const lotRequest = { kind: lot.kind, row: request } as AttestationRequest;
  const client =
    lotRequest.kind === 'collection'
      ? { name: lotRequest.row.clientName, address: lotRequest.row.clientAddress }
      : { name: lotRequest.row.clientCompanyName, address: lotRequest.row.companyAddress };
  const declared = Object.fromEntries(
    equipmentCategories.map((category) => [category, numberOrNull(reception[declaredColumns[category]])]),
  ) as Record<EquipmentCategory, number | null>;
  return {
    kind: lot.kind,
    reference: lot.reference,
    offerNumber: 'offerNumber' in lotRequest.row ? lotRequest.row.offerNumber : null,
    client,
    reception: {
      receivedAt: reception.receivedAt,
      declared,
      units:
        lotRequest.kind === 'package-pickup'
          ? {
              label: lotRequest.row.type === 'pallet' ? 'Palettes' : pickupTypeLabels.package,
              declared: reception.unitsDeclared,
              received: reception.unitsReceived,
            }
          : null,
      weightKg: reception.weightKg,
      weightEstimated: reception.weightEstimated,
    },
    summary,
    dispositions: {
      ...(Object.fromEntries(dispositions.map((value) => [value, byDisposition.get(value) ?? 0])) as Record<
        (typeof dispositions)[number],
        number
      >),
      none: byDisposition.get(null) ?? 0,
    },
  };
}

type PagedDevice = LotReportDevice & KeysetCursor;

/** The lot's devices with their media, in the order of intake, `pageSize` at a time (keyset on the id). */
function devicePages(db: Executor, lot: Lot, pageSize: number): AsyncGenerator<PagedDevice[]> {
  return keysetPages(async (after, limit): Promise<PagedDevice[]> => {
    const rows = await lotDevicesWithMedia(db, lot, after?.id, limit);
    return rows.map((row) => ({
      id: row.id,
      sortKey: String(row.id),
      inventoryNumber: row.inventoryNumber,
      serialNumber: row.serialNumber,
      category: row.category,
      make: row.make,
      model: row.model,
      grade: row.grade,
      noStorage: row.noStorage,
      media: row.media.map((medium) => ({ type: medium.type, state: medium.state })),
      disposition: row.disposition,
      wasteCode: row.wasteCode,
    }));
  }, pageSize);
}

export interface LotReportPdf {
  pdf: Buffer;
  /** « Rapport de lot - Collecte COL-2026-00042.pdf ». */
  fileName: string;
}

/** The report of a lot already found and received (the public tracking page's). */
export async function lotReportPdfOf(db: Db, render: RenderPdf, lot: Lot): Promise<LotReportPdf> {
  const issuer = await issuerOrConflict(db);
  // One snapshot: the summary's counts describe the very devices the table lists.
  const { report, devices } = await db.transaction(
    async (tx) => {
      const report = await readReport(tx, lot);
      const devices: LotReportDevice[] = [];
      for await (const page of devicePages(tx, lot, PDF_PAGE)) devices.push(...page);
      return { report, devices };
    },
    { isolationLevel: 'repeatable read' },
  );
  const model = lotReportDocument(report, devices, { issuer, now: new Date() });
  return { pdf: await render(model), fileName: lotReportFileName(report) };
}

export async function lotReportPdf(
  db: Db,
  render: RenderPdf,
  kind: LotKind,
  lotId: number,
): Promise<LotReportPdf> {
  return lotReportPdfOf(db, render, await receivedLot(db, kind, lotId));
}

/** The CSV's widest table: the devices'. Each line of the file is a row of this many cells. */
const deviceCsvHeaders = [
  deviceHeaders.inventoryNumber,
  deviceHeaders.serialNumber,
  deviceHeaders.category,
  deviceHeaders.make,
  deviceHeaders.model,
  deviceHeaders.grade,
  deviceHeaders.media,
  deviceHeaders.disposition,
];

type CsvLine = CsvCell[];

const deviceLine = (device: LotReportDevice): CsvLine => [
  device.inventoryNumber,
  device.serialNumber,
  categoryText(device.category),
  device.make,
  device.model,
  device.grade,
  mediaText(device),
  dispositionText(device),
];

/** The report's summary as lines: the lot, the reconciliation, the media, the devenirs; then the devices' header. */
function summaryLines(report: LotReport, now: Date): CsvLine[] {
  const { reception, summary } = report;
  const units = reception.units;
  return [
    ['Client', report.client.name],
    ...(report.client.address ? [['Site', report.client.address]] : []),
    ['Réception', reception.receivedAt],
    ...(units
      ? [[`Nombre de ${units.label.toLowerCase()}`, 'Déclaré', units.declared, 'Reçu', units.received]]
      : []),
    ['Poids reçu (kg)', reception.weightKg, reception.weightEstimated ? 'Estimé (non pesé)' : 'Pesé'],
    summary.closedAt ? ['Inventaire', 'Clôturé', new Date(summary.closedAt)] : ['Inventaire', 'En cours'],
    ['Édité le', now],
    [],
    ['Catégorie', 'Déclaré', 'Reçu', 'Inventorié', 'Écart (inventorié - reçu)', 'Explication'],
    ...reconciliationLines(report).map(
      (line): CsvLine => [
        line.category,
        line.declared,
        line.received,
        line.counted,
        line.difference,
        line.note,
      ],
    ),
    [],
    ['Supports de stockage', ...mediaCountLabels.map(([, label]) => label)],
    ['Nombre', ...mediaCountLabels.map(([key]) => summary.media[key])],
    [],
    ['Devenir', 'Équipements'],
    ...dispositionLines(report),
    [],
    deviceCsvHeaders,
  ];
}

export interface LotReportCsv {
  /** The download's name before its date: « rapport-de-lot-COL-2026-00042 » (sendCsv adds the day). */
  fileName: string;
  stream: Readable;
}

/**
 * The report as CSV (Excel-FR: lib/csv.ts), one table under the other: its first line names the report
 * and the lot, then the summary's tables, then a line per device — the devices streamed page by page.
 */
export async function lotReportCsvOf(
  db: Db,
  lot: Lot,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<LotReportCsv> {
  const report = await readReport(db, lot);
  const first = [LOT_REPORT_TITLE, lotReportReference(report)];
  // csvStream writes its columns' headers as the first line: here the report's title line, the other lines
  // (of any table) following it cell by cell.
  const columns: CsvColumn<CsvLine>[] = deviceCsvHeaders.map((_, index) => ({
    header: first[index] ?? '',
    value: (line) => line[index],
  }));
  async function* lines(): AsyncGenerator<CsvLine[]> {
    yield summaryLines(report, new Date());
    for await (const page of devicePages(db, lot, pageSize)) yield page.map(deviceLine);
  }
  return { fileName: `rapport-de-lot-${lot.reference}`, stream: csvStream(columns, lines()) };
}

export async function lotReportCsv(
  db: Db,
  kind: LotKind,
  lotId: number,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<LotReportCsv> {
  return lotReportCsvOf(db, await receivedLot(db, kind, lotId), pageSize);
}
