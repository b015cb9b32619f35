/**
 * GET /api/auth/options (public): the ways in this server offers besides the password — self-registration
 * and Google sign-in — so the sign-in page shows only those (a button that can only fail is a dead end).
 * No TanStack Query here: the sign-in page (auth.html) has no query cache; the app's account tab wraps it.
 */
import { api } from '@client/lib/api-client';
import type { AuthOptions } from '@shared/auth-options';

export function getAuthOptions(): Promise<AuthOptions> {
  return api.get<AuthOptions>('/api/auth/options');
}
