/**
 * The public pages are throttled per client address (the tracking page and its data, the public attestation,
 * the calendar feeds): at most TRACKING_HITS_PER_MINUTE per minute, counted in the database so that every
 * app process shares the count.
 * Tokens cannot be guessed (256 bits); the throttle keeps a scraper or a broken client from costing the
 * app more than a phone reloading its page would.
 */
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/client';
import { tooManyRequests } from '../../lib/http-errors';
import { countHit, deleteEndedWindows } from './public-throttle.repository';

export const TRACKING_HITS_PER_MINUTE = 60;

/** Counts a hit from `ip`: null when it may go on, else the seconds to wait (Retry-After). */
export async function trackingThrottle(db: Executor, ip: string): Promise<number | null> {
  const { hits, secondsLeft } = await countHit(db, ip);
  // The first hit of a window (for this address) sweeps the windows that ended, for every address.
  if (hits === 1) await deleteEndedWindows(db);
  return hits > TRACKING_HITS_PER_MINUTE ? Math.max(1, secondsLeft) : null;
}

/** For a public route: counts the hit under `key` and, past the minute's budget, answers 429 with Retry-After. */
export async function throttlePublicHit(db: Executor, key: string, reply: FastifyReply, message: string) {
  const wait = await trackingThrottle(db, key);
  if (wait === null) return;
  reply.header('retry-after', String(wait));
  throw tooManyRequests(message);
}
