/**
 * Listing, counting and deciding requests — the same for the three kinds (spec §4, §7).
 */
import { z } from 'zod';
import { calendarDate, invalidCharacterMessage, isStorable, optionalFreeText } from './request-fields';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  requestListViews,
  requestMessages,
} from './request-list.constants';
import { requestStatuses } from './request-status';

export {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type RequestCountName,
  type RequestCounts,
  type RequestListView,
  requestListViews,
  requestMessages,
  SEARCH_COUNT_LIMIT,
} from './request-list.constants';

const isoDate = calendarDate();

/** GET list: filters on status, text (company, contact, offer number) and desired-date range. */
export const requestListQuerySchema = z.object({
  status: z.enum(requestStatuses, { error: 'Statut invalide' }).optional(),
  q: z.string().trim().max(200).refine(isStorable, invalidCharacterMessage).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /**
   * A stage of the suivi (accepted requests only; `none`: accepted before the suivi existed). Checked
   * against the kind's stages by the service.
   */
  stage: z
    .string()
    .trim()
    .regex(/^[a-z-]{1,40}$/, 'Étape de suivi inconnue pour ce type de demande.')
    .optional(),
  /** createdAt: newest first (lists); desiredDate: by day (the regional calendar). */
  sort: z.enum(['createdAt', 'desiredDate'], { error: 'Tri invalide' }).default('createdAt'),
  view: z.enum(requestListViews, { error: 'Vue invalide' }).default('full'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  /**
   * Where the next page starts (keyset paging, decision 0063): the `X-Next-Cursor` of the previous page,
   * opaque to the client; the server decodes it (a malformed one is a 400 on `cursor`).
   */
  cursor: z
    .string()
    .max(200, requestMessages.invalidCursor)
    .regex(/^[A-Za-z0-9_-]+$/, requestMessages.invalidCursor)
    .optional(),
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;

/** The counters and tab badges read these; they follow the same q/from/to filters as the list. */
export const requestCountsQuerySchema = requestListQuerySchema.pick({ q: true, from: true, to: true });

/** PATCH {status}: the decision; a reason may accompany a rejection (shown on the card). */
export const requestDecisionSchema = z.object({
  status: z.enum(['completed', 'rejected'], {
    error: 'Choisissez une décision\u00a0: accepter ou refuser la demande.',
  }),
  rejectionReason: optionalFreeText(1000),
});
export type RequestDecision = z.input<typeof requestDecisionSchema>;
