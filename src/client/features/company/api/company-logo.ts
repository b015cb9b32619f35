/** POST and DELETE /api/settings/company/logo (admins): each answers the identity with its new logo. */
import { api } from '@client/lib/api-client';
import type { CompanySettings } from '@shared/company/company.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from './query-keys';

export function uploadCompanyLogo(file: File): Promise<CompanySettings> {
  const form = new FormData();
  form.append('file', file);
  return api.post<CompanySettings>('/api/settings/company/logo', form);
}

export function deleteCompanyLogo(): Promise<CompanySettings> {
  return api.delete<CompanySettings>('/api/settings/company/logo');
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: (settings) => queryClient.setQueryData(companyKeys.settings(), settings),
  });
}

export function useDeleteCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyLogo,
    onSuccess: (settings) => queryClient.setQueryData(companyKeys.settings(), settings),
  });
}
