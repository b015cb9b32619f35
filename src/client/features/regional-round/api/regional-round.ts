/**
 * GET /api/regional-collection-requests/round?date= (the day's round) and PUT (its order). Keyed under the
 * regional collections, so what moves a collection (planning it, collecting it) reads the round again.
 * Saving writes the server's answer into the cache: the order shown is the order stored.
 * GET …/round.pdf?date=: the round printed (its summary, then one bon de collecte per stop).
 */
import { downloadFile } from '@client/features/documents/api/download-document';
import { requestKeys } from '@client/features/requests/api/query-keys';
import { api } from '@client/lib/api-client';
import type { RegionalRound } from '@shared/requests/regional-round';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const roundPath = (day: string) =>
  `${requestApiPaths['regional-collection']}/round?date=${encodeURIComponent(day)}`;

export const regionalRoundKeys = {
  day: (day: string) => [...requestKeys.kind('regional-collection'), 'round', day] as const,
};

export const regionalRoundQueryOptions = (day: string) =>
  queryOptions({
    queryKey: regionalRoundKeys.day(day),
    queryFn: () => api.get<RegionalRound>(roundPath(day)),
  });

export function useRegionalRound(day: string) {
  return useQuery(regionalRoundQueryOptions(day));
}

export function useSaveRoundOrder(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: number[]) => api.put<RegionalRound>(roundPath(day), { order }),
    onSuccess: (round) => queryClient.setQueryData(regionalRoundKeys.day(day), round),
  });
}

export function useDownloadRound(day: string) {
  return useMutation({
    mutationFn: () =>
      downloadFile(
        `${requestApiPaths['regional-collection']}/round.pdf?date=${encodeURIComponent(day)}`,
        `tournee-${day}.pdf`,
      ),
  });
}
