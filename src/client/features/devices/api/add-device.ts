/** POST <lot>/devices: one device (a scan), answered with its inventory number and any warning. */
import { api } from '@client/lib/api-client';
import type { CreatedDevice, LotKind } from '@shared/devices/device.constants';
import type { DeviceInput } from '@shared/devices/device.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotPath } from './get-lot-devices';
import { deviceKeys } from './query-keys';

export function useAddDevice(kind: LotKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: DeviceInput) => api.post<CreatedDevice>(`${lotPath(kind, id)}/devices`, device),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.lot(kind, id) }),
  });
}
