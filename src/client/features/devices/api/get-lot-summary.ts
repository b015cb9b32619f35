/** GET <lot>/devices/summary: per category received, inventoried and the difference; media per state. */
import { api } from '@client/lib/api-client';
import type { LotKind, LotSummary } from '@shared/devices/device.constants';
import { useQuery } from '@tanstack/react-query';
import { lotPath } from './get-lot-devices';
import { deviceKeys } from './query-keys';

export function useLotSummary(kind: LotKind, id: number) {
  return useQuery({
    queryKey: deviceKeys.summary(kind, id),
    queryFn: ({ signal }) => api.get<LotSummary>(`${lotPath(kind, id)}/devices/summary`, { signal }),
  });
}
