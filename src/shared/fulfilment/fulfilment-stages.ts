/**
 * The suivi (fulfilment) of an accepted request, as data: for each request kind its ordered stages, what
 * each stage records and its French labels. One state machine serves the five kinds (the server's
 * fulfilment service, the client's stage forms, the badges, the dashboard's phases, the public tracking
 * page): a kind differs only by this table, as `request-kinds.ts` does for the requests themselves.
 *
 * The decision (spec §4: En attente → Terminé | Refusé) is not touched: the suivi starts when a request is
 * accepted, at its kind's first stage. A stage is entered only from the one before it (none can be
 * skipped), with its required fields; an administrator can go back one stage, or cancel ("Annulée", with a
 * reason) before the equipment has left or been handed over.
 *
 * No zod here: cards and lists show stage labels before any form (and zod) is loaded.
 */
import type { RequestKind } from '../requests/request-kinds';

/** The six quantities of the regional form, the categories every reception counts. */
export const equipmentCategories = [
  'computersToCollect',
  'pcFixesToCollect',
  'phonesToCollect',
  'tabletsToCollect',
  'screensToCollect',
  'd3eBoxes',
] as const;
export type EquipmentCategory = (typeof equipmentCategories)[number];
export type EquipmentQuantities = Record<EquipmentCategory, number>;

export const equipmentCategoryLabels: Record<EquipmentCategory, string> = {
  computersToCollect: 'Ordinateurs',
  pcFixesToCollect: 'PC fixes',
  phonesToCollect: 'Téléphones',
  tabletsToCollect: 'Tablettes',
  screensToCollect: 'Écrans',
  d3eBoxes: 'Cartons D3E',
};

/**
 * The kinds of value a stage records. `time-slot` is `{preferredTimeSlot, specificTime}` as in the regional
 * form; `carrier` a carrier's id; `quantities` an object keyed by the six equipment categories;
 * `waste-tags` what each category received becomes (`WasteTags`, waste.ts): « Réemploi » or a DEEE waste
 * code, required for each category received above 0 (a pickup: one tag for its lot).
 */
export const fulfilmentFieldTypes = [
  'date',
  'time-slot',
  'text',
  'carrier',
  'tracking-number',
  'integer',
  'number',
  'boolean',
  'choice',
  'quantities',
  'waste-tags',
] as const;
export type FulfilmentFieldType = (typeof fulfilmentFieldTypes)[number];

export interface FulfilmentField {
  name: string;
  label: string;
  type: FulfilmentFieldType;
  required: boolean;
  /** A short French help line under the field. */
  hint?: string;
  /** `number`/`integer`: the unit shown after the value ("kg"). */
  unit?: string;
  /** `choice`: the allowed values. */
  options?: { value: string; label: string }[];
  /** `text`: free text that may span lines (a remark, a reason); other texts hold on one line. */
  multiline?: boolean;
  /** Set by another field's control (never shown on its own): `afterTheFact`, by the planned day's. */
  hidden?: boolean;
}

/**
 * What a stage means across kinds, for the dashboard and the lists: still to plan, planned on a day (late
 * once that day has passed), on its way, done, or cancelled.
 */
export type FulfilmentPhase = 'to-plan' | 'planned' | 'in-transit' | 'done' | 'cancelled';

/** The mails the request's client contact gets when the request enters a stage of its suivi (`clientMail`). */
export const stageMailMoments = ['planned', 'shipped', 'received'] as const;
export type StageMailMoment = (typeof stageMailMoments)[number];

/**
 * Every mail to the request's client contact, each switchable in Settings: the suivi's milestones, and the
 * lot's « Certificat d'effacement des données » issued (`certificate`, issue 32: no stage sends it).
 */
export const clientMailMoments = [...stageMailMoments, 'certificate'] as const;
export type ClientMailMoment = (typeof clientMailMoments)[number];

export interface FulfilmentStage {
  id: string;
  label: string;
  phase: FulfilmentPhase;
  fields: FulfilmentField[];
  /** Whether an administrator may still cancel the request from this stage. */
  cancellable: boolean;
  /** The client's mail sent when the request enters this stage, if any. */
  clientMail?: StageMailMoment;
  /**
   * What the stage is in the goods' journey (issue 31): `hand-over`, where they leave the client's hands (the
   * attestation dates it); `reception`, where the warehouse counts them (request_receptions, the attestation,
   * the register).
   */
  role?: 'hand-over' | 'reception';
  /** A cancellation from this stage gives the packaging deducted at acceptance back to the stock. */
  restocksOnCancel?: true;
}

/** The stage every kind can end in, through cancellation (administrators, with a reason). */
export const CANCELLED_STAGE = 'cancelled';
export const cancelledStage: FulfilmentStage = {
  id: CANCELLED_STAGE,
  label: 'Annulée',
  phase: 'cancelled',
  cancellable: false,
  fields: [
    { name: 'cancelReason', label: "Motif de l'annulation", type: 'text', required: true, multiline: true },
  ],
};

/** Shown for a request accepted before the suivi existed (no stage recorded): it is never late. */
export const NO_STAGE_LABEL = 'Suivi non renseigné';

const carrier: FulfilmentField = {
  name: 'carrierId',
  label: 'Transporteur',
  type: 'carrier',
  required: true,
};
const trackingNumber: FulfilmentField = {
  name: 'trackingNumber',
  label: 'Numéro de suivi',
  type: 'tracking-number',
  required: true,
  hint: 'Facultatif pour «\u00a0Moyens propres\u00a0» et les transporteurs sans page de suivi.',
};
const plannedDate = (label: string): FulfilmentField => ({
  name: 'plannedDate',
  label,
  type: 'date',
  required: true,
});
/**
 * A planned day already past when it is recorded, kept on purpose: the team records a collection after the
 * fact (the form's date field sets it when the person keeps a past day). Such a plan is never late.
 */
const afterTheFact: FulfilmentField = {
  name: 'afterTheFact',
  label: 'Enregistrée après coup',
  type: 'boolean',
  required: false,
  hidden: true,
};
const receivedWeight: FulfilmentField = {
  name: 'receivedWeightKg',
  label: 'Poids reçu',
  type: 'number',
  unit: 'kg',
  required: true,
};
const weightEstimated: FulfilmentField = {
  name: 'weightEstimated',
  label: 'Poids estimé (non pesé)',
  type: 'boolean',
  required: false,
};
const receivedQuantities: FulfilmentField = {
  name: 'received',
  label: "Quantités comptées à l'entrepôt",
  type: 'quantities',
  required: true,
};
/** The « Registre des déchets »'s input (decision 0057): what the received equipment becomes. */
const wasteTags: FulfilmentField = {
  name: 'wasteTags',
  label: 'Devenir du matériel reçu',
  type: 'waste-tags',
  required: true,
  hint: '«\u00a0Réemploi\u00a0» pour le matériel remis en service (ce n’est pas un déchet), sinon «\u00a0DEEE\u00a0» avec son code déchet (* = dangereux).',
};
const remark = (label: string): FulfilmentField => ({
  name: 'remark',
  label,
  type: 'text',
  required: false,
  multiline: true,
});

const stage = (
  id: string,
  label: string,
  phase: FulfilmentPhase,
  cancellable: boolean,
  fields: FulfilmentField[] = [],
  clientMail?: StageMailMoment,
): FulfilmentStage => ({ id, label, phase, cancellable, fields, ...(clientMail ? { clientMail } : {}) });

/**
 * « Réceptionnée »: the warehouse counts what arrived (`fields`), the client's mail says so. Its id is the
 * same for every kind (documents' ATTESTATION_STAGE).
 */
const reception = (fields: FulfilmentField[]): FulfilmentStage => ({
  ...stage('received', 'Réceptionnée', 'done', false, fields, 'received'),
  role: 'reception',
});

/** Each kind's stages, in order; the first is where an accepted request starts. */
export const fulfilmentStages: Record<RequestKind, readonly FulfilmentStage[]> = {
  // Packaging sent to the client, by a carrier.
  'material-conditioning': [
    { ...stage('to-prepare', 'À préparer', 'to-plan', true), restocksOnCancel: true },
    stage(
      'shipped',
      'Expédiée',
      'in-transit',
      true,
      [
        carrier,
        trackingNumber,
        { name: 'shippedOn', label: "Date d'expédition", type: 'date', required: true },
      ],
      'shipped',
    ),
    stage('delivered', 'Livrée', 'done', false, [
      { name: 'deliveredOn', label: 'Date de livraison', type: 'date', required: true },
    ]),
  ],
  // A carrier picks parcels or pallets up at the client and brings them to the warehouse.
  'package-pickup': [
    stage('to-plan', 'À planifier', 'to-plan', true),
    stage(
      'pickup-planned',
      'Enlèvement planifié',
      'planned',
      true,
      [carrier, plannedDate("Date d'enlèvement"), afterTheFact, trackingNumber],
      'planned',
    ),
    { ...stage('picked-up', 'Enlevée', 'in-transit', false, [], 'shipped'), role: 'hand-over' },
    reception([
      {
        name: 'receivedUnits',
        label: 'Colis ou palettes reçus',
        type: 'integer',
        required: true,
        hint: 'Le nombre de colis (ou de palettes, pour un enlèvement de palettes) arrivés à l’entrepôt.',
      },
      receivedWeight,
      weightEstimated,
      wasteTags,
      remark('Remarque (dommages, manquants)'),
    ]),
  ],
  // The team's own round in Île-de-France.
  'regional-collection': [
    stage('to-plan', 'À planifier', 'to-plan', true),
    stage(
      'planned',
      'Planifiée',
      'planned',
      true,
      [
        plannedDate('Date de collecte'),
        afterTheFact,
        { name: 'timeSlot', label: 'Créneau', type: 'time-slot', required: true },
        { name: 'team', label: 'Équipe ou véhicule', type: 'text', required: false },
      ],
      'planned',
    ),
    {
      ...stage('collected', 'Collectée', 'in-transit', false, [
        { name: 'collected', label: 'Quantités collectées', type: 'quantities', required: true },
        {
          name: 'handedOverBy',
          label: 'Remis par',
          type: 'text',
          required: true,
          hint: 'La personne qui a remis le matériel chez le client.',
        },
      ]),
      role: 'hand-over',
    },
    reception([receivedQuantities, receivedWeight, weightEstimated, wasteTags, remark('Remarque')]),
  ],
  // From a sender to a recipient, by a carrier.
  delivery: [
    stage('to-plan', 'À planifier', 'to-plan', true),
    stage(
      'planned',
      'Planifié',
      'planned',
      true,
      [carrier, plannedDate('Date de prise en charge'), afterTheFact, trackingNumber],
      'planned',
    ),
    stage('in-transit', 'En transit', 'in-transit', true, [], 'shipped'),
    stage('delivered', 'Livré', 'done', false, [
      { name: 'deliveredOn', label: 'Date de livraison', type: 'date', required: true },
      { name: 'receivedBy', label: 'Réceptionné par', type: 'text', required: true },
    ]),
  ],
  // Outside Île-de-France, by a carrier.
  collection: [
    stage('to-plan', 'À planifier', 'to-plan', true),
    stage(
      'planned',
      'Planifiée',
      'planned',
      true,
      [carrier, plannedDate('Date de collecte'), afterTheFact, trackingNumber],
      'planned',
    ),
    { ...stage('collected', 'Collectée', 'in-transit', false, [], 'shipped'), role: 'hand-over' },
    reception([receivedQuantities, receivedWeight, weightEstimated, wasteTags, remark('Remarque')]),
  ],
};

export function stagesOf(kind: RequestKind): readonly FulfilmentStage[] {
  return fulfilmentStages[kind];
}

/** The kind's stage playing `role` (hand-over, reception), if it has one. */
export function stageWithRole(kind: RequestKind, role: NonNullable<FulfilmentStage['role']>) {
  return fulfilmentStages[kind].find((stage) => stage.role === role);
}

/**
 * Whether cancelling from `current` gives the packaging back to the stock (null: accepted before the suivi,
 * at the first stage).
 */
export function restocksOnCancel(kind: RequestKind, current: string | null): boolean {
  const stage = current === null ? fulfilmentStages[kind][0] : findStage(kind, current);
  return stage?.restocksOnCancel === true;
}

/** The stage `id` of `kind` (the cancelled one included), or undefined. */
export function findStage(kind: RequestKind, id: string | null | undefined): FulfilmentStage | undefined {
  if (id === CANCELLED_STAGE) return cancelledStage;
  return fulfilmentStages[kind].find((candidate) => candidate.id === id);
}

/** A stage's label, « Suivi non renseigné » for none (accepted before the suivi), the raw id if unknown. */
export function stageLabel(kind: RequestKind, id: string | null | undefined): string {
  if (!id) return NO_STAGE_LABEL;
  return findStage(kind, id)?.label ?? id;
}

/**
 * The stage after `current` (null: accepted before the suivi, which stands at the first stage), or null at
 * the end and once cancelled.
 */
export function nextStage(kind: RequestKind, current: string | null): FulfilmentStage | null {
  const stages = fulfilmentStages[kind];
  if (current === CANCELLED_STAGE) return null;
  const index = current === null ? 0 : stages.findIndex((candidate) => candidate.id === current);
  if (index < 0) return null;
  return stages[index + 1] ?? null;
}

/** The stage before `current`, where "undo" goes back to; null from the first stage, none or a cancellation. */
export function previousStage(kind: RequestKind, current: string | null): FulfilmentStage | null {
  if (current === null || current === CANCELLED_STAGE) return null;
  const stages = fulfilmentStages[kind];
  const index = stages.findIndex((candidate) => candidate.id === current);
  return index > 0 ? (stages[index - 1] ?? null) : null;
}

/** Whether a request at `current` (null: before the suivi, i.e. at the first stage) may still be cancelled. */
export function isCancellable(kind: RequestKind, current: string | null): boolean {
  if (current === null) return true;
  return findStage(kind, current)?.cancellable ?? false;
}

/** The stages of `kind` in one phase (the dashboard and the list filters group by phase). */
export function stagesInPhase(kind: RequestKind, phase: FulfilmentPhase): string[] {
  if (phase === 'cancelled') return [CANCELLED_STAGE];
  return fulfilmentStages[kind]
    .filter((candidate) => candidate.phase === phase)
    .map((candidate) => candidate.id);
}

/** What the stages recorded so far, as GET /{id} answers it: `{stage, stageAt, …fields}`; null before acceptance. */
export type FulfilmentRecord = { stage: string | null; stageAt: string | null } & Record<string, unknown>;

/**
 * The suivi's columns every request answers with: its stage, since when, and — copied out of the stages'
 * fields — the planned day, the carrier and the tracking number (spec §3's `trackingNumber`).
 */
export interface RequestFulfilment {
  /** The request's edit counter (decision 0076): a PUT sends it back; raised by every change. */
  version: number;
  stage: string | null;
  stageAt: string | null;
  plannedDate: string | null;
  carrierId: number | null;
  trackingNumber: string | null;
  fulfilment: FulfilmentRecord | null;
}

/** What lists show of the suivi: cards and the week's tiles put the stage beside the status badge. */
export const fulfilmentListFields = ['stage', 'plannedDate', 'carrierId', 'trackingNumber'] as const;
