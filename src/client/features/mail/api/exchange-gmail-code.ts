/**
 * POST /api/gmail/callback {code, state}: the server checks the state against the session, exchanges the
 * code and keeps the refresh token, which it answers once. Called by the popup's callback page (no React,
 * so no hook). 400 with a French `message` (another session's state, Gmail scope not granted, code refused).
 */
import { api } from '@client/lib/api-client';
import type { GmailCallbackInput, GmailCallbackResult } from '@shared/mail/mail.schema';

export function exchangeGmailCode(input: GmailCallbackInput): Promise<GmailCallbackResult> {
  return api.post<GmailCallbackResult>('/api/gmail/callback', input);
}
