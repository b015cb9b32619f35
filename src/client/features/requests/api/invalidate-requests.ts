import { dashboardKeys } from '@client/features/dashboard/api/query-keys';
import { packagingKeys } from '@client/features/packaging-stock/api/query-keys';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { RequestByKind, RequestKind } from '../request-types';
import { requestKeys } from './query-keys';

/**
 * After a request of `kind` is created, edited or decided: that kind's lists, counts and details are read
 * again, and so is the admin dashboard (its counts). Accepting a conditioning request deducts packaging
 * stock on the server, so the stock is read again too when `stockChanged`. `except`: keys left as they are.
 */
export function invalidateRequests(
  queryClient: QueryClient,
  kind: RequestKind,
  stockChanged = false,
  except: QueryKey[] = [],
) {
  const kept = new Set(except.map(hashKey));
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: requestKeys.kind(kind),
      predicate: (query) => !kept.has(query.queryHash),
    }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    stockChanged ? queryClient.invalidateQueries({ queryKey: packagingKeys.all }) : undefined,
  ]);
}

/**
 * After a request's suivi moved (a stage saved or corrected, undone, cancelled), the server answers the
 * request as GET /{id} does: the details show it at once — its stage, with the date the stage was reached —
 * and the save is done. Everything else that shows the kind (its lists, counts, calendar, the request's
 * history and tracking link), the dashboard and the stock is read again behind it (issue 31, point 9: a
 * save answered after its own round trip, not after every list of the kind was read again).
 */
export function showMovedRequest<K extends RequestKind>(
  queryClient: QueryClient,
  kind: K,
  request: RequestByKind[K],
  stockChanged = false,
) {
  const detail = requestKeys.detail(kind, request.id);
  queryClient.setQueryData(detail, request);
  void invalidateRequests(queryClient, kind, stockChanged, [detail]);
}
