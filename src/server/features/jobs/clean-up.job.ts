/**
 * The clean-up job (CLEANUP_INTERVAL, decision 0082): deletes what has expired and is no longer read —
 * sessions past their idle or absolute expiry (with the OAuth flow state they hold), sign-in attempts
 * older than the throttle's window, the tracking page's ended throttle windows. Reads already ignore these
 * rows; the job only keeps the tables small, once per period across every app process.
 */
import type { Config } from '../../config';
import { deleteAttemptsBefore } from '../auth/login-throttle.repository';
import { deleteEndedWindows } from '../public-throttle/public-throttle.repository';
import { deleteExpiredSessions } from '../users/sessions.repository';
import type { ScheduledJob } from './scheduled-jobs';

export const CLEAN_UP_JOB = 'clean-up';

export function cleanUpJob(
  config: Pick<Config, 'cleanUpIntervalMs' | 'session' | 'loginThrottle'>,
): ScheduledJob {
  return {
    name: CLEAN_UP_JOB,
    periodMs: config.cleanUpIntervalMs,
    async run(db) {
      const now = Date.now();
      return {
        sessions: await deleteExpiredSessions(db, new Date(now - config.session.idleMs)),
        loginAttempts: await deleteAttemptsBefore(db, new Date(now - config.loginThrottle.windowMs)),
        trackingWindows: await deleteEndedWindows(db),
      };
    },
  };
}
