/**
 * GET /api/odoo/client-info/{offerId}: the chosen offer's client, contact, number and equipment counts.
 * Asked once per choice (a mutation: the user acts, the form is filled, nothing is kept in the cache).
 */
import { api } from '@client/lib/api-client';
import type { ErpClientInfo } from '@shared/odoo/erp-offers';
import { useMutation } from '@tanstack/react-query';

export function getErpClientInfo(offerId: number): Promise<ErpClientInfo> {
  return api.get<ErpClientInfo>(`/api/odoo/client-info/${offerId}`);
}

export function useErpClientInfo() {
  return useMutation({ mutationFn: getErpClientInfo });
}
