/**
 * What the mail peers (Gmail REST double, SMTP sink) received: each message parsed with mailparser, the way
 * a mailbox would read it, so tests assert on headers and bodies rather than on MIME bytes.
 */
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

export interface ReceivedMail {
  /** The From address (without its display name). */
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string | undefined;
  headers: ParsedMail['headers'];
  /** The RFC 822 message as received. */
  raw: string;
  parsed: ParsedMail;
}

export async function parseMail(raw: Buffer): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    from: parsed.from?.value[0]?.address ?? '',
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    bcc: addresses(parsed.bcc),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? undefined : parsed.html,
    headers: parsed.headers,
    raw: raw.toString('utf8'),
    parsed,
  };
}

/** The JSON a test or an e2e spec reads through the peers' control API. */
export function summarize({ from, to, cc, bcc, subject, text, html }: ReceivedMail) {
  return { from, to, cc, bcc, subject, text, html: html ?? null };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field])
    .flatMap((group) => group.value)
    .flatMap((address) => (address.group ?? [address]).map((member) => member.address ?? ''))
    .filter(Boolean);
}

/** Received messages in arrival order, with a way to wait for the next ones. */
export class Mailbox<T extends ReceivedMail> {
  readonly messages: T[] = [];
  #waiters = new Set<() => void>();

  add(message: T) {
    this.messages.push(message);
    for (const wake of this.#waiters) wake();
  }

  clear() {
    this.messages.length = 0;
  }

  /** Resolves once `count` messages have arrived in all (not `count` more); rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs: number): Promise<T[]> {
    if (this.messages.length >= count) return Promise.resolve([...this.messages]);
    return new Promise((resolve, reject) => {
      const wake = () => {
        if (this.messages.length < count) return;
        settle();
        resolve([...this.messages]);
      };
      const timer = setTimeout(() => {
        settle();
        reject(new Error(`expected ${count} message(s) within ${timeoutMs} ms, got ${this.messages.length}`));
      }, timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        this.#waiters.delete(wake);
      };
      this.#waiters.add(wake);
    });
  }
}
