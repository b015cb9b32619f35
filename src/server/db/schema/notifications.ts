import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The notification outbox: creating (or deciding) a request writes a row here in the same transaction; the
 * mail delivery sends it later. A failure to notify never fails or rolls back the request.
 *
 * States: queued → sending (claimed under a lease) → sent; back to queued with a later `next_attempt_at` on
 * a temporary failure; failed after the last attempt or a permanent failure; skipped when mail was not
 * configured as the row was written (nothing was promised, nothing floods the team later).
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    /** What happened: 'request-created' (to the logistics team) or 'request-decided' (to the author). */
    kind: text('kind').notNull(),
    /** material-conditioning | package-pickup | regional-collection */
    requestType: text('request_type').notNull(),
    requestId: integer('request_id').notNull(),
    /** The user a decision mail goes to; null for the logistics team's address. */
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the row is next due: the back-off after a temporary failure, or the end of the lease while a
     * sender holds it ('sending'), after which another sender may take it over (its sender died).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Random token of the current claim: only the sender that holds it may record the outcome. */
    claimToken: text('claim_token'),
    /**
     * What a client mail says, as the stage recorded it when the mail was queued (the suivi may move on
     * before it is sent): {stage, fields}. Null for the team's and the author's mails.
     */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_state_idx').on(t.state, t.createdAt),
    // The senders' poll: only the rows still to send, by due time.
    index('notification_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} in ('queued', 'sending')`),
    index('notification_outbox_sent_at_idx').on(t.sentAt).where(sql`${t.sentAt} is not null`),
    // A request's history reads its mails (request-history.repository.ts).
    index('notification_outbox_request_idx').on(t.requestType, t.requestId, t.id),
  ],
);
