/**
 * What runs once the schema is migrated, under the migration lock: the first administrator on an empty
 * database, and the logistics address from NOTIFICATION_EMAIL while none is set.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { seedNotificationEmail } from './features/mail/mail.repository';
import { bootstrapFirstAdmin } from './features/users/admin-bootstrap';

export async function bootstrapDatabase(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  await bootstrapFirstAdmin(db, config.admin, log);
  if (config.mail.notificationEmail) await seedNotificationEmail(db, config.mail.notificationEmail);
}
