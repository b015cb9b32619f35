/**
 * The lots' « Certificats d'effacement des données » (issue 32): kept as issued, looked up by lot (the team)
 * or by the SHA-256 of a verification token (the public page); and what the issue checks and locks.
 */
import type { LotKind } from '@shared/devices/device.constants';
import { and, count, desc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  deviceLots,
  devices,
  erasureCertificates,
  sanitisations,
  storageMedia,
  users,
} from '../../db/schema';
import { inLot } from './devices.repository';

type Lot = { kind: LotKind; id: number };

export type CertificateRow = Omit<typeof erasureCertificates.$inferSelect, 'bytes'> & {
  issuedByName: string | null;
  replacedByNumber: string | null;
  replacedByIssuedAt: Date | null;
};

const forLot = (lot: Lot) =>
  and(eq(erasureCertificates.kind, lot.kind), eq(erasureCertificates.requestId, lot.id));

/** The id the next certificate will have: its number and token are printed before its row is written. */
export async function reserveCertificateId(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('erasure_certificates', 'id'))::int as id`,
  );
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error('nextval gave no row');
  return Number(row.id);
}

export async function insertCertificate(
  db: Executor,
  values: typeof erasureCertificates.$inferInsert & { id: number },
): Promise<void> {
  await db.insert(erasureCertificates).values(values);
}

/** The lot's current certificate (if any) is replaced by `id`: its number, or undefined when there was none. */
export async function replaceCurrentCertificate(
  db: Executor,
  lot: Lot,
  id: number,
): Promise<string | undefined> {
  const [row] = await db
    .update(erasureCertificates)
    .set({ replacedBy: id })
    .where(and(forLot(lot), isNull(erasureCertificates.replacedBy), ne(erasureCertificates.id, id)))
    .returning({ number: erasureCertificates.number });
  return row?.number;
}

const replacement = alias(erasureCertificates, 'replacement');

/** The columns every look-up answers with: never the PDF's bytes (read only to send them). */
function selectCertificates(db: Executor) {
  return db
    .select({
      id: erasureCertificates.id,
      kind: erasureCertificates.kind,
      requestId: erasureCertificates.requestId,
      number: erasureCertificates.number,
      tokenHash: erasureCertificates.tokenHash,
      sha256: erasureCertificates.sha256,
      summary: erasureCertificates.summary,
      replacedBy: erasureCertificates.replacedBy,
      issuedBy: erasureCertificates.issuedBy,
      issuedAt: erasureCertificates.issuedAt,
      issuedByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      replacedByNumber: replacement.number,
      replacedByIssuedAt: replacement.issuedAt,
    })
    .from(erasureCertificates)
    .leftJoin(users, eq(users.id, erasureCertificates.issuedBy))
    .leftJoin(replacement, eq(replacement.id, erasureCertificates.replacedBy));
}

/** The lot's certificates, the latest first (a lot is re-issued a few times at most). */
export function lotCertificates(db: Executor, lot: Lot): Promise<CertificateRow[]> {
  return selectCertificates(db).where(forLot(lot)).orderBy(desc(erasureCertificates.id));
}

export async function findCertificateByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<CertificateRow | undefined> {
  const [row] = await selectCertificates(db).where(eq(erasureCertificates.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The PDF of the lot's current certificate, as issued. */
export async function currentCertificatePdf(
  db: Executor,
  lot: Lot,
): Promise<{ number: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ number: erasureCertificates.number, bytes: erasureCertificates.bytes })
    .from(erasureCertificates)
    .where(and(forLot(lot), isNull(erasureCertificates.replacedBy)))
    .limit(1);
  return row && { number: row.number, bytes: Buffer.from(row.bytes) };
}

/** The lot's media that are neither erased nor destroyed: the first few (for the 409), and how many. */
export async function unsanitisedMedia(
  db: Executor,
  lot: Lot,
  first: number,
): Promise<{ names: string[]; total: number }> {
  const pending = and(inLot(lot), inArray(storageMedia.state, ['pending', 'failed']));
  const [rows, [total]] = await Promise.all([
    db
      .select({ serial: storageMedia.serialNumber, inventoryNumber: devices.inventoryNumber })
      .from(storageMedia)
      .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
      .where(pending)
      .orderBy(storageMedia.id)
      .limit(first),
    db
      .select({ n: count() })
      .from(storageMedia)
      .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
      .where(pending),
  ]);
  return {
    names: rows.map((row) => row.serial ?? `support de ${row.inventoryNumber}`),
    total: total?.n ?? 0,
  };
}

/** Devices whose media are not known (none listed, and not said to have none): the first few, and how many. */
export async function devicesWithUnknownMedia(
  db: Executor,
  lot: Lot,
  first: number,
): Promise<{ names: string[]; total: number }> {
  const unknown = and(
    inLot(lot),
    eq(devices.noStorage, false),
    sql`not exists (select 1 from ${storageMedia} where ${storageMedia.deviceId} = ${devices.id})`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ inventoryNumber: devices.inventoryNumber })
      .from(devices)
      .where(unknown)
      .orderBy(devices.id)
      .limit(first),
    db.select({ n: count() }).from(devices).where(unknown),
  ]);
  return { names: rows.map((row) => row.inventoryNumber), total: total?.n ?? 0 };
}

/**
 * What the certificate says of the lot, in a few numbers: its devices (and their versions), media, records.
 * Read when the PDF is drawn and again when it is kept: the same values, or the lot changed meanwhile.
 */
export async function lotFingerprint(db: Executor, lot: Lot): Promise<string> {
  const [[deviceRow], [mediumRow], [recordRow]] = await Promise.all([
    db
      .select({ n: count(), versions: sql<string>`coalesce(sum(${devices.version}), 0)::text` })
      .from(devices)
      .where(inLot(lot)),
    db
      .select({ n: count(), last: max(storageMedia.id) })
      .from(storageMedia)
      .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
      .where(inLot(lot)),
    db
      .select({ n: count(), last: max(sanitisations.id) })
      .from(sanitisations)
      .innerJoin(storageMedia, eq(storageMedia.id, sanitisations.mediumId))
      .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
      .where(inLot(lot)),
  ]);
  return [
    deviceRow?.n,
    deviceRow?.versions,
    mediumRow?.n,
    mediumRow?.last,
    recordRow?.n,
    recordRow?.last,
  ].join(':');
}

/**
 * Held until the certificate is kept: the lot's state row (a reopening waits) and its media (a record
 * on one of them waits), so that what was checked is what is kept.
 */
export async function lockLotForCertificate(
  db: Executor,
  lot: Lot,
): Promise<{ closedAt: Date | null } | undefined> {
  const [state] = await db
    .select({ closedAt: deviceLots.closedAt })
    .from(deviceLots)
    .where(and(eq(deviceLots.kind, lot.kind), eq(deviceLots.requestId, lot.id)))
    .for('update');
  await db
    .select({ id: storageMedia.id })
    .from(storageMedia)
    .innerJoin(devices, eq(devices.id, storageMedia.deviceId))
    .where(inLot(lot))
    .for('share', { of: storageMedia });
  return state;
}

/** What the lot's public tracking page may offer: a current certificate; a closed inventory (its report). */
export async function lotDocumentsState(
  db: Executor,
  lot: Lot,
): Promise<{ certificate: boolean; closed: boolean }> {
  const [row] = await db
    .select({
      certificate: sql<boolean>`exists (select 1 from ${erasureCertificates} where ${and(
        forLot(lot),
        isNull(erasureCertificates.replacedBy),
      )})`,
      closed: sql<boolean>`exists (select 1 from ${deviceLots} where ${and(
        eq(deviceLots.kind, lot.kind),
        eq(deviceLots.requestId, lot.id),
        sql`${deviceLots.closedAt} is not null`,
      )})`,
    })
    .from(sql`(select 1) as one`);
  return { certificate: Boolean(row?.certificate), closed: Boolean(row?.closed) };
}
