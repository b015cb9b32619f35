/**
 * What the delivery needs of a way to send mail: one message in, success or a French reason out, saying
 * whether trying again later may help. Two implementations: the Gmail REST API and SMTP.
 */

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly kind: 'gmail' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}

/** A failed send: `temporary` when the same message may go through later (network, 5xx, 429). */
export class MailSendError extends Error {
  constructor(
    readonly temporary: boolean,
    message: string,
  ) {
    super(message);
  }
}

/** Milliseconds a send may take before it counts as a temporary failure. */
export const SEND_TIMEOUT_MS = 20_000;

/** Keeps a peer's own words short in our messages (and out of a log line's way). */
export const excerpt = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};
