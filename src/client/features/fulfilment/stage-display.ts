/**
 * How a request's stage reads beside its status badge (cards, calendar tiles, details): the stage's French
 * label, the planned day while it is planned (« Planifiée · 12 déc. »), and the phase that colours it.
 * Without zod or forms: the lists paint with it (fulfilment-stages.ts is zod-free).
 */

import { frenchDay } from '@shared/french-dates';
import {
  type FulfilmentPhase,
  findStage,
  NO_STAGE_LABEL,
  stageLabel,
} from '@shared/fulfilment/fulfilment-stages';
import type { RequestKind } from '@shared/requests/request-kinds';

/** The badge's colour: a phase, or `none` for a request accepted before the suivi (no stage recorded). */
export type StageTone = FulfilmentPhase | 'none';

export function stageTone(kind: RequestKind, stage: string | null | undefined): StageTone {
  if (!stage) return 'none';
  return findStage(kind, stage)?.phase ?? 'none';
}

/**
 * Whether an accepted request's work is done: its suivi stands at its kind's last stage (the `done` phase:
 * « Livrée », « Réceptionnée », « Livré »). Only then does its status read « Terminé » (issue 30): before,
 * the stage alone says where it stands; cancelled or without a stage, it is not finished either.
 */
export function isFinished(kind: RequestKind, stage: string | null | undefined): boolean {
  return stageTone(kind, stage) === 'done';
}

/**
 * A planned day, short: « 12 déc. » or « 1er déc. » this year, « 12 déc. 2027 » another year (`today`
 * decides which is this year). The day and its month never part at a line break.
 */
export function shortDay(day: string, today: Date = new Date()): string {
  const thisYear = day.slice(0, 4) === String(today.getFullYear());
  return frenchDay(day, { shortMonth: true, year: !thisYear });
}

/**
 * The badge's text: « Expédiée », « Planifiée · 12 déc. » while planned on a day, « Suivi non renseigné »
 * for an accepted request without a stage. The planned day shows only in the planned phase: once the
 * equipment has left, it is no longer what the team needs to read.
 */
export function stageBadgeText(
  kind: RequestKind,
  stage: string | null | undefined,
  plannedDate: string | null | undefined,
  today: Date = new Date(),
): string {
  if (!stage) return NO_STAGE_LABEL;
  const label = stageLabel(kind, stage);
  if (plannedDate && stageTone(kind, stage) === 'planned')
    return `${label} · ${shortDay(plannedDate, today)}`;
  return label;
}
