/**
 * What the popup's callback page reports to the settings tab (integrations §4), from the query Google sent
 * it back with: Google's refusal in short French, or the outcome of POST /api/gmail/callback {code, state,
 * iss?} — the refresh token, or the server's French reason. A server failure without a reason reports no
 * text, and the tab shows the spec's "Erreur lors de la configuration Gmail".
 */
import { serverReason } from '@client/lib/api-client';
import { GMAIL_OAUTH_MESSAGE_TYPE, type GmailOAuthMessage, googleErrorText } from '@shared/mail/gmail-oauth';
import type { GmailCallbackInput, GmailCallbackResult } from '@shared/mail/mail.schema';

export const INCOMPLETE_ANSWER = 'Réponse de Google incomplète. Veuillez réessayer.';

export async function gmailCallbackReport(
  params: URLSearchParams,
  exchange: (input: GmailCallbackInput) => Promise<GmailCallbackResult>,
): Promise<GmailOAuthMessage> {
  const googleError = params.get('error');
  if (googleError) return { type: GMAIL_OAUTH_MESSAGE_TYPE, ok: false, error: googleErrorText(googleError) };

  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return { type: GMAIL_OAUTH_MESSAGE_TYPE, ok: false, error: INCOMPLETE_ANSWER };

  // The issuer, when the provider names it (RFC 9207): the server checks it against the one it asked.
  const iss = params.get('iss');
  try {
    const result = await exchange(iss ? { code, state, iss } : { code, state });
    const refreshToken = result?.tokens?.refresh_token;
    return refreshToken
      ? { type: GMAIL_OAUTH_MESSAGE_TYPE, ok: true, refreshToken }
      : { type: GMAIL_OAUTH_MESSAGE_TYPE, ok: true };
  } catch (error) {
    const reason = serverReason(error, '');
    return reason
      ? { type: GMAIL_OAUTH_MESSAGE_TYPE, ok: false, error: reason }
      : { type: GMAIL_OAUTH_MESSAGE_TYPE, ok: false };
  }
}
