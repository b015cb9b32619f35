import { api } from '@client/lib/api-client';
import type { GeneralSettings, GeneralSettingsInput } from '@shared/settings/general-settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './query-keys';

export function updateGeneralSettings(input: GeneralSettingsInput): Promise<GeneralSettings> {
  return api.put<GeneralSettings>('/api/general-settings', input);
}

/** Saves the settings (admins); the answer replaces the cached settings. */
export function useUpdateGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGeneralSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.general(), settings);
    },
  });
}
