/** POST <lot>/erasure-reports (multipart `file`): an erasure tool's report imported into the lot. */
import { api } from '@client/lib/api-client';
import type { ErasureReportImport, LotKind } from '@shared/devices/device.constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotPath } from './get-lot-devices';
import { deviceKeys } from './query-keys';

export function useImportErasureReport(kind: LotKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ErasureReportImport>(`${lotPath(kind, id)}/erasure-reports`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.lot(kind, id) }),
  });
}
