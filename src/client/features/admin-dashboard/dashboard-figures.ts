/** Pure helpers of the dashboard: week labels, the chart's scale and summary, and ages of pending requests. */

import { frenchPhrase } from '@client/lib/french-text';
import type { Dashboard } from '@shared/dashboard';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import { format, formatDistance, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** "2026-11-16" → "16 nov." (the Monday the week starts on). */
export function weekLabel(weekStart: string): string {
  return format(parseISO(weekStart), 'd\u00a0MMM', { locale: fr });
}

/** The total of pending requests over every kind. */
export function totalPending(requests: Dashboard['requests']): number {
  return requestKinds.reduce((sum, kind) => sum + requests[kind].pending, 0);
}

export function weekTotal(counts: Record<RequestKind, number>): number {
  return requestKinds.reduce((sum, kind) => sum + counts[kind], 0);
}

/**
 * The chart's top value: four equal steps of a round size (1, 2, 5 × 10ⁿ, or 2.5 × 10ⁿ from 25 up, so the
 * ticks stay whole numbers) at or above the busiest week; at least 4 so small figures stay readable.
 */
export function chartMax(weekly: Dashboard['weekly']): number {
  const busiest = Math.max(0, ...weekly.map((week) => weekTotal(week.counts)));
  if (busiest <= 4) return 4;
  const rawStep = busiest / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const factors = magnitude >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const step = factors.map((factor) => factor * magnitude).find((value) => value >= rawStep) ?? rawStep;
  return step * 4;
}

/** The text alternative of the chart: totals per kind and the busiest week. */
export function weeklySummary(weekly: Dashboard['weekly'], titles: Record<RequestKind, string>): string {
  const perKind = requestKinds.map((kind) => ({
    kind,
    total: weekly.reduce((sum, week) => sum + week.counts[kind], 0),
  }));
  const total = perKind.reduce((sum, entry) => sum + entry.total, 0);
  const intro =
    weekly.length === 1
      ? 'Demandes créées par semaine sur la dernière semaine'
      : `Demandes créées par semaine sur les ${weekly.length} dernières semaines`;
  if (total === 0) return `${intro}\u00a0: aucune demande.`;
  const busiest = weekly.reduce((best, week) =>
    weekTotal(week.counts) > weekTotal(best.counts) ? week : best,
  );
  const parts = perKind.map((entry) => `${entry.total} ${titles[entry.kind]}`).join(', ');
  return `${intro}\u00a0: ${total} au total (${parts}). Semaine la plus chargée\u00a0: celle du ${weekLabel(busiest.weekStart)}, ${requestCountText(weekTotal(busiest.counts))}.`;
}

function requestCountText(count: number): string {
  return count === 1 ? '1\u00a0demande' : `${count}\u00a0demandes`;
}

/** "en attente depuis 3 jours" (date-fns in French, like formatDistanceToNow with `now` passed in). */
export function pendingAge(createdAt: string, now: Date = new Date()): string {
  const created = new Date(createdAt);
  // A server clock slightly ahead of the browser's must not read "depuis dans 1 minute".
  const from = created > now ? now : created;
  return frenchPhrase(`en attente depuis ${formatDistance(from, now, { locale: fr })}`);
}
