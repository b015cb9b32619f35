/** PUT /api/devices/{id} with the version the form was loaded with (a stale one: 409). */
import { api } from '@client/lib/api-client';
import type { Device, LotKind } from '@shared/devices/device.constants';
import type { DeviceInput } from '@shared/devices/device.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceKeys } from './query-keys';

export function useUpdateDevice(kind: LotKind, lotId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...device }: DeviceInput & { id: number; version: number }) =>
      api.put<Device>(`/api/devices/${id}`, device),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.lot(kind, lotId) }),
  });
}
