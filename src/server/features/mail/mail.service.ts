/**
 * What administrators see and do about mail in Settings: the status (spec §3 "Mail-sending status
 * response", plus the delivery state), the logistics address, retrying failed notifications and sending a
 * test message (sent at once, so the administrator learns straight away whether the setup works). And
 * what everyone may know: whether mail goes out at all, so no screen promises a mail that cannot leave.
 */
import {
  type MailAvailability,
  type MailStatus,
  mailMessages,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@shared/mail/mail.schema';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { MailSendError } from '../../integrations/mail/mail-transport';
import { conflict, HttpError } from '../../lib/http-errors';
import type { PublicRequest } from '../../lib/public-url';
import { changesBetween, record, type UserJournalContext } from '../admin-journal/admin-journal.service';
import { staleVersion } from '../users/stale-version';
import type { UserRow } from '../users/users.repository';
import { gmailRedirectUri } from './gmail-authorization.service';
import {
  clearMailError,
  deliverySummary,
  findMailSettings,
  type MailSettingsRow,
  recordMailError,
  requeueFailed,
  saveNotificationSettings as saveSettings,
} from './mail.repository';
import type { Mailer } from './mailer';
import { testMail } from './notification-message';

export interface MailDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/** `request` gives the redirect URI its address (APP_URL, else the one the administrator uses). */
export async function mailStatus(
  { db, config, mailer }: MailDeps,
  request: PublicRequest,
): Promise<MailStatus> {
  const [setup, delivery] = await Promise.all([mailer.setup(db), deliverySummary(db)]);
  return {
    hasClientId: Boolean(config.google.clientId),
    hasClientSecret: Boolean(config.google.clientSecret),
    hasRefreshToken: setup.refreshTokenSource !== null,
    configured: setup.configured,
    error: setup.error,
    transport: setup.transport?.kind ?? null,
    account: setup.account,
    refreshTokenSource: setup.refreshTokenSource,
    notificationEmail: setup.notificationEmail,
    redirectUri: gmailRedirectUri(request, config),
    delivery: {
      ...delivery,
      lastSentAt: delivery.lastSentAt ? delivery.lastSentAt.toISOString() : null,
    },
  };
}

/**
 * Whether mail goes out now: a way to send it (SMTP, or Gmail with a refresh token). The same rule that
 * queues a decision's mail to its author rather than skipping it (notifications.ts).
 */
export async function mailAvailability({
  db,
  mailer,
}: Pick<MailDeps, 'db' | 'mailer'>): Promise<MailAvailability> {
  return { sending: await mailer.canSend(db, false) };
}

/** The settings row as the notification settings answer it (no row yet: every client mail on). */
const notificationAnswer = (row: MailSettingsRow | undefined, sending: boolean): NotificationSettings => ({
  notificationEmail: row?.notificationEmail ?? null,
  sending,
  clientMails: {
    planned: row?.clientMailPlanned ?? true,
    shipped: row?.clientMailShipped ?? true,
    received: row?.clientMailReceived ?? true,
    certificate: row?.clientMailCertificate ?? true,
  },
  version: row?.version ?? 1,
});

export async function notificationSettings(
  deps: Pick<MailDeps, 'db' | 'mailer'>,
): Promise<NotificationSettings> {
  const [row, { sending }] = await Promise.all([findMailSettings(deps.db), mailAvailability(deps)]);
  return notificationAnswer(row, sending);
}

/**
 * Saved based on `version` (decision 0076: 409 naming who changed them meanwhile, and when), with whether
 * mail goes out: the administrator is told what will really happen.
 */
export async function saveNotificationSettings(
  deps: Pick<MailDeps, 'db' | 'mailer'>,
  context: UserJournalContext,
  input: NotificationSettingsInput,
  version: number,
): Promise<NotificationSettings> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await findMailSettings(tx);
    const row = await saveSettings(
      tx,
      {
        notificationEmail: input.notificationEmail,
        clientMailPlanned: input.clientMails?.planned,
        clientMailShipped: input.clientMails?.shipped,
        clientMailReceived: input.clientMails?.received,
        clientMailCertificate: input.clientMails?.certificate,
      },
      version,
      context.actor.id,
    );
    if (!row) {
      const current = await findMailSettings(tx);
      if (!current) throw new Error('settings row missing after insert');
      throw await staleVersion(tx, current);
    }
    // The journal's entry commits with the change (decision 0081); no row yet: every client mail was on.
    const shown = (settings: MailSettingsRow | undefined) => ({
      notificationEmail: settings?.notificationEmail ?? null,
      clientMailPlanned: settings?.clientMailPlanned ?? true,
      clientMailShipped: settings?.clientMailShipped ?? true,
      clientMailReceived: settings?.clientMailReceived ?? true,
      clientMailCertificate: settings?.clientMailCertificate ?? true,
    });
    await record(tx, context, {
      action: 'settings.notifications',
      target: { type: 'notification-settings', id: null, label: 'Notifications' },
      changes: changesBetween(shown(before), shown(row), [
        'notificationEmail',
        'clientMailPlanned',
        'clientMailShipped',
        'clientMailReceived',
        'clientMailCertificate',
      ]),
    });
    return row;
  });
  const { sending } = await mailAvailability(deps);
  return notificationAnswer(row, sending);
}

export const retryFailedNotifications = async (db: Db) => ({ requeued: await requeueFailed(db) });

export async function sendTestMessage(
  { db, config, mailer }: MailDeps,
  sender: UserRow,
): Promise<{ sentTo: string }> {
  const setup = await mailer.setup(db);
  if (!setup.transport) throw conflict(mailMessages.notConfigured);
  if (!setup.notificationEmail) throw conflict(mailMessages.noNotificationEmail);
  try {
    await setup.transport.send({
      from: setup.from,
      to: setup.notificationEmail,
      ...testMail(config.appUrl, sender),
    });
  } catch (error) {
    const message =
      error instanceof MailSendError ? error.message : "Erreur inattendue lors de l'envoi du message.";
    await recordMailError(db, message);
    throw new HttpError(502, `Échec de l'envoi du message de test\u00a0: ${message}`);
  }
  await clearMailError(db);
  return { sentTo: setup.notificationEmail };
}
