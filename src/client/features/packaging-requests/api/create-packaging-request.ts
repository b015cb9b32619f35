/**
 * POST /api/packaging/requests: a new pending request (201). 400 with field messages (spec §5), and on
 * `itemId` when the article was archived meanwhile.
 */
import { api } from '@client/lib/api-client';
import type { PackagingRequest, PackagingRequestInput } from '@shared/stock/packaging-request.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packagingRequestKeys } from './query-keys';

export function createPackagingRequest(input: PackagingRequestInput): Promise<PackagingRequest> {
  return api.post<PackagingRequest>('/api/packaging/requests', input);
}

export function useCreatePackagingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackagingRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagingRequestKeys.all }),
  });
}
