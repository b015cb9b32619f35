/** POST <lot>/devices/import (multipart `file`): a CSV of devices, previewed (`dryRun`) then imported whole. */
import { api } from '@client/lib/api-client';
import type { DeviceImportPreview, LotKind } from '@shared/devices/device.constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotPath } from './get-lot-devices';
import { deviceKeys } from './query-keys';

export function useImportDevices(kind: LotKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<DeviceImportPreview>(
        `${lotPath(kind, id)}/devices/import${dryRun ? '?dryRun=1' : ''}`,
        form,
      );
    },
    onSuccess: (answer) =>
      answer.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: deviceKeys.lot(kind, id) }),
  });
}
