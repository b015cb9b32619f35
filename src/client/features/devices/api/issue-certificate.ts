/** POST <lot>/erasure-certificate (administrators): the certificate issued, or issued again (a new number). */
import { api } from '@client/lib/api-client';
import type { LotKind } from '@shared/devices/device.constants';
import type { IssuedCertificate } from '@shared/devices/erasure-certificate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotPath } from './get-lot-devices';
import { deviceKeys } from './query-keys';

export function useIssueCertificate(kind: LotKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<IssuedCertificate>(`${lotPath(kind, id)}/erasure-certificate`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.certificates(kind, id) }),
  });
}
