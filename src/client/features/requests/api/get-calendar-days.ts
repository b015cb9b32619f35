/**
 * GET /api/<kind>-requests/calendar-days: how many requests each day of a range holds for the given filters
 * (decision 0068). A week view shows its first cards per day and, with these totals, how many others each
 * day has.
 */
import { api } from '@client/lib/api-client';
import type {
  RequestCalendarDay,
  RequestCalendarDaysQuery,
} from '@shared/requests/request-calendar-days.schema';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestKind } from '../request-types';
import { requestKeys, toSearchParams } from './query-keys';

export function getCalendarDays(
  kind: RequestKind,
  query: RequestCalendarDaysQuery,
  init?: RequestInit,
): Promise<RequestCalendarDay[]> {
  return api.get<RequestCalendarDay[]>(
    `${requestApiPaths[kind]}/calendar-days${toSearchParams(query)}`,
    init,
  );
}

export const calendarDaysQueryOptions = (kind: RequestKind, query: RequestCalendarDaysQuery) =>
  queryOptions({
    // Under the kind's branch: a request created, edited or decided refreshes the totals with the lists.
    queryKey: [...requestKeys.kind(kind), 'calendar-days', query] as const,
    queryFn: ({ signal }) => getCalendarDays(kind, query, { signal }),
  });

export function useCalendarDays(kind: RequestKind, query: RequestCalendarDaysQuery) {
  return useQuery(calendarDaysQueryOptions(kind, query));
}
