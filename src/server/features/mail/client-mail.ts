/**
 * The mails to a request's client contact at the suivi's milestones (a stage whose definition has
 * `clientMail`: planned, shipped or picked up, received). What a mail says is fixed when its stage is
 * recorded, in the outbox row's payload: the suivi may move on before the mail leaves, and the mail still
 * tells what was true at that stage.
 *
 * Recipient: the request's contact (`contactEmail`; a collection outside Île-de-France: `clientEmail`). A
 * transport has two: its sender hears that it is planned (the pickup is at their place), its recipient
 * that it is on its way.
 */
import { trackingUrl } from '@shared/fulfilment/carriers';
import {
  type ClientMailMoment,
  type EquipmentQuantities,
  equipmentCategories,
  equipmentCategoryLabels,
  type FulfilmentStage,
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

export interface ClientMailPayload {
  moment: ClientMailMoment;
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

/** The payload of the mail `stage` sends, from the request as the stage's UPDATE left it. */
export function clientMailPayload(input: {
  kind: RequestKind;
  moment: ClientMailMoment;
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
    reference: requestReference(
      kind,
      request.reference as string,
      typeof request.offerNumber === 'string' ? request.offerNumber : null,
    ),
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
