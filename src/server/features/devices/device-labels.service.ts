/**
 * Labels for a lot's devices, or for one device (issue 32): A4 sheets of common label stock or a 62 mm
 * roll, rendered in the documents' worker (documents/labels-layout.ts). A lot of 5,000 devices makes a PDF
 * of 209 A4 sheets; the rows are read page by page (keyset), the whole model crosses to the worker once.
 */

import type { LotKind } from '@shared/devices/device.constants';
import { deviceMessages } from '@shared/devices/device.constants';
import { type EquipmentCategory, equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { LabelFormat, PdfLabel, PdfLabelsModel, PdfModel } from '../documents/pdf-model';
import { type DeviceRow, findDevice, listLotDevices } from './devices.repository';
import { receivedLot } from './devices.service';

export type RenderPdf = (model: PdfModel) => Promise<Buffer>;

const PAGE = 1000;

const toLabel = (row: DeviceRow, reference: string): PdfLabel => ({
  inventoryNumber: row.inventoryNumber,
  serialNumber: row.serialNumber,
  lot: `${reference} · ${equipmentCategoryLabels[row.category as EquipmentCategory] ?? row.category}`,
});

const labelsModel = (title: string, format: LabelFormat, labels: PdfLabel[]): PdfLabelsModel => ({
  type: 'labels',
  title,
  subject: 'Étiquettes des équipements',
  format,
  labels,
});

export async function lotLabels(
  db: Db,
  render: RenderPdf,
  kind: LotKind,
  lotId: number,
  format: LabelFormat,
): Promise<{ pdf: Buffer; fileName: string }> {
  const lot = await receivedLot(db, kind, lotId);
  const labels: PdfLabel[] = [];
  for (let afterId: number | undefined; ; ) {
    const rows = await listLotDevices(db, lot, { afterId, limit: PAGE });
    labels.push(...rows.map((row) => toLabel(row, lot.reference)));
    if (rows.length < PAGE) break;
    afterId = rows.at(-1)?.id;
  }
  const title = `Étiquettes ${lot.reference}`;
  return { pdf: await render(labelsModel(title, format, labels)), fileName: `${title}.pdf` };
}

export async function deviceLabel(
  db: Db,
  render: RenderPdf,
  id: number,
  format: LabelFormat,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findDevice(db, id);
  if (!row) throw notFound(deviceMessages.notFound);
  const lot = await receivedLot(db, row.kind as LotKind, row.requestId);
  const title = `Étiquette ${row.inventoryNumber}`;
  return {
    pdf: await render(labelsModel(title, format, [toLabel(row, lot.reference)])),
    fileName: `${title}.pdf`,
  };
}
