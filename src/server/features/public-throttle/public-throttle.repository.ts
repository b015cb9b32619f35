/**
 * The public tracking page's throttle (tracking_throttle): one row per client address and minute. Counting
 * a hit is one atomic upsert on the database's clock, so every app process on one PostgreSQL counts into
 * the same window, and two hits at once never both read the old count.
 */
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { trackingThrottle } from '../../db/schema';

/** Counts a hit from `ip` in the current minute: the window's hits so far, and the seconds until it ends. */
export async function countHit(db: Executor, ip: string): Promise<{ hits: number; secondsLeft: number }> {
  const t = trackingThrottle;
  const [row] = await db
    .insert(t)
    .values({ ip, windowStart: sql`date_trunc('minute', now())`, hits: 1 })
    .onConflictDoUpdate({ target: [t.ip, t.windowStart], set: { hits: sql`${t.hits} + 1` } })
    .returning({
      hits: t.hits,
      secondsLeft:
        sql<number>`ceil(extract(epoch from ${t.windowStart} + interval '1 minute' - now()))`.mapWith(Number),
    });
  if (!row) throw new Error('throttle upsert returned no row');
  return row;
}

/**
 * Forgets the windows that ended: called when a window starts, so the table holds about a minute of rows
 * (and by the clean-up job, for when no page was opened since); returns how many.
 */
export async function deleteEndedWindows(db: Executor): Promise<number> {
  const deleted = await db
    .delete(trackingThrottle)
    .where(lt(trackingThrottle.windowStart, sql`date_trunc('minute', now())`))
    .returning({ ip: trackingThrottle.ip });
  return deleted.length;
}
