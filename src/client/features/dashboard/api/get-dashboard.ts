import { api } from '@client/lib/api-client';
import type { Dashboard } from '@shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from './query-keys';

export function getDashboard(): Promise<Dashboard> {
  return api.get<Dashboard>('/api/dashboard');
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard });

/**
 * The dashboard is read again each time the page is opened: its figures change on every other page
 * (requests created or decided, stock moved), which cannot all invalidate it. No polling, no refetch on focus.
 */
export function useDashboard() {
  return useQuery({ ...dashboardQueryOptions(), refetchOnMount: 'always' });
}
