/**
 * Mail sending (spec §2 "Mail-sending configuration", §3 "Mail-sending status response", §7 /api/gmail/*,
 * §8 "Mail configuration"): the status an administrator sees, the authorization callback, the logistics
 * address, and the French messages of the authorization flow.
 */
import { z } from 'zod';

/** GET /api/gmail/status (administrators). The first five fields are the spec's; the rest say how mail goes. */
export interface MailStatus {
  hasClientId: boolean;
  hasClientSecret: boolean;
  hasRefreshToken: boolean;
  /** Mail can be sent: a transport (Gmail authorized, or SMTP) and a logistics address. */
  configured: boolean;
  /** The last token or sending error, in French; null once a send succeeds again. */
  error: string | null;
  /** What sends: SMTP when SMTP_URL is set, else Gmail when authorized; null when neither. */
  transport: 'gmail' | 'smtp' | null;
  /** The authorized Gmail account, or the SMTP server's host. */
  account: string | null;
  /** Where the refresh token comes from: authorized from Settings, or GMAIL_REFRESH_TOKEN. */
  refreshTokenSource: 'database' | 'environment' | null;
  /** The logistics team's address ("Email de notification"); nothing is sent without it. */
  notificationEmail: string | null;
  /**
   * The redirect URI the server sends to Google, the one to register: /auth/gmail/callback under APP_URL,
   * or, with APP_URL unset, under the address the administrator uses (the origin of the status request).
   */
  redirectUri: string;
  delivery: {
    lastSentAt: string | null;
    /** Notifications waiting to be sent (including retries waiting for their next attempt). */
    queued: number;
    failed: number;
    /** The error of the most recent failed notification. */
    lastFailure: string | null;
  };
}

/** POST /api/gmail/callback: the code Google returned to the popup, and the state it carried back. */
export const gmailCallbackSchema = z.object({
  code: z
    .string({ error: "Le code d'autorisation est requis." })
    .min(1, "Le code d'autorisation est requis.")
    .max(4096),
  state: z
    .string({ error: "L'état de l'autorisation est requis." })
    .min(1, "L'état de l'autorisation est requis.")
    .max(512),
  /** The issuer, when the provider names it in its answer (RFC 9207); checked by the server. */
  iss: z.string().max(512).optional(),
});
export type GmailCallbackInput = z.infer<typeof gmailCallbackSchema>;

/** The callback's answer (spec §7): the refresh token, shown once to the administrator. */
export interface GmailCallbackResult {
  success: true;
  tokens: { refresh_token: string };
  account: string | null;
}

/**
 * The mails to a request's client contact, each switched on or off in Settings: when its request is
 * planned, shipped or picked up, received (issue 21), and when its lot's « Certificat d'effacement des
 * données » is issued (issue 32).
 */
export interface ClientMailSwitches {
  planned: boolean;
  shipped: boolean;
  received: boolean;
  certificate: boolean;
}

const switchSchema = z.boolean({ error: 'Oui ou non.' });

/**
 * PUT /api/notification-settings: the logistics address, the client mails' switches, or both; what is left
 * out stays as it was. With the `version` it was based on (`withVersion`, decision 0076).
 */
export const notificationSettingsSchema = z.object({
  notificationEmail: z
    .string({ error: 'Email invalide' })
    .trim()
    .max(320, 'Email invalide')
    .pipe(z.email('Email invalide'))
    .optional(),
  clientMails: z
    .object({
      planned: switchSchema.optional(),
      shipped: switchSchema.optional(),
      received: switchSchema.optional(),
      certificate: switchSchema.optional(),
    })
    .optional(),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
/** GET and PUT /api/notification-settings (administrators). */
export interface NotificationSettings {
  notificationEmail: string | null;
  /** Whether mail goes out now (see MailAvailability): with an address, the team's notifications leave. */
  sending: boolean;
  /** Which client mails are switched on (they leave only while `sending`). */
  clientMails: ClientMailSwitches;
  /** Decision 0076: what a PUT sends back (the address and the switches share it). */
  version: number;
}

/** GET /api/mail/availability (anyone signed in): only whether mail goes out, nothing of the setup. */
export interface MailAvailability {
  /** A way to send is configured (SMTP_URL, or Gmail with a refresh token). */
  sending: boolean;
}

/**
 * The popup's protocol and the flow's French messages live in ./gmail-oauth (no zod), so the popup's small
 * callback page can use them without bundling zod; they are re-exported here under the same names.
 */
export {
  GMAIL_OAUTH_CHANNEL,
  GMAIL_OAUTH_MESSAGE_TYPE,
  GMAIL_POPUP,
  GMAIL_REDIRECT_PATH,
  type GmailOAuthMessage,
  googleErrorText,
  mailMessages,
} from './gmail-oauth';

/** POST /api/<kind>-requests adds this to the created request: whether the logistics team's mail was queued. */
export interface NotificationQueued {
  /** True when mail is configured and the notification was queued; false when nothing will be sent. */
  notificationQueued: boolean;
}
