/**
 * The sender: works through the notification outbox in the background, one row at a time. Each row is
 * claimed (FOR UPDATE SKIP LOCKED, under a lease), sent with no transaction open, then marked sent — so
 * several processes on one PostgreSQL never send the same row, and a process that dies mid-queue loses
 * nothing: its claimed row becomes due again when the lease ends. The one window left: a process that
 * dies after the server accepted a message and before the row is marked sent; that message is sent again
 * once, by the next sender (docs/decisions/0030-mail-outbox-and-sender.md).
 *
 * A temporary failure (network, time-out, 5xx, 429) puts the row back with an exponential back-off and
 * ends the run (the peer is down: the next rows would fail alike); a permanent one (invalid_grant, 4xx,
 * 5xx SMTP reply) or the last attempt marks it failed with the French reason, shown in Settings.
 */
import { randomUUID } from 'node:crypto';
import { stagesOf } from '@shared/fulfilment/fulfilment-stages';
import { mailMessages } from '@shared/mail/mail.schema';
import { type RequestKind, requestKinds } from '@shared/requests/request-kinds';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { MailSendError, type OutgoingMail } from '../../integrations/mail/mail-transport';
import type { TrackingLinks } from '../tracking/tracking-links.service';
import { findUserById } from '../users/users.repository';
import { type AnyClientMailPayload, clientMailSwitchedOn } from './client-mail';
import { clientMail } from './client-mail-message';
import {
  claimNextDue,
  clearMailError,
  findMailSettings,
  findRequestToMail,
  markFailed,
  markSent,
  markSkipped,
  type OutboxRow,
  recordMailError,
  releaseClaim,
  scheduleRetry,
} from './mail.repository';
import type { Mailer, MailSetup } from './mailer';
import { type RequestForMail, requestCreatedMail, requestDecidedMail } from './notification-message';

export interface DeliveryOptions {
  /** How often each process looks for due rows (a new request also wakes its own process at once). */
  pollIntervalMs: number;
  /**
   * How long a claimed row stays with its sender (MAIL_LEASE_SECONDS); longer than any send may take
   * (time-outs: 20 s to send, 10 s to refresh a token).
   */
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** MAIL_STALE_AFTER: older rows are dropped as stale, not sent (decision 0075); null: never. */
  staleAfterMs: number | null;
}

export const defaultDeliveryOptions: DeliveryOptions = {
  pollIntervalMs: 5_000,
  leaseMs: 120_000,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  staleAfterMs: 2 * 86_400_000,
};

/** « 2 jours », « 6 heures », « 30 minutes »: a bound as the history's reason says it. */
export function frenchDuration(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'jour'],
    [3_600_000, 'heure'],
    [60_000, 'minute'],
    [1_000, 'seconde'],
  ];
  for (const [size, name] of units) {
    if (ms >= size && ms % size === 0) {
      const n = ms / size;
      return `${n}\u00a0${name}${n > 1 ? 's' : ''}`;
    }
  }
  return `${Math.ceil(ms / 1000)}\u00a0s`;
}

type Outcome = 'sent' | 'retry' | 'failed' | 'skipped';

/** base × 2^(attempt−1), capped, ±20 % so that senders do not retry in lockstep. */
export function retryDelayMs(attempt: number, options: Pick<DeliveryOptions, 'retryBaseMs' | 'retryMaxMs'>) {
  const delay = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

const isRequestKind = (value: string): value is RequestKind =>
  (requestKinds as readonly string[]).includes(value);

const isClientMail = (kind: string) => kind.startsWith('client-');

/**
 * Whether the request still stands at the stage a client mail announces, or past it: a step back (or a
 * cancellation) before the mail left makes it untrue, and it is not sent.
 */
function stillReached(kind: RequestKind, current: string | null, announced: string): boolean {
  const order = stagesOf(kind).map((stage) => stage.id);
  const at = order.indexOf(current ?? '');
  return at >= 0 && at >= order.indexOf(announced);
}

class Skip extends Error {}

export function createMailDelivery(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The public tracking links: a client mail carries its request's live link, as it is when it leaves. */
  links: TrackingLinks;
  log: FastifyBaseLogger;
  options?: Partial<DeliveryOptions>;
}) {
  const { db, config, mailer, links, log } = deps;
  const options = {
    ...defaultDeliveryOptions,
    leaseMs: config.mail.leaseMs,
    staleAfterMs: config.mail.staleAfterMs,
    ...deps.options,
  };
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<void> | undefined;
  let again = false;
  /** Set by stop(): the run in progress takes no further row. */
  let stopRequested = false;
  /** The row this process is sending now, if any: stop() gives it back if the send outlasts the grace. */
  let held: { id: number; token: string } | undefined;

  async function compose(row: OutboxRow, setup: MailSetup): Promise<OutgoingMail> {
    if (!isRequestKind(row.requestType)) throw new Skip('Type de demande inconnu.');
    // Stale (decision 0075): a row queued long ago (a data directory of an older release, mail configured
    // only now) no longer tells anyone anything useful; it is recorded as dropped, not sent in a burst.
    if (options.staleAfterMs !== null && Date.now() - row.createdAt.getTime() > options.staleAfterMs) {
      throw new Skip(mailMessages.staleOld(frenchDuration(options.staleAfterMs)));
    }
    const request = await findRequestToMail(db, row.requestType, row.requestId);
    if (!request) throw new Skip("La demande n'existe plus.");
    // « Nouvelle demande à traiter » for a request already accepted or refused: the team has seen it.
    if (row.kind === 'request-created' && request.status !== 'pending') {
      throw new Skip(mailMessages.staleDecided);
    }
    const person = (id: number | null) => (id ? findUserById(db, id) : Promise.resolve(undefined));
    const base = {
      kind: row.requestType,
      request: request as unknown as RequestForMail,
      appUrl: config.appUrl,
    };

    if (isClientMail(row.kind)) {
      const payload = row.payload as unknown as AnyClientMailPayload | null;
      if (!payload?.recipient?.email) throw new Skip("Le contenu du message n'a pas été enregistré.");
      if (!clientMailSwitchedOn(await findMailSettings(db), payload.moment)) {
        throw new Skip('Ces messages au client ont été désactivés dans les paramètres.');
      }
      // A stage's mail only while its stage still holds; the certificate's mail announces no stage.
      if (payload.moment !== 'certificate' && !stillReached(row.requestType, request.stage, payload.stage)) {
        throw new Skip("L'étape annoncée a été annulée avant l'envoi.");
      }
      const page = await links.liveUrl(db, row.requestType, row.requestId, config.appUrl);
      return { from: setup.from, to: payload.recipient.email, ...clientMail(row.requestType, payload, page) };
    }
    if (row.kind === 'request-decided') {
      const recipient = await person(row.recipientUserId);
      if (!recipient?.isActive || !recipient.notifyOnDecision) {
        throw new Skip('Le destinataire ne reçoit plus ces notifications.');
      }
      const decider = await person(request.decidedBy);
      return {
        from: setup.from,
        to: recipient.email,
        ...requestDecidedMail({ ...base, recipient, decider: decider ?? null }),
      };
    }
    if (!setup.notificationEmail) {
      throw new MailSendError(false, "Aucune adresse de notification n'est définie (Paramètres › Général).");
    }
    const author = await person(request.createdBy);
    return {
      from: setup.from,
      to: setup.notificationEmail,
      ...requestCreatedMail({ ...base, author: author ?? null }),
    };
  }

  async function deliver(row: OutboxRow, setup: MailSetup, token: string): Promise<Outcome> {
    const transport = setup.transport;
    if (!transport) return 'retry';
    try {
      await transport.send(await compose(row, setup));
    } catch (error) {
      if (error instanceof Skip) {
        await markSkipped(db, row.id, token, error.message);
        return 'skipped';
      }
      const failure =
        error instanceof MailSendError
          ? error
          : new MailSendError(true, "Erreur inattendue lors de l'envoi du message.");
      if (!(error instanceof MailSendError))
        log.error({ err: error, outboxId: row.id }, 'notification: unexpected error');
      const retry = failure.temporary && row.attempts < options.maxAttempts;
      if (retry) await scheduleRetry(db, row.id, token, retryDelayMs(row.attempts, options), failure.message);
      else await markFailed(db, row.id, token, failure.message);
      await recordMailError(db, failure.message);
      log.warn(
        {
          outboxId: row.id,
          attempt: row.attempts,
          transport: transport.kind,
          temporary: failure.temporary,
          reason: failure.message,
        },
        retry ? 'notification not sent, will retry' : 'notification failed',
      );
      return retry ? 'retry' : 'failed';
    }
    if (!(await markSent(db, row.id, token))) {
      // The lease ran out mid-send and another sender took the row over: it may send it once more.
      log.warn({ outboxId: row.id }, 'notification sent after its lease ended');
    }
    await clearMailError(db);
    log.info({ outboxId: row.id, kind: row.kind, transport: transport.kind }, 'notification sent');
    return 'sent';
  }

  /** Sends every due row until none is left, a temporary failure occurs, or the delivery stops. */
  async function runOnce(): Promise<Record<Outcome, number>> {
    const tally: Record<Outcome, number> = { sent: 0, retry: 0, failed: 0, skipped: 0 };
    const setup = await mailer.setup(db);
    // Not configured: rows stay queued, untouched, until a transport appears.
    if (!setup.transport) return tally;
    while (!stopRequested) {
      const token = randomUUID();
      const row = await claimNextDue(db, token, options.leaseMs);
      if (!row) break;
      held = { id: row.id, token };
      log.debug({ outboxId: row.id }, 'notification claimed');
      try {
        const outcome = await deliver(row, setup, token);
        tally[outcome] += 1;
        if (outcome === 'retry') break;
      } finally {
        held = undefined;
      }
    }
    return tally;
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    if (!started) return;
    timer = setTimeout(kick, delayMs);
    timer.unref();
  }

  /** Runs now, or right after the run in progress; never two runs at once in one process. */
  function kick() {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'notification delivery run failed'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        } else schedule(options.pollIntervalMs);
      });
  }

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      stopRequested = false;
      schedule(0);
    },
    /** A notification was just queued (or the setup changed): look now rather than at the next poll. */
    wake() {
      if (started) setImmediate(kick);
    },
    /**
     * Takes no further row, lets the send in progress finish for at most `graceMs`, then gives its row
     * back (releaseClaim) so that nothing stays reserved to a process that is gone. A send that completes
     * after that is sent again by the next sender: the window the outbox already accepts (decision 0030).
     */
    async stop(graceMs = Number.POSITIVE_INFINITY) {
      started = false;
      stopRequested = true;
      clearTimeout(timer);
      if (!running) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          if (Number.isFinite(graceMs)) timeout = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timeout);
      const claim = held;
      if (claim && (await releaseClaim(db, claim.id, claim.token))) {
        log.info({ outboxId: claim.id }, 'notification claim released at shutdown');
      }
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
