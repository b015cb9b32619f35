/**
 * The personal calendar feed (issue 22): its address, what GET/POST /api/calendar-feed answer, the French
 * messages, and the hours a planned slot takes in a calendar. No zod: the « Mon compte » card reads these
 * before any form is loaded.
 */
import type { RequestKind } from '../requests/request-kinds';

/** The feed's address is `<app>/api/calendar/<token>.ics`; it needs no session. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';
export const CALENDAR_FEED_SUFFIX = '.ics';

/** GET /api/calendar-feed: whether the signed-in user's feed is on, and its address when it can be shown. */
export interface CalendarFeedStatus {
  enabled: boolean;
  /** Null when off, or when the app's key changed since (the address still works, it cannot be shown). */
  url: string | null;
}

/** POST /api/calendar-feed: the new address (the previous one, if any, no longer answers). */
export interface CalendarFeedLink {
  url: string;
}

export const calendarFeedMessages = {
  tooManyRequests: 'Trop de consultations de cet agenda depuis votre connexion. Réessayez dans une minute.',
  notFound: 'Agenda introuvable\u00a0: son adresse a été régénérée ou désactivée.',
};

/** The kinds a planned request of which appears in the feed (the conditioning sent by carrier has no plan). */
export const calendarKinds = ['regional-collection', 'collection', 'package-pickup', 'delivery'] as const;
export type CalendarKind = (typeof calendarKinds)[number];

/** The event's title starts with what is happening. */
export const calendarKindLabels: Record<CalendarKind, string> = {
  'regional-collection': 'Collecte Région Parisienne',
  collection: 'Collecte hors Île-de-France',
  'package-pickup': 'Enlèvement',
  delivery: 'Transport',
};

export const isCalendarKind = (kind: RequestKind): kind is CalendarKind =>
  (calendarKinds as readonly string[]).includes(kind);

/** A planned slot as the suivi records it (the regional form's `{preferredTimeSlot, specificTime}`). */
export interface PlannedSlot {
  preferredTimeSlot?: string | null;
  specificTime?: string | null;
}

/** How long a visit at a specific time is shown in a calendar. */
export const SPECIFIC_TIME_MINUTES = 60;

/**
 * The Paris wall-clock hours of a slot — the form's own bounds (« Matin (8 h – 12 h) », « Après-midi
 * (14 h – 18 h) »), a specific time for an hour — or null: the event then takes the whole day.
 */
export function slotHours(slot: PlannedSlot | null | undefined): { start: string; end: string } | null {
  switch (slot?.preferredTimeSlot) {
    case 'morning':
      return { start: '08:00', end: '12:00' };
    case 'afternoon':
      return { start: '14:00', end: '18:00' };
    case 'specific_time': {
      const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(slot.specificTime ?? '');
      if (!match) return null;
      const minutes = Math.min(
        Number(match[1]) * 60 + Number(match[2]) + SPECIFIC_TIME_MINUTES,
        23 * 60 + 59,
      );
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      return { start: `${match[1]}:${match[2]}`, end: `${hh}:${mm}` };
    }
    default:
      return null;
  }
}
