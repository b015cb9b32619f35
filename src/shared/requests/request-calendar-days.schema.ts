/**
 * GET /api/<kind>-requests/calendar-days: how many requests each day of a range holds for the list's filters
 * (decision 0068). A week view shows its first cards per day and says how many others each day has; these
 * totals are what it says, whatever the number of requests.
 */
import type { z } from 'zod';
import { requestListQuerySchema } from './request-list.schema';

/** A calendar reads a week; a month view would fit too. Longer ranges are refused, not truncated. */
export const MAX_CALENDAR_DAYS = 62;

export const calendarDaysMessages = {
  required: 'La date est requise',
  order: 'La fin de la période ne peut précéder son début',
  span: `La période ne peut dépasser ${MAX_CALENDAR_DAYS}\u00a0jours`,
} as const;

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000;

export const requestCalendarDaysQuerySchema = requestListQuerySchema
  .pick({ status: true, q: true, stage: true })
  .extend({
    from: requestListQuerySchema.shape.from.unwrap().optional(),
    to: requestListQuerySchema.shape.to.unwrap().optional(),
  })
  .superRefine((query, ctx) => {
    // Both ends are required; each says so on its own field (the API's one error shape).
    if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: calendarDaysMessages.required });
    if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: calendarDaysMessages.required });
    if (!query.from || !query.to) return;
    const span = dayNumber(query.to) - dayNumber(query.from);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: calendarDaysMessages.order });
    else if (span >= MAX_CALENDAR_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: calendarDaysMessages.span });
    }
  });
export type RequestCalendarDaysQuery = z.input<typeof requestCalendarDaysQuerySchema>;

/** One day of the range that holds requests (days without any are left out), in date order. */
export interface RequestCalendarDay {
  /** YYYY-MM-DD */
  date: string;
  total: number;
}
