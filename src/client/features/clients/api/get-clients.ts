/**
 * GET /api/clients?q=&limit=&offset=: a page of the directory (company order) and the total from
 * X-Total-Count. `usePagedClients` loads page after page for the directory ("Charger plus");
 * `useClientSuggestions` asks for the few best matches of what a form's field holds (word starts first).
 */
import { toSearchParams } from '@client/features/requests/api/query-keys';
import { api, type Page } from '@client/lib/api-client';
import {
  CLIENT_PAGE_SIZE,
  CLIENT_SUGGESTION_LIMIT,
  CLIENT_SUGGESTION_MIN_LENGTH,
} from '@shared/clients/client.constants';
import type { Client, ClientListQuery } from '@shared/clients/client.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export function getClients(query: ClientListQuery = {}, init?: RequestInit): Promise<Page<Client>> {
  return api.getWithTotal<Client>(`/api/clients${toSearchParams(query)}`, init);
}

export const pagedClientsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: clientKeys.pagedList(q),
    queryFn: ({ pageParam, signal }) =>
      getClients({ q: q || undefined, limit: CLIENT_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page<Client>, pages: Page<Client>[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
    // While the next search loads, the list shows the previous one instead of a loader at every pause.
    placeholderData: keepPreviousData,
  });

export function usePagedClients(q: string) {
  return useInfiniteQuery(pagedClientsQueryOptions(q));
}

/**
 * The clients matching `q` (already debounced by the caller), best first; nothing is
 * asked below CLIENT_SUGGESTION_MIN_LENGTH characters. The previous suggestions stay while the next load.
 */
export function useClientSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: clientKeys.suggestions(text.toLowerCase()),
    queryFn: ({ signal }) => getClients({ q: text, limit: CLIENT_SUGGESTION_LIMIT }, { signal }),
    enabled: text.length >= CLIENT_SUGGESTION_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
