/**
 * Queueing notifications, inside the transaction of the change they announce: the request and its mail
 * row are written together or not at all, and sending happens later (mail-delivery.ts), so a slow or
 * broken mail setup never slows or fails the request. When mail is not configured the row is written as
 * 'skipped': nothing is promised, and nothing floods the team the day mail is set up.
 */
import type { LotKind } from '@shared/devices/device.constants';
import type { CertificateCounts } from '@shared/devices/erasure-certificate';
import type { EquipmentQuantities, FulfilmentStage } from '@shared/fulfilment/fulfilment-stages';
import { mailMessages } from '@shared/mail/mail.schema';
import { clientMailKind, type HistoryMailKind } from '@shared/requests/request-history';
import type { RequestKind } from '@shared/requests/request-kinds';
import type { Executor } from '../../db/client';
import { findCarrier } from '../carriers/carriers.repository';
import type { TrackingLinks } from '../tracking/tracking-links.service';
import { findUserById, type UserRow } from '../users/users.repository';
import { certificateMailPayload, clientMailPayload, clientMailSwitchedOn } from './client-mail';
import { findMailSettings, insertOutboxRow } from './mail.repository';
import type { MailDelivery } from './mail-delivery';
import type { Mailer } from './mailer';

export function createNotifications(mailer: Mailer, delivery: MailDelivery, links: TrackingLinks) {
  async function queue(
    tx: Executor,
    row: {
      kind: HistoryMailKind;
      requestType: RequestKind;
      requestId: number;
      recipientUserId?: number;
      payload?: Record<string, unknown>;
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

    /**
     * The client contact's mail about the stage `request` just entered (its definition's `clientMail`), in
     * the stage's transaction; true when it will be sent. None when Settings switched this mail off. When it
     * will be sent, the request gets a public tracking link if it has none: every client mail carries one.
     */
    async clientStage(
      tx: Executor,
      input: {
        kind: RequestKind;
        stage: FulfilmentStage;
        fields: Record<string, unknown>;
        request: Record<string, unknown>;
        declared: { quantities: EquipmentQuantities | null; units: number | null } | null;
        actor: UserRow;
      },
    ): Promise<boolean> {
      const moment = input.stage.clientMail;
      if (!moment) return false;
      if (!clientMailSwitchedOn(await findMailSettings(tx), moment)) return false;
      const requestId = input.request.id as number;
      const carrierId = input.request.carrierId;
      const carrier = typeof carrierId === 'number' ? await findCarrier(tx, carrierId) : undefined;
      const payload = clientMailPayload({ ...input, moment, carrier });
      const queued = await queue(tx, {
        kind: clientMailKind(moment),
        requestType: input.kind,
        requestId,
        payload: payload as unknown as Record<string, unknown>,
      });
      if (queued) await links.ensure(tx, input.kind, requestId, input.actor.id);
      return queued;
    },

    /**
     * The lot's contact's mail saying its « Certificat d'effacement des données » was issued (issue 32), in
     * the transaction; true when it will be sent. None when Settings switched this mail off. Its
     * payload is the certificate's number, date and counts and the lot's reference (no serial, no name of
     * the team); when it will be sent the request gets a public tracking link if it has none, as for a
     * stage's mail: the certificate is downloaded from that page.
     */
    async certificateIssued(
      tx: Executor,
      input: {
        kind: LotKind;
        request: Record<string, unknown>;
        certificate: { number: string; issuedAt: string; counts: CertificateCounts };
        actor: UserRow;
      },
    ): Promise<boolean> {
      if (!clientMailSwitchedOn(await findMailSettings(tx), 'certificate')) return false;
      const requestId = input.request.id as number;
      const payload = certificateMailPayload(input);
      const queued = await queue(tx, {
        kind: clientMailKind('certificate'),
        requestType: input.kind,
        requestId,
        payload: payload as unknown as Record<string, unknown>,
      });
      if (queued) await links.ensure(tx, input.kind, requestId, input.actor.id);
      return queued;
    },

    /** After the transaction committed: the delivery looks at once rather than at its next poll. */
    wake: () => delivery.wake(),
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
