/**
 * GET <lot>/devices/export.csv (issue 32): the lot's devices as CSV (Excel-FR, like the other exports: lib/csv.ts),
 * in the order of intake, streamed page by page (keyset on the id), each with its media and their states.
 */
import type { Readable } from 'node:stream';
import {
  dispositionLabels,
  type LotKind,
  mediumStateLabels,
  mediumTypeLabels,
} from '@shared/devices/device.constants';
import { type EquipmentCategory, equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import type { Db } from '../../db/client';
import { type CsvColumn, csvStream, EXPORT_PAGE_SIZE, formatCsvNumber, keysetPages } from '../../lib/csv';
import { type DeviceRow, lotDevicesWithMedia, type MediumRow } from './devices.repository';
import { receivedLot } from './devices.service';

type ExportRow = DeviceRow & { sortKey: string; media: MediumRow[] };

const mediumText = (medium: MediumRow) =>
  [
    mediumTypeLabels[medium.type as keyof typeof mediumTypeLabels] ?? medium.type,
    medium.serialNumber,
    medium.capacityGb === null ? null : `${formatCsvNumber(medium.capacityGb)}\u00a0Go`,
  ]
    .filter(Boolean)
    .join(' ') +
  `\u00a0: ${mediumStateLabels[medium.state as keyof typeof mediumStateLabels] ?? medium.state}`;

export const deviceCsvColumns: CsvColumn<ExportRow>[] = [
  { header: "N° d'inventaire", value: (r) => r.inventoryNumber },
  { header: 'N° de série', value: (r) => r.serialNumber },
  {
    header: 'Catégorie',
    value: (r) => equipmentCategoryLabels[r.category as EquipmentCategory] ?? r.category,
  },
  { header: 'Étiquette du client', value: (r) => r.clientAssetTag },
  { header: 'Marque', value: (r) => r.make },
  { header: 'Modèle', value: (r) => r.model },
  { header: 'IMEI', value: (r) => r.imei },
  { header: 'Grade', value: (r) => r.grade },
  {
    header: 'Supports de stockage',
    value: (r) => (r.noStorage ? 'Aucun' : r.media.map(mediumText).join(' ; ') || 'À renseigner'),
  },
  {
    header: 'Devenir',
    value: (r) => (r.disposition ? dispositionLabels[r.disposition as keyof typeof dispositionLabels] : null),
  },
  { header: 'Code déchet', value: (r) => r.wasteCode },
  { header: 'Note', value: (r) => r.notes },
  { header: 'Inventorié le', value: (r) => r.createdAt },
];

/** The CSV of the lot's devices; 404/409 as every call on a lot (checked before the first byte). */
export async function exportLotDevices(
  db: Db,
  kind: LotKind,
  lotId: number,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<Readable> {
  const lot = await receivedLot(db, kind, lotId);
  return csvStream(
    deviceCsvColumns,
    keysetPages(async (after, limit): Promise<ExportRow[]> => {
      const rows = await lotDevicesWithMedia(db, lot, after?.id, limit);
      return rows.map((row) => ({ ...row, sortKey: String(row.id) }));
    }, pageSize),
  );
}
