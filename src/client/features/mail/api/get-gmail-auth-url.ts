/**
 * GET /api/gmail/auth-url (administrators): Google's consent page for this session. Never cached: each
 * answer carries a new `state` and PKCE verifier that the server keeps for the callback. 409 when
 * GOOGLE_CLIENT_ID/SECRET are missing, 502 when Google does not answer (French `message` in both).
 */
import { api } from '@client/lib/api-client';

export function getGmailAuthUrl(): Promise<{ authUrl: string }> {
  return api.get<{ authUrl: string }>('/api/gmail/auth-url');
}
