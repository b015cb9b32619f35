import { api } from '@client/lib/api-client';
import type { CompanySettings } from '@shared/company/company.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from './query-keys';

export function getCompanySettings(): Promise<CompanySettings> {
  return api.get<CompanySettings>('/api/settings/company');
}

export const companySettingsQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.settings(), queryFn: getCompanySettings });

/** The company's identity and what documents still need (any signed-in user may read it). */
export function useCompanySettings() {
  return useQuery(companySettingsQueryOptions());
}
