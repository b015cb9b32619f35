/** POST /api/gmail/retry (administrators): the failed notifications are queued again; the status follows. */
import { api } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailKeys } from './query-keys';

export function retryMailNotifications(): Promise<{ requeued: number }> {
  return api.post<{ requeued: number }>('/api/gmail/retry');
}

export function useRetryMailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMailNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.status() }),
  });
}
