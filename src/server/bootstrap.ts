/**
 * What runs once the schema is migrated, under the migration lock: the first administrator on an empty
 * database, the logistics address from NOTIFICATION_EMAIL while none is set, and the journal entry of a
 * restore made while the server was stopped (decision 0081).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { recordPendingRestore } from './features/admin-journal/admin-journal.service';
import { seedNotificationEmail } from './features/mail/mail.repository';
import { bootstrapFirstAdmin } from './features/users/admin-bootstrap';

export async function bootstrapDatabase(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  await bootstrapFirstAdmin(db, config.admin, log);
  if (config.mail.notificationEmail) await seedNotificationEmail(db, config.mail.notificationEmail);
  // A restore (npm run restore, embedded database only) is journaled once the schema has the journal.
  if (!config.databaseUrl) await recordPendingRestore(db, config.dataDir, log);
}
