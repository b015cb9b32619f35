/**
 * GET /api/settings/company (anyone signed in): the company identity that issues the documents (issue 22),
 * with null fields until an administrator fills them in. Read by the document buttons (what is missing)
 * and by the settings tab that edits it; read once per session unless edited.
 */
import { api } from '@client/lib/api-client';
import type { CompanyIdentity } from '@shared/company/company.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const COMPANY_IDENTITY_PATH = '/api/settings/company';

export const companyKeys = {
  identity: ['settings', 'company'] as const,
};

export function getCompanyIdentity(): Promise<CompanyIdentity> {
  return api.get<CompanyIdentity>(COMPANY_IDENTITY_PATH);
}

export const companyIdentityQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.identity,
    queryFn: getCompanyIdentity,
    staleTime: 5 * 60_000,
  });

export function useCompanyIdentity() {
  return useQuery(companyIdentityQueryOptions());
}
