/**
 * GET /api/odoo/status: whether this server is connected to Odoo (ODOO_URL) and whether the user saved
 * credentials. It costs no call to Odoo, so the forms ask it first and stay quiet when Odoo is off.
 */
import { api } from '@client/lib/api-client';
import type { OdooStatus } from '@shared/odoo/erp-offers';
import { useQuery } from '@tanstack/react-query';
import { odooKeys } from './query-keys';

export function getOdooStatus(): Promise<OdooStatus> {
  return api.get<OdooStatus>('/api/odoo/status');
}

export function useOdooStatus() {
  return useQuery({ queryKey: odooKeys.status(), queryFn: getOdooStatus });
}
