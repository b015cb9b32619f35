/**
 * GET /api/odoo/offers[?q=]: the signed quotations ("Devis signé") the user's Odoo account can read,
 * newest first (spec §7: cached 30 s, not retried, not refetched on focus — the query client's defaults
 * hold the last two). `search` is sent to Odoo only when the list was cut at OFFER_LIMIT.
 */
import { api } from '@client/lib/api-client';
import type { ErpOfferList } from '@shared/odoo/erp-offers';
import { useQuery } from '@tanstack/react-query';
import { odooKeys } from './query-keys';

export const OFFERS_STALE_MS = 30_000;

export function getErpOffers(search: string): Promise<ErpOfferList> {
  const query = search ? `?${new URLSearchParams({ q: search })}` : '';
  return api.get<ErpOfferList>(`/api/odoo/offers${query}`);
}

export function useErpOffers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: odooKeys.offers(search),
    queryFn: () => getErpOffers(search),
    staleTime: OFFERS_STALE_MS,
    enabled,
  });
}
