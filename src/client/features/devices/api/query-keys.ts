/**
 * Query keys of a lot's inventory: adding, editing or removing a device invalidates `deviceKeys.lot(…)`
 * (its pages and its reconciliation).
 */
import type { LotKind } from '@shared/devices/device.constants';

export const deviceKeys = {
  all: ['devices'] as const,
  lot: (kind: LotKind, id: number) => [...deviceKeys.all, 'lot', kind, id] as const,
  /** The lot's table, page after page (« Charger plus »), for a search. */
  pages: (kind: LotKind, id: number, q: string) => [...deviceKeys.lot(kind, id), 'pages', q] as const,
  summary: (kind: LotKind, id: number) => [...deviceKeys.lot(kind, id), 'summary'] as const,
  /** The lot's erasure reports, with their rows « À rapprocher ». */
  erasureReports: (kind: LotKind, id: number) => [...deviceKeys.lot(kind, id), 'erasure-reports'] as const,
  /** A device looked up by its inventory number or serial (across lots), to attach a report's row to it. */
  lookUp: (kind: LotKind, id: number, q: string) => [...deviceKeys.lot(kind, id), 'look-up', q] as const,
  certificates: (kind: LotKind, id: number) => [...deviceKeys.lot(kind, id), 'certificates'] as const,
};
