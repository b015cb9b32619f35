import { api } from '@client/lib/api-client';
import type { CompanyIdentityInput, CompanySettings } from '@shared/company/company.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './query-keys';

export function updateCompanySettings(input: CompanyIdentityInput): Promise<CompanySettings> {
  return api.put<CompanySettings>('/api/settings/company', input);
}

/** Saves the identity (admins); the answer replaces the cached one. */
export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.company(), settings),
  });
}
