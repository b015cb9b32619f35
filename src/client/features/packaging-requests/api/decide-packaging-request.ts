/**
 * PATCH /api/packaging/requests/{id} {status, rejectionReason?}: an administrator approves or refuses a
 * pending request. An approved withdrawal leaves the stock in the same transaction (`approved`); an
 * approved supply is ordered (`ordered`) and moves nothing until it is received (decision 0091). 409 when it
 * was decided meanwhile or when the stock cannot take the withdrawal (the message names the item and the
 * quantity).
 */
import { invalidateStock } from '@client/features/packaging-stock/api/invalidate-stock';
import { api, isApiError } from '@client/lib/api-client';
import type { PackagingRequest, PackagingRequestDecision } from '@shared/stock/packaging-request.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packagingRequestKeys } from './query-keys';

export interface DecidePackagingRequestVariables {
  id: number;
  decision: PackagingRequestDecision;
}

export function decidePackagingRequest({
  id,
  decision,
}: DecidePackagingRequestVariables): Promise<PackagingRequest> {
  return api.patch<PackagingRequest>(`/api/packaging/requests/${id}`, decision);
}

export function useDecidePackagingRequest() {
  const queryClient = useQueryClient();
  const refresh = (stockChanged: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: packagingRequestKeys.all }),
      // A withdrawal approved moved the stock: the page's figures, cards, movements and the dashboard follow.
      stockChanged ? invalidateStock(queryClient) : undefined,
    ]);
  return useMutation({
    mutationFn: decidePackagingRequest,
    onSuccess: (request) => refresh(request.status === 'approved'),
    // A 409 means the screen is out of date (decided meanwhile, or the stock changed): read both again.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return refresh(true);
    },
  });
}
