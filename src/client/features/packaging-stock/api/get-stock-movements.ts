import { api } from '@client/lib/api-client';
import type { StockMovement } from '@shared/stock/stock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packagingKeys } from './query-keys';

export const RECENT_MOVEMENTS_LIMIT = 20;

/** The latest movements, newest first (administrators). */
export function getStockMovements(limit = RECENT_MOVEMENTS_LIMIT): Promise<StockMovement[]> {
  return api.get<StockMovement[]>(`/api/packaging/movements?limit=${limit}`);
}

export const stockMovementsQueryOptions = (limit = RECENT_MOVEMENTS_LIMIT) =>
  queryOptions({ queryKey: packagingKeys.movements(limit), queryFn: () => getStockMovements(limit) });

/**
 * Read again each time the stock page opens: accepting a conditioning request on another page deducts
 * stock and writes movements that this page's own mutations know nothing about.
 */
export function useStockMovements(limit = RECENT_MOVEMENTS_LIMIT) {
  return useQuery({ ...stockMovementsQueryOptions(limit), refetchOnMount: 'always' });
}
