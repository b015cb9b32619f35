/**
 * GET /api/public/tracking/{token}: what a client sees of their request without an account. Built field by
 * field from the request (never the row itself), so nothing else can slip out: the kind, a reference, the
 * stages reached and when (from the history's stage events), the planned day and slot, the carrier's link
 * and what the warehouse received. No names of the team, no remark, no address or contact, no reason for a
 * cancellation. A malformed, unknown or revoked token, and a throttled address, answer as any missing or
 * refused API resource does.
 */

import { type CompanyIdentity, missingCompanyFields } from '@shared/company/company.schema';
import { isLotKind } from '@shared/devices/device.constants';
import { publicAttestationOffered } from '@shared/documents/documents';
import { trackingUrl } from '@shared/fulfilment/carriers';
import {
  CANCELLED_STAGE,
  cancelledStage,
  type EquipmentQuantities,
  equipmentCategories,
  equipmentCategoryLabels,
  type FulfilmentStage,
  stagesOf,
} from '@shared/fulfilment/fulfilment-stages';
import {
  type PublicTracking,
  type PublicTrackingReception,
  type PublicTrackingStage,
  plannedSlotText,
  publicCompanyLogoUrl,
  requestReference,
} from '@shared/fulfilment/public-tracking';
import { type RequestKind, requestKindLabels, requestKinds } from '@shared/requests/request-kinds';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findCarrier } from '../carriers/carriers.repository';
import { findCompanyIdentity } from '../company/company.repository';
import { lotDocumentsState } from '../devices/erasure-certificates.repository';
import { findHistory } from '../request-history/request-history.repository';
import { findRequestRow } from './tracking-links.repository';
import type { TrackingLinks } from './tracking-links.service';

/** Who runs the service, as the page shows it: its name, phone, email and logo (never its other settings). */
function serviceOf(identity: CompanyIdentity): PublicTracking['service'] {
  if (!identity.legalName) return null;
  return {
    name: identity.legalName,
    phone: identity.phone,
    email: identity.email,
    logoUrl: identity.logo ? publicCompanyLogoUrl(identity.logo) : null,
  };
}

const isRequestKind = (value: string): value is RequestKind =>
  (requestKinds as readonly string[]).includes(value);

const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : null;

/** The stage that counts what the warehouse received. */
const isReception = (stage: FulfilmentStage | undefined) => stage?.role === 'reception';

interface StageMove {
  from: string | null;
  to: string;
  at: Date;
}

/**
 * When each stage was reached: the first at the acceptance, each later one at the last move into it from
 * the stage before (a step back and forth again counts the second time). Stages past `upTo` are to come.
 */
function reachedStages(
  stages: readonly FulfilmentStage[],
  upTo: number,
  moves: StageMove[],
  acceptedAt: string | null,
  currentAt: string | null,
): PublicTrackingStage[] {
  return stages.map((stage, index) => {
    let reachedAt: string | null = null;
    if (index === 0) reachedAt = acceptedAt;
    else if (index <= upTo) {
      const previous = stages[index - 1]?.id;
      const move = moves.findLast((candidate) => candidate.to === stage.id && candidate.from === previous);
      reachedAt = move ? move.at.toISOString() : index === upTo ? currentAt : null;
    }
    return { id: stage.id, label: stage.label, reachedAt, current: index === upTo };
  });
}

function reception(kind: RequestKind, row: Record<string, unknown>): PublicTrackingReception {
  const fields = (row.fulfilment ?? {}) as Record<string, unknown>;
  const received = fields.received as Partial<EquipmentQuantities> | undefined;
  const units = typeof fields.receivedUnits === 'number' ? fields.receivedUnits : null;
  return {
    quantities: received
      ? equipmentCategories
          .filter((category) => (received[category] ?? 0) > 0)
          .map((category) => ({
            label: equipmentCategoryLabels[category],
            received: received[category] ?? 0,
          }))
      : null,
    units:
      units === null
        ? null
        : {
            label: kind === 'package-pickup' && row.type === 'pallet' ? 'Palettes' : 'Colis',
            received: units,
          },
    weightKg: Number(fields.receivedWeightKg ?? 0),
    weightEstimated: fields.weightEstimated === true,
  };
}

export async function publicTracking(
  db: Executor,
  links: TrackingLinks,
  token: string,
): Promise<PublicTracking> {
  const link = await links.findByToken(db, token);
  if (!link || !isRequestKind(link.kind)) throw notFound();
  const kind = link.kind;
  const [row, history, identity, lot] = await Promise.all([
    findRequestRow(db, kind, link.requestId),
    findHistory(db, kind, link.requestId),
    findCompanyIdentity(db),
    isLotKind(kind) ? lotDocumentsState(db, { kind, id: link.requestId }) : undefined,
  ]);
  // Links are made for accepted requests only; a request that is gone takes its page with it.
  if (row?.status !== 'completed') throw notFound();

  const stages = stagesOf(kind);
  const fields = (row.fulfilment ?? {}) as Record<string, unknown>;
  const moves: StageMove[] = history
    .filter((entry) => entry.event === 'stage')
    .map((entry) => {
      const details = entry.details as { from?: unknown; to?: unknown };
      return {
        from: typeof details.from === 'string' ? details.from : null,
        to: String(details.to),
        at: entry.createdAt,
      };
    });
  const cancelled = row.stage === CANCELLED_STAGE;
  const acceptedAt = iso(row.decidedAt);
  const stageAt = iso(row.stageAt);

  let timeline: PublicTrackingStage[];
  if (cancelled) {
    // The stages reached before the cancellation, then « Annulée » (its reason stays inside the team).
    const from = typeof fields.cancelledFrom === 'string' ? fields.cancelledFrom : null;
    const upTo = Math.max(
      0,
      stages.findIndex((stage) => stage.id === from),
    );
    timeline = [
      ...reachedStages(stages, upTo, moves, acceptedAt, null)
        .slice(0, upTo + 1)
        .map((stage) => ({ ...stage, current: false })),
      { id: CANCELLED_STAGE, label: cancelledStage.label, reachedAt: stageAt, current: true },
    ];
  } else {
    // No stage recorded (accepted before the suivi): it stands at the first stage.
    const upTo = Math.max(
      0,
      stages.findIndex((stage) => stage.id === row.stage),
    );
    timeline = reachedStages(stages, upTo, moves, acceptedAt, stageAt);
  }

  const carrierId = typeof row.carrierId === 'number' ? row.carrierId : null;
  const carrier = !cancelled && carrierId ? await findCarrier(db, carrierId) : undefined;
  const trackingNumber = typeof row.trackingNumber === 'string' ? row.trackingNumber : null;
  const offerNumber = typeof row.offerNumber === 'string' ? row.offerNumber : null;
  const current = stages.find((stage) => stage.id === row.stage);

  return {
    kindLabel: requestKindLabels[kind],
    reference: requestReference(kind, row.reference as string, offerNumber),
    stages: timeline,
    cancelled,
    plannedDate: cancelled ? null : ((row.plannedDate as string | null) ?? null),
    plannedSlot: cancelled ? null : plannedSlotText(fields.timeSlot),
    carrier: carrier
      ? {
          name: carrier.name,
          trackingNumber,
          trackingUrl: trackingUrl(carrier, trackingNumber),
        }
      : null,
    reception: isReception(current) ? reception(kind, row) : null,
    attestation: !cancelled && publicAttestationOffered(kind, row.stage, identity),
    erasureCertificate: !cancelled && Boolean(lot?.certificate),
    lotReport: !cancelled && Boolean(lot?.closed) && missingCompanyFields(identity).length === 0,
    service: serviceOf(identity),
  };
}
