/**
 * POST /api/packaging/requests/{id}/receive (administrators): « Marquer comme reçu » on a supply ordered —
 * its quantity enters the stock in the same transaction and it becomes « Reçue » (decision 0091). 409 when
 * it was received meanwhile (the stock moved once) or when the stock cannot take it; 404 when the article
 * was archived since.
 */
import { invalidateStock } from '@client/features/packaging-stock/api/invalidate-stock';
import { api, isApiError } from '@client/lib/api-client';
import type { PackagingRequest } from '@shared/stock/packaging-request.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packagingRequestKeys } from './query-keys';

export function receivePackagingRequest(id: number): Promise<PackagingRequest> {
  return api.post<PackagingRequest>(`/api/packaging/requests/${id}/receive`);
}

export function useReceivePackagingRequest() {
  const queryClient = useQueryClient();
  // The stock moved (or, after a 409 or a 404, the screen is out of date): the requests and the stock are
  // read again — the page's figures, cards, movements and the dashboard.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: packagingRequestKeys.all }),
      invalidateStock(queryClient),
    ]);
  return useMutation({
    mutationFn: receivePackagingRequest,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && (error.status === 409 || error.status === 404)) return refresh();
    },
  });
}
