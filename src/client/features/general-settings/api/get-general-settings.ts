import { api } from '@client/lib/api-client';
import type { GeneralSettings } from '@shared/settings/general-settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { generalSettingsKeys } from './query-keys';

export function getGeneralSettings(): Promise<GeneralSettings> {
  return api.get<GeneralSettings>('/api/general-settings');
}

export const generalSettingsQueryOptions = () =>
  queryOptions({ queryKey: generalSettingsKeys.all, queryFn: getGeneralSettings });

/** Carton and europallet presets and the offer number prefix (any signed-in user may read them). */
export function useGeneralSettings() {
  return useQuery(generalSettingsQueryOptions());
}
