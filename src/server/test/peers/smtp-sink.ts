/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (integrations §3, plain SMTP): the mail
 * integration's tests send through nodemailer's SMTP transport and read the parsed messages here. It can
 * refuse messages with a given reply code, and stop listening altogether (connections refused) then start
 * again on the same port, to test retries and an unreachable server.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Mailbox, parseMail, type ReceivedMail } from './received-mail';

export interface SinkMail extends ReceivedMail {
  /** MAIL FROM and RCPT TO, which may differ from the headers (Bcc). */
  envelope: { from: string; to: string[] };
}

export interface SmtpRejection {
  /** The SMTP reply code: 4xx temporary (nodemailer may retry), 5xx permanent. */
  code: number;
  message: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, the value of SMTP_URL. */
  readonly url: string;
  readonly port: number;
  readonly messages: SinkMail[];
  waitForMessages(count: number, timeoutMs?: number): Promise<SinkMail[]>;
  /** The next `count` messages are refused at the end of DATA with this reply (nodemailer's `responseCode`). */
  rejectNext(count: number, rejection: SmtpRejection): void;
  /** Forgets messages and pending rejections. */
  reset(): void;
  /** Closes the listening socket and open connections: new connections get ECONNREFUSED. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * @param acceptDelayMs how long each message waits before it is accepted, as a slow mail server makes a
 *   queue take time (a test can then stop a sender in the middle of it).
 */
export async function startSmtpSink({
  port = 0,
  acceptDelayMs = 0,
}: {
  port?: number;
  acceptDelayMs?: number;
} = {}): Promise<SmtpSink> {
  const mailbox = new Mailbox<SinkMail>();
  const rejections: SmtpRejection[] = [];

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // No reverse DNS lookup of 127.0.0.1 on a closed network.
      disableReverseLookup: true,
      // stop() must not wait for idle pooled connections (30 s by default).
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const rejection = rejections.shift();
          if (rejection) {
            callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
            return;
          }
          parseMail(Buffer.concat(chunks)).then((mail) => {
            const { mailFrom, rcptTo } = session.envelope;
            setTimeout(() => {
              mailbox.add({
                ...mail,
                envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((rcpt) => rcpt.address) },
              });
              callback();
            }, acceptDelayMs);
          }, callback);
        });
      },
    });

  let server: SMTPServer | undefined;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer();
      let listening = false;
      // Before listening, a listen failure (port taken); after, a client's broken connection, which the
      // client sees itself (SMTPServer re-emits both, and an unheard 'error' event would crash the process).
      next.on('error', (error) => {
        if (!listening) reject(error);
      });
      next.listen(onPort, '127.0.0.1', () => {
        listening = true;
        server = next;
        resolve((next.server.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (current) current.close(resolve);
      else resolve();
    });

  const boundPort = await listen(port);
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages: mailbox.messages,
    waitForMessages: (count, timeoutMs = 5000) => mailbox.waitFor(count, timeoutMs),
    rejectNext(count, rejection) {
      for (let i = 0; i < count; i += 1) rejections.push(rejection);
    },
    reset() {
      mailbox.clear();
      rejections.length = 0;
    },
    stop,
    async start() {
      if (!server) await listen(boundPort);
    },
    close: stop,
  };
}
