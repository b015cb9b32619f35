/** GET <lot>/erasure-reports: the lot's imported reports, newest first, each with its rows « À rapprocher ». */
import { api } from '@client/lib/api-client';
import type { ErasureReportSummary, LotKind } from '@shared/devices/device.constants';
import { useQuery } from '@tanstack/react-query';
import { lotPath } from './get-lot-devices';
import { deviceKeys } from './query-keys';

export function useErasureReports(kind: LotKind, id: number) {
  return useQuery({
    queryKey: deviceKeys.erasureReports(kind, id),
    queryFn: ({ signal }) =>
      api.get<ErasureReportSummary[]>(`${lotPath(kind, id)}/erasure-reports`, { signal }),
  });
}
