/**
 * Timed jobs that must run once per period across every app process on one database, not once per process
 * (decision 0082). Each process keeps one timer per job, set for when the job is next due on the
 * database's clock; when it fires, the process claims the period's run (job-runs.repository.ts) and runs
 * the job only if the claim is its own. Whichever process comes first runs it; the others find it done
 * and wait for the next period. A failed run logs one line and waits for the next period like a good one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimJobRun, markJobFinished, msUntilDue } from './job-runs.repository';

export interface ScheduledJob {
  /** The job's row in job_runs. */
  name: string;
  /** null: the job is off (its variable says `off`). */
  periodMs: number | null;
  /** What the run did, logged with its line. */
  run(db: Db): Promise<Record<string, unknown> | undefined>;
}

/** Processes that start together would otherwise all ask at the same instant: up to a second of spread. */
const jitterMs = (periodMs: number) => Math.round(Math.random() * Math.min(1_000, periodMs / 10));
/** After a failure to reach the database, the next try. */
const RETRY_MS = 30_000;

export function createScheduledJobs(deps: { db: Db; log: FastifyBaseLogger; jobs: ScheduledJob[] }) {
  const { db, log } = deps;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let started = false;

  function schedule(job: ScheduledJob & { periodMs: number }, delayMs: number) {
    if (!started) return;
    const timer = setTimeout(() => {
      const run = tick(job).finally(() => running.delete(run));
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.set(job.name, timer);
  }

  /** Claims and runs the job if it is due, then sets the timer for its next period. */
  async function tick(job: ScheduledJob & { periodMs: number }) {
    let nextMs: number;
    try {
      const claim = await claimJobRun(db, job.name, job.periodMs);
      if (claim) {
        const { run, startedAt } = claim;
        const began = performance.now();
        try {
          const result = await job.run(db);
          await markJobFinished(db, job.name);
          log.info(
            { job: job.name, run, startedAt, ms: Math.round(performance.now() - began), ...result },
            'scheduled job ran',
          );
        } catch (error) {
          log.error({ err: error, job: job.name, run }, 'scheduled job failed');
        }
      }
      nextMs = Math.max(10, await msUntilDue(db, job.name, job.periodMs)) + jitterMs(job.periodMs);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'scheduled job could not be claimed');
      nextMs = Math.min(RETRY_MS, job.periodMs);
    }
    schedule(job, nextMs);
  }

  return {
    /** Starts the timers (serve.ts, once ready): a job that is due runs within about a second. */
    start() {
      if (started) return;
      started = true;
      for (const job of deps.jobs) {
        const { periodMs } = job;
        if (periodMs !== null) schedule({ ...job, periodMs }, jitterMs(periodMs));
      }
    },
    /** Stops the timers and waits for a run in progress. */
    async stop() {
      started = false;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type ScheduledJobs = ReturnType<typeof createScheduledJobs>;
