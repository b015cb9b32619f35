import { api } from '@client/lib/api-client';
import type { GeneralSettings, GeneralSettingsInput } from '@shared/settings/general-settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './query-keys';

/** PUT based on `version`, the version the form was loaded with (409 when changed meanwhile: decision 0076). */
export function updateGeneralSettings({
  input,
  version,
}: {
  input: GeneralSettingsInput;
  version: number;
}): Promise<GeneralSettings> {
  return api.put<GeneralSettings>('/api/general-settings', { ...input, version });
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
