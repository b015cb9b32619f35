/**
 * The PDF documents of a request (issue 22), generated on each download from the data as it stands — never
 * stored. The rules: the request must exist (404), the kind must offer the document and the request be
 * accepted and not cancelled, the attestation received (409); the company identity must be complete (409
 * naming what is missing). The layout and rendering run in the documents' worker (documents-thread.ts).
 */
import {
  ATTESTATION_STAGE,
  type DocumentName,
  documentMessages,
  documentTitle,
  kindDocuments,
  publicAttestationOffered,
} from '@shared/documents/documents';
import { CANCELLED_STAGE, stageWithRole } from '@shared/fulfilment/fulfilment-stages';
import { requestReference } from '@shared/fulfilment/public-tracking';
import type { RequestKind } from '@shared/requests/request-kinds';
import { requestMessages } from '@shared/requests/request-list.schema';
import type { Db, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { findCarrier } from '../carriers/carriers.repository';
import { findCompanyIdentity } from '../company/company.repository';
import { regionalRoundService } from '../regional-round/regional-round.service';
import type { TrackingLinks } from '../tracking/tracking-links.service';
import {
  type AttestationAudience,
  type AttestationRequest,
  attestationDocument,
} from './attestation-document';
import { type BonRequest, bonDocument, type DocumentContext } from './bon-document';
import { type BordereauRequest, bordereauDocument } from './bordereau-document';
import { issuerOrConflict } from './document-issuer';
import { formatDay } from './document-text';
import {
  findReceptionForDocument,
  findRegionalCollectionsForDocuments,
  findRequestForDocument,
  findStageEntry,
} from './documents.repository';
import { type DocumentsThread, documentRenderer } from './documents-thread';
import type { PdfDocumentModel } from './pdf-model';
import { roundSummaryDocument, roundTitle } from './round-document';

export interface GeneratedDocument {
  pdf: Buffer;
  /** « Bon de collecte - Collecte COL-2026-00042.pdf ». */
  fileName: string;
}

type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequestForDocument>>>;

export function createDocuments(thread: DocumentsThread, links: TrackingLinks) {
  const render = documentRenderer(thread);

  async function context(db: Executor, kind: RequestKind, row: RequestRow, baseUrl: string | null) {
    const issuer = await issuerOrConflict(db);
    // Only an existing live link is printed: downloading a document never creates one.
    const trackingUrl = baseUrl ? await links.liveUrl(db, kind, row.id, baseUrl) : null;
    const carrier = row.carrierId ? await findCarrier(db, row.carrierId) : undefined;
    return {
      issuer,
      now: new Date(),
      trackingUrl,
      carrierName: carrier?.name ?? null,
      carrierSiret: carrier?.siret ?? null,
      carrierReceipt: carrier?.wasteTransportReceipt ?? null,
    } satisfies DocumentContext;
  }

  async function attestationModel(
    db: Executor,
    kind: RequestKind,
    row: RequestRow,
    audience: AttestationAudience,
    baseUrl: string | null,
  ) {
    const reception = await findReceptionForDocument(db, kind, row.id);
    if (row.stage !== ATTESTATION_STAGE || !reception) return null;
    const handOver = stageWithRole(kind, 'hand-over');
    const handedOverAt = handOver ? await findStageEntry(db, kind, row.id, handOver.id) : null;
    return attestationDocument(
      { kind, row } as AttestationRequest,
      reception,
      handedOverAt,
      audience,
      await context(db, kind, row, baseUrl),
    );
  }

  return {
    /** A signed-in user's download from the request's details. */
    async forRequest(
      db: Executor,
      kind: RequestKind,
      id: number,
      name: DocumentName,
      baseUrl: string,
    ): Promise<GeneratedDocument> {
      const row = await findRequestForDocument(db, kind, id);
      if (!row) throw notFound(requestMessages.notFound);
      if (!kindDocuments[kind].includes(name)) throw conflict(documentMessages.notOffered);
      if (row.status !== 'completed') throw conflict(documentMessages.notAccepted);
      if (row.stage === CANCELLED_STAGE) throw conflict(documentMessages.cancelled);
      if (name === 'attestation' && row.stage !== ATTESTATION_STAGE)
        throw conflict(documentMessages.notReceived);

      let model: PdfDocumentModel | null;
      if (name === 'bon') {
        model = bonDocument({ kind, row } as BonRequest, await context(db, kind, row, baseUrl));
      } else if (name === 'bordereau') {
        model = bordereauDocument({ kind, row } as BordereauRequest, await context(db, kind, row, baseUrl));
      } else {
        model = await attestationModel(db, kind, row, 'team', baseUrl);
        if (!model) throw conflict(documentMessages.notReceived);
      }
      return { pdf: await render(model), fileName: fileNameOf(kind, name, row) };
    },

    /**
     * The attestation from the public tracking page: the link's request once received, else 404 as the page
     * answers; printed without the team's names or remarks (the page's rule).
     */
    async forTrackingLink(db: Executor, token: string): Promise<GeneratedDocument> {
      const link = await links.findByToken(db, token);
      const kind = link?.kind as RequestKind | undefined;
      if (!link || !kind || !kindDocuments[kind]?.includes('attestation')) throw notFound();
      const row = await findRequestForDocument(db, kind, link.requestId);
      if (
        row?.status !== 'completed' ||
        !publicAttestationOffered(kind, row.stage, await findCompanyIdentity(db))
      ) {
        throw notFound();
      }
      const model = await attestationModel(db, kind, row, 'public', null);
      if (!model) throw notFound();
      return { pdf: await render(model), fileName: fileNameOf(kind, 'attestation', row) };
    },

    /**
     * « Tournée du jour » as one PDF: the summary page, then each stop's bon de collecte (bonDocument, the
     * one each request's details offer) in the round's order. 409 when no collection is planned that day.
     */
    async forRound(db: Db, day: string, baseUrl: string): Promise<GeneratedDocument> {
      const issuer = await issuerOrConflict(db);
      // One snapshot: the summary and the bons describe the same stops even while the planning changes.
      const { round, rows, trackingUrls } = await db.transaction(
        async (tx) => {
          const round = await regionalRoundService.round(tx, day);
          // A cancelled stop is no longer the driver's: no bon for it (the summary leaves it out too).
          const ids = round.stops.filter((stop) => stop.stage !== 'cancelled').map((stop) => stop.id);
          const rows = new Map(
            (await findRegionalCollectionsForDocuments(tx, ids)).map((row) => [row.id, row]),
          );
          const trackingUrls = await links.liveUrls(tx, 'regional-collection', ids, baseUrl);
          return { round, rows, trackingUrls };
        },
        { isolationLevel: 'repeatable read' },
      );
      const printed = round.stops.filter((stop) => rows.has(stop.id));
      if (printed.length === 0) throw conflict(documentMessages.roundEmpty(formatDay(day)));
      const now = new Date();
      const bons = printed.map((stop) => {
        const row = rows.get(stop.id);
        if (!row) throw new Error(`regional collection ${stop.id} vanished inside a snapshot`);
        return bonDocument(
          { kind: 'regional-collection', row },
          { issuer, now, trackingUrl: trackingUrls.get(stop.id) ?? null, carrierName: null },
        );
      });
      const title = roundTitle(day);
      const pdf = await render({
        title,
        subject: title,
        issuer,
        parts: [roundSummaryDocument(round, { issuer, now }), ...bons],
      });
      return { pdf, fileName: `${title}.pdf` };
    },
  };
}

function fileNameOf(kind: RequestKind, name: DocumentName, row: RequestRow): string {
  // The reference without its offer number: a file name stays short.
  return `${documentTitle(kind, name)} - ${requestReference(kind, row.reference)}.pdf`;
}

export type Documents = ReturnType<typeof createDocuments>;
