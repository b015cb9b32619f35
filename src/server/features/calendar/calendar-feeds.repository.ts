/**
 * The calendar feeds (calendar_feeds): at most one live feed per user (a unique partial index), revoked
 * feeds kept so their token never answers again.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

const liveOf = (userId: number) => and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt));

export async function findLiveFeed(db: Executor, userId: number): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(liveOf(userId));
  return row;
}

/** The live feed whose token hashes to `tokenHash`, with its owner, only while the owner is active. */
export async function findLiveFeedOfActiveUser(
  db: Executor,
  tokenHash: string,
): Promise<{ feedId: number; userId: number } | undefined> {
  const [row] = await db
    .select({ feedId: calendarFeeds.id, userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt), eq(users.isActive, true)),
    );
  return row;
}

/** The next feed id, so the token (derived from it) is known before the row is written. */
export async function nextFeedId(db: Executor): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('calendar_feeds', 'id'))::integer as id`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (typeof id !== 'number') throw new Error('no calendar feed id');
  return id;
}

export async function insertFeed(
  db: Executor,
  values: { id: number; userId: number; tokenHash: string },
): Promise<CalendarFeedRow> {
  const [row] = await db.insert(calendarFeeds).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Revokes the user's live feed; false when there was none. */
export async function revokeLiveFeed(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(liveOf(userId))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/**
 * The user's row, locked until the transaction ends: two regenerations at once (two tabs) run one after
 * the other, so the one-live-feed rule never meets a race.
 */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
