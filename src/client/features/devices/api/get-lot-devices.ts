/** GET <lot>/devices?q=&cursor=: the lot's devices in the order of intake, page after page. */
import { api } from '@client/lib/api-client';
import type { DevicePage, LotKind } from '@shared/devices/device.constants';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { useInfiniteQuery } from '@tanstack/react-query';
import { deviceKeys } from './query-keys';

export const lotPath = (kind: LotKind, id: number) => `${requestApiPaths[kind]}/${id}`;

export function getLotDevices(
  kind: LotKind,
  id: number,
  q: string,
  cursor: string | undefined,
  init?: RequestInit,
): Promise<DevicePage> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api.get<DevicePage>(`${lotPath(kind, id)}/devices${query ? `?${query}` : ''}`, init);
}

export function useLotDevices(kind: LotKind, id: number, q: string) {
  return useInfiniteQuery({
    queryKey: deviceKeys.pages(kind, id, q),
    queryFn: ({ pageParam, signal }) => getLotDevices(kind, id, q, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: DevicePage) => last.nextCursor,
  });
}
