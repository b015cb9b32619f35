/**
 * GET <lot>/lot-report.pdf and <lot>/lot-report.csv: the « Rapport de lot », downloaded through a plain link
 * (the browser streams the file to disk and sends the session cookie; see components/export-csv-link.tsx).
 */
import type { LotKind } from '@shared/devices/device.constants';
import { lotPath } from './get-lot-devices';

export type LotReportFormat = 'pdf' | 'csv';

export const lotReportPath = (kind: LotKind, id: number, format: LotReportFormat) =>
  `${lotPath(kind, id)}/lot-report.${format}`;
