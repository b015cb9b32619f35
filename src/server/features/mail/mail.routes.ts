/**
 * Mail settings (spec §7 /api/gmail/*), all for administrators: status, Gmail authorization (URL, then the
 * callback with the code), retrying failed notifications, a test message, and the logistics address. And
 * for anyone signed in, /api/mail/availability: whether mail goes out, for the screens that mention a mail.
 */

import { withVersion } from '@shared/http/row-version';
import { gmailCallbackSchema, notificationSettingsSchema } from '@shared/mail/mail.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/current-user';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { unauthorized } from '../../lib/http-errors';
import { journalContext } from '../admin-journal/admin-journal.routes';
import {
  completeGmailAuthorization,
  type GmailAuthorizationDeps,
  startGmailAuthorization,
} from './gmail-authorization.service';
import {
  type MailDeps,
  mailAvailability,
  mailStatus,
  notificationSettings,
  retryFailedNotifications,
  saveNotificationSettings,
  sendTestMessage,
} from './mail.service';
import type { MailDelivery } from './mail-delivery';

const admin = { access: 'admin' } as const;

function sessionOf(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}

export async function mailRoutes(
  app: FastifyInstance,
  opts: MailDeps & Omit<GmailAuthorizationDeps, 'log'> & { delivery: MailDelivery },
) {
  const { db, delivery } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/mail/availability', { config: { access: 'user' } }, () => mailAvailability(opts));

  routes.get('/api/gmail/status', { config: admin }, (request) => mailStatus(opts, request));

  routes.get('/api/gmail/auth-url', { config: admin }, (request) =>
    startGmailAuthorization({ ...opts, log: request.log }, sessionOf(request), request),
  );

  routes.post(
    '/api/gmail/callback',
    { schema: { body: gmailCallbackSchema }, config: admin },
    async (request) => {
      const result = await completeGmailAuthorization(
        { ...opts, log: request.log },
        sessionOf(request),
        request.body,
        journalContext(request),
      );
      // Notifications that waited for a way to be sent go now.
      delivery.wake();
      return result;
    },
  );

  routes.post('/api/gmail/retry', { config: admin }, async () => {
    const result = await retryFailedNotifications(db);
    delivery.wake();
    return result;
  });

  routes.post('/api/gmail/test', { config: admin }, (request) => sendTestMessage(opts, currentUser(request)));

  routes.get('/api/notification-settings', { config: admin }, () => notificationSettings(opts));

  routes.put(
    '/api/notification-settings',
    { schema: { body: withVersion(notificationSettingsSchema) }, config: admin },
    async (request) => {
      const { version, ...input } = request.body;
      const saved = await saveNotificationSettings(opts, journalContext(request), input, version);
      delivery.wake();
      return saved;
    },
  );
}
