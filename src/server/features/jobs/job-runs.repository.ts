/**
 * The timed jobs' claims (job_runs, decision 0082). Claiming is one conditional upsert on the database's
 * clock: of the processes asking at once, the first moves `last_started_at` to now and gets the row back;
 * the others wait for its row lock, see the new value (READ COMMITTED re-checks the condition against the
 * committed row) and get nothing. So a job runs at most once per period, whatever the number of processes.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobRuns } from '../../db/schema';

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;

/**
 * Claims this period's run of `name`: its number and start (the database's clock) when this process should
 * run it now, or null when another process ran (or is running) it less than `periodMs` ago.
 */
export async function claimJobRun(
  db: Executor,
  name: string,
  periodMs: number,
): Promise<{ run: number; startedAt: Date } | null> {
  const [row] = await db
    .insert(jobRuns)
    .values({ name, lastStartedAt: sql`now()`, runs: 1 })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastStartedAt: sql`now()`, runs: sql`${jobRuns.runs} + 1` },
      setWhere: sql`${jobRuns.lastStartedAt} <= now() - ${interval(periodMs)}`,
    })
    .returning({ run: jobRuns.runs, startedAt: jobRuns.lastStartedAt });
  return row ?? null;
}

/** Milliseconds until the job is due again (0 when it is due now, or has never run). */
export async function msUntilDue(db: Executor, name: string, periodMs: number): Promise<number> {
  const [row] = await db
    .select({
      ms: sql<number>`greatest(0, extract(epoch from ${jobRuns.lastStartedAt} + ${interval(periodMs)} - now()) * 1000)`.mapWith(
        Number,
      ),
    })
    .from(jobRuns)
    .where(eq(jobRuns.name, name));
  return row ? Math.ceil(row.ms) : 0;
}

export async function markJobFinished(db: Executor, name: string): Promise<void> {
  await db.update(jobRuns).set({ lastFinishedAt: sql`now()` }).where(eq(jobRuns.name, name));
}
