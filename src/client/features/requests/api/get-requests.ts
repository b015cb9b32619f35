/**
 * GET /api/<kind>-requests: one page of a kind's requests (newest first unless sorted by desired date) and
 * the total from X-Total-Count. `usePagedRequests` loads page after page of cards (`view=card`: only what a
 * card shows) for the lists with a "Charger plus" button, each after the previous one's cursor; `useCalendarRequests` reads a date range in the
 * compact calendar view.
 */
import { api, type Page } from '@client/lib/api-client';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { MAX_PAGE_SIZE } from '@shared/requests/request-list.constants';
import type { RequestListQuery } from '@shared/requests/request-list.schema';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CalendarItemByKind, CardItemByKind, RequestByKind, RequestKind } from '../request-types';
import { type RequestListFilters, requestKeys, toSearchParams } from './query-keys';

export function getRequests<K extends RequestKind>(
  kind: K,
  query: RequestListQuery = {},
  init?: RequestInit,
): Promise<Page<RequestByKind[K]>> {
  return api.getWithTotal<RequestByKind[K]>(`${requestApiPaths[kind]}${toSearchParams(query)}`, init);
}

export interface CalendarRange {
  status: RequestListQuery['status'];
  from: string;
  to: string;
}

/**
 * The requests of a date range (a calendar week) by desired date, with only their cards' fields; one call
 * answers up to 200 (the total says whether there are more).
 */
export const calendarRequestsQueryOptions = <K extends RequestKind>(kind: K, range: CalendarRange) => {
  const query = { ...range, sort: 'desiredDate', view: 'calendar', limit: MAX_PAGE_SIZE } as const;
  return queryOptions({
    queryKey: requestKeys.list(kind, query),
    queryFn: ({ signal }) =>
      api.getWithTotal<CalendarItemByKind[K]>(`${requestApiPaths[kind]}${toSearchParams(query)}`, { signal }),
  });
};

export function useCalendarRequests<K extends RequestKind>(kind: K, range: CalendarRange) {
  return useQuery(calendarRequestsQueryOptions(kind, range));
}

/**
 * Cards a list shows before "Charger plus": a phone's screen holds two or three, a wide one six; rendering
 * 50 at once cost the page over a second of main-thread work on a mid-range phone (docs/benchmarks.md).
 */
export const LIST_PAGE_SIZE = 20;

export const pagedRequestsQueryOptions = <K extends RequestKind>(
  kind: K,
  filters: RequestListFilters = {},
  pageSize = LIST_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: requestKeys.pagedList(kind, filters, pageSize),
    // Each next page starts after the last one's last row (its X-Next-Cursor, keyset paging): the 50th
    // "Charger plus" costs what the first does, and a request created meanwhile neither shifts nor repeats.
    queryFn: ({ pageParam, signal }) =>
      api.getWithTotal<CardItemByKind[K]>(
        `${requestApiPaths[kind]}${toSearchParams({ ...filters, view: 'card', limit: pageSize, cursor: pageParam })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: Page<CardItemByKind[K]>) => lastPage.nextCursor,
  });

/** A list loaded by pages: `data.pages`, `hasNextPage`, `fetchNextPage()` for "Charger plus". */
export function usePagedRequests<K extends RequestKind>(
  kind: K,
  filters: RequestListFilters = {},
  pageSize = LIST_PAGE_SIZE,
) {
  return useInfiniteQuery(pagedRequestsQueryOptions(kind, filters, pageSize));
}

/** One day of a calendar, by pages of this size ("Charger plus"). */
export const DAY_PAGE_SIZE = 50;

/**
 * Every request a calendar places on one day, page after page, in the calendar's order and compact view:
 * what « Voir les N autres » of a crowded day opens (decision 0068).
 */
export const dayRequestsQueryOptions = <K extends RequestKind>(
  kind: K,
  { status, day }: { status: RequestListQuery['status']; day: string },
) => {
  const filters = { status, from: day, to: day, sort: 'desiredDate', view: 'calendar' } as const;
  return infiniteQueryOptions({
    queryKey: requestKeys.pagedList(kind, filters, DAY_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) =>
      api.getWithTotal<CalendarItemByKind[K]>(
        `${requestApiPaths[kind]}${toSearchParams({ ...filters, limit: DAY_PAGE_SIZE, offset: pageParam })}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage: Page<CalendarItemByKind[K]>, pages: Page<CalendarItemByKind[K]>[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
};

export function useDayRequests<K extends RequestKind>(
  kind: K,
  range: { status: RequestListQuery['status']; day: string },
  enabled = true,
) {
  return useInfiniteQuery({ ...dayRequestsQueryOptions(kind, range), enabled });
}
