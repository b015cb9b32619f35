import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The timed jobs' claims, shared by every app process (features/jobs, decision 0082): a process runs a job
 * only after a conditional upsert of its row moved `last_started_at` to now, which succeeds for one
 * process per period. `runs` counts the runs since the row was created.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  runs: integer('runs').notNull().default(1),
});
