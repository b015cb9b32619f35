/**
 * A lot's « Certificat d'effacement des données » (issue 32, decision 0103). An administrator issues it once
 * the lot's inventory is closed, each device's media are known (listed, or none) and every data-bearing
 * medium is « Effacé » or « Détruit » (409 naming what is missing otherwise). Its PDF is kept as issued with its SHA-256: every download sends the same bytes,
 * and the public verification page (/verifier/<token>) shows that SHA-256, so anyone holding the file can
 * check it is the original. Never edited: issued again, it gets a new number and the old one's page says
 * « remplacé par … ».
 *
 * The PDF (thousands of annex lines) is drawn in the documents' worker, outside any transaction: the lot is
 * read in one snapshot, drawn, then kept in a transaction that locks the lot and checks that nothing it
 * printed changed meanwhile (lotFingerprint; 409 otherwise, nothing kept).
 */
import { createHash } from 'node:crypto';
import { type LotKind, mediumStates } from '@shared/devices/device.constants';
import {
  type CertificateCounts,
  type CertificateInfo,
  certificateMessages,
  type IssuedCertificate,
  type LotCertificates,
  type PublicCertificate,
  VERIFY_PAGE_PREFIX,
} from '@shared/devices/erasure-certificate';
import { requestReference } from '@shared/fulfilment/public-tracking';
import type { Db, Executor } from '../../db/client';
import { type DerivedTokens, isDerivedToken } from '../../lib/derived-tokens';
import { conflict, notFound } from '../../lib/http-errors';
import { type JournalContext, record } from '../admin-journal/admin-journal.service';
import { issuerOrConflict } from '../documents/document-issuer';
import { findReceptionForDocument, findRequestForDocument } from '../documents/documents.repository';
import {
  type CertificateMediumLine,
  erasureCertificateDocument,
} from '../documents/erasure-certificate-document';
import type { PdfIssuer } from '../documents/pdf-model';
import type { Notifications } from '../mail/notifications';
import type { UserRow } from '../users/users.repository';
import type { RenderPdf } from './device-labels.service';
import {
  countLotDevices,
  countMediaByState,
  findLotState,
  groupedBy,
  type Lot,
  listLotDevices,
  mediaOf,
  sanitisationsOf,
} from './devices.repository';
import { receivedLot, recordLotEvent } from './devices.service';
import {
  type CertificateRow,
  currentCertificatePdf,
  devicesWithUnknownMedia,
  findCertificateByTokenHash,
  insertCertificate,
  lockLotForCertificate,
  lotCertificates,
  lotFingerprint,
  replaceCurrentCertificate,
  reserveCertificateId,
  unsanitisedMedia,
} from './erasure-certificates.repository';

const PAGE = 1000;
/** How many pending media a refusal names (the others are counted). */
const NAMED = 10;

/** « CE-000042 »: six digits at least, every digit past CE-999999 (as inventory numbers). */
export const certificateNumber = (id: number) => `CE-${String(id).padStart(6, '0')}`;

/** What the verification page shows, fixed at the issue (the lot, the client, the issuer may change later). */
interface CertificateSummary {
  issuer: { legalName: string; siret: string };
  client: string;
  lotReference: string;
  counts: CertificateCounts;
}

/** The lot as the certificate prints it, read in one snapshot. */
interface LotSnapshot {
  fingerprint: string;
  reference: string;
  client: { name: string; address: string };
  receivedAt: Date | null;
  counts: CertificateCounts;
  lines: CertificateMediumLine[];
  issuer: PdfIssuer;
  request: Record<string, unknown>;
}

function clientOf(kind: LotKind, row: Record<string, unknown>): { name: string; address: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return kind === 'collection'
    ? { name: text(row.clientName), address: text(row.clientAddress) }
    : { name: text(row.clientCompanyName), address: text(row.companyAddress) };
}

/** Each medium of the lot with its last record, devices in the order they were inventoried. */
async function annexLines(tx: Executor, lot: Lot): Promise<CertificateMediumLine[]> {
  const lines: CertificateMediumLine[] = [];
  for (let afterId: number | undefined; ; ) {
    const devices = await listLotDevices(tx, lot, { afterId, limit: PAGE });
    const media = await mediaOf(
      tx,
      devices.map((device) => device.id),
    );
    const records = groupedBy(
      await sanitisationsOf(
        tx,
        media.map((medium) => medium.id),
      ),
      (row) => row.mediumId,
    );
    const byDevice = groupedBy(media, (medium) => medium.deviceId);
    for (const device of devices) {
      for (const medium of byDevice.get(device.id) ?? []) {
        const last = records.get(medium.id)?.at(-1);
        if (!last) continue;
        lines.push({
          mediumSerial: medium.serialNumber,
          type: medium.type,
          capacityGb: medium.capacityGb,
          inventoryNumber: device.inventoryNumber,
          hostSerial: device.serialNumber,
          state: medium.state,
          kind: last.kind,
          method: last.method,
          standard: last.standard,
          tool: last.tool,
          toolVersion: last.toolVersion,
          performedAt: last.performedAt,
          operator: last.operator,
        });
      }
    }
    if (devices.length < PAGE) break;
    afterId = devices.at(-1)?.id;
  }
  return lines;
}

/** The lot read for its certificate, or the 409 that says why it cannot have one yet. */
async function snapshotOf(db: Db, lot: Lot): Promise<LotSnapshot> {
  return db.transaction(
    async (tx) => {
      if (!(await findLotState(tx, lot))?.closedAt) throw conflict(certificateMessages.notClosed);
      const unknown = await devicesWithUnknownMedia(tx, lot, NAMED);
      if (unknown.total > 0) throw conflict(certificateMessages.mediaUnknown(listed(unknown)));
      const pending = await unsanitisedMedia(tx, lot, NAMED);
      if (pending.total > 0) throw conflict(certificateMessages.pending(listed(pending)));
      const states = await countMediaByState(tx, lot);
      const media = [...states.values()].reduce((sum, n) => sum + n, 0);
      if (media === 0) throw conflict(certificateMessages.noMedia);
      const issuer = await issuerOrConflict(tx);
      const request = await findRequestForDocument(tx, lot.kind, lot.id);
      if (!request) throw notFound(certificateMessages.notFound);
      const reception = await findReceptionForDocument(tx, lot.kind, lot.id);
      const byState = Object.fromEntries(mediumStates.map((state) => [state, states.get(state) ?? 0]));
      return {
        fingerprint: await lotFingerprint(tx, lot),
        reference: requestReference(
          lot.kind,
          request.reference,
          'offerNumber' in request ? request.offerNumber : null,
        ),
        client: clientOf(lot.kind, request),
        receivedAt: reception?.receivedAt ?? null,
        counts: {
          devices: await countLotDevices(tx, lot),
          media,
          erased: byState.erased ?? 0,
          destroyed: byState.destroyed ?? 0,
        },
        lines: await annexLines(tx, lot),
        issuer,
        request,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** « A, B et 3 autres »: the first names of a refusal, the others counted. */
function listed({ names, total }: { names: string[]; total: number }): string {
  const more = total - names.length;
  return names.join(', ') + (more > 0 ? ` et ${more} autre${more > 1 ? 's' : ''}` : '');
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function createErasureCertificates(deps: {
  tokens: DerivedTokens;
  render: RenderPdf;
  notifications: Notifications;
}) {
  const { tokens, render, notifications } = deps;
  const verifyUrlOf = (baseUrl: string, id: number) =>
    `${baseUrl.replace(/\/+$/, '')}${VERIFY_PAGE_PREFIX}${tokens.tokenFor(id)}`;

  function infoOf(row: CertificateRow, baseUrl: string): CertificateInfo {
    const summary = row.summary as unknown as CertificateSummary;
    return {
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      issuedBy: row.issuedByName,
      sha256: row.sha256,
      verifyUrl: verifyUrlOf(baseUrl, row.id),
      counts: summary.counts,
      replacedBy: row.replacedByNumber,
    };
  }

  return {
    /** Administrators: the lot's certificate issued (or issued again), kept, journaled, mailed to the client. */
    async issue(
      db: Db,
      context: JournalContext & { actor: UserRow },
      kind: LotKind,
      lotId: number,
      baseUrl: string,
    ): Promise<IssuedCertificate> {
      const lot = await receivedLot(db, kind, lotId);
      const snapshot = await snapshotOf(db, lot);
      const id = await reserveCertificateId(db);
      const number = certificateNumber(id);
      const verifyUrl = verifyUrlOf(baseUrl, id);
      const now = new Date();
      const pdf = await render(
        erasureCertificateDocument({
          number,
          now,
          issuer: snapshot.issuer,
          reference: snapshot.reference,
          client: snapshot.client,
          receivedAt: snapshot.receivedAt,
          counts: snapshot.counts,
          lines: snapshot.lines,
          verifyUrl,
        }),
      );
      const sha256 = sha256Of(pdf);
      const summary: CertificateSummary = {
        issuer: { legalName: snapshot.issuer.legalName, siret: snapshot.issuer.siret },
        client: snapshot.client.name,
        lotReference: snapshot.reference,
        counts: snapshot.counts,
      };
      const mailed = await db.transaction(async (tx) => {
        const state = await lockLotForCertificate(tx, lot);
        if (!state?.closedAt) throw conflict(certificateMessages.notClosed);
        if ((await lotFingerprint(tx, lot)) !== snapshot.fingerprint)
          throw conflict(certificateMessages.changed);
        await insertCertificate(tx, {
          id,
          kind,
          requestId: lotId,
          number,
          tokenHash: tokens.hash(tokens.tokenFor(id)),
          sha256,
          bytes: pdf,
          summary: summary as unknown as Record<string, unknown>,
          issuedBy: context.actor.id,
          issuedAt: now,
        });
        const replaced = await replaceCurrentCertificate(tx, lot, id);
        await recordLotEvent(tx, lot, context.actor, {
          action: 'certificate-issued',
          number,
          ...(replaced ? { replaced } : {}),
        });
        await record(tx, context, {
          action: 'certificate.issued',
          target: { type: `${kind}-request`, id: lotId, label: `${number} — ${snapshot.reference}` },
          changes: replaced ? { replaced: { from: replaced, to: number } } : {},
        });
        return notifications.certificateIssued(tx, {
          kind,
          request: snapshot.request,
          certificate: { number, issuedAt: now.toISOString(), counts: snapshot.counts },
          actor: context.actor,
        });
      });
      if (mailed) notifications.wake();
      return { number, sha256, verifyUrl };
    },

    /** The lot's certificates: the current one and those it replaced. */
    async list(db: Db, kind: LotKind, lotId: number, baseUrl: string): Promise<LotCertificates> {
      const lot = await receivedLot(db, kind, lotId);
      const rows = await lotCertificates(db, lot);
      const infos = rows.map((row) => infoOf(row, baseUrl));
      return {
        current: infos.find((info) => info.replacedBy === null) ?? null,
        previous: infos.filter((info) => info.replacedBy !== null),
      };
    },

    /** The current certificate's PDF as issued; 404 when none was issued. */
    async pdf(db: Executor, lot: { kind: LotKind; id: number }): Promise<{ pdf: Buffer; fileName: string }> {
      const current = await currentCertificatePdf(db, lot);
      if (!current) throw notFound(certificateMessages.noneIssued);
      return { pdf: current.bytes, fileName: `${certificateMessages.title} ${current.number}.pdf` };
    },

    /** What the verification page shows of the certificate `token` names; null for an unknown or malformed one. */
    async publicView(db: Executor, token: string): Promise<PublicCertificate | null> {
      if (!isDerivedToken(token)) return null;
      const row = await findCertificateByTokenHash(db, tokens.hash(token));
      if (!row) return null;
      const summary = row.summary as unknown as CertificateSummary;
      return {
        number: row.number,
        issuedAt: row.issuedAt.toISOString(),
        issuer: summary.issuer,
        client: summary.client,
        lotReference: summary.lotReference,
        counts: summary.counts,
        sha256: row.sha256,
        replacedBy:
          row.replacedByNumber && row.replacedByIssuedAt
            ? { number: row.replacedByNumber, issuedAt: row.replacedByIssuedAt.toISOString() }
            : null,
      };
    },
  };
}

export type ErasureCertificates = ReturnType<typeof createErasureCertificates>;
