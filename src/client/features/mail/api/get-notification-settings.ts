/**
 * GET /api/notification-settings (administrators): the logistics team's address ("Email de notification"),
 * and whether mail goes out at all (`sending`), so the card says whether notifications really leave.
 */
import { api } from '@client/lib/api-client';
import type { NotificationSettings } from '@shared/mail/mail.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailKeys } from './query-keys';

export function getNotificationSettings(): Promise<NotificationSettings> {
  return api.get<NotificationSettings>('/api/notification-settings');
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: mailKeys.notifications(), queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
