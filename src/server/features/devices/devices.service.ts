/**
 * A received lot's inventory (issue 32): devices are added, edited and removed only once the lot's request
 * has a reception (409 before, 404 for a request that does not exist); a serial is inventoried once per
 * lot (409, also when two scans race: the unique index decides) and one seen in another lot is accepted
 * with a warning naming that lot. A device and its media are written in one transaction.
 */
import {
  type CreatedDevice,
  type Device,
  type DevicePage,
  type DeviceValues,
  deviceMessages,
  type LotKind,
  type LotSummary,
  type MediumInput,
  mediumStates,
  type Sanitisation,
  type SanitisationValues,
  type StorageMedium,
} from '@shared/devices/device.schema';
import {
  type EquipmentCategory,
  equipmentCategories,
  equipmentCategoryLabels,
} from '@shared/fulfilment/fulfilment-stages';
import { messages } from '@shared/http/api-error';
import type { LotEntry } from '@shared/requests/request-history';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { insertHistoryEvent } from '../request-history/request-history.repository';
import { staleVersion } from '../users/stale-version';
import type { UserRow } from '../users/users.repository';
import {
  countByCategory,
  countLotDevices,
  countMediaByState,
  type DeviceRow,
  deleteDevice,
  deleteMedia,
  findDevice,
  findLot,
  findLotState,
  findSerialElsewhere,
  findSerialInLot,
  groupedBy,
  insertDevice,
  insertMedia,
  insertSanitisation,
  type Lot,
  listLotDevices,
  lockMedium,
  lockReception,
  lookUpDevices,
  lotReferences,
  type MediumRow,
  mediaOf,
  type SanitisationRow,
  sanitisationsOf,
  setMediumState,
  updateDevice,
  updateMedium,
  writeLotState,
} from './devices.repository';

/** The lot, received: 404 when its request does not exist, 409 while it has no reception. */
export async function receivedLot(db: Executor, kind: LotKind, id: number): Promise<Lot> {
  const lot = await findLot(db, kind, id);
  if (!lot) throw notFound(deviceMessages.lotNotFound);
  if (!lot.reception) throw conflict(deviceMessages.notReceived);
  return lot;
}

const toSanitisation = (row: SanitisationRow): Sanitisation => ({
  id: row.id,
  kind: row.kind as Sanitisation['kind'],
  method: row.method,
  standard: row.standard,
  tool: row.tool,
  toolVersion: row.toolVersion,
  result: row.result as Sanitisation['result'],
  performedAt: row.performedAt.toISOString(),
  operator: row.operator,
  witness: row.witness,
  evidence: row.evidence,
});

function toDevice(
  row: DeviceRow,
  media: MediumRow[],
  attempts: Map<number, SanitisationRow[]>,
  lotReference: string,
): Device {
  return {
    id: row.id,
    kind: row.kind as LotKind,
    requestId: row.requestId,
    lotReference,
    inventoryNumber: row.inventoryNumber,
    category: row.category as Device['category'],
    serialNumber: row.serialNumber,
    clientAssetTag: row.clientAssetTag,
    make: row.make,
    model: row.model,
    imei: row.imei,
    grade: row.grade as Device['grade'],
    notes: row.notes,
    noStorage: row.noStorage,
    media: media.map((medium) => ({
      id: medium.id,
      type: medium.type as StorageMedium['type'],
      serialNumber: medium.serialNumber,
      capacityGb: medium.capacityGb,
      state: medium.state as StorageMedium['state'],
      attempts: (attempts.get(medium.id) ?? []).map(toSanitisation),
    })),
    disposition: row.disposition as Device['disposition'],
    wasteCode: row.wasteCode,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Devices with their media, their media's records and their lot's reference, in the order given. */
async function withMedia(db: Executor, rows: DeviceRow[], reference?: string): Promise<Device[]> {
  const media = await mediaOf(
    db,
    rows.map((row) => row.id),
  );
  const attempts = groupedBy(
    await sanitisationsOf(
      db,
      media.filter((medium) => medium.state !== 'pending').map((medium) => medium.id),
    ),
    (attempt) => attempt.mediumId,
  );
  const mediaByDevice = groupedBy(media, (medium) => medium.deviceId);
  const references = reference
    ? undefined
    : await lotReferences(
        db,
        rows.map((row) => ({ kind: row.kind as LotKind, requestId: row.requestId })),
      );
  return rows.map((row) =>
    toDevice(
      row,
      mediaByDevice.get(row.id) ?? [],
      attempts,
      reference ?? references?.get(`${row.kind}:${row.requestId}`) ?? '',
    ),
  );
}

/** The 409 of a serial already in the lot (checked first, and again by the index when two scans race). */
async function duplicateSerial(db: Executor, lot: Lot, serialNumber: string, exceptId?: number) {
  const existing = await findSerialInLot(db, lot, serialNumber, exceptId);
  return existing
    ? conflict(deviceMessages.duplicateSerial(existing.inventoryNumber), {
        serialNumber: deviceMessages.duplicateSerial(existing.inventoryNumber),
      })
    : undefined;
}

async function uniqueSerial<T>(db: Db, lot: Lot, values: DeviceValues, write: () => Promise<T>, id?: number) {
  if (values.serialNumber) {
    const duplicate = await duplicateSerial(db, lot, values.serialNumber, id);
    if (duplicate) throw duplicate;
  }
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) === 'devices_lot_serial_idx' && values.serialNumber) {
      throw (await duplicateSerial(db, lot, values.serialNumber, id)) ?? error;
    }
    throw error;
  }
}

export async function addDevice(
  db: Db,
  author: UserRow,
  kind: LotKind,
  lotId: number,
  values: DeviceValues,
): Promise<CreatedDevice> {
  const lot = await receivedLot(db, kind, lotId);
  const row = await uniqueSerial(db, lot, values, () =>
    db.transaction(async (tx) => {
      // The reception may have been undone since it was read: checked again, and held until the commit.
      if (!(await lockReception(tx, kind, lotId))) throw conflict(deviceMessages.notReceived);
      await refuseIfClosed(tx, lot);
      const device = await insertDevice(tx, lot, values, author.id);
      await insertMedia(tx, device.id, values.media);
      if (values.disposition) await mayLeaveTheLot(tx, device);
      return device;
    }),
  );
  const [device] = await withMedia(db, [row], lot.reference);
  const elsewhere = values.serialNumber ? await findSerialElsewhere(db, lot, values.serialNumber) : undefined;
  const seenIn = elsewhere
    ? (await lotReferences(db, [elsewhere])).get(`${elsewhere.kind}:${elsewhere.requestId}`)
    : undefined;
  return {
    ...(device as Device),
    warnings: seenIn ? { serialNumber: deviceMessages.seenElsewhere(seenIn) } : {},
  };
}

export async function getDevice(db: Db, id: number): Promise<Device> {
  const row = await findDevice(db, id);
  if (!row) throw notFound(deviceMessages.notFound);
  const [device] = await withMedia(db, [row]);
  return device as Device;
}

/**
 * The rule that protects clients: a device gets a devenir (réemploi, pièces, recyclage…: it leaves the lot)
 * only once each of its data-bearing media is « Effacé » or « Détruit » — and once it is known what media it
 * has (none, or a list). 409 naming the media otherwise.
 */
async function mayLeaveTheLot(tx: Executor, device: DeviceRow) {
  if (device.noStorage) return;
  const media = await mediaOf(tx, [device.id]);
  if (media.length === 0) throw conflict(deviceMessages.mediaUnknown);
  const pending = media.filter((medium) => medium.state !== 'erased' && medium.state !== 'destroyed');
  if (pending.length > 0) throw conflict(deviceMessages.notSanitised(mediaNames(pending)));
}

/** Media that an erasure or a destruction was recorded on: they are kept, whatever the edit says. */
const sanitised = (media: MediumRow[]) => media.filter((medium) => medium.state !== 'pending');
const mediaNames = (media: MediumRow[]) =>
  media.map((medium) => medium.serialNumber ?? `n° ${medium.id}`).join(', ');

export async function editDevice(
  db: Db,
  editor: UserRow,
  id: number,
  values: DeviceValues,
  version: number,
): Promise<Device> {
  const current = await findDevice(db, id);
  if (!current) throw notFound(deviceMessages.notFound);
  const lot = await receivedLot(db, current.kind as LotKind, current.requestId);
  const row = await uniqueSerial(
    db,
    lot,
    values,
    () =>
      db.transaction(async (tx) => {
        const updated = await updateDevice(tx, id, values, version, editor.id);
        if (!updated) return undefined;
        await replaceMedia(tx, id, values.media);
        if (values.disposition) await mayLeaveTheLot(tx, updated);
        return updated;
      }),
    id,
  );
  if (!row) {
    const now = await findDevice(db, id);
    if (!now) throw notFound(deviceMessages.notFound);
    throw await staleVersion(db, now);
  }
  const [device] = await withMedia(db, [row], lot.reference);
  return device as Device;
}

/**
 * The device's media become `media`: those named by id are updated, the others added; those left out are
 * removed — unless an erasure or destruction is recorded on them (409: the evidence stays as it was).
 */
async function replaceMedia(tx: Executor, deviceId: number, media: MediumInput[]) {
  const existing = await mediaOf(tx, [deviceId]);
  const known = new Set(existing.map((medium) => medium.id));
  const unknown = media.find((medium) => medium.id !== undefined && !known.has(medium.id));
  if (unknown) throw badRequest(messages.validation, { media: 'Support de stockage inconnu' });
  const kept = new Set(media.map((medium) => medium.id));
  const removed = existing.filter((medium) => !kept.has(medium.id));
  // What a record was made on stays as it was: neither removed nor changed (its serial is in the evidence).
  const changed = existing.filter((medium) => {
    const edit = media.find((candidate) => candidate.id === medium.id);
    return (
      edit !== undefined &&
      (edit.type !== medium.type ||
        (edit.serialNumber ?? null) !== medium.serialNumber ||
        (edit.capacityGb ?? null) !== medium.capacityGb)
    );
  });
  const evidence = sanitised([...removed, ...changed]);
  if (evidence.length > 0) throw conflict(deviceMessages.mediumSanitised(mediaNames(evidence)));
  await deleteMedia(
    tx,
    removed.map((medium) => medium.id),
  );
  for (const medium of media) {
    if (medium.id !== undefined) await updateMedium(tx, deviceId, { ...medium, id: medium.id });
  }
  await insertMedia(
    tx,
    deviceId,
    media.filter((medium) => medium.id === undefined),
  );
}

export async function removeDevice(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findDevice(tx, id);
    if (!row) throw notFound(deviceMessages.notFound);
    await refuseIfClosed(tx, { kind: row.kind as LotKind, id: row.requestId });
    const evidence = sanitised(await mediaOf(tx, [id]));
    if (evidence.length > 0) throw conflict(deviceMessages.sanitised(mediaNames(evidence)));
    await deleteDevice(tx, id);
  });
}

const cursorOf = (id: number) => Buffer.from(String(id)).toString('base64url');
function afterIdOf(cursor: string): number {
  const id = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw badRequest(messages.validation, { cursor: deviceMessages.invalidCursor });
  }
  return id;
}

export async function listDevices(
  db: Db,
  kind: LotKind,
  lotId: number,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<DevicePage> {
  const afterId = query.cursor ? afterIdOf(query.cursor) : undefined;
  const lot = await receivedLot(db, kind, lotId);
  const [rows, total] = await Promise.all([
    listLotDevices(db, lot, { q: query.q, afterId, limit: query.limit }),
    countLotDevices(db, lot, query.q),
  ]);
  const last = rows.at(-1);
  return {
    items: await withMedia(db, rows, lot.reference),
    total,
    ...(last && rows.length === query.limit ? { nextCursor: cursorOf(last.id) } : {}),
  };
}

export async function lotSummary(db: Db, kind: LotKind, lotId: number): Promise<LotSummary> {
  const lot = await receivedLot(db, kind, lotId);
  return summaryOf(db, lot);
}

async function summaryOf(db: Executor, lot: Lot): Promise<LotSummary> {
  const [counted, media, state] = await Promise.all([
    countByCategory(db, lot),
    countMediaByState(db, lot),
    findLotState(db, lot),
  ]);
  const received = lot.reception?.received;
  const categories = Object.fromEntries(
    equipmentCategories.map((category) => {
      const n = counted.get(category) ?? 0;
      const r = received?.[category] ?? null;
      const note = state?.notes[category] ?? null;
      return [category, { received: r, counted: n, difference: r === null ? null : n - r, note }];
    }),
  ) as LotSummary['categories'];
  const states = Object.fromEntries(mediumStates.map((value) => [value, media.get(value) ?? 0]));
  const total = [...media.values()].reduce((sum, n) => sum + n, 0);
  return {
    closedAt: state?.closedAt?.toISOString() ?? null,
    categories,
    media: { ...(states as Record<(typeof mediumStates)[number], number>), total },
  };
}

/** 409 while the lot's inventory is closed: no device comes in or goes out of it any more. */
export async function refuseIfClosed(db: Executor, lot: { kind: LotKind; id: number }) {
  if ((await findLotState(db, lot))?.closedAt) throw conflict(deviceMessages.closed);
}

/** The team's explanations of the differences with the reception, per category (blank: none). */
export async function saveLotNotes(
  db: Db,
  kind: LotKind,
  lotId: number,
  notes: Partial<Record<EquipmentCategory, string | null>>,
): Promise<LotSummary> {
  const lot = await receivedLot(db, kind, lotId);
  const kept = Object.fromEntries(
    Object.entries(notes).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  await writeLotState(db, lot, { notes: kept });
  return summaryOf(db, lot);
}

/**
 * Closes the lot's inventory once every category's count equals the reception's or its difference is
 * explained (409 naming the others); read and written in one transaction, the lot's devices locked by the
 * reception's share lock (no device comes in meanwhile).
 */
export async function closeLot(db: Db, author: UserRow, kind: LotKind, lotId: number): Promise<LotSummary> {
  const lot = await receivedLot(db, kind, lotId);
  return db.transaction(async (tx) => {
    if (!(await lockReception(tx, kind, lotId))) throw conflict(deviceMessages.notReceived);
    const summary = await summaryOf(tx, lot);
    if (summary.closedAt) throw conflict(deviceMessages.alreadyClosed);
    const unexplained = equipmentCategories.filter((category) => {
      const row = summary.categories[category];
      return (row.difference ?? 0) !== 0 && !row.note;
    });
    if (unexplained.length > 0) {
      const names = unexplained
        .map((category) => `«\u00a0${equipmentCategoryLabels[category]}\u00a0»`)
        .join(', ');
      throw conflict(deviceMessages.unexplained(names));
    }
    await writeLotState(tx, lot, { closedAt: new Date(), closedBy: author.id });
    await recordLotEvent(tx, lot, author, { action: 'closed' });
    return summaryOf(tx, lot);
  });
}

/** Administrators: the lot's inventory open again (a device found later). */
export async function reopenLot(db: Db, admin: UserRow, kind: LotKind, lotId: number): Promise<LotSummary> {
  const lot = await receivedLot(db, kind, lotId);
  await db.transaction(async (tx) => {
    await writeLotState(tx, lot, { closedAt: null, closedBy: null });
    await recordLotEvent(tx, lot, admin, { action: 'reopened' });
  });
  return summaryOf(db, lot);
}

/** A line of the lot's request history (its imports, its closing): see LotEntry. */
export function recordLotEvent(
  tx: Executor,
  lot: { kind: LotKind; id: number },
  actor: UserRow,
  details: Pick<LotEntry, 'action' | 'count' | 'fileName' | 'unmatched' | 'number' | 'replaced'>,
) {
  return insertHistoryEvent(tx, { kind: lot.kind, requestId: lot.id, event: 'lot', actor, details });
}

/** Devices whose serial, inventory number or IMEI is `q`: a serial seen in several lots once per lot, the latest first. */
export async function findDevices(db: Db, q: string, limit = 20): Promise<Device[]> {
  return withMedia(db, await lookUpDevices(db, q, limit));
}

/**
 * An erasure or a destruction recorded on a medium (by hand): kept as evidence, and the medium's state
 * becomes its result. A medium whose erasure failed can only be destroyed; a destroyed one takes no record.
 * The medium is locked for the check and the write: two records at once take turns.
 */
export async function recordSanitisation(
  db: Db,
  author: UserRow,
  deviceId: number,
  mediumId: number,
  values: SanitisationValues,
): Promise<Device> {
  const device = await findDevice(db, deviceId);
  if (!device) throw notFound(deviceMessages.notFound);
  await db.transaction(async (tx) => {
    const medium = await lockMedium(tx, deviceId, mediumId);
    if (!medium) throw notFound(deviceMessages.mediumNotFound);
    if (medium.state === 'destroyed') throw conflict(deviceMessages.alreadyDestroyed);
    if (medium.state === 'failed' && values.kind !== 'destruction') {
      throw conflict(deviceMessages.failedOnlyDestroyed);
    }
    await insertSanitisation(tx, {
      mediumId,
      ...values,
      performedAt: new Date(values.performedAt),
      recordedBy: author.id,
    });
    await setMediumState(tx, mediumId, values.result);
  });
  return getDevice(db, deviceId);
}
