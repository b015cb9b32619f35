/**
 * « Tournée du jour » (issue 22): the order the team set for a day's regional collections. One row per day
 * that has been reordered; the ids are the day's planned collections in visiting order. A collection that
 * leaves the day (re-planned, collected, cancelled) is simply skipped when the round is read, and one that
 * joins it comes after the saved ones in slot order — so the row never has to follow the requests.
 */
import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const regionalRoundOrders = pgTable('regional_round_orders', {
  day: date('day', { mode: 'string' }).primaryKey(),
  requestIds: integer('request_ids').array().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
