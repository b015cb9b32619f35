/** GET /api/<kind>-requests/{id}: one request. */
import { api } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestByKind, RequestKind } from '../request-types';
import { requestKeys } from './query-keys';

export function getRequest<K extends RequestKind>(kind: K, id: number): Promise<RequestByKind[K]> {
  return api.get<RequestByKind[K]>(`${requestApiPaths[kind]}/${id}`);
}

export const requestQueryOptions = <K extends RequestKind>(kind: K, id: number) =>
  queryOptions({ queryKey: requestKeys.detail(kind, id), queryFn: () => getRequest(kind, id) });

export function useRequest<K extends RequestKind>(kind: K, id: number | null) {
  return useQuery({ ...requestQueryOptions(kind, id ?? 0), enabled: id !== null });
}
