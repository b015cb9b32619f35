import { dashboardKeys } from '@client/features/dashboard/api/query-keys';
import { packagingKeys } from '@client/features/packaging-stock/api/query-keys';
import type { QueryClient } from '@tanstack/react-query';
import type { RequestKind } from '../request-types';
import { requestKeys } from './query-keys';

/**
 * After a request of `kind` is created, edited or decided: that kind's lists, counts and details are read
 * again, and so is the admin dashboard (its counts). Accepting a conditioning request deducts packaging
 * stock on the server, so the stock is read again too when `stockChanged`.
 */
export function invalidateRequests(queryClient: QueryClient, kind: RequestKind, stockChanged = false) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: requestKeys.kind(kind) }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    stockChanged ? queryClient.invalidateQueries({ queryKey: packagingKeys.all }) : undefined,
  ]);
}
