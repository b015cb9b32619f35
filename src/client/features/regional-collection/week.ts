/**
 * The regional calendar's week (spec §2, §9): Monday to Sunday, named in French, kept in the URL as the
 * Monday's calendar date (?semaine=2026-11-16). Dates are calendar days "YYYY-MM-DD" read in local time:
 * a desired date has no time zone, it is the day the client expects us.
 */
import { dayOfMonth } from '@shared/french-dates';
import { addDays, format, isValid, parse, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';

export const WEEK_PARAM = 'semaine';

const ISO_DATE = 'yyyy-MM-dd';

/** "2026-11-16" for a local date. */
export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE);
}

/** The local date of "YYYY-MM-DD", or null when the text is not a real calendar date. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, ISO_DATE, new Date());
  return isValid(date) && toIsoDate(date) === value ? date : null;
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: Date): Date {
  return startOfWeek(date, { weekStartsOn: 1 });
}

/**
 * The Monday of the week the URL names: any day of a week selects that week; a missing or invalid value
 * falls back to the week of `today`.
 */
export function resolveWeekStart(param: string | null, today: Date): Date {
  return mondayOf(parseIsoDate(param) ?? today);
}

export interface Week {
  monday: Date;
  sunday: Date;
  /** The seven days, Monday first. */
  days: Date[];
  /** The API's date-range filters for this week (inclusive). */
  from: string;
  to: string;
}

export function weekOf(monday: Date): Week {
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const sunday = days[6] as Date;
  return { monday, sunday, days, from: toIsoDate(monday), to: toIsoDate(sunday) };
}

export function shiftWeek(monday: Date, weeks: number): Date {
  return addDays(monday, weeks * 7);
}

/** French day of the month: "1er", then "2", "3"… */
const dayOfMonthOf = (date: Date): string => dayOfMonth(date.getDate());

/**
 * "Semaine du 16 au 22 novembre 2026"; across months "Semaine du 30 novembre au 6 décembre 2026"; across
 * years "Semaine du 28 décembre 2026 au 3 janvier 2027".
 */
export function weekHeading({ monday, sunday }: Pick<Week, 'monday' | 'sunday'>): string {
  const end = `${dayOfMonthOf(sunday)} ${format(sunday, 'MMMM yyyy', { locale: fr })}`;
  let start = dayOfMonthOf(monday);
  if (monday.getFullYear() !== sunday.getFullYear()) {
    start += ` ${format(monday, 'MMMM yyyy', { locale: fr })}`;
  } else if (monday.getMonth() !== sunday.getMonth()) {
    start += ` ${format(monday, 'MMMM', { locale: fr })}`;
  }
  return `Semaine du ${start} au ${end}`;
}

/** "Lundi 16 novembre": the heading of a calendar column. */
export function dayHeading(date: Date): string {
  const text = `${format(date, 'EEEE', { locale: fr })} ${dayOfMonthOf(date)} ${format(date, 'MMMM', { locale: fr })}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Requests grouped by their planned day once planned (issue 21), else their desired date, for the seven columns. */
export function groupByDay<T extends { desiredDate: string; plannedDate?: string | null }>(
  items: readonly T[],
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const day = (item.plannedDate ?? item.desiredDate).slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(item);
    else byDay.set(day, [item]);
  }
  return byDay;
}
