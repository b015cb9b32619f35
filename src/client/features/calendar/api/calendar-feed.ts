/**
 * The signed-in user's calendar feed: GET /api/calendar-feed (whether it is on, and its address), POST (a
 * new address: the old one stops working), DELETE (off). The mutations' answers replace the cached status.
 */
import { api } from '@client/lib/api-client';
import type { CalendarFeedLink, CalendarFeedStatus } from '@shared/calendar/calendar-feed';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const PATH = '/api/calendar-feed';

export const calendarFeedKeys = { status: () => ['calendar-feed'] as const };

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedKeys.status(),
    queryFn: () => api.get<CalendarFeedStatus>(PATH),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedLink>(PATH),
    onSuccess: ({ url }) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKeys.status(), { enabled: true, url }),
  });
}

export function useDisableCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(PATH),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKeys.status(), { enabled: false, url: null }),
  });
}
