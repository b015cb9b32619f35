/**
 * GET /api/clients/{id}/requests: the client's requests of every kind, newest first, page after page
 * ("Charger plus"), with the total from X-Total-Count.
 */
import { api, type Page } from '@client/lib/api-client';
import type { ClientRequestItem } from '@shared/clients/client.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

export const CLIENT_REQUESTS_PAGE_SIZE = 20;

export function getClientRequests(
  id: number,
  offset: number,
  init?: RequestInit,
): Promise<Page<ClientRequestItem>> {
  return api.getWithTotal<ClientRequestItem>(
    `/api/clients/${id}/requests?limit=${CLIENT_REQUESTS_PAGE_SIZE}&offset=${offset}`,
    init,
  );
}

export const clientRequestsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: clientKeys.requests(id),
    queryFn: ({ pageParam, signal }) => getClientRequests(id, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page<ClientRequestItem>, pages: Page<ClientRequestItem>[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });

export function useClientRequests(id: number) {
  return useInfiniteQuery(clientRequestsQueryOptions(id));
}
