/**
 * The feed's iCalendar text (RFC 5545), written by ical-generator: one event per planned request, its UID
 * stable (`<kind>-<id>@<host>`), its SEQUENCE the request's plan revision, its times the planned slot in
 * Europe/Paris (with the zone's VTIMEZONE), a whole day when no slot was planned, and STATUS:CANCELLED once
 * the request is « Annulée ». The description links to the request's details in the app.
 */
import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { calendarKindLabels, slotHours } from '@shared/calendar/calendar-feed';
import { CANCELLED_STAGE, stageLabel } from '@shared/fulfilment/fulfilment-stages';
import { requestLink } from '@shared/requests/request-kinds';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { foldLines, ICalEventStatus } from 'ical-generator';
import type { PlannedEventRow } from './calendar-events.repository';

export const CALENDAR_TIME_ZONE = 'Europe/Paris';
/** How often calendar apps are asked to fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_SECONDS = 60 * 60;

/** A Paris wall-clock time on a "YYYY-MM-DD" day, as the instant ical-generator writes back in that zone. */
function parisTime(day: string, time = '00:00'): TZDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new TZDate(year, month - 1, date, hours, minutes, CALENDAR_TIME_ZONE);
}

function description(event: PlannedEventRow, link: string): string {
  const lines = [
    `${calendarKindLabels[event.kind]} — ${event.company}`,
    `Référence\u00a0: ${event.reference}`,
    `Étape\u00a0: ${stageLabel(event.kind, event.stage)}`,
    `Contact\u00a0: ${event.contactName}, ${event.phone}`,
    `Adresse\u00a0: ${event.address}`,
  ];
  if (event.destination) lines.push(`Destination\u00a0: ${event.destination}`);
  lines.push(`Voir la demande\u00a0: ${link}`);
  return lines.join('\n');
}

export interface CalendarFeedOptions {
  /** The app's public address, for the links and the UIDs' host. */
  baseUrl: string;
  /** The calendar's name in the subscriber's app. */
  name: string;
}

/** Events written between two turns of the event loop: a few milliseconds of work (bench:calendar). */
export const EVENTS_PER_CHUNK = 100;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The feed as chunks of iCalendar text, to stream: the calendar's head (with the Europe/Paris VTIMEZONE),
 * then the events EVENTS_PER_CHUNK at a time, the event loop free between chunks — writing 5,000 events
 * at once would hold every other request for a few hundred milliseconds.
 */
export async function* calendarFeedChunks(
  events: readonly PlannedEventRow[],
  options: CalendarFeedOptions,
): AsyncGenerator<string> {
  const host = new URL(options.baseUrl).hostname;
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Gestion Logistique', product: 'Agenda', language: 'FR' },
    ttl: CALENDAR_REFRESH_SECONDS,
  });
  // DTSTAMP and LAST-MODIFIED stay in UTC (no calendar-wide zone); each event names Europe/Paris, whose
  // VTIMEZONE the head carries once.
  const zone = getVtimezoneComponent(CALENDAR_TIME_ZONE);
  if (!zone) throw new Error(`no VTIMEZONE for ${CALENDAR_TIME_ZONE}`);
  const end = 'END:VCALENDAR';
  const head = calendar.toString();
  if (!head.endsWith(end)) throw new Error('unexpected calendar head');
  yield `${head.slice(0, -end.length)}${zone.replace(/\r?\n/g, '\r\n').trim()}\r\n`;

  for (let from = 0; from < events.length; from += EVENTS_PER_CHUNK) {
    let chunk = '';
    for (const event of events.slice(from, from + EVENTS_PER_CHUNK)) {
      chunk += calendar.createEvent(eventData(event, options.baseUrl, host)).toString();
    }
    calendar.clear();
    // What calendar.toString() does to the whole text: lines longer than 75 octets folded (RFC 5545 3.1).
    yield foldLines(chunk);
    await yieldToLoop();
  }
  yield `${end}\r\n`;
}

/** What ical-generator writes of one planned request. */
function eventData(event: PlannedEventRow, baseUrl: string, host: string) {
  const link = requestLink(baseUrl, event.kind, event.id);
  const hours = slotHours(event);
  const cancelled = event.stage === CANCELLED_STAGE;
  const modified = new Date(event.modifiedMs);
  return {
    id: `${event.kind}-${event.id}@${host}`,
    sequence: event.revision,
    stamp: modified,
    lastModified: modified,
    timezone: CALENDAR_TIME_ZONE,
    start: parisTime(event.plannedDay, hours?.start),
    ...(hours ? { end: parisTime(event.plannedDay, hours.end) } : { allDay: true }),
    summary: `${cancelled ? 'Annulée — ' : ''}${calendarKindLabels[event.kind]} — ${event.company}`,
    location: event.address,
    description: description(event, link),
    url: link,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/**
 * The feed's validator, from what it is written from (the events' rows and the address they link to), so
 * an unchanged feed is answered 304 before a line of it is written. Weak: it may go out compressed.
 */
export function calendarFeedEtag(events: readonly PlannedEventRow[], options: CalendarFeedOptions): string {
  const hash = createHash('sha256').update(`${FORMAT_VERSION}\n${options.baseUrl}\n${options.name}\n`);
  for (const event of events) hash.update(JSON.stringify(event));
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/** Bumped when what an event says changes for the same rows (a new line, another wording). */
const FORMAT_VERSION = 2;
