/**
 * POST <lot>/devices/import (issue 32): a CSV of devices (a client's manifest, a scanner's list, the lot's
 * own export edited in a spreadsheet) added to a lot. Columns are found by their name, French or English;
 * each row is checked as a device added by hand would be (the shared schema, its French messages), and a
 * serial already in the lot or twice in the file is refused. `dryRun` answers the preview and writes
 * nothing; otherwise every row is written in one transaction, or none when one is refused.
 */
import {
  categoriesWithoutStorage,
  type DeviceImportPreview,
  type DeviceValues,
  deviceInputSchema,
  deviceMessages,
  type LotKind,
  MAX_IMPORTED_DEVICES,
} from '@shared/devices/device.schema';
import {
  type EquipmentCategory,
  equipmentCategories,
  equipmentCategoryLabels,
} from '@shared/fulfilment/fulfilment-stages';
import { messages } from '@shared/http/api-error';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { detectSeparator, normaliseLabel, readCsv } from '../../lib/csv-read';
import { badRequest, conflict } from '../../lib/http-errors';
import type { UserRow } from '../users/users.repository';
import { insertDevices, lockReception, lotSerials } from './devices.repository';
import { receivedLot, recordLotEvent, refuseIfClosed } from './devices.service';

type Column = 'category' | 'serialNumber' | 'clientAssetTag' | 'make' | 'model' | 'imei' | 'grade' | 'notes';

/** Header names after normaliseLabel: the lot's own CSV export, and what manifests commonly say. */
const headers: Record<Column, readonly string[]> = {
  category: ['categorie', 'category', 'type', 'type d equipement'],
  serialNumber: ['n de serie', 'numero de serie', 'serial', 'serial number', 'sn', 'no de serie', 'serie'],
  clientAssetTag: ['etiquette du client', 'asset tag', 'n d inventaire client', 'inventaire client', 'tag'],
  make: ['marque', 'make', 'brand', 'fabricant', 'manufacturer'],
  model: ['modele', 'model'],
  imei: ['imei'],
  grade: ['grade'],
  notes: ['note', 'notes', 'remarque', 'commentaire', 'comment'],
};

/** A category by its key, its French label or common words (« PC portable », « écran »…). */
const categoryWords = new Map<string, EquipmentCategory>([
  ...equipmentCategories.map((key) => [normaliseLabel(key), key] as const),
  ...equipmentCategories.map((key) => [normaliseLabel(equipmentCategoryLabels[key]), key] as const),
  ...(
    [
      ['ordinateur', 'computersToCollect'],
      ['ordinateur portable', 'computersToCollect'],
      ['pc portable', 'computersToCollect'],
      ['laptop', 'computersToCollect'],
      ['portable', 'computersToCollect'],
      ['pc fixe', 'pcFixesToCollect'],
      ['unite centrale', 'pcFixesToCollect'],
      ['desktop', 'pcFixesToCollect'],
      ['telephone', 'phonesToCollect'],
      ['smartphone', 'phonesToCollect'],
      ['phone', 'phonesToCollect'],
      ['tablette', 'tabletsToCollect'],
      ['tablet', 'tabletsToCollect'],
      ['ecran', 'screensToCollect'],
      ['moniteur', 'screensToCollect'],
      ['screen', 'screensToCollect'],
      ['monitor', 'screensToCollect'],
      ['carton d3e', 'd3eBoxes'],
      ['d3e', 'd3eBoxes'],
      ['deee', 'd3eBoxes'],
    ] as const
  ).map(([word, key]) => [word, key as EquipmentCategory] as const),
]);

const importMessages = {
  noCategoryColumn:
    "Ce fichier n'a pas de colonne «\u00a0Catégorie\u00a0»\u00a0: elle dit ce qu'est chaque équipement.",
  empty: "Ce fichier ne contient aucun équipement (une ligne d'en-tête, puis un équipement par ligne).",
  tooMany: `Au plus ${MAX_IMPORTED_DEVICES.toLocaleString('fr-FR')}\u00a0équipements par fichier.`,
  unclosedQuote: (line: number) => `Ligne ${line}\u00a0: guillemet ouvert et jamais refermé.`,
  notText: "Ce fichier n'est pas un CSV lisible (texte UTF-8 attendu).",
  category: (value: string) => `catégorie «\u00a0${value}\u00a0» inconnue`,
  twiceInFile: (line: number) => `numéro de série déjà présent ligne ${line}`,
  inLot: (inventoryNumber: string) => `numéro de série déjà inventorié dans ce lot (${inventoryNumber})`,
  raced: "Un de ces numéros de série vient d'être inventorié\u00a0: relancez l'aperçu.",
  refused: (count: number) =>
    `${count} ligne${count > 1 ? 's sont refusées' : ' est refusée'}\u00a0: rien n'a été importé.`,
};

interface Candidate {
  line: number;
  values: DeviceValues;
}

/** The file's rows as devices, each refused one with its line and French reason. */
async function readDevices(db: Db, lot: { kind: LotKind; id: number }, bytes: Buffer) {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw badRequest(messages.validation, { file: importMessages.notText });
  }
  const read = readCsv(text, detectSeparator(text));
  if ('unclosedQuoteLine' in read) {
    throw badRequest(messages.validation, { file: importMessages.unclosedQuote(read.unclosedQuoteLine) });
  }
  const [header, ...records] = read.records.filter((record) => record.cells.some((cell) => cell.trim()));
  const columns = new Map<Column, number>();
  header?.cells.forEach((label, index) => {
    const name = normaliseLabel(label);
    for (const [column, names] of Object.entries(headers) as [Column, readonly string[]][]) {
      if (!columns.has(column) && names.includes(name)) columns.set(column, index);
    }
  });
  if (!columns.has('category'))
    throw badRequest(messages.validation, { file: importMessages.noCategoryColumn });
  if (records.length === 0) throw badRequest(messages.validation, { file: importMessages.empty });
  if (records.length > MAX_IMPORTED_DEVICES)
    throw badRequest(messages.validation, { file: importMessages.tooMany });

  const cellOf = (record: { cells: string[] }, column: Column) => {
    const index = columns.get(column);
    return index === undefined ? '' : (record.cells[index] ?? '').trim();
  };
  // The file's serials already in the lot, read at once (not one query per row).
  const inLot = await lotSerials(
    db,
    lot,
    records.map((record) => cellOf(record, 'serialNumber')).filter(Boolean),
  );
  const accepted: Candidate[] = [];
  const refused: { line: number; serialNumber: string | null; message: string }[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    const cell = (column: Column) => cellOf(record, column);
    const rawCategory = cell('category');
    const category = categoryWords.get(normaliseLabel(rawCategory));
    const serialNumber = cell('serialNumber') || null;
    const refuse = (message: string) => refused.push({ line: record.line, serialNumber, message });
    if (!category) {
      refuse(importMessages.category(rawCategory));
      continue;
    }
    const parsed = deviceInputSchema.safeParse({
      category,
      serialNumber,
      clientAssetTag: cell('clientAssetTag'),
      make: cell('make'),
      model: cell('model'),
      imei: cell('imei'),
      grade: cell('grade').toUpperCase() || null,
      notes: cell('notes'),
      noStorage: categoriesWithoutStorage.includes(category),
    });
    if (!parsed.success) {
      refuse(parsed.error.issues.map((issue) => issue.message).join(' ; '));
      continue;
    }
    if (serialNumber) {
      const key = serialNumber.toUpperCase();
      const before = seen.get(key);
      if (before !== undefined) {
        refuse(importMessages.twiceInFile(before));
        continue;
      }
      seen.set(key, record.line);
      const existing = inLot.get(key);
      if (existing) {
        refuse(importMessages.inLot(existing));
        continue;
      }
    }
    accepted.push({ line: record.line, values: parsed.data });
  }
  return { accepted, refused };
}

export async function importDevices(
  db: Db,
  author: UserRow,
  kind: LotKind,
  lotId: number,
  file: { bytes: Buffer },
  dryRun: boolean,
): Promise<DeviceImportPreview> {
  const lot = await receivedLot(db, kind, lotId);
  const { accepted, refused } = await readDevices(db, lot, file.bytes);
  const preview = {
    dryRun,
    total: accepted.length + refused.length,
    accepted: accepted.length,
    refused,
    created: 0,
  };
  if (dryRun) return preview;
  if (refused.length > 0)
    throw badRequest(importMessages.refused(refused.length), {
      file: importMessages.refused(refused.length),
    });
  try {
    await db.transaction(async (tx) => {
      // Held until the commit: the reception cannot be undone under the devices being written.
      if (!(await lockReception(tx, kind, lotId))) throw conflict(deviceMessages.notReceived);
      await refuseIfClosed(tx, lot);
      // A CSV names no media: the devices alone, a statement per thousand.
      await insertDevices(
        tx,
        lot,
        accepted.map((candidate) => candidate.values),
        author.id,
      );
      await recordLotEvent(tx, lot, author, { action: 'devices-imported', count: accepted.length });
    });
  } catch (error) {
    // A scan of one of these serials landed between the preview and the write: nothing was written.
    if (isUniqueViolation(error) === 'devices_lot_serial_idx') {
      throw conflict(importMessages.refused(1), { file: importMessages.raced });
    }
    throw error;
  }
  return { ...preview, created: accepted.length };
}
