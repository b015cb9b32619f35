/**
 * PUT /api/notification-settings {notificationEmail} (administrators); 400 with `errors.notificationEmail`.
 * The answer (the address, and whether mail goes out) replaces the cached one; the mail status (whose
 * `configured` needs an address) is stale.
 */
import { api } from '@client/lib/api-client';
import type { NotificationSettings, NotificationSettingsInput } from '@shared/mail/mail.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './query-keys';

export function updateNotificationSettings(input: NotificationSettingsInput): Promise<NotificationSettings> {
  return api.put<NotificationSettings>('/api/notification-settings', input);
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.notifications(), settings);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.mailStatus() });
    },
  });
}
