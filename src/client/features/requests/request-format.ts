/** Dates of the request screens in French (spec §2 cards and details: desired and creation dates). */
import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/**
 * A calendar day "2026-03-05" → "5 mars 2026" (no time zone: it is the day the client expects us). The day
 * and its month never part at a line break.
 */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const date = parseISO(day.slice(0, 10));
  return isValid(date) ? format(date, 'd\u00a0MMMM yyyy', { locale: fr }) : day;
}

/** A timestamp → "5 mars 2026 à 14:30" in the browser's time zone. */
export function formatDateTime(timestamp: string | null | undefined): string {
  if (!timestamp) return '—';
  const date = parseISO(timestamp);
  return isValid(date) ? format(date, "d\u00a0MMMM yyyy 'à'\u00a0HH:mm", { locale: fr }) : timestamp;
}

/** The date input's value for a calendar day ("YYYY-MM-DD"), whatever the API added after it. */
export function toDateInputValue(day: string | null | undefined): string {
  return day ? day.slice(0, 10) : '';
}
