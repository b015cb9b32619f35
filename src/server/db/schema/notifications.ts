import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The notification outbox: creating a request writes a row here in the same transaction; a sender
 * delivers it later. A failure to notify never fails or rolls back the creation.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    /** What happened, e.g. 'request-created'. */
    kind: text('kind').notNull(),
    /** material-conditioning | package-pickup | regional-collection */
    requestType: text('request_type').notNull(),
    requestId: integer('request_id').notNull(),
    /** queued → sent, or failed after the last attempt */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notification_outbox_state_idx').on(t.state, t.createdAt)],
);
