/**
 * PUT <lot>/devices/notes, POST <lot>/devices/close and /reopen: the explanations of the differences with
 * the reception, and the inventory closed once each is explained or zero. Each answers the lot's summary.
 */
import { api } from '@client/lib/api-client';
import type { LotKind, LotSummary } from '@shared/devices/device.constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotPath } from './get-lot-devices';
import { deviceKeys } from './query-keys';

export function useLotClosing(kind: LotKind, id: number) {
  const queryClient = useQueryClient();
  const base = `${lotPath(kind, id)}/devices`;
  const onSuccess = (summary: LotSummary) => queryClient.setQueryData(deviceKeys.summary(kind, id), summary);
  return {
    notes: useMutation({
      mutationFn: (notes: Record<string, string>) => api.put<LotSummary>(`${base}/notes`, { notes }),
      onSuccess,
    }),
    close: useMutation({ mutationFn: () => api.post<LotSummary>(`${base}/close`), onSuccess }),
    reopen: useMutation({ mutationFn: () => api.post<LotSummary>(`${base}/reopen`), onSuccess }),
  };
}
