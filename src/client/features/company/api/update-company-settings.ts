import { putVersioned, type VersionedEdit } from '@client/lib/stale-version';
import type { CompanyIdentityInput, CompanySettings } from '@shared/company/company.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from './query-keys';

/** Based on `version`, the one the form was loaded with (409 when changed meanwhile: decision 0076). */
export const updateCompanySettings = (edit: VersionedEdit<CompanyIdentityInput>) =>
  putVersioned<CompanySettings>('/api/settings/company', edit);

/** Saves the identity (admins); the answer replaces the cached one. */
export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: (settings) => queryClient.setQueryData(companyKeys.settings(), settings),
  });
}
