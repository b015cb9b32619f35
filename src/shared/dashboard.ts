/** The admin dashboard's answer (spec §2 "Admin dashboard", plus the weekly chart and the oldest pending). */
import type { LotKind } from './devices/device.constants';
import type { EquipmentCategory } from './fulfilment/fulfilment-stages';
import type { RequestKind } from './requests/request-kinds';
import type { RequestCounts } from './requests/request-list.schema';
import type { PackagingRequestCounts } from './stock/packaging-request.labels';

export interface DashboardItem {
  id: number;
  name: string;
  unit: string;
  currentStock: number;
  minStock: number;
  maxStock: number;
}

/** A request whose planned day has passed while it still waits at its planned stage. */
export interface LateRequest {
  kind: RequestKind;
  id: number;
  clientCompanyName: string;
  /** "YYYY-MM-DD". */
  plannedDate: string;
  stage: string;
}

/**
 * Declared vs received over the month's receptions: `declared` and `received` over the receptions whose
 * request declared that figure (so the two compare), `receivedUndeclared` over the others (a collection
 * outside Île-de-France describes its materials in free text: nothing declared per category).
 */
export interface ReceivedFigure {
  declared: number;
  received: number;
  receivedUndeclared: number;
}

/**
 * One of the month's latest receptions and its inventory (issue 32): the units the reception counted beside
 * the devices inventoried in the lot, and whether its inventory is closed.
 */
export interface ReceivedLot {
  kind: LotKind;
  id: number;
  /** « COL-2026-00042 ». */
  reference: string;
  clientCompanyName: string;
  /** ISO instant. */
  receivedAt: string;
  /** The units counted per category, summed; null for a pickup (counted in parcels or pallets). */
  received: number | null;
  /** A pickup's parcels or pallets; null for the other kinds. */
  units: number | null;
  /** The devices inventoried in the lot. */
  inventoried: number;
  /** The lot's inventory is closed (every difference with the reception explained or zero). */
  closed: boolean;
}

export interface DashboardFulfilment {
  /** Accepted requests still to plan (or, for a conditioning, to prepare), per kind. */
  toPlan: Record<RequestKind, number>;
  /** Planned requests whose planned day is before today (Europe/Paris), per kind. */
  late: Record<RequestKind, number>;
  /** On their way: shipped, picked up, collected or in transit, per kind. */
  inTransit: Record<RequestKind, number>;
  /** The longest late requests, oldest planned day first (a few, every kind together). */
  oldestLate: LateRequest[];
  /** What the warehouse received since the first day of this month (Europe/Paris). */
  receivedThisMonth: {
    /** The month's first day, "YYYY-MM-DD". */
    since: string;
    receptions: number;
    weightKg: number;
    /** The part of `weightKg` estimated rather than weighed. */
    estimatedWeightKg: number;
    categories: Record<EquipmentCategory, ReceivedFigure>;
    /** Parcels or pallets (pickups). */
    units: ReceivedFigure;
    /** The month's latest receptions, newest first (a few), each with its inventory. */
    lots: ReceivedLot[];
  };
}

export interface Dashboard {
  /** Items at or below their minimum. */
  lowStock: DashboardItem[];
  /** The packaging stock grid. */
  stock: DashboardItem[];
  requests: Record<RequestKind, RequestCounts>;
  /** The packaging requests per status: the pending ones and the supplies ordered (to receive) wait too. */
  packagingRequests: PackagingRequestCounts;
  /** Requests created per week (weeks start on Monday, UTC), the last 12 weeks, oldest first. */
  weekly: { weekStart: string; counts: Record<RequestKind, number> }[];
  /** The oldest pending request of each kind, or null when none waits. */
  oldestPending: Record<RequestKind, { id: number; clientCompanyName: string; createdAt: string } | null>;
  /** The suivi of accepted requests (issue 21). */
  suivi: DashboardFulfilment;
}
