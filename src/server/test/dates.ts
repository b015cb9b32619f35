/**
 * Desired dates for tests that create requests: a creation refuses a day before today (Europe/Paris), so a
 * fixed date would start failing once it has passed. These stay in the future whenever the tests run.
 */
import { parisToday } from '@shared/requests/request-fields';

const thisYear = () => Number(parisToday().slice(0, 4));

/** "MM-DD" of next year (avoid 02-29). Fixtures in one file can share a year and keep their order. */
export function nextYear(monthDay: string): string {
  return `${thisYear() + 1}-${monthDay}`;
}

/** Today in Paris shifted by `days`, as "YYYY-MM-DD" (negative: in the past). */
export function daysFromToday(days: number): string {
  const date = new Date(`${parisToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
