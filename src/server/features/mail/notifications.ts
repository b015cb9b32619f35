/**
 * Queueing notifications, inside the transaction of the change they announce: the request and its mail
 * row are written together or not at all, and sending happens later (mail-delivery.ts), so a slow or
 * broken mail setup never slows or fails the request. When mail is not configured the row is written as
 * 'skipped': nothing is promised, and nothing floods the team the day mail is set up.
 */
import { mailMessages } from '@shared/mail/mail.schema';
import type { RequestKind } from '@shared/requests/request-kinds';
import type { Executor } from '../../db/client';
import { findUserById, type UserRow } from '../users/users.repository';
import { insertOutboxRow } from './mail.repository';
import type { MailDelivery } from './mail-delivery';
import type { Mailer } from './mailer';

export function createNotifications(mailer: Mailer, delivery: MailDelivery) {
  async function queue(
    tx: Executor,
    row: {
      kind: 'request-created' | 'request-decided';
      requestType: RequestKind;
      requestId: number;
      recipientUserId?: number;
    },
  ): Promise<boolean> {
    const sendable = await mailer.canSend(tx, row.kind === 'request-created');
    await insertOutboxRow(tx, {
      ...row,
      state: sendable ? 'queued' : 'skipped',
      lastError: sendable ? null : mailMessages.notConfigured,
    });
    return sendable;
  }

  return {
    /** The logistics team's mail about a new request; true when it will be sent. */
    requestCreated: (tx: Executor, requestType: RequestKind, requestId: number) =>
      queue(tx, { kind: 'request-created', requestType, requestId }),

    /** The author's mail about the decision, unless they took it themselves or turned these mails off. */
    async requestDecided(
      tx: Executor,
      requestType: RequestKind,
      request: { id: number; createdBy: number | null },
      decider: UserRow,
    ): Promise<boolean> {
      if (!request.createdBy || request.createdBy === decider.id) return false;
      const author = await findUserById(tx, request.createdBy);
      if (!author?.isActive || !author.notifyOnDecision) return false;
      return queue(tx, {
        kind: 'request-decided',
        requestType,
        requestId: request.id,
        recipientUserId: author.id,
      });
    },

    /** After the transaction committed: the delivery looks at once rather than at its next poll. */
    wake: () => delivery.wake(),
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
