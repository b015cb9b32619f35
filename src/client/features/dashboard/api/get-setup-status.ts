import { api } from '@client/lib/api-client';
import type { SetupStatus } from '@shared/setup-steps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from './query-keys';

export function getSetupStatus(): Promise<SetupStatus> {
  return api.get<SetupStatus>('/api/dashboard/setup');
}

export const setupStatusQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.setup, queryFn: getSetupStatus });

/** Read again each time the dashboard opens: the steps are completed on the settings page. */
export function useSetupStatus() {
  return useQuery({ ...setupStatusQueryOptions(), refetchOnMount: 'always' });
}
