/** GET <lot>/erasure-certificate: the lot's current « Certificat d'effacement des données » and those it replaced. */
import { api } from '@client/lib/api-client';
import type { LotKind } from '@shared/devices/device.constants';
import type { LotCertificates } from '@shared/devices/erasure-certificate';
import { useQuery } from '@tanstack/react-query';
import { lotPath } from './get-lot-devices';
import { deviceKeys } from './query-keys';

export function useLotCertificates(kind: LotKind, id: number) {
  return useQuery({
    queryKey: deviceKeys.certificates(kind, id),
    queryFn: ({ signal }) => api.get<LotCertificates>(`${lotPath(kind, id)}/erasure-certificate`, { signal }),
  });
}
