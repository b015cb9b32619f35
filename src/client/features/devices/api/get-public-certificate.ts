/**
 * GET /api/public/certificates/{token} (no session): what the public verification page of a « Certificat
 * d'effacement des données » shows. A plain fetch through the app's one wrapper, without TanStack Query:
 * the page loads once and is its own small bundle (verify.html), as the public tracking page.
 */
import { api } from '@client/lib/api-client';
import type { PublicCertificate } from '@shared/devices/erasure-certificate';

export function getPublicCertificate(token: string): Promise<PublicCertificate> {
  return api.get<PublicCertificate>(`/api/public/certificates/${encodeURIComponent(token)}`);
}
