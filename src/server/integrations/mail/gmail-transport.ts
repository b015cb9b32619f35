/**
 * Mail through the Gmail REST API with the narrow gmail.send scope (SMTP would need the broad
 * mail.google.com scope): nodemailer's MailComposer builds the RFC 822 message, which is posted base64url
 * to users.messages.send with an access token obtained from the refresh token. Access tokens are cached
 * until a minute before they expire, one refresh at a time per refresh token.
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import { type GoogleOAuth, toGoogleOAuthError } from '../google/google-oauth';
import {
  excerpt,
  MailSendError,
  type MailTransport,
  type OutgoingMail,
  SEND_TIMEOUT_MS,
} from './mail-transport';

const EARLY_REFRESH_MS = 60_000;

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

export function gmailMessageRaw(mail: OutgoingMail): Promise<string> {
  return new MailComposer(mail)
    .compile()
    .build()
    .then((buffer: Buffer) => buffer.toString('base64url'));
}

/** Access tokens per refresh token, shared by every send of the process. */
export function createGmailTokenCache(oauth: GoogleOAuth) {
  const cache = new Map<string, Promise<CachedToken>>();

  async function fetchToken(refreshToken: string): Promise<CachedToken> {
    try {
      const { accessToken, expiresInSeconds } = await oauth.refresh(refreshToken);
      return { accessToken, expiresAt: Date.now() + expiresInSeconds * 1000 };
    } catch (error) {
      const failure = toGoogleOAuthError(error);
      if (failure.reason === 'rejected') {
        throw new MailSendError(
          false,
          `Google a refusé le jeton d'autorisation Gmail (${failure.code ?? 'refus'})\u00a0: autorisez de nouveau l'envoi dans Paramètres › Configuration Gmail.`,
        );
      }
      throw new MailSendError(
        true,
        `Google ne répond pas pour renouveler le jeton d'accès (${excerpt(failure.message)}).`,
      );
    }
  }

  return {
    async accessToken(refreshToken: string): Promise<string> {
      let entry = cache.get(refreshToken);
      if (entry) {
        const token = await entry.catch(() => undefined);
        if (token && token.expiresAt - EARLY_REFRESH_MS > Date.now()) return token.accessToken;
        // Stale or failed: replaced, unless a concurrent caller already did.
        if (cache.get(refreshToken) === entry) cache.delete(refreshToken);
      }
      entry = cache.get(refreshToken);
      if (!entry) {
        entry = fetchToken(refreshToken);
        cache.set(refreshToken, entry);
      }
      return (await entry).accessToken;
    },
    forget(refreshToken: string) {
      cache.delete(refreshToken);
    },
  };
}

export type GmailTokenCache = ReturnType<typeof createGmailTokenCache>;

export function createGmailTransport(options: {
  apiUrl: string;
  refreshToken: string;
  tokens: GmailTokenCache;
}): MailTransport {
  const { apiUrl, refreshToken, tokens } = options;
  return {
    kind: 'gmail',
    async send(mail) {
      const accessToken = await tokens.accessToken(refreshToken);
      const raw = await gmailMessageRaw(mail);
      let response: Response;
      try {
        response = await fetch(`${apiUrl}/gmail/v1/users/me/messages/send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ raw }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new MailSendError(
          true,
          timedOut ? "L'API Gmail ne répond pas (délai dépassé)." : "L'API Gmail est injoignable.",
        );
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const detail = excerpt(await response.text().catch(() => ''));
      if (response.status === 401) {
        // The access token was refused (revoked, or expired early): the next attempt refreshes it.
        tokens.forget(refreshToken);
        throw new MailSendError(true, `L'API Gmail a refusé le jeton d'accès (401).`);
      }
      const temporary = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new MailSendError(
        temporary,
        temporary
          ? `L'API Gmail est momentanément indisponible (${response.status}).`
          : `L'API Gmail a refusé le message (${response.status} : ${detail}).`,
      );
    },
  };
}
