/**
 * Mail through any SMTP server (SMTP_URL), for organisations without Google Workspace. nodemailer builds
 * the MIME and speaks SMTP; the server's reply code says whether a failure is worth retrying (4xx and
 * network trouble) or not (5xx, refused authentication).
 */
import nodemailer from 'nodemailer';
import {
  excerpt,
  MailSendError,
  type MailTransport,
  type OutgoingMail,
  SEND_TIMEOUT_MS,
} from './mail-transport';

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
  permanent?: boolean;
}

const NETWORK_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET']);

export function smtpFailure(error: unknown): MailSendError {
  const e = error as SmtpError;
  if (typeof e.responseCode === 'number') {
    const permanent = e.permanent ?? e.responseCode >= 500;
    const reply = excerpt(e.response ?? e.message);
    return new MailSendError(
      !permanent,
      permanent
        ? `Le serveur SMTP a refusé le message (${reply}).`
        : `Le serveur SMTP a différé le message (${reply}).`,
    );
  }
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH') {
    return new MailSendError(false, "Le serveur SMTP a refusé l'authentification\u00a0: vérifiez SMTP_URL.");
  }
  if (e.code && NETWORK_CODES.has(e.code)) {
    return new MailSendError(true, `Le serveur SMTP est injoignable (${e.code}).`);
  }
  return new MailSendError(true, `Échec de l'envoi SMTP (${excerpt(e.message ?? String(error))}).`);
}

export function createSmtpTransport(smtpUrl: string): MailTransport & { host: string; close(): void } {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // One connection kept open and reused: a burst of notifications does not pay a new connection (and
    // the server's greeting delay) per message.
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SEND_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    host: new URL(smtpUrl).hostname,
    async send(mail: OutgoingMail) {
      try {
        await transporter.sendMail(mail);
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: () => transporter.close(),
  };
}
