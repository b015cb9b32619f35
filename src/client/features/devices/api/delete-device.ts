/** DELETE /api/devices/{id}: refused (409) once an erasure or a destruction is recorded on its media. */
import { api } from '@client/lib/api-client';
import type { LotKind } from '@shared/devices/device.constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceKeys } from './query-keys';

export function useDeleteDevice(kind: LotKind, lotId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/devices/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.lot(kind, lotId) }),
  });
}
