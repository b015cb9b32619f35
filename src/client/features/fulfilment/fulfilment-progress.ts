/**
 * The « Suivi » section of the details dialog as data (pure, unit-tested): the kind's stages in order — done
 * ones with when, by whom and what they recorded, the current one, the next ones —, the reception's declared
 * vs received table, and the values a stage form starts with.
 */
import { formatStageValue } from '@client/features/requests/request-history-format';
import { type DeclaringRequest, declaredReception } from '@shared/fulfilment/declared-reception';
import {
  CANCELLED_STAGE,
  type EquipmentCategory,
  equipmentCategories,
  equipmentCategoryLabels,
  type FulfilmentField,
  type FulfilmentRecord,
  type FulfilmentStage,
} from '@shared/fulfilment/fulfilment-stages';
import {
  isWasteTag,
  WASTE_LOT,
  type WasteTagKey,
  wasteTagKeyLabel,
  wasteTagLabel,
} from '@shared/fulfilment/waste';
import type { RequestHistoryEntry } from '@shared/requests/request-history';
import type { RequestKind } from '@shared/requests/request-kinds';

export type StepState = 'done' | 'current' | 'next' | 'cancelled';

export interface StageFact {
  name: string;
  label: string;
  value: string;
}

export interface StageStep {
  stage: FulfilmentStage;
  state: StepState;
  /** When the request reached it (ISO timestamp), if known. */
  at: string | null;
  /** Who moved it there, if the history knows. */
  by: string | null;
  /** What the stage recorded, but what the section shows apart (carrier, number, day, slot, reception). */
  facts: StageFact[];
}

/**
 * Fields the section shows in their own places rather than in their stage's line: the carrier and its
 * tracking link, the planned day and slot (at the top), the reception (its table, weight and remark).
 */
const SHOWN_APART = new Set([
  'carrierId',
  'trackingNumber',
  'plannedDate',
  'timeSlot',
  'receivedUnits',
  'receivedWeightKg',
  'weightEstimated',
  'remark',
]);

const isShownApart = (field: FulfilmentField) => SHOWN_APART.has(field.name) || field.type === 'quantities';

/** What `stage` recorded, as "label: value" lines (blank optional fields left out). */
export function stageFacts(
  stage: FulfilmentStage,
  fulfilment: FulfilmentRecord | null,
  carrierName?: (id: number) => string | undefined,
): StageFact[] {
  if (!fulfilment) return [];
  return stage.fields
    .filter((field) => !isShownApart(field))
    .filter((field) => fulfilment[field.name] !== undefined && fulfilment[field.name] !== null)
    .map((field) => ({
      name: field.name,
      label: field.label,
      value: formatStageValue(field, fulfilment[field.name], carrierName),
    }));
}

interface Reached {
  at: string;
  by: string | null;
}

/**
 * When and by whom each stage was reached, from the history: the acceptance starts the first stage; a move
 * back forgets the stages after the one it returns to (they will be reached again). A cancellation is
 * recorded under « cancelled », and forgets nothing.
 */
export function reachedStages(
  stages: readonly FulfilmentStage[],
  history: readonly RequestHistoryEntry[] | undefined,
): Map<string, Reached> {
  const reached = new Map<string, Reached>();
  const order = stages.map((stage) => stage.id);
  const first = order[0];
  for (const entry of history ?? []) {
    if (entry.event === 'decided' && entry.status === 'completed' && first) {
      reached.set(first, { at: entry.at, by: entry.actorName });
    } else if (entry.event === 'stage') {
      const target = order.indexOf(entry.to);
      const back = entry.from !== null && target >= 0 && target < order.indexOf(entry.from);
      if (target >= 0) for (const id of order.slice(target + 1)) reached.delete(id);
      // Back to a stage: it keeps the day it was first reached.
      if (!(back && reached.has(entry.to))) reached.set(entry.to, { at: entry.at, by: entry.actorName });
    }
  }
  return reached;
}

/**
 * The steps of the kind's `stages` (« Annulée » excluded) for a request at `fulfilment.stage`: done before
 * it, current, next after it. No stage recorded (accepted before the suivi): it stands at the first stage.
 * Cancelled: the stages it had reached, then « Annulée » (`cancelled`) with its reason; no next ones.
 */
export function stageSteps(
  stages: readonly FulfilmentStage[],
  cancelled: FulfilmentStage | undefined,
  fulfilment: FulfilmentRecord,
  history?: readonly RequestHistoryEntry[],
  carrierName?: (id: number) => string | undefined,
): StageStep[] {
  const reached = reachedStages(stages, history);
  const step = (stage: FulfilmentStage, state: StepState): StageStep => {
    const when = reached.get(stage.id);
    const current = state === 'current' || state === 'cancelled';
    return {
      stage,
      state,
      at: when?.at ?? (current ? fulfilment.stageAt : null),
      by: when?.by ?? null,
      facts: state === 'next' ? [] : stageFacts(stage, fulfilment, carrierName),
    };
  };
  if (fulfilment.stage === CANCELLED_STAGE) {
    const from = typeof fulfilment.cancelledFrom === 'string' ? fulfilment.cancelledFrom : null;
    const upTo = Math.max(
      0,
      stages.findIndex((stage) => stage.id === from),
    );
    const done = stages.slice(0, upTo + 1).map((stage) => step(stage, 'done'));
    return cancelled ? [...done, step(cancelled, 'cancelled')] : done;
  }
  const index = Math.max(
    0,
    stages.findIndex((stage) => stage.id === fulfilment.stage),
  );
  return stages.map((stage, position) =>
    step(stage, position < index ? 'done' : position === index ? 'current' : 'next'),
  );
}

export type ReceptionColumn = 'declared' | 'collected' | 'received' | 'difference';

export interface ReceptionRow {
  label: string;
  declared?: number | null;
  collected?: number | null;
  received?: number | null;
  /** Received minus declared; null when either is unknown. */
  difference?: number | null;
}

export interface ReceptionTable {
  columns: ReceptionColumn[];
  rows: ReceptionRow[];
}

type Quantities = Partial<Record<EquipmentCategory, number>>;

const asQuantities = (value: unknown): Quantities | null =>
  typeof value === 'object' && value !== null ? (value as Quantities) : null;

const difference = (received: number | null | undefined, declared: number | null | undefined) =>
  typeof received === 'number' && typeof declared === 'number' ? received - declared : null;

/**
 * Declared vs received, side by side with the difference, once something was collected or received: per
 * equipment category (a regional collection also shows what the team collected), a pickup's parcels or
 * pallets; a collection outside Île-de-France declared no category, so only its received counts show.
 * Null before anything was counted, and for a kind the warehouse receives nothing of.
 */
export function receptionTable(
  kind: RequestKind,
  request: DeclaringRequest & { fulfilment: FulfilmentRecord | null },
): ReceptionTable | null {
  const declared = declaredReception(kind, request);
  const fulfilment = request.fulfilment;
  if (!declared || !fulfilment) return null;

  if (typeof fulfilment.receivedUnits === 'number') {
    const label = request.type === 'pallet' ? 'Palettes' : 'Colis';
    const hasDeclared = declared.units !== null;
    return {
      columns: hasDeclared ? ['declared', 'received', 'difference'] : ['received'],
      rows: [
        {
          label,
          declared: declared.units,
          received: fulfilment.receivedUnits,
          difference: difference(fulfilment.receivedUnits, declared.units),
        },
      ],
    };
  }

  const received = asQuantities(fulfilment.received);
  const collected = asQuantities(fulfilment.collected);
  if (!received && !collected) return null;
  const columns: ReceptionColumn[] = [
    ...(declared.quantities ? (['declared'] as const) : []),
    ...(collected ? (['collected'] as const) : []),
    ...(received ? (['received'] as const) : []),
    ...(declared.quantities ? (['difference'] as const) : []),
  ];
  // Before the reception the difference is with what was collected.
  const counted = received ?? collected;
  return {
    columns,
    rows: equipmentCategories.map((category) => ({
      label: equipmentCategoryLabels[category],
      declared: declared.quantities?.[category] ?? null,
      collected: collected ? (collected[category] ?? 0) : undefined,
      received: received ? (received[category] ?? 0) : undefined,
      difference: difference(counted?.[category] ?? 0, declared.quantities?.[category]),
    })),
  };
}

/** "+2", "−1" (a real minus sign), "0". */
export function differenceText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (value > 0) return `+${value}`;
  if (value < 0) return `\u2212${-value}`;
  return '0';
}

/** The receptions' weight: "12,5 kg (estimé)" or "(pesé)"; null when none was recorded. */
/**
 * What the received equipment became (« Registre des déchets »): « Ordinateurs : DEEE 20 01 36 », one line
 * per tag, in the categories' order; null when the reception recorded none (before the register existed).
 */
export function wasteTagLines(fulfilment: FulfilmentRecord | null): { label: string; tag: string }[] | null {
  const tags = fulfilment?.wasteTags;
  if (!tags || typeof tags !== 'object') return null;
  const lines = ([...equipmentCategories, WASTE_LOT] as WasteTagKey[]).flatMap((key) => {
    const tag = (tags as Record<string, unknown>)[key];
    return isWasteTag(tag) ? [{ label: wasteTagKeyLabel(key), tag: wasteTagLabel(tag) }] : [];
  });
  return lines.length > 0 ? lines : null;
}

export function weightText(fulfilment: FulfilmentRecord | null): string | null {
  const weight = fulfilment?.receivedWeightKg;
  if (typeof weight !== 'number') return null;
  const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(weight);
  return `${number}\u00a0kg (${fulfilment?.weightEstimated === true ? 'estimé' : 'pesé'})`;
}

interface FormRequest extends DeclaringRequest {
  fulfilment: FulfilmentRecord | null;
  desiredDate?: string;
  collectionDate?: string;
  preferredTimeSlot?: string | null;
  specificTime?: string | null;
}

const zeros = (): Record<EquipmentCategory, number> =>
  Object.fromEntries(equipmentCategories.map((category) => [category, 0])) as Record<
    EquipmentCategory,
    number
  >;

/**
 * The values a stage form starts with, so the usual case needs few keystrokes: counts prefilled with what
 * is expected (a reception: what the team collected, else what was declared; a count of parcels: the
 * declared one), so only differences are typed; the planned day and slot those the client asked for (when
 * still ahead); the day of a fact (shipped, delivered) today. Everything else starts blank.
 */
export function stageFormDefaults(
  kind: RequestKind,
  stage: FulfilmentStage,
  request: FormRequest,
  today: string,
): Record<string, unknown> {
  const declared = declaredReception(kind, request);
  const collected = asQuantities(request.fulfilment?.collected);
  const wanted = request.desiredDate ?? request.collectionDate;
  const values: Record<string, unknown> = {};
  for (const field of stage.fields) {
    switch (field.type) {
      case 'quantities':
        values[field.name] = {
          ...zeros(),
          ...(declared?.quantities ?? {}),
          ...(field.name === 'received' ? (collected ?? {}) : {}),
        };
        break;
      case 'date':
        values[field.name] =
          field.name === 'plannedDate'
            ? wanted && wanted.slice(0, 10) >= today
              ? wanted.slice(0, 10)
              : ''
            : today;
        break;
      case 'time-slot':
        values[field.name] = {
          preferredTimeSlot: request.preferredTimeSlot ?? null,
          specificTime: request.specificTime ?? '',
        };
        break;
      case 'integer':
        values[field.name] = field.name === 'receivedUnits' ? (declared?.units ?? undefined) : undefined;
        break;
      case 'boolean':
        // A hidden flag (`afterTheFact`) is set by its field's control, only when it applies.
        values[field.name] = field.hidden ? undefined : false;
        break;
      case 'waste-tags':
        values[field.name] = {};
        break;
      case 'text':
      case 'tracking-number':
        values[field.name] = '';
        break;
      default:
        values[field.name] = undefined;
    }
  }
  return values;
}

/**
 * The values a correction of the current stage starts with (issue 30 point 9): what the stage recorded, over
 * the stage form's defaults for what it left blank (a slot's time stays text, as its input wants it).
 */
export function stageCorrectionDefaults(
  kind: RequestKind,
  stage: FulfilmentStage,
  request: FormRequest,
  today: string,
): Record<string, unknown> {
  const values = stageFormDefaults(kind, stage, request, today);
  const recorded: Record<string, unknown> = request.fulfilment ?? {};
  for (const field of stage.fields) {
    const value = recorded[field.name];
    if (value === undefined || value === null) {
      // A blank day stays blank: « today » would be a change nobody asked for.
      if (field.type === 'date') values[field.name] = '';
      continue;
    }
    values[field.name] =
      field.type === 'time-slot'
        ? {
            ...(value as object),
            specificTime: (value as { specificTime?: string | null }).specificTime ?? '',
          }
        : value;
  }
  return values;
}
