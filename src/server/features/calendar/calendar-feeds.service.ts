/**
 * The personal calendar feeds: a signed-in user turns theirs on (or regenerates it: the old address stops
 * answering), reads its address back to copy it, or turns it off; the feed itself is read with the token
 * alone. Tokens: lib/derived-tokens.ts (HMAC of the feed's id, only its SHA-256 stored).
 *
 * What a feed shows is what its owner may see: every signed-in user sees every request (spec §6), so the
 * feed holds every planned request of the four planned kinds while its owner is active; a deactivated
 * user's feed answers 404 like a revoked one.
 */
import {
  CALENDAR_FEED_PREFIX,
  CALENDAR_FEED_SUFFIX,
  type CalendarFeedLink,
  type CalendarFeedStatus,
} from '@shared/calendar/calendar-feed';
import type { Db } from '../../db/client';
import { createDerivedTokens, type DerivedTokens, isDerivedToken } from '../../lib/derived-tokens';
import { plannedEvents } from './calendar-events.repository';
import {
  type CalendarFeedRow,
  findLiveFeed,
  findLiveFeedOfActiveUser,
  insertFeed,
  lockUser,
  nextFeedId,
  revokeLiveFeed,
} from './calendar-feeds.repository';
import { type CalendarFeedOptions, calendarFeedChunks, calendarFeedEtag } from './calendar-ics';

const KEY_LABEL = 'gestion-logistique/calendar-feed-token/v1';

/** The calendar's name in the subscriber's app. */
const FEED_NAME = 'Gestion Logistique — planning';

/** How far back the feed goes: a year of history, and everything planned ahead. */
export const CALENDAR_HISTORY_MONTHS = 12;

/** The first day of the window: the same day `months` months before `today` ("YYYY-MM-DD"). */
export function windowStart(today: string, months = CALENDAR_HISTORY_MONTHS): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - months, 1));
  // The same day of that month, or its last day (29 February, 31 May → 30 April…).
  const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, last));
  return start.toISOString().slice(0, 10);
}

export function createCalendarFeeds(appKey: Buffer) {
  const tokens: DerivedTokens = createDerivedTokens(appKey, KEY_LABEL, 'calendar-feed');

  /** The feed's address, or null when the app's key no longer gives its token (ENCRYPTION_KEY changed). */
  function urlOf(baseUrl: string, feed: CalendarFeedRow): string | null {
    const token = tokens.tokenFor(feed.id);
    return tokens.hash(token) === feed.tokenHash
      ? `${baseUrl}${CALENDAR_FEED_PREFIX}${token}${CALENDAR_FEED_SUFFIX}`
      : null;
  }

  return {
    /** A new feed for the user; the one they had stops answering. */
    async regenerate(db: Db, userId: number, baseUrl: string): Promise<CalendarFeedLink> {
      const feed = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await revokeLiveFeed(tx, userId);
        const id = await nextFeedId(tx);
        return insertFeed(tx, { id, userId, tokenHash: tokens.hash(tokens.tokenFor(id)) });
      });
      const url = urlOf(baseUrl, feed);
      if (!url) throw new Error('a new calendar feed must give its own address');
      return { url };
    },

    /** Turns the user's feed off (nothing to do when it is off already). */
    async revoke(db: Db, userId: number): Promise<void> {
      await revokeLiveFeed(db, userId);
    },

    async status(db: Db, userId: number, baseUrl: string): Promise<CalendarFeedStatus> {
      const feed = await findLiveFeed(db, userId);
      return feed ? { enabled: true, url: urlOf(baseUrl, feed) } : { enabled: false, url: null };
    },

    /**
     * The feed of a token ("<token>.ics"): its validator and, to stream, its text; null when the token is
     * malformed, unknown or revoked, or its owner deactivated.
     */
    async feed(db: Db, file: string, baseUrl: string, today: string) {
      if (!file.endsWith(CALENDAR_FEED_SUFFIX)) return null;
      const token = file.slice(0, -CALENDAR_FEED_SUFFIX.length);
      if (!isDerivedToken(token)) return null;
      const feed = await findLiveFeedOfActiveUser(db, tokens.hash(token));
      if (!feed) return null;
      const events = await plannedEvents(db, windowStart(today));
      const options: CalendarFeedOptions = { baseUrl, name: FEED_NAME };
      return { etag: calendarFeedEtag(events, options), chunks: () => calendarFeedChunks(events, options) };
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
