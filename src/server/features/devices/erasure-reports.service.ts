/**
 * Erasure tools' reports imported into a lot (issue 32): nwipe's log, an XML report, a generic CSV
 * (erasure-report-parsers.ts). The file is kept with its SHA-256 as the evidence behind the records it
 * creates; the same file twice imports nothing twice (the lot's unique index on the hash decides, also when
 * two imports race). Each row is matched to a medium of the lot by its serial — or, when no medium has it,
 * by its host's serial: the one medium without a serial still « À traiter » of that device of the lot takes
 * the drive's serial (staff scanned « SSD » without it; two such media: nothing is guessed). A matched medium
 * gets an erasure record (its state: the row's result) unless the rules refuse it (a destroyed medium, a
 * failed one that only a destruction may end): those rows and the rows matching no medium are listed
 * « À rapprocher », to be attached by hand (`attachErasure`) to a medium of the lot or to one created for
 * them — the record then read again from the kept file.
 */
import { createHash } from 'node:crypto';
import {
  deviceMessages,
  type ErasureAttachValues,
  type ErasureReportImport,
  type ErasureReportSummary,
  type LotKind,
  MAX_MEDIA_PER_DEVICE,
  type UnmatchedErasure,
} from '@shared/devices/device.schema';
import { messages } from '@shared/http/api-error';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { UserRow } from '../users/users.repository';
import {
  findLotMediumBySerial,
  findLotReport,
  findReport,
  insertMedium,
  insertReport,
  insertSanitisations,
  type Lot,
  listReports,
  lockLotDevice,
  lockLotMediaBySerial,
  lockLotMedium,
  lockLotReport,
  lockSerialLessMediaByHost,
  type MediumRow,
  mediaOf,
  setMediumSerials,
  setMediumStates,
  settleReport,
} from './devices.repository';
import { receivedLot, recordLotEvent } from './devices.service';
import { type ErasureReportRow, parseErasureReport } from './erasure-report-parsers';

/** A report of several thousand drives is a few megabytes; past this it is not one. */
export const MAX_ERASURE_REPORT_BYTES = 20 * 1024 * 1024;

const already = (row: {
  format: string;
  sha256: string;
  matched: number;
  unmatched: UnmatchedErasure[];
}): ErasureReportImport => ({
  format: row.format as ErasureReportImport['format'],
  sha256: row.sha256,
  alreadyImported: true,
  matched: row.matched,
  unmatched: row.unmatched,
});

/** When the drive was erased: the report's end, else its start, else `fallback` (the import). */
const performedAt = (row: ErasureReportRow, fallback = new Date()) => {
  const at = Date.parse(row.finishedAt ?? row.startedAt ?? '');
  return Number.isNaN(at) || at > Date.now() ? fallback : new Date(at);
};

/** The record a report's row makes on a medium: an erasure, its evidence the kept file. */
const erasureRecord = (
  row: ErasureReportRow,
  mediumId: number,
  report: { id: number; fileName: string; sha256: string; importedAt?: Date },
  author: UserRow,
) => ({
  mediumId,
  kind: 'erasure',
  method: row.method,
  standard: row.standard,
  tool: row.tool,
  toolVersion: row.toolVersion,
  result: row.result,
  performedAt: performedAt(row, report.importedAt),
  operator: row.operator,
  evidence: `${report.fileName} (SHA-256 ${report.sha256.slice(0, 12)}…)`.slice(0, 500),
  reportId: report.id,
  recordedBy: author.id,
});

/** A row listed « À rapprocher »: its serial, its result and, when the report names it, its host. */
const unmatchedRow = (row: ErasureReportRow): UnmatchedErasure => ({
  serialNumber: row.serialNumber,
  result: row.result,
  ...(row.hostSerial ? { hostSerial: row.hostSerial } : {}),
});

/**
 * Media for the rows no medium's serial matched, by their host's serial: per device of the lot named as a
 * host, its media without a serial still « À traiter » (locked), kept only where there is exactly one —
 * with two, which one a drive was is not guessed. Upper-cased host serial → that medium.
 */
async function serialLessMediaByHost(
  tx: Executor,
  lot: Lot,
  rows: ErasureReportRow[],
  bySerial: Map<string | undefined, MediumRow>,
): Promise<Map<string, MediumRow>> {
  const hosts = new Set<string>();
  for (const row of rows) {
    if (row.hostSerial && !bySerial.has(row.serialNumber.toUpperCase()))
      hosts.add(row.hostSerial.toUpperCase());
  }
  if (hosts.size === 0) return new Map();
  const found = await lockSerialLessMediaByHost(tx, lot, [...hosts]);
  const count = new Map<string, number>();
  for (const { host } of found) count.set(host, (count.get(host) ?? 0) + 1);
  return new Map(found.filter(({ host }) => count.get(host) === 1).map(({ host, medium }) => [host, medium]));
}

export async function importErasureReport(
  db: Db,
  author: UserRow,
  kind: LotKind,
  lotId: number,
  file: { fileName: string; bytes: Buffer },
): Promise<ErasureReportImport> {
  const lot = await receivedLot(db, kind, lotId);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const known = await findReport(db, lot, sha256);
  if (known) return already(known);
  const parsed = parseErasureReport(file.bytes, file.fileName);
  if (!parsed.ok) throw badRequest(messages.validation, { file: parsed.message });

  try {
    return await db.transaction(async (tx) => {
      const report = await insertReport(tx, {
        kind,
        requestId: lotId,
        format: parsed.format,
        sha256,
        fileName: file.fileName.slice(0, 255) || 'rapport',
        bytes: file.bytes,
        documentId: parsed.reportId,
        matched: 0,
        unmatched: [],
        importedBy: author.id,
      });
      const media = await lockLotMediaBySerial(
        tx,
        lot,
        parsed.rows.map((row) => row.serialNumber),
      );
      const bySerial = new Map(media.map((medium) => [medium.serialNumber?.toUpperCase(), medium]));
      const byHost = await serialLessMediaByHost(tx, lot, parsed.rows, bySerial);
      const unmatched: UnmatchedErasure[] = [];
      const records: Parameters<typeof insertSanitisations>[1] = [];
      const states = new Map<number, ErasureReportRow['result']>();
      const serials = new Map<number, string>();
      const kept = { id: report.id, fileName: file.fileName, sha256 };
      for (const row of parsed.rows) {
        let medium = bySerial.get(row.serialNumber.toUpperCase());
        const host = row.hostSerial?.toUpperCase();
        const hosted = !medium && host ? byHost.get(host) : undefined;
        if (hosted && host) {
          // The host's one serial-less medium was this drive: it takes its serial, and is taken (the
          // host's next unknown drive stays « À rapprocher »; this one's later lines find it by serial).
          medium = hosted;
          byHost.delete(host);
          serials.set(hosted.id, row.serialNumber);
          bySerial.set(row.serialNumber.toUpperCase(), hosted);
        }
        // The same rules as a record by hand: a destroyed medium takes nothing, a failed one only a destruction.
        const state = medium ? (states.get(medium.id) ?? medium.state) : undefined;
        if (!medium || state === 'destroyed' || state === 'failed') {
          unmatched.push(unmatchedRow(row));
          continue;
        }
        records.push(erasureRecord(row, medium.id, kept, author));
        // A drive listed twice in one report (erased on a second pass): its last line is its state.
        states.set(medium.id, row.result);
      }
      // Written in bulk: a report of thousands of drives is a few statements, not thousands.
      await setMediumSerials(tx, serials);
      await insertSanitisations(tx, records);
      await setMediumStates(tx, states);
      const matched = records.length;
      await settleReport(tx, report.id, matched, unmatched);
      await recordLotEvent(tx, lot, author, {
        action: 'erasure-report',
        fileName: file.fileName,
        count: matched,
        unmatched: unmatched.length,
      });
      return { format: parsed.format, sha256, alreadyImported: false, matched, unmatched };
    });
  } catch (error) {
    // The same file sent twice at once: the other import wrote it; this one imports nothing.
    if (isUniqueViolation(error) === 'erasure_reports_lot_sha256_idx') {
      const other = await findReport(db, lot, sha256);
      if (other) return already(other);
    }
    throw error;
  }
}

type ReportSummaryRow = Pick<
  ErasureReportSummary,
  'id' | 'fileName' | 'sha256' | 'documentId' | 'matched' | 'unmatched'
> & { format: string; createdAt: Date };

const toSummary = (row: ReportSummaryRow): ErasureReportSummary => ({
  id: row.id,
  format: row.format as ErasureReportSummary['format'],
  sha256: row.sha256,
  fileName: row.fileName,
  documentId: row.documentId,
  matched: row.matched,
  unmatched: row.unmatched,
  importedAt: row.createdAt.toISOString(),
});

export async function erasureReports(db: Db, kind: LotKind, lotId: number): Promise<ErasureReportSummary[]> {
  const lot = await receivedLot(db, kind, lotId);
  const rows = await listReports(db, lot);
  return rows.map(toSummary);
}

const sameSerial = (a: string | null, b: string) => a !== null && a.toUpperCase() === b.toUpperCase();

/**
 * A report's row « À rapprocher » attached by hand: to a medium of the lot (`mediumId`), or to a medium
 * created with the report's serial on a device of the lot (`deviceId`, `type`, `capacityGb`). The record is
 * read again from the kept report's bytes (the row with that serial, its last one if listed twice): the
 * evidence stays the file. The rules of a record by hand hold — a destroyed medium takes nothing, a failed
 * one only a destruction, a device said to have no storage gets no medium — and a medium whose serial
 * differs from the report's takes it only while « À traiter » (the report is machine-read; once a record is
 * on it, its serial is in the evidence). The row then leaves the report's `unmatched` (every line of that
 * serial) and `matched` counts one more, in one transaction with the report locked: of two attaches of one
 * row, one wins and the other is told the row is no longer to attach (409). Answers the report's summary.
 */
export async function attachErasure(
  db: Db,
  author: UserRow,
  kind: LotKind,
  lotId: number,
  reportId: number,
  values: ErasureAttachValues,
): Promise<ErasureReportSummary> {
  const lot = await receivedLot(db, kind, lotId);
  const stored = await findLotReport(db, lot, reportId);
  if (!stored) throw notFound(deviceMessages.reportNotFound);
  const bytes = Buffer.from(stored.bytes.buffer, stored.bytes.byteOffset, stored.bytes.byteLength);
  const parsed = parseErasureReport(bytes, stored.fileName);
  // A kept report was read once already; a parser that changed since and no longer reads it finds no row.
  const row = parsed.ok
    ? parsed.rows.findLast((candidate) => sameSerial(candidate.serialNumber, values.serialNumber))
    : undefined;
  if (!row) throw notFound(deviceMessages.rowNotInReport);

  return db.transaction(async (tx) => {
    const report = await lockLotReport(tx, lot, reportId);
    if (!report) throw notFound(deviceMessages.reportNotFound);
    const listed = report.unmatched as UnmatchedErasure[];
    const remaining = listed.filter((entry) => !sameSerial(entry.serialNumber, row.serialNumber));
    if (remaining.length === listed.length) throw conflict(deviceMessages.rowNotUnmatched);

    const medium =
      values.mediumId !== undefined
        ? await existingMedium(tx, lot, values.mediumId, row.serialNumber)
        : await createdMedium(tx, lot, values, row.serialNumber);
    await insertSanitisations(tx, [
      erasureRecord(row, medium.id, { ...report, importedAt: report.createdAt }, author),
    ]);
    await setMediumStates(tx, new Map([[medium.id, row.result]]));
    const matched = report.matched + 1;
    await settleReport(tx, report.id, matched, remaining);
    return toSummary({ ...report, matched, unmatched: remaining });
  });
}

/** The lot's medium that takes the report's row, under the rules of a record by hand (its serial set). */
async function existingMedium(tx: Executor, lot: Lot, mediumId: number, serialNumber: string) {
  const medium = await lockLotMedium(tx, lot, mediumId);
  if (!medium) throw notFound(deviceMessages.mediumNotFound);
  if (medium.state === 'destroyed') throw conflict(deviceMessages.alreadyDestroyed);
  if (medium.state === 'failed') throw conflict(deviceMessages.failedOnlyDestroyed);
  if (!sameSerial(medium.serialNumber, serialNumber)) {
    if (medium.state !== 'pending') {
      throw conflict(deviceMessages.mediumSerialIsEvidence(medium.serialNumber));
    }
    await refuseSerialInLot(tx, lot, serialNumber, medium.id);
    await setMediumSerials(tx, new Map([[medium.id, serialNumber]]));
  }
  return medium;
}

/** A medium created with the report's serial on a device of the lot (one that may have media). */
async function createdMedium(tx: Executor, lot: Lot, values: ErasureAttachValues, serialNumber: string) {
  const device = await lockLotDevice(tx, lot, values.deviceId ?? 0);
  if (!device) throw notFound(deviceMessages.notFound);
  if (device.noStorage) throw conflict(deviceMessages.deviceWithoutStorage);
  if ((await mediaOf(tx, [device.id])).length >= MAX_MEDIA_PER_DEVICE) {
    throw conflict(deviceMessages.tooManyMedia);
  }
  await refuseSerialInLot(tx, lot, serialNumber);
  return insertMedium(tx, device.id, {
    type: values.type ?? 'hdd',
    serialNumber,
    capacityGb: values.capacityGb,
  });
}

/** 409 when another medium of the lot already has this serial: the row goes to that one. */
async function refuseSerialInLot(tx: Executor, lot: Lot, serialNumber: string, exceptId?: number) {
  const other = await findLotMediumBySerial(tx, lot, serialNumber, exceptId);
  if (other) throw conflict(deviceMessages.mediumSerialInLot(other.inventoryNumber));
}
