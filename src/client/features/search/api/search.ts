/**
 * GET /api/search?q=: the global search's groups (requests of every kind, clients, articles for
 * administrators). Not cached like the rest of the app (spec §9's never-stale queries): requests and clients
 * change under every other mutation, so a search is asked again each time the palette shows it, and its
 * answers are dropped soon after.
 */
import { api } from '@client/lib/api-client';
import type { GlobalSearchResult } from '@shared/search/global-search';
import { GLOBAL_SEARCH_MIN_LENGTH } from '@shared/search/global-search.constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const searchKeys = {
  all: ['global-search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
};

export function globalSearch(q: string, init?: RequestInit): Promise<GlobalSearchResult> {
  return api.get<GlobalSearchResult>(`/api/search?${new URLSearchParams({ q })}`, init);
}

/** The results for `q` (already debounced and trimmed by the caller); nothing is asked below 2 characters. */
export function useGlobalSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.results(q),
    queryFn: ({ signal }) => globalSearch(q, { signal }),
    enabled: q.length >= GLOBAL_SEARCH_MIN_LENGTH,
    staleTime: 0,
    gcTime: 60_000,
    // While the next search loads, the previous results stay instead of a flash of « Recherche… ».
    placeholderData: keepPreviousData,
  });
}
