/**
 * POST <lot>/erasure-reports/{reportId}/attach: a report's row « À rapprocher » attached by hand, to a medium
 * of the lot or to one created on a device of the lot; the lot's queries (its table, reports) are read again.
 */
import { api } from '@client/lib/api-client';
import type { ErasureReportSummary, LotKind } from '@shared/devices/device.constants';
import type { ErasureAttachValues } from '@shared/devices/device.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotPath } from './get-lot-devices';
import { deviceKeys } from './query-keys';

export function useAttachErasure(kind: LotKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, values }: { reportId: number; values: ErasureAttachValues }) =>
      api.post<ErasureReportSummary>(`${lotPath(kind, id)}/erasure-reports/${reportId}/attach`, values),
    // Refused too: a colleague may have attached the row meanwhile (the list is read again).
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.lot(kind, id) }),
  });
}
