/**
 * GET /api/carriers: the live carriers, by name (Settings › Transporteurs). GET /api/carriers?all=1: every
 * carrier, archived ones too, each saying whether it is — the cards and the details name the carrier a
 * request used and link its tracking number even once the carrier has left Settings; the stage forms offer
 * the live ones only (`liveCarriers`). The full list is kept a few minutes: carriers change rarely, and
 * Settings invalidates both lists when it changes one.
 */
import { api } from '@client/lib/api-client';
import type { Carrier } from '@shared/fulfilment/carriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { carriersKeys } from './query-keys';

const CARRIERS_STALE_MS = 5 * 60_000;

export function getCarriers(): Promise<Carrier[]> {
  return api.get<Carrier[]>('/api/carriers');
}

export function getAllCarriers(): Promise<Carrier[]> {
  return api.get<Carrier[]>('/api/carriers?all=1');
}

export const carriersQueryOptions = () =>
  queryOptions({ queryKey: carriersKeys.live(), queryFn: getCarriers });

export const allCarriersQueryOptions = () =>
  queryOptions({
    queryKey: carriersKeys.withArchived(),
    queryFn: getAllCarriers,
    staleTime: CARRIERS_STALE_MS,
  });

/** The live carriers (Settings › Transporteurs). */
export function useCarriers() {
  return useQuery(carriersQueryOptions());
}

/** Every carrier, archived too; `enabled: false` where nothing needs one yet (a card without a number). */
export function useAllCarriers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...allCarriersQueryOptions(), enabled });
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
