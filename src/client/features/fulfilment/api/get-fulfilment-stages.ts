/**
 * GET /api/fulfilment/stages: each kind's ordered stages with their fields, « Annulée » last — what the
 * details dialog lists and renders its stage forms from. Read once per session: the table is part of the
 * server's code and cannot change while it runs.
 */
import { api } from '@client/lib/api-client';
import type { FulfilmentStage } from '@shared/fulfilment/fulfilment-stages';
import type { RequestKind } from '@shared/requests/request-kinds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fulfilmentKeys } from './query-keys';

export type FulfilmentStagesByKind = Record<RequestKind, FulfilmentStage[]>;

export function getFulfilmentStages(): Promise<FulfilmentStagesByKind> {
  return api.get<FulfilmentStagesByKind>('/api/fulfilment/stages');
}

export const fulfilmentStagesQueryOptions = () =>
  queryOptions({
    queryKey: fulfilmentKeys.stages(),
    queryFn: getFulfilmentStages,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The stages of every kind; `select` one kind's with `data?.[kind]`. */
export function useFulfilmentStages() {
  return useQuery(fulfilmentStagesQueryOptions());
}
