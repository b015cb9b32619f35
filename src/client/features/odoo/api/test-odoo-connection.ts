/**
 * POST /api/odoo/test-connection: signs in to Odoo with the user's stored credentials (Mon compte ›
 * Intégration Odoo, "Tester la connexion"); fails with the French reason (invalid credentials, Odoo down…).
 */
import { api } from '@client/lib/api-client';
import type { OdooConnectionTest } from '@shared/odoo/erp-offers';
import { useMutation } from '@tanstack/react-query';

export function testOdooConnection(): Promise<OdooConnectionTest> {
  return api.post<OdooConnectionTest>('/api/odoo/test-connection');
}

export function useTestOdooConnection() {
  return useMutation({ mutationFn: testOdooConnection });
}
