/**
 * GET /api/public/tracking/{token} (no session): what the public tracking page shows. A plain fetch
 * through the app's one wrapper, without TanStack Query: the page loads once and is its own small bundle.
 */
import { api } from '@client/lib/api-client';
import type { PublicTracking } from '@shared/fulfilment/public-tracking';

export function getPublicTracking(token: string): Promise<PublicTracking> {
  return api.get<PublicTracking>(`/api/public/tracking/${encodeURIComponent(token)}`);
}
