/** POST /api/devices/{id}/media/{mediumId}/sanitisations: an erasure or a destruction recorded by hand. */
import { api } from '@client/lib/api-client';
import type { Device, LotKind } from '@shared/devices/device.constants';
import type { SanitisationValues } from '@shared/devices/device.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceKeys } from './query-keys';

export function useRecordSanitisation(kind: LotKind, lotId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      deviceId,
      mediumId,
      values,
    }: {
      deviceId: number;
      mediumId: number;
      values: SanitisationValues;
    }) => api.post<Device>(`/api/devices/${deviceId}/media/${mediumId}/sanitisations`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.lot(kind, lotId) }),
  });
}
