/**
 * The admin dashboard in a handful of queries, run in parallel, none of which grows with the number of
 * requests: request counts per kind, requests created per week and requests per stage (the counters the
 * request tables' triggers keep exact, request-counts.repository.ts), the oldest pending and the late
 * requests per kind, the month's receptions and its latest lots with their devices counted (index ranges,
 * dashboard.repository.ts), low-stock items and the stock grid (both of live items only: archived items are
 * kept for the ledger, not shown).
 */
import type { Dashboard, DashboardFulfilment, DashboardItem, ReceivedFigure } from '@shared/dashboard';
import {
  type EquipmentCategory,
  equipmentCategories,
  type FulfilmentPhase,
  stagesInPhase,
} from '@shared/fulfilment/fulfilment-stages';
import { parisToday } from '@shared/requests/request-fields';
import { byKind } from '@shared/requests/request-kinds';
import type { Db } from '../../db/client';
import { stockLevels } from '../packaging-items/packaging-items.repository';
import { allPackagingRequestCounts } from '../packaging-requests/packaging-requests.service';
import { storedCountsByKind, storedStageCounts } from '../requests/request-counts.repository';
import {
  lateCounts,
  latestLots,
  oldestLate,
  oldestPendingPerKind,
  receptionsSince,
  weeklyCounts,
} from './dashboard.repository';

const WEEKS = 12;
const MAX_ITEMS = 1000;
/** How many of the longest late requests the dashboard lists. */
export const OLDEST_LATE = 5;
/** How many of the month's latest receptions the dashboard lists with their inventory. */
export const LATEST_LOTS = 5;

/**
 * The Mondays (UTC) of the last WEEKS weeks, the current one included, oldest first, "YYYY-MM-DD": the
 * weekly chart's weeks, computed here so that the query reads one range of days (a series of weeks joined
 * in SQL was estimated at millions of rows once years of days were stored, and PostgreSQL then compiled it
 * with JIT: 80 ms instead of 1).
 */
export function weekStarts(now: Date): string[] {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = day - ((now.getUTCDay() + 6) % 7) * 86_400_000;
  return Array.from({ length: WEEKS }, (_, i) =>
    new Date(monday - (WEEKS - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * @param now when "today" and "this month" are (Europe/Paris): a request planned before today is late, the
 *   month's receptions start at the 1st, 00:00 Paris time.
 */
export async function getDashboard(db: Db, now: Date = new Date()): Promise<Dashboard> {
  const today = parisToday(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const weeks = weekStarts(now);
  const [counts, weekly, oldest, lowStock, stock, stageCounts, late, longestLate, received, lots, packaging] =
    await Promise.all([
      storedCountsByKind(db),
      weeklyCounts(db, weeks[0] as string),
      oldestPendingPerKind(db),
      stockLevels(db, { lowOnly: true, limit: MAX_ITEMS }),
      stockLevels(db, { lowOnly: false, limit: MAX_ITEMS }),
      storedStageCounts(db),
      lateCounts(db, today),
      oldestLate(db, today, OLDEST_LATE),
      receptionsSince(db, monthStart),
      latestLots(db, monthStart, LATEST_LOTS),
      allPackagingRequestCounts(db),
    ]);

  const iso = (value: Date | string) => new Date(value).toISOString();
  const inPhase = (phase: FulfilmentPhase) =>
    byKind((kind) =>
      stagesInPhase(kind, phase).reduce((sum, stage) => sum + (stageCounts[kind][stage] ?? 0), 0),
    );
  const suivi: DashboardFulfilment = {
    toPlan: inPhase('to-plan'),
    late: byKind((kind) => late[kind] ?? 0),
    inTransit: inPhase('in-transit'),
    oldestLate: longestLate,
    receivedThisMonth: {
      since: monthStart,
      receptions: received.receptions,
      weightKg: received.weightKg,
      estimatedWeightKg: received.estimatedWeightKg,
      categories: Object.fromEntries(
        equipmentCategories.map((category) => [category, received.figure(category)]),
      ) as Record<EquipmentCategory, ReceivedFigure>,
      units: received.figure('units'),
      lots,
    },
  };

  return {
    lowStock: lowStock as DashboardItem[],
    stock: stock as DashboardItem[],
    requests: counts,
    packagingRequests: packaging,
    weekly: weeks.map((weekStart) => ({
      weekStart,
      counts: byKind((kind) => weekly.get(`${weekStart} ${kind}`) ?? 0),
    })),
    oldestPending: byKind((kind) => {
      const row = oldest.find((o) => o.kind === kind);
      return row
        ? { id: row.id, clientCompanyName: row.client_company_name, createdAt: iso(row.created_at) }
        : null;
    }),
    suivi,
  };
}
