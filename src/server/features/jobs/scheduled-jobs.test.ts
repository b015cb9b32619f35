/**
 * The timed jobs' claims and the clean-up job (decision 0082), on one test database; the two-process test
 * (multi-process.test.ts) shows the same across real server processes on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobRuns, loginAttempts, sessions, trackingThrottle, users } from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { CLEAN_UP_JOB, cleanUpJob } from './clean-up.job';
import { claimJobRun, msUntilDue } from './job-runs.repository';
import { createScheduledJobs } from './scheduled-jobs';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const HOUR = 3_600_000;

describe('claimJobRun', () => {
  it('gives a period to one claimer among many asking at once, then again once the period has passed', async () => {
    const { db } = database;
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJobRun(db, 'essai', HOUR)));
    expect(claims.filter((claim) => claim !== null).map((claim) => claim.run)).toEqual([1]);
    expect(await claimJobRun(db, 'essai', HOUR)).toBeNull();
    const due = await msUntilDue(db, 'essai', HOUR);
    expect(due).toBeGreaterThan(HOUR - 60_000);
    expect(due).toBeLessThanOrEqual(HOUR);

    // An hour later (the last start moved back): due at once, and claimed once more.
    await db
      .update(jobRuns)
      .set({ lastStartedAt: sql`now() - interval '61 minutes'` })
      .where(eq(jobRuns.name, 'essai'));
    expect(await msUntilDue(db, 'essai', HOUR)).toBe(0);
    const again = await Promise.all(Array.from({ length: 8 }, () => claimJobRun(db, 'essai', HOUR)));
    expect(again.filter((claim) => claim !== null).map((claim) => claim.run)).toEqual([2]);
    expect(await msUntilDue(db, 'never-run', HOUR)).toBe(0);
  });
});

const silentLog = { info() {}, error() {} } as unknown as Parameters<typeof createScheduledJobs>[0]['log'];

describe('createScheduledJobs', () => {
  it('runs a job once per period between two schedulers (two processes) on one database', async () => {
    const periodMs = 400;
    const ran: Array<{ by: string; at: number }> = [];
    const scheduler = (by: string) =>
      createScheduledJobs({
        db: database.db,
        log: silentLog,
        jobs: [
          {
            name: 'tic',
            periodMs,
            async run() {
              ran.push({ by, at: performance.now() });
              return undefined;
            },
          },
        ],
      });
    const schedulers = [scheduler('A'), scheduler('B')];
    for (const each of schedulers) each.start();
    const deadline = Date.now() + 15_000;
    while (ran.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(schedulers.map((each) => each.stop()));

    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, 'tic'));
    expect(ran.length).toBeGreaterThanOrEqual(4);
    expect(row?.runs).toBe(ran.length);
    for (let i = 1; i < ran.length; i += 1) {
      expect((ran[i]?.at ?? 0) - (ran[i - 1]?.at ?? 0)).toBeGreaterThan(periodMs / 2);
    }
  });
});

describe('the clean-up job', () => {
  it('deletes expired sessions, attempts past the window and ended throttle windows, and nothing else', async () => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ username: 'menage', email: 'menage@example.test' })
      .returning({ id: users.id });
    const userId = user?.id ?? 0;
    const idleMs = 12 * HOUR;
    const windowMs = 15 * 60_000;
    const ago = (ms: number) => new Date(Date.now() - ms);
    await db.insert(sessions).values([
      { id: 'live', userId, expiresAt: ago(-HOUR) },
      { id: 'past-absolute', userId, expiresAt: ago(1000) },
      { id: 'idle', userId, expiresAt: ago(-HOUR), lastSeenAt: ago(idleMs + 1000) },
    ]);
    await db.insert(loginAttempts).values([
      { username: 'x', ip: '203.0.113.1', createdAt: ago(60_000) },
      { username: 'x', ip: '203.0.113.1', createdAt: ago(windowMs + 1000) },
    ]);
    await db.insert(trackingThrottle).values([
      { ip: '203.0.113.2', windowStart: sql`date_trunc('minute', now())`, hits: 1 },
      { ip: '203.0.113.2', windowStart: sql`date_trunc('minute', now()) - interval '5 minutes'`, hits: 3 },
    ]);

    const job = cleanUpJob({
      cleanUpIntervalMs: HOUR,
      session: { idleMs, absoluteMs: 7 * 24 * HOUR },
      loginThrottle: {
        windowMs,
        maxFailuresPerUsernameAndIp: 5,
        maxFailuresPerIp: 20,
        maxFailuresPerUsername: 100,
      },
    });
    expect(job).toMatchObject({ name: CLEAN_UP_JOB, periodMs: HOUR });
    expect(await job.run(db)).toEqual({ sessions: 2, loginAttempts: 1, trackingWindows: 1 });
    expect((await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id)).toEqual(['live']);
    expect(await db.select().from(loginAttempts)).toHaveLength(1);
    expect(await db.select().from(trackingThrottle)).toHaveLength(1);
  });
});
