/** The admin dashboard's answer (spec §2 "Admin dashboard", plus the weekly chart and the oldest pending). */
import type { RequestKind } from './requests/request-kinds';
import type { RequestCounts } from './requests/request-list.schema';

export interface DashboardItem {
  id: number;
  name: string;
  unit: string;
  currentStock: number;
  minStock: number;
  maxStock: number;
}

export interface Dashboard {
  /** Items at or below their minimum. */
  lowStock: DashboardItem[];
  /** The packaging stock grid. */
  stock: DashboardItem[];
  requests: Record<RequestKind, RequestCounts>;
  /** Requests created per week (weeks start on Monday, UTC), the last 12 weeks, oldest first. */
  weekly: { weekStart: string; counts: Record<RequestKind, number> }[];
  /** The oldest pending request of each kind, or null when none waits. */
  oldestPending: Record<RequestKind, { id: number; clientCompanyName: string; createdAt: string } | null>;
}
