/**
 * Dates and times of day as every screen, mail and document writes them (decision 0092): « 1er décembre
 * 2026 » — the first of a month is « 1er », the other days their number —, « 10 h 30 » and « 10 h » for a
 * round hour (never « 10:30 » nor « 10h30 »), « 1er décembre 2026 à 10 h 30 ». Non-breaking spaces keep a
 * day with its month and an hour with its « h ».
 *
 * A calendar day (« YYYY-MM-DD »: a desired or planned date) is a day, read without any time zone; an
 * instant (a timestamp) is read in Paris, where the service works, whatever the browser's or the server's
 * time zone. No zod, no date library: the lists paint with it, the documents' service and the mails use it.
 */

export const PARIS_TIME_ZONE = 'Europe/Paris';
const NBSP = '\u00a0';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
/** The abbreviations of the Imprimerie nationale (and of date-fns and Intl in French). */
const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

export interface DayStyle {
  /** « mardi 1er décembre 2026 ». */
  weekday?: boolean;
  /** « 1er déc. 2026 ». */
  shortMonth?: boolean;
  /** false: « 1er décembre ». */
  year?: boolean;
  /** « Mardi 1er décembre 2026 », for a heading. */
  capitalized?: boolean;
}

/** « 1er » for the first of the month, else the day's number: « 2 », « 31 ». */
export const dayOfMonth = (day: number): string => (day === 1 ? '1er' : String(day));

interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

function calendarDayText({ year, month, day }: CalendarDay, style: DayStyle = {}): string {
  const monthName = (style.shortMonth ? SHORT_MONTHS : MONTHS)[month - 1];
  let text = `${dayOfMonth(day)}${NBSP}${monthName}`;
  if (style.year !== false) text += ` ${year}`;
  if (style.weekday) text = `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]} ${text}`;
  return style.capitalized ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text;
}

/** The calendar day of « YYYY-MM-DD » (anything after it is ignored), or null when it is not a real day. */
function parseDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : null;
}

// Built at the first instant formatted, not when the module loads: a formatter with a time zone costs
// tens of milliseconds to create in a browser (its zone data), which every page that imports this
// module but shows no time would pay during its first load.
let parisParts: Intl.DateTimeFormat | undefined;
const parisFormat = () =>
  (parisParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }));

/** The Paris wall clock of an instant, or null when it is not a date. */
function inParis(instant: Date | string): (CalendarDay & { hour: number; minute: number }) | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of parisFormat().formatToParts(date)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const clockText = (hour: number, minute: number) =>
  minute === 0 ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${String(minute).padStart(2, '0')}`;

/**
 * A calendar day « 2026-12-01 » → « 1er décembre 2026 » (see `DayStyle` for the other forms); the text as
 * it came when it is not a day.
 */
export function frenchDay(day: string, style?: DayStyle): string {
  const parsed = parseDay(day);
  return parsed ? calendarDayText(parsed, style) : day;
}

/** The day of an instant in Paris → « 1er décembre 2026 ». */
export function frenchDate(instant: Date | string, style?: DayStyle): string {
  const paris = inParis(instant);
  return paris ? calendarDayText(paris, style) : String(instant);
}

/**
 * « 10 h 30 », « 10 h », « 8 h 05 »: a wall-clock time « HH:mm » (a collection's specific time) as it is,
 * an instant at its time in Paris.
 */
export function frenchTime(time: Date | string): string {
  if (typeof time === 'string') {
    const clock = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(time.trim());
    if (clock) return clockText(Number(clock[1]), Number(clock[2]));
  }
  const paris = inParis(time);
  return paris ? clockText(paris.hour, paris.minute) : String(time);
}

/** « 1er décembre 2026 à 10 h 30 », in Paris. */
export function frenchDateTime(instant: Date | string, style?: DayStyle): string {
  const paris = inParis(instant);
  return paris
    ? `${calendarDayText(paris, style)} à${NBSP}${clockText(paris.hour, paris.minute)}`
    : String(instant);
}
