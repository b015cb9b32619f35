/**
 * What an accepted request's « Suivi » section asks for besides the request: its code, every carrier, the
 * tracking link, the company's identity (its documents). The details ask for them with the request when the
 * card opened is accepted, so the dialog renders once it has it all, not after a second round of calls made
 * once the request arrived and the section mounted (issue 31, point 9). The kind's stages are asked for on
 * every opening (use-request-dialogs.ts): the section needs them, and they are read once per session.
 */
import { allCarriersQueryOptions } from '@client/features/carriers/api/get-carriers';
import { companySettingsQueryOptions } from '@client/features/company/api/get-company-settings';
import type { RequestKind } from '@client/features/requests/request-types';
import type { QueryClient } from '@tanstack/react-query';
import { trackingLinkQueryOptions } from './get-tracking-link';

export const loadFulfilmentSection = () => import('../components/fulfilment-section');

export function prefetchSuivi(queryClient: QueryClient, kind: RequestKind, id: number) {
  void loadFulfilmentSection().catch(() => {});
  void queryClient.prefetchQuery(allCarriersQueryOptions());
  void queryClient.prefetchQuery(trackingLinkQueryOptions(kind, id));
  void queryClient.prefetchQuery(companySettingsQueryOptions());
}
