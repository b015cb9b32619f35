import { dashboardKeys } from '@client/features/dashboard/api/query-keys';
import type { QueryClient } from '@tanstack/react-query';
import { packagingKeys } from './query-keys';

/**
 * After any change of an item: the items, the recent movements (a stock edit records a correction) and
 * the dashboard (low-stock alert and stock grid) are read again.
 */
export function invalidateStock(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: packagingKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
