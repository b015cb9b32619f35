/**
 * Pure helpers of the dashboard: week labels, the chart's scale and summary, ages of pending requests, and
 * the suivi's figures in French (late days, declared vs received, a lot's devices inventoried vs received).
 */

import { frenchPhrase } from '@client/lib/french-text';
import type { Dashboard, ReceivedLot } from '@shared/dashboard';
import { frenchDay } from '@shared/french-dates';
import { equipmentCategories, equipmentCategoryLabels } from '@shared/fulfilment/fulfilment-stages';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import { awaitingPackagingRequests } from '@shared/stock/packaging-request.labels';
import { differenceInCalendarDays, formatDistance, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** "2026-11-16" → « 16 nov. », "2027-03-01" → « 1er mars » (the Monday the week starts on). */
export function weekLabel(weekStart: string): string {
  return frenchDay(weekStart, { shortMonth: true, year: false });
}

/**
 * The total of pending requests over every kind, the packaging requests included (they wait on an admin
 * too): those awaiting a decision and the supplies ordered, awaiting their reception (decision 0091).
 */
export function totalPending({
  requests,
  packagingRequests,
}: Pick<Dashboard, 'requests' | 'packagingRequests'>): number {
  return requestKinds.reduce(
    (sum, kind) => sum + requests[kind].pending,
    awaitingPackagingRequests(packagingRequests),
  );
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

/** A per-kind figure summed over every kind. */
export function sumOverKinds(counts: Record<RequestKind, number>): number {
  return requestKinds.reduce((sum, kind) => sum + counts[kind], 0);
}

/** Received minus declared, signed: "+1", "−2" (a real minus sign), "0". */
export function differenceText(received: number, declared: number): string {
  const difference = received - declared;
  if (difference === 0) return '0';
  const digits = Math.abs(difference).toLocaleString('fr-FR');
  return difference > 0 ? `+${digits}` : `\u2212${digits}`;
}

/** "2026-11-01" → "1er novembre 2026" (French ordinal for the first of the month). */
export function monthStartLabel(since: string): string {
  return frenchDay(since);
}

/** "prévue le 3 novembre 2026, en retard de 5 jours" (from the browser's today). */
export function lateText(plannedDate: string, now: Date = new Date()): string {
  const planned = parseISO(plannedDate);
  const days = Math.max(1, differenceInCalendarDays(now, planned));
  const delay = days === 1 ? '1\u00a0jour' : `${days.toLocaleString('fr-FR')}\u00a0jours`;
  return `prévue le ${frenchDay(plannedDate)}, en retard de ${delay}`;
}

/**
 * What arrived without any declared quantity per category (collections outside Île-de-France): "Ordinateurs :
 * 4 · Écrans : 1", or null when there is none.
 */
export function undeclaredSummary(categories: Dashboard['suivi']['receivedThisMonth']['categories']) {
  const parts = equipmentCategories
    .filter((category) => categories[category].receivedUndeclared > 0)
    .map(
      (category) =>
        `${equipmentCategoryLabels[category]}\u00a0: ${categories[category].receivedUndeclared.toLocaleString('fr-FR')}`,
    );
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "1 reçu", "23 reçus", "0 inventorié": a count and its participle, agreed the French way (0 and 1 singular). */
function counted(count: number, word: string): string {
  return `${count.toLocaleString('fr-FR')}\u00a0${word}${count > 1 ? 's' : ''}`;
}

/**
 * A received lot's inventory beside its reception (issue 32): « 23 reçus · 20 inventoriés », or for a
 * pickup (counted in parcels or pallets) « 3 colis ou palettes · 20 inventoriés »; `difference` is
 * inventoried minus received (« −3 », « +1 »), null when the two do not compare (a pickup) or agree.
 */
export function lotInventory(lot: ReceivedLot): { text: string; difference: string | null } {
  const inventoried = counted(lot.inventoried, 'inventorié');
  if (lot.received === null) {
    const units = (lot.units ?? 0).toLocaleString('fr-FR');
    return { text: `${units}\u00a0colis ou palettes · ${inventoried}`, difference: null };
  }
  return {
    text: `${counted(lot.received, 'reçu')} · ${inventoried}`,
    difference: lot.inventoried === lot.received ? null : differenceText(lot.inventoried, lot.received),
  };
}
