/**
 * Devices and their storage media (issue 32): a lot's table paged by id on devices_lot_idx, its counts per
 * category and per medium state, and the look-ups by serial, inventory number or IMEI on their indexes.
 */

import type { DeviceValues, LotKind, MediumInput, MediumState } from '@shared/devices/device.schema';
import type { EquipmentCategory } from '@shared/fulfilment/fulfilment-stages';
import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  deviceLots,
  devices,
  erasureReports,
  requestReceptions,
  requestTables,
  sanitisations,
  storageMedia,
} from '../../db/schema';

export type DeviceRow = typeof devices.$inferSelect;
export type MediumRow = typeof storageMedia.$inferSelect;
export type SanitisationRow = typeof sanitisations.$inferSelect;

export interface Lot {
  kind: LotKind;
  id: number;
  reference: string;
  /** What the reception counted per category; null: no reception yet, or none per category (a pickup). */
  reception: { received: Record<EquipmentCategory, number | null> } | null;
}

/** The lot's request and its reception, or undefined when the request does not exist. */
export async function findLot(db: Executor, kind: LotKind, id: number): Promise<Lot | undefined> {
  const table = requestTables[kind];
  const r = requestReceptions;
  const [row] = await db
    .select({
      reference: table.reference,
      received: r.kind,
      computersToCollect: r.computersReceived,
      pcFixesToCollect: r.pcFixesReceived,
      phonesToCollect: r.phonesReceived,
      tabletsToCollect: r.tabletsReceived,
      screensToCollect: r.screensReceived,
      d3eBoxes: r.d3eBoxesReceived,
    })
    .from(table)
    .leftJoin(r, and(eq(r.kind, kind), eq(r.requestId, table.id)))
    .where(eq(table.id, id))
    .limit(1);
  if (!row) return undefined;
  const { reference, received, ...counts } = row;
  return { kind, id, reference, reception: received ? { received: counts } : null };
}

/** The reference of each lot named, keyed "kind:id". */
export async function lotReferences(
  db: Executor,
  lots: { kind: LotKind; requestId: number }[],
): Promise<Map<string, string>> {
  const references = new Map<string, string>();
  for (const kind of new Set(lots.map((lot) => lot.kind))) {
    const table = requestTables[kind];
    const ids = [...new Set(lots.filter((lot) => lot.kind === kind).map((lot) => lot.requestId))];
    const rows = await db
      .select({ id: table.id, reference: table.reference })
      .from(table)
      .where(inArray(table.id, ids));
    for (const row of rows) references.set(`${kind}:${row.id}`, row.reference);
  }
  return references;
}

const deviceColumns = (values: Omit<DeviceValues, 'media'>) => ({
  category: values.category,
  serialNumber: values.serialNumber,
  clientAssetTag: values.clientAssetTag,
  make: values.make,
  model: values.model,
  imei: values.imei,
  grade: values.grade,
  notes: values.notes,
  noStorage: values.noStorage,
  disposition: values.disposition,
  wasteCode: values.wasteCode,
});

export async function insertDevice(
  db: Executor,
  lot: { kind: LotKind; id: number },
  values: DeviceValues,
  authorId: number,
): Promise<DeviceRow> {
  const [row] = await db
    .insert(devices)
    .values({
      kind: lot.kind,
      requestId: lot.id,
      ...deviceColumns(values),
      createdBy: authorId,
      updatedBy: authorId,
    })
    .returning();
  return row as DeviceRow;
}

/** Many devices of one lot at once (a CSV's rows), in chunks: one statement per thousand. */
export async function insertDevices(
  db: Executor,
  lot: { kind: LotKind; id: number },
  rows: DeviceValues[],
  authorId: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(devices).values(
      rows.slice(start, start + 1000).map((values) => ({
        kind: lot.kind,
        requestId: lot.id,
        ...deviceColumns(values),
        createdBy: authorId,
        updatedBy: authorId,
      })),
    );
  }
}

/** The lot's devices whose serial (case aside) is one of `serials`: upper(serial) → inventory number. */
export async function lotSerials(
  db: Executor,
  lot: { kind: LotKind; id: number },
  serials: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let start = 0; start < serials.length; start += 1000) {
    const rows = await db
      .select({
        serial: sql<string>`upper(${devices.serialNumber})`,
        inventoryNumber: devices.inventoryNumber,
      })
      .from(devices)
      .where(
        and(
          inLot(lot),
          inArray(
            sql`upper(${devices.serialNumber})`,
            serials.slice(start, start + 1000).map((serial) => serial.toUpperCase()),
          ),
        ),
      );
    for (const row of rows) found.set(row.serial, row.inventoryNumber);
  }
  return found;
}

/** Writes the device's fields if it is still at `version`; undefined otherwise (stale, or gone). */
export async function updateDevice(
  db: Executor,
  id: number,
  values: DeviceValues,
  version: number,
  editorId: number,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .update(devices)
    .set({ ...deviceColumns(values), updatedBy: editorId })
    .where(and(eq(devices.id, id), eq(devices.version, version)))
    .returning();
  return row;
}

export async function findDevice(db: Executor, id: number): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  return row;
}

export async function deleteDevice(db: Executor, id: number): Promise<void> {
  await db.delete(devices).where(eq(devices.id, id));
}

/** The device of this lot with this serial (case aside), if any. */
export async function findSerialInLot(
  db: Executor,
  lot: { kind: LotKind; id: number },
  serialNumber: string,
  exceptId?: number,
): Promise<Pick<DeviceRow, 'id' | 'inventoryNumber'> | undefined> {
  const [row] = await db
    .select({ id: devices.id, inventoryNumber: devices.inventoryNumber })
    .from(devices)
    .where(
      and(
        eq(devices.kind, lot.kind),
        eq(devices.requestId, lot.id),
        sql`upper(${devices.serialNumber}) = upper(${serialNumber})`,
        exceptId ? ne(devices.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Another lot in which this serial was inventoried (the most recent), if any. */
export async function findSerialElsewhere(
  db: Executor,
  lot: { kind: LotKind; id: number },
  serialNumber: string,
): Promise<{ kind: LotKind; requestId: number } | undefined> {
  const [row] = await db
    .select({ kind: devices.kind, requestId: devices.requestId })
    .from(devices)
    .where(
      and(
        sql`upper(${devices.serialNumber}) = upper(${serialNumber})`,
        or(ne(devices.kind, lot.kind), ne(devices.requestId, lot.id)),
      ),
    )
    .orderBy(sql`${devices.id} desc`)
    .limit(1);
  return row as { kind: LotKind; requestId: number } | undefined;
}

/** Rows grouped by a key (media by device, records by medium), in their order. */
export function groupedBy<R, K>(rows: R[], key: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export function mediaOf(db: Executor, deviceIds: number[]): Promise<MediumRow[]> {
  if (deviceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storageMedia)
    .where(inArray(storageMedia.deviceId, deviceIds))
    .orderBy(asc(storageMedia.deviceId), asc(storageMedia.id));
}

export async function insertMedia(db: Executor, deviceId: number, media: MediumInput[]): Promise<void> {
  if (media.length === 0) return;
  await db.insert(storageMedia).values(
    media.map((medium) => ({
      deviceId,
      type: medium.type,
      serialNumber: medium.serialNumber ?? null,
      capacityGb: medium.capacityGb ?? null,
    })),
  );
}

export async function updateMedium(db: Executor, deviceId: number, medium: MediumInput & { id: number }) {
  await db
    .update(storageMedia)
    .set({
      type: medium.type,
      serialNumber: medium.serialNumber ?? null,
      capacityGb: medium.capacityGb ?? null,
    })
    .where(and(eq(storageMedia.id, medium.id), eq(storageMedia.deviceId, deviceId)));
}

export async function deleteMedia(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(storageMedia).where(inArray(storageMedia.id, ids));
}

/** The erasures and destructions recorded on these media, oldest first. */
export function sanitisationsOf(db: Executor, mediumIds: number[]): Promise<SanitisationRow[]> {
  if (mediumIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sanitisations)
    .where(inArray(sanitisations.mediumId, mediumIds))
    .orderBy(asc(sanitisations.mediumId), asc(sanitisations.id));
}

/** The device's medium, locked until the transaction ends: two records on one medium take turns. */
export async function lockMedium(
  db: Executor,
  deviceId: number,
  mediumId: number,
): Promise<MediumRow | undefined> {
  const [row] = await db
    .select()
    .from(storageMedia)
    .where(and(eq(storageMedia.id, mediumId), eq(storageMedia.deviceId, deviceId)))
    .for('update');
  return row;
}

export async function insertSanitisation(
  db: Executor,
  values: typeof sanitisations.$inferInsert,
): Promise<void> {
  await db.insert(sanitisations).values(values);
}

export async function setMediumState(db: Executor, mediumId: number, state: MediumState): Promise<void> {
  await db.update(storageMedia).set({ state }).where(eq(storageMedia.id, mediumId));
}

/** Many records at once (an imported report's), in chunks of a thousand. */
export async function insertSanitisations(
  db: Executor,
  rows: (typeof sanitisations.$inferInsert)[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(sanitisations).values(rows.slice(start, start + 1000));
  }
}

/** Each medium's new state, one statement per thousand media. */
export async function setMediumStates(db: Executor, states: Map<number, MediumState>): Promise<void> {
  const entries = [...states];
  for (let start = 0; start < entries.length; start += 1000) {
    const values = sql.join(
      entries.slice(start, start + 1000).map(([id, state]) => sql`(${id}::int, ${state}::text)`),
      sql`, `,
    );
    await db.execute(
      sql`UPDATE ${storageMedia} SET state = v.state FROM (VALUES ${values}) AS v(id, state) WHERE ${storageMedia.id} = v.id`,
    );
  }
}

/** A part of a serial, inventory number, asset tag, IMEI, make or model (the lot's table search). */
function matching(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`upper(concat_ws(' ', ${devices.inventoryNumber}, ${devices.serialNumber}, ${devices.clientAssetTag}, ${devices.imei}, ${devices.make}, ${devices.model})) LIKE ${pattern}`;
}

export const inLot = (lot: { kind: LotKind; id: number }) =>
  and(eq(devices.kind, lot.kind), eq(devices.requestId, lot.id));

/** A page of the lot's devices with their media (the exports' and the lot report's keyset pages). */
export async function lotDevicesWithMedia(
  db: Executor,
  lot: { kind: LotKind; id: number },
  afterId: number | undefined,
  limit: number,
): Promise<(DeviceRow & { media: MediumRow[] })[]> {
  const rows = await listLotDevices(db, lot, { afterId, limit });
  const media = groupedBy(
    await mediaOf(
      db,
      rows.map((row) => row.id),
    ),
    (medium) => medium.deviceId,
  );
  return rows.map((row) => ({ ...row, media: media.get(row.id) ?? [] }));
}

/** A page of the lot's devices in the order they were inventoried, after the device `afterId`. */
export function listLotDevices(
  db: Executor,
  lot: { kind: LotKind; id: number },
  { q, afterId, limit }: { q?: string | undefined; afterId?: number | undefined; limit: number },
): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(and(inLot(lot), matching(q), afterId ? gt(devices.id, afterId) : undefined))
    .orderBy(asc(devices.id))
    .limit(limit);
}

export async function countLotDevices(
  db: Executor,
  lot: { kind: LotKind; id: number },
  q?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(inLot(lot), matching(q)));
  return row?.n ?? 0;
}

export async function countByCategory(
  db: Executor,
  lot: { kind: LotKind; id: number },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: devices.category, n: count() })
    .from(devices)
    .where(inLot(lot))
    .groupBy(devices.category);
  return new Map(rows.map((row) => [row.category, row.n]));
}

export async function countMediaByState(
  db: Executor,
  lot: { kind: LotKind; id: number },
): Promise<Map<MediumState, number>> {
  const rows = await db
    .select({ state: storageMedia.state, n: count() })
    .from(storageMedia)
    .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
    .where(inLot(lot))
    .groupBy(storageMedia.state);
  return new Map(rows.map((row) => [row.state as MediumState, row.n]));
}

/** Devices whose serial, inventory number or IMEI is `q` exactly (case aside), across lots. */
export function lookUpDevices(db: Executor, q: string, limit: number): Promise<DeviceRow[]> {
  const upper = q.toUpperCase();
  return db
    .select()
    .from(devices)
    .where(
      or(
        sql`upper(${devices.serialNumber}) = ${upper}`,
        eq(devices.inventoryNumber, upper),
        eq(devices.imei, q.replace(/[\s-]/g, '')),
      ),
    )
    .orderBy(sql`${devices.id} desc`)
    .limit(limit);
}

/**
 * Whether the lot still has its reception, read under a share lock: undoing the reception (which deletes
 * that row, then counts the lot's devices) waits for the device being added, and sees it.
 */
export async function lockReception(db: Executor, kind: LotKind, requestId: number): Promise<boolean> {
  const rows = await db
    .select({ kind: requestReceptions.kind })
    .from(requestReceptions)
    .where(and(eq(requestReceptions.kind, kind), eq(requestReceptions.requestId, requestId)))
    .for('share');
  return rows.length > 0;
}

/** How many devices a lot holds (a reception is not undone under them). */
export async function lotDeviceCount(db: Executor, kind: string, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.kind, kind), eq(devices.requestId, requestId)));
  return row?.n ?? 0;
}

export type StoredReportRow = typeof erasureReports.$inferSelect;

/** The lot's report with these bytes (its SHA-256), if it was imported already. */
export async function findReport(
  db: Executor,
  lot: { kind: LotKind; id: number },
  sha256: string,
): Promise<StoredReportRow | undefined> {
  const [row] = await db
    .select()
    .from(erasureReports)
    .where(
      and(
        eq(erasureReports.kind, lot.kind),
        eq(erasureReports.requestId, lot.id),
        eq(erasureReports.sha256, sha256),
      ),
    )
    .limit(1);
  return row;
}

export async function insertReport(
  db: Executor,
  values: typeof erasureReports.$inferInsert,
): Promise<StoredReportRow> {
  const [row] = await db.insert(erasureReports).values(values).returning();
  return row as StoredReportRow;
}

export async function settleReport(
  db: Executor,
  id: number,
  matched: number,
  unmatched: { serialNumber: string; result: string }[],
): Promise<void> {
  await db.update(erasureReports).set({ matched, unmatched }).where(eq(erasureReports.id, id));
}

/** A report's columns but its bytes (the summaries, the attach's lock). */
const reportColumns = {
  id: erasureReports.id,
  format: erasureReports.format,
  sha256: erasureReports.sha256,
  fileName: erasureReports.fileName,
  documentId: erasureReports.documentId,
  matched: erasureReports.matched,
  unmatched: erasureReports.unmatched,
  createdAt: erasureReports.createdAt,
};

/** The report `reportId`, if it is one of the lot's. */
const lotReport = (lot: { kind: LotKind; id: number }, reportId: number) =>
  and(
    eq(erasureReports.id, reportId),
    eq(erasureReports.kind, lot.kind),
    eq(erasureReports.requestId, lot.id),
  );

/** The lot's reports, newest first, without their bytes. */
export function listReports(db: Executor, lot: { kind: LotKind; id: number }) {
  return db
    .select(reportColumns)
    .from(erasureReports)
    .where(and(eq(erasureReports.kind, lot.kind), eq(erasureReports.requestId, lot.id)))
    .orderBy(sql`${erasureReports.id} desc`);
}

/** The lot's media whose serial (case aside) is one of `serials`, locked for the import's records. */
export async function lockLotMediaBySerial(
  db: Executor,
  lot: { kind: LotKind; id: number },
  serials: string[],
): Promise<MediumRow[]> {
  const media: MediumRow[] = [];
  for (let start = 0; start < serials.length; start += 1000) {
    media.push(...(await lockMediaChunk(db, lot, serials.slice(start, start + 1000))));
  }
  return media;
}

function lockMediaChunk(db: Executor, lot: { kind: LotKind; id: number }, serials: string[]) {
  return db
    .select({ medium: storageMedia })
    .from(storageMedia)
    .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
    .where(
      and(
        inLot(lot),
        inArray(
          sql`upper(${storageMedia.serialNumber})`,
          serials.map((serial) => serial.toUpperCase()),
        ),
      ),
    )
    .for('update', { of: storageMedia })
    .then((rows) => rows.map((row) => row.medium));
}

/** The lot's notes per category and its closing, if any was written. */
export async function findLotState(
  db: Executor,
  lot: { kind: LotKind; id: number },
): Promise<{ notes: Record<string, string>; closedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ notes: deviceLots.notes, closedAt: deviceLots.closedAt })
    .from(deviceLots)
    .where(and(eq(deviceLots.kind, lot.kind), eq(deviceLots.requestId, lot.id)))
    .limit(1);
  return row;
}

/** Writes the lot's notes, or its closing (`closedBy`, or null to reopen), creating its row if need be. */
export async function writeLotState(
  db: Executor,
  lot: { kind: LotKind; id: number },
  values: { notes?: Record<string, string>; closedAt?: Date | null; closedBy?: number | null },
): Promise<void> {
  await db
    .insert(deviceLots)
    .values({ kind: lot.kind, requestId: lot.id, ...values })
    .onConflictDoUpdate({ target: [deviceLots.kind, deviceLots.requestId], set: values });
}

/**
 * The lot's media without a serial and still « À traiter » on the devices whose serial (case aside) is one
 * of `hostSerials` — where a report's drive may go when only its host is known — each with its host's
 * serial (upper case), locked for the import's records. One statement per thousand hosts.
 */
export async function lockSerialLessMediaByHost(
  db: Executor,
  lot: { kind: LotKind; id: number },
  hostSerials: string[],
): Promise<{ medium: MediumRow; host: string }[]> {
  const found: { medium: MediumRow; host: string }[] = [];
  for (let start = 0; start < hostSerials.length; start += 1000) {
    const rows = await db
      .select({ medium: storageMedia, host: sql<string>`upper(${devices.serialNumber})` })
      .from(storageMedia)
      .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
      .where(
        and(
          inLot(lot),
          inArray(
            sql`upper(${devices.serialNumber})`,
            hostSerials.slice(start, start + 1000).map((serial) => serial.toUpperCase()),
          ),
          isNull(storageMedia.serialNumber),
          eq(storageMedia.state, 'pending'),
        ),
      )
      .orderBy(asc(storageMedia.id))
      .for('update', { of: storageMedia });
    found.push(...rows);
  }
  return found;
}

/** Each medium's new serial (a drive's, read in a report), one statement per thousand media. */
export async function setMediumSerials(db: Executor, serials: Map<number, string>): Promise<void> {
  const entries = [...serials];
  for (let start = 0; start < entries.length; start += 1000) {
    const values = sql.join(
      entries.slice(start, start + 1000).map(([id, serial]) => sql`(${id}::int, ${serial}::text)`),
      sql`, `,
    );
    await db.execute(
      sql`UPDATE ${storageMedia} SET serial_number = v.serial FROM (VALUES ${values}) AS v(id, serial) WHERE ${storageMedia.id} = v.id`,
    );
  }
}

/** The lot's report, its bytes included (an attach reads its row again from them). */
export async function findLotReport(
  db: Executor,
  lot: { kind: LotKind; id: number },
  reportId: number,
): Promise<StoredReportRow | undefined> {
  const [row] = await db.select().from(erasureReports).where(lotReport(lot, reportId)).limit(1);
  return row;
}

/** The lot's report without its bytes, locked until the transaction ends: two attaches of it take turns. */
export async function lockLotReport(db: Executor, lot: { kind: LotKind; id: number }, reportId: number) {
  const [row] = await db
    .select(reportColumns)
    .from(erasureReports)
    .where(lotReport(lot, reportId))
    .for('update');
  return row;
}

/** A medium of one of the lot's devices, locked for a record on it; undefined when not of this lot. */
export async function lockLotMedium(
  db: Executor,
  lot: { kind: LotKind; id: number },
  mediumId: number,
): Promise<MediumRow | undefined> {
  const [row] = await db
    .select({ medium: storageMedia })
    .from(storageMedia)
    .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
    .where(and(eq(storageMedia.id, mediumId), inLot(lot)))
    .for('update', { of: storageMedia });
  return row?.medium;
}

/** A device of the lot, locked (an edit of it waits) while a medium is added to it. */
export async function lockLotDevice(
  db: Executor,
  lot: { kind: LotKind; id: number },
  deviceId: number,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.id, deviceId), inLot(lot)))
    .for('update');
  return row;
}

/** A medium of the lot with this serial (case aside), but `exceptId`, with its device's inventory number. */
export async function findLotMediumBySerial(
  db: Executor,
  lot: { kind: LotKind; id: number },
  serialNumber: string,
  exceptId?: number,
): Promise<{ id: number; inventoryNumber: string } | undefined> {
  const [row] = await db
    .select({ id: storageMedia.id, inventoryNumber: devices.inventoryNumber })
    .from(storageMedia)
    .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
    .where(
      and(
        inLot(lot),
        sql`upper(${storageMedia.serialNumber}) = upper(${serialNumber})`,
        exceptId ? ne(storageMedia.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** One medium added to a device, returned. */
export async function insertMedium(
  db: Executor,
  deviceId: number,
  medium: { type: string; serialNumber: string; capacityGb: number | null },
): Promise<MediumRow> {
  const [row] = await db
    .insert(storageMedia)
    .values({ deviceId, type: medium.type, serialNumber: medium.serialNumber, capacityGb: medium.capacityGb })
    .returning();
  return row as MediumRow;
}
