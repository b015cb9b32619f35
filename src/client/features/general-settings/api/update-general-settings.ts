import { putVersioned, type VersionedEdit } from '@client/lib/stale-version';
import type { GeneralSettings, GeneralSettingsInput } from '@shared/settings/general-settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generalSettingsKeys } from './query-keys';

/** Based on `version`, the one the form was loaded with (409 when changed meanwhile: decision 0076). */
export const updateGeneralSettings = (edit: VersionedEdit<GeneralSettingsInput>) =>
  putVersioned<GeneralSettings>('/api/general-settings', edit);

/** Saves the settings (admins); the answer replaces the cached settings. */
export function useUpdateGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGeneralSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(generalSettingsKeys.all, settings);
    },
  });
}
