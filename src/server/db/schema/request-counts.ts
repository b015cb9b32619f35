/**
 * Counters of the three request tables, so the page counters, tab badges, list totals and the dashboard
 * read a handful of rows instead of counting requests: exact, not estimates. They are kept by triggers
 * (drizzle/0006_request_counts.sql) in the transaction of every INSERT, UPDATE, DELETE or TRUNCATE of a
 * request table, so no write path — service, seed, test fixture or manual SQL — can leave them behind.
 * Invariant: for each kind and status, `n` = count(*) of that kind's table with that status; for each kind
 * and UTC day, `n` = count(*) of requests created (created_at) that day. A missing row means 0.
 */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Requests per kind and status (pending | completed | rejected). */
export const requestCounts = pgTable(
  'request_counts',
  {
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status] })],
);

/** Requests per kind created on each UTC day (the dashboard's weekly series sums seven of them). */
export const requestDailyCounts = pgTable(
  'request_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);
