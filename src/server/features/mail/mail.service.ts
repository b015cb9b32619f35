/**
 * What administrators see and do about mail in Settings: the status (spec §3 "Mail-sending status
 * response", plus the delivery state), the logistics address, retrying failed notifications and sending a
 * test message (sent at once, so the administrator learns straight away whether the setup works).
 */
import { type MailStatus, mailMessages, type NotificationSettings } from '@shared/mail/mail.schema';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { MailSendError } from '../../integrations/mail/mail-transport';
import { conflict, HttpError } from '../../lib/http-errors';
import type { UserRow } from '../users/users.repository';
import { gmailRedirectUri } from './gmail-authorization.service';
import {
  clearMailError,
  deliverySummary,
  findMailSettings,
  recordMailError,
  requeueFailed,
  saveNotificationEmail,
} from './mail.repository';
import type { Mailer } from './mailer';
import { testMail } from './notification-message';

export interface MailDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

export async function mailStatus({ db, config, mailer }: MailDeps): Promise<MailStatus> {
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
    redirectUri: gmailRedirectUri(config),
    delivery: {
      ...delivery,
      lastSentAt: delivery.lastSentAt ? delivery.lastSentAt.toISOString() : null,
    },
  };
}

export async function notificationSettings(db: Db): Promise<NotificationSettings> {
  return { notificationEmail: (await findMailSettings(db))?.notificationEmail ?? null };
}

export async function saveNotificationSettings(
  db: Db,
  notificationEmail: string,
): Promise<NotificationSettings> {
  const row = await saveNotificationEmail(db, notificationEmail);
  return { notificationEmail: row.notificationEmail };
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
