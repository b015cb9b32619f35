/**
 * GET /api/devices?q=: the devices whose serial, inventory number or IMEI is `q` exactly (case aside), across
 * lots; here kept to those of one lot (a report's row is attached only within its lot).
 */
import { api } from '@client/lib/api-client';
import type { Device, LotKind } from '@shared/devices/device.constants';
import { useQuery } from '@tanstack/react-query';
import { deviceKeys } from './query-keys';

export function lookUpDevices(q: string, init?: RequestInit): Promise<Device[]> {
  return api.get<Device[]>(`/api/devices?q=${encodeURIComponent(q)}`, init);
}

/** The look-up of `q` (nothing while it is blank): every device found, the lot's own first. */
export function useLookUpDevices(kind: LotKind, lotId: number, q: string) {
  return useQuery({
    queryKey: deviceKeys.lookUp(kind, lotId, q),
    queryFn: ({ signal }) => lookUpDevices(q, { signal }),
    enabled: q !== '',
    select: (devices) => ({
      inLot: devices.filter((device) => device.kind === kind && device.requestId === lotId),
      elsewhere: devices.filter((device) => device.kind !== kind || device.requestId !== lotId),
    }),
  });
}
