/**
 * The calendar feeds (issue 22): each user's secret iCalendar address, and the plan revision of each
 * planned request, which the feed sends as the event's SEQUENCE.
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's calendar feed (/api/calendar/<token>.ics). As for tracking links the token is derived from the
 * row's id with the app's key (HMAC) and never stored, only its SHA-256: the settings can show the address
 * again. At most one live feed per user; regenerating or turning off keeps the old row (revoked_at) so its
 * address answers 404 for good. A deleted user's feeds go with them.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * How many times a request's plan changed (its planned day, slot, place, company, or its cancellation):
 * kept by the request tables' triggers (drizzle, calendar migration) in the UPDATE's own transaction, so a
 * calendar that already has the event replaces it (RFC 5545 SEQUENCE). A request never re-planned has no
 * row (revision 0). Kept apart from the request tables so the requests' history never shows it.
 */
export const requestPlanRevisions = pgTable(
  'request_plan_revisions',
  {
    kind: text('kind').notNull(),
    requestId: integer('request_id').notNull(),
    revision: integer('revision').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.requestId] })],
);
