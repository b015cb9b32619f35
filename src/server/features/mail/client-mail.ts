/**
 * The mails to a request's client contact at the suivi's milestones (a stage whose definition has
 * `clientMail`: planned, shipped or picked up, received), and when its lot's « Certificat d'effacement des
 * données » is issued (issue 32). What a mail says is fixed when its stage is recorded (or its certificate
 * issued), in the outbox row's payload: the suivi may move on before the mail leaves, and the mail still
 * tells what was true at that moment.
 *
 * Recipient: the request's contact (`contactEmail`; a collection outside Île-de-France: `clientEmail`). A
 * transport has two: its sender hears that it is planned (the pickup is at their place), its recipient
 * that it is on its way.
 */
import type { LotKind } from '@shared/devices/device.constants';
import type { CertificateCounts } from '@shared/devices/erasure-certificate';
import { trackingUrl } from '@shared/fulfilment/carriers';
import {
  type ClientMailMoment,
  type EquipmentQuantities,
  equipmentCategories,
  equipmentCategoryLabels,
  type FulfilmentStage,
  type StageMailMoment,
} from '@shared/fulfilment/fulfilment-stages';
import { plannedSlotText, requestReference } from '@shared/fulfilment/public-tracking';
import type { RequestKind } from '@shared/requests/request-kinds';
import { type AnyRequestCard, requestHeadline } from '@shared/requests/request-summary';
import type { CarrierRow } from '../carriers/carriers.repository';
import type { MailSettingsRow } from './mail.repository';

export interface ReceptionLine {
  label: string;
  /** What the request declared; null when it declared nothing in this unit (a collection's free text). */
  declared: number | null;
  received: number;
}

/** The payload of a stage's mail (planned, shipped, received). */
export interface ClientMailPayload {
  moment: StageMailMoment;
  stage: string;
  stageLabel: string;
  /** When the stage was recorded (ISO). */
  at: string;
  /** The stage's own fields, as recorded. */
  fields: Record<string, unknown>;
  recipient: { email: string; name: string };
  reference: string;
  plannedDate: string | null;
  plannedSlot: string | null;
  carrier: { name: string; trackingNumber: string | null; trackingUrl: string | null } | null;
  /** The day the packaging left (Envoi Conditionnement). */
  shippedOn: string | null;
  reception: {
    /** Per equipment category (collections), or one line of parcels or pallets (pickups). */
    lines: ReceptionLine[];
    weightKg: number;
    weightEstimated: boolean;
  } | null;
}

/**
 * The payload of the mail that tells the client its lot's « Certificat d'effacement des données » was issued:
 * what the certificate itself shows the public (its number, date and counts, the lot's reference), never a
 * serial or a name of the team. The certificate is downloaded from the request's tracking page.
 */
export interface CertificateMailPayload {
  moment: 'certificate';
  recipient: { email: string; name: string };
  /** The lot's reference, as the tracking page writes it (« Collecte COL-2026-00042 »). */
  reference: string;
  certificate: {
    /** « CE-000042 ». */
    number: string;
    /** When it was issued (ISO). */
    issuedAt: string;
    counts: CertificateCounts;
  };
}

/** What a client mail's outbox row holds, whichever its moment. */
export type AnyClientMailPayload = ClientMailPayload | CertificateMailPayload;

/** Whether Settings lets this mail go (Paramètres › Général › Notifications). */
export function clientMailSwitchedOn(
  settings: MailSettingsRow | undefined,
  moment: ClientMailMoment,
): boolean {
  if (!settings) return true;
  switch (moment) {
    case 'planned':
      return settings.clientMailPlanned;
    case 'shipped':
      return settings.clientMailShipped;
    case 'received':
      return settings.clientMailReceived;
    case 'certificate':
      return settings.clientMailCertificate;
  }
}

/** Who hears of this milestone: the request's contact; a transport's sender, then its recipient. */
export function clientRecipient(
  kind: RequestKind,
  moment: ClientMailMoment,
  request: Record<string, unknown>,
): { email: string; name: string } {
  const { parties } = requestHeadline(kind, request as unknown as AnyRequestCard);
  const party = (kind === 'delivery' && moment !== 'planned' ? parties[1] : parties[0]) ?? parties[0];
  return { email: party?.email ?? '', name: party?.contactName ?? '' };
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function receptionLines(
  kind: RequestKind,
  request: Record<string, unknown>,
  fields: Record<string, unknown>,
  declared: { quantities: EquipmentQuantities | null; units: number | null },
): ReceptionLine[] {
  const units = numberOrNull(fields.receivedUnits);
  if (units !== null) {
    const label = kind === 'package-pickup' && request.type === 'pallet' ? 'Palettes' : 'Colis';
    return [{ label, declared: declared.units, received: units }];
  }
  const received = (fields.received ?? {}) as Partial<EquipmentQuantities>;
  return equipmentCategories
    .map((category) => ({
      label: equipmentCategoryLabels[category],
      declared: declared.quantities ? declared.quantities[category] : null,
      received: received[category] ?? 0,
    }))
    .filter((line) => line.received > 0 || (line.declared ?? 0) > 0);
}

/** The lot's reference as the client mails and the tracking page write it. */
const referenceOf = (kind: RequestKind, request: Record<string, unknown>) =>
  requestReference(
    kind,
    request.reference as string,
    typeof request.offerNumber === 'string' ? request.offerNumber : null,
  );

/**
 * The payload of the certificate's mail, from the lot's request row: to whom the « received » mail went
 * (the lot's contact), and the certificate as issued.
 */
export function certificateMailPayload(input: {
  kind: LotKind;
  request: Record<string, unknown>;
  certificate: { number: string; issuedAt: string; counts: CertificateCounts };
}): CertificateMailPayload {
  const { kind, request, certificate } = input;
  const { devices, media, erased, destroyed } = certificate.counts;
  return {
    moment: 'certificate',
    recipient: clientRecipient(kind, 'received', request),
    reference: referenceOf(kind, request),
    certificate: {
      number: certificate.number,
      issuedAt: certificate.issuedAt,
      // Only the four counts, whatever else the object given carries.
      counts: { devices, media, erased, destroyed },
    },
  };
}

/** The payload of the mail `stage` sends, from the request as the stage's UPDATE left it. */
export function clientMailPayload(input: {
  kind: RequestKind;
  moment: StageMailMoment;
  stage: FulfilmentStage;
  /** The stage's fields as given. */
  fields: Record<string, unknown>;
  request: Record<string, unknown>;
  carrier: CarrierRow | undefined;
  declared: { quantities: EquipmentQuantities | null; units: number | null } | null;
}): ClientMailPayload {
  const { kind, moment, stage, fields, request, carrier } = input;
  const recorded = (request.fulfilment ?? {}) as Record<string, unknown>;
  const trackingNumber = typeof request.trackingNumber === 'string' ? request.trackingNumber : null;
  const stageAt = request.stageAt instanceof Date ? request.stageAt : new Date();
  return {
    moment,
    stage: stage.id,
    stageLabel: stage.label,
    at: stageAt.toISOString(),
    fields,
    recipient: clientRecipient(kind, moment, request),
    reference: referenceOf(kind, request),
    plannedDate: typeof request.plannedDate === 'string' ? request.plannedDate : null,
    plannedSlot: plannedSlotText(recorded.timeSlot),
    carrier: carrier
      ? { name: carrier.name, trackingNumber, trackingUrl: trackingUrl(carrier, trackingNumber) }
      : null,
    shippedOn: typeof recorded.shippedOn === 'string' ? recorded.shippedOn : null,
    reception:
      moment === 'received'
        ? {
            lines: receptionLines(
              kind,
              request,
              recorded,
              input.declared ?? { quantities: null, units: null },
            ),
            weightKg: Number(recorded.receivedWeightKg ?? 0),
            weightEstimated: recorded.weightEstimated === true,
          }
        : null,
  };
}
