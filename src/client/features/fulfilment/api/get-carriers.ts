/**
 * GET /api/carriers?all=1: every carrier, archived ones too, each saying whether it is. The cards and the
 * details name the carrier a request used and link its tracking number even once the carrier has left
 * Settings; the stage forms offer the live ones only (`liveCarriers`). Kept a few minutes: carriers change
 * rarely, and Settings › Transporteurs invalidates `carrierKeys.all` when it changes one.
 */
import { api } from '@client/lib/api-client';
import type { Carrier } from '@shared/fulfilment/carriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { carrierKeys } from './query-keys';

const CARRIERS_STALE_MS = 5 * 60_000;

export function getCarriers(): Promise<Carrier[]> {
  return api.get<Carrier[]>('/api/carriers?all=1');
}

export const carriersQueryOptions = () =>
  queryOptions({
    queryKey: carrierKeys.withArchived(),
    queryFn: getCarriers,
    staleTime: CARRIERS_STALE_MS,
  });

/** The carriers; `enabled: false` where nothing needs one yet (a card without a tracking number). */
export function useCarriers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...carriersQueryOptions(), enabled });
}

/** The carriers a new stage may name. */
export function liveCarriers(carriers: readonly Carrier[] | undefined): Carrier[] {
  return (carriers ?? []).filter((carrier) => !carrier.archived);
}

/** One carrier by id, archived or not. */
export function findCarrier(
  carriers: readonly Carrier[] | undefined,
  id: number | null | undefined,
): Carrier | undefined {
  return id == null ? undefined : carriers?.find((carrier) => carrier.id === id);
}
