/**
 * How mail goes out right now, resolved from the configuration and the settings row: SMTP when SMTP_URL
 * is set, else the Gmail API when the OAuth client is configured and a refresh token is known (authorized
 * from Settings, which wins, or GMAIL_REFRESH_TOKEN); the sender and the logistics address. Resolved again
 * by each delivery run, so an authorization given in one process is used by every process at once.
 */
import type { MailStatus } from '@shared/mail/mail.schema';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { GoogleOAuth } from '../../integrations/google/google-oauth';
import { createGmailTokenCache, createGmailTransport } from '../../integrations/mail/gmail-transport';
import type { MailTransport } from '../../integrations/mail/mail-transport';
import { createSmtpTransport } from '../../integrations/mail/smtp-transport';
import type { SecretBox } from '../../lib/secret-box';
import { findMailSettings, type MailSettingsRow } from './mail.repository';

export interface MailSetup {
  transport: MailTransport | null;
  /** The authorized Gmail account, or the SMTP host. */
  account: string | null;
  refreshTokenSource: MailStatus['refreshTokenSource'];
  notificationEmail: string | null;
  from: string;
  /** Mail can be sent: a transport and a logistics address. */
  configured: boolean;
  /** The last token or sending error recorded, or why the stored token cannot be used. */
  error: string | null;
}

const SENDER_NAME = 'Gestion Logistique';

const domainOf = (address: string | null | undefined) => address?.split('@')[1]?.toLowerCase();

export function createMailer(deps: { config: Config; secrets: SecretBox; oauth: GoogleOAuth }) {
  const { config, secrets, oauth } = deps;
  const tokens = createGmailTokenCache(oauth);
  const smtp = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined;
  const smtpUser = config.mail.smtpUrl ? decodeURIComponent(new URL(config.mail.smtpUrl).username) : '';

  /** MAIL_FROM, else a no-reply address at the sending account's domain (or the app's host). */
  function sender(account: string | null): string {
    if (config.mail.from) return config.mail.from;
    const domain = domainOf(account) ?? domainOf(smtpUser) ?? new URL(config.appUrl).hostname;
    return `${SENDER_NAME} <no-reply@${domain}>`;
  }

  function storedRefreshToken(row: MailSettingsRow | undefined): { token?: string; error?: string } {
    if (!row?.gmailRefreshTokenEncrypted) return {};
    try {
      return { token: secrets.decrypt(row.gmailRefreshTokenEncrypted) };
    } catch {
      return {
        error:
          "Le jeton d'autorisation Gmail enregistré ne peut pas être déchiffré (la clé ENCRYPTION_KEY du serveur a changé\u00a0?)\u00a0: autorisez de nouveau l'envoi.",
      };
    }
  }

  return {
    smtpConfigured: Boolean(smtp),

    async setup(db: Executor): Promise<MailSetup> {
      const row = await findMailSettings(db);
      const stored = storedRefreshToken(row);
      const refreshToken = stored.token ?? config.mail.gmailRefreshToken;
      const refreshTokenSource = stored.token
        ? 'database'
        : config.mail.gmailRefreshToken
          ? 'environment'
          : null;
      let transport: MailTransport | null = null;
      let account: string | null = null;
      if (smtp) {
        transport = smtp;
        account = smtp.host;
      } else if (oauth.configured && refreshToken) {
        transport = createGmailTransport({ apiUrl: config.mail.gmailApiUrl, refreshToken, tokens });
        account = refreshTokenSource === 'database' ? (row?.gmailAccount ?? null) : null;
      }
      const notificationEmail = row?.notificationEmail ?? null;
      return {
        transport,
        account,
        refreshTokenSource,
        notificationEmail,
        from: sender(account),
        configured: Boolean(transport && notificationEmail),
        error: row?.mailError ?? stored.error ?? null,
      };
    },

    /**
     * Whether a notification written now will be sent: checked inside the transaction that queues it, from
     * the configuration and the settings row alone (no decryption, no network).
     */
    async canSend(db: Executor, needsNotificationEmail: boolean): Promise<boolean> {
      const row = await findMailSettings(db);
      const hasTransport =
        Boolean(smtp) ||
        (oauth.configured && Boolean(row?.gmailRefreshTokenEncrypted || config.mail.gmailRefreshToken));
      return hasTransport && (!needsNotificationEmail || Boolean(row?.notificationEmail));
    },

    close() {
      smtp?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
