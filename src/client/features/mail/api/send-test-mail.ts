/**
 * POST /api/gmail/test (administrators): really sends a test mail to the notification address. 409 when
 * mail is not configured; 502 with the French reason when sending failed. Either way the status (last send,
 * last error) has changed, so it is read again.
 */
import { api } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailKeys } from './query-keys';

export function sendTestMail(): Promise<{ sentTo: string }> {
  return api.post<{ sentTo: string }>('/api/gmail/test');
}

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.status() }),
  });
}
