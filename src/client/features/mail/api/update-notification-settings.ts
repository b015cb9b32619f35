/**
 * PUT /api/notification-settings {notificationEmail} (administrators); 400 with `errors.notificationEmail`.
 * The answer (the address, and whether mail goes out) replaces the cached one; the mail status (whose
 * `configured` needs an address) is stale.
 */
import { putVersioned, type VersionedEdit } from '@client/lib/stale-version';
import type { NotificationSettings, NotificationSettingsInput } from '@shared/mail/mail.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailKeys } from './query-keys';

/** Based on `version`, the one the card was loaded with (409 when changed meanwhile: decision 0076). */
export const updateNotificationSettings = (edit: VersionedEdit<NotificationSettingsInput>) =>
  putVersioned<NotificationSettings>('/api/notification-settings', edit);

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(mailKeys.notifications(), settings);
      return queryClient.invalidateQueries({ queryKey: mailKeys.status() });
    },
  });
}
