/**
 * Erasure tools' reports imported into a lot (issue 32): nwipe's log, an XML report, a generic CSV
 * (erasure-report-parsers.ts). The file is kept with its SHA-256 as the evidence behind the records it
 * creates; the same file twice imports nothing twice (the lot's unique index on the hash decides, also when
 * two imports race). Each row is matched to a medium of the lot by its serial; a matched medium gets an
 * erasure record (its state: the row's result) unless the rules refuse it (a destroyed medium, a failed one
 * that only a destruction may end): those rows and the rows matching no medium are listed « À rapprocher ».
 */
import { createHash } from 'node:crypto';
import type { ErasureReportImport, ErasureReportSummary, LotKind } from '@shared/devices/device.constants';
import { messages } from '@shared/http/api-error';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest } from '../../lib/http-errors';
import type { UserRow } from '../users/users.repository';
import {
  findReport,
  insertReport,
  insertSanitisations,
  listReports,
  lockLotMediaBySerial,
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
  unmatched: { serialNumber: string; result: string }[];
}): ErasureReportImport => ({
  format: row.format as ErasureReportImport['format'],
  sha256: row.sha256,
  alreadyImported: true,
  matched: row.matched,
  unmatched: row.unmatched,
});

/** When the drive was erased: the report's end, else its start, else now (the import). */
const performedAt = (row: ErasureReportRow) => {
  const at = Date.parse(row.finishedAt ?? row.startedAt ?? '');
  return Number.isNaN(at) || at > Date.now() ? new Date() : new Date(at);
};

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
      const unmatched: { serialNumber: string; result: string }[] = [];
      const records: Parameters<typeof insertSanitisations>[1] = [];
      const states = new Map<number, ErasureReportRow['result']>();
      for (const row of parsed.rows) {
        const medium = bySerial.get(row.serialNumber.toUpperCase());
        // The same rules as a record by hand: a destroyed medium takes nothing, a failed one only a destruction.
        const state = medium ? (states.get(medium.id) ?? medium.state) : undefined;
        if (!medium || state === 'destroyed' || state === 'failed') {
          unmatched.push({ serialNumber: row.serialNumber, result: row.result });
          continue;
        }
        records.push({
          mediumId: medium.id,
          kind: 'erasure',
          method: row.method,
          standard: row.standard,
          tool: row.tool,
          toolVersion: row.toolVersion,
          result: row.result,
          performedAt: performedAt(row),
          operator: row.operator,
          evidence: `${file.fileName} (SHA-256 ${sha256.slice(0, 12)}…)`.slice(0, 500),
          reportId: report.id,
          recordedBy: author.id,
        });
        // A drive listed twice in one report (erased on a second pass): its last line is its state.
        states.set(medium.id, row.result);
      }
      // Written in bulk: a report of thousands of drives is a few statements, not thousands.
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

export async function erasureReports(db: Db, kind: LotKind, lotId: number): Promise<ErasureReportSummary[]> {
  const lot = await receivedLot(db, kind, lotId);
  const rows = await listReports(db, lot);
  return rows.map((row) => ({
    id: row.id,
    format: row.format as ErasureReportSummary['format'],
    sha256: row.sha256,
    fileName: row.fileName,
    documentId: row.documentId,
    matched: row.matched,
    unmatched: row.unmatched,
    importedAt: row.createdAt.toISOString(),
  }));
}
