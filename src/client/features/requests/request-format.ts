/**
 * Dates of the request screens in French (spec §2 cards and details: desired and creation dates), written
 * as everywhere else by src/shared/french-dates.ts (decision 0092).
 */
import { frenchDateTime, frenchDay } from '@shared/french-dates';

/**
 * A calendar day "2026-03-01" → « 1er mars 2026 » (no time zone: it is the day the client expects us). The
 * day and its month never part at a line break.
 */
export function formatDay(day: string | null | undefined): string {
  return day ? frenchDay(day) : '—';
}

/** A timestamp → « 5 mars 2026 à 14 h 30 », Paris time. */
export function formatDateTime(timestamp: string | null | undefined): string {
  return timestamp ? frenchDateTime(timestamp) : '—';
}

/** The date input's value for a calendar day ("YYYY-MM-DD"), whatever the API added after it. */
export function toDateInputValue(day: string | null | undefined): string {
  return day ? day.slice(0, 10) : '';
}
