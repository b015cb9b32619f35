/**
 * Listing requests without zod: page sizes, views, counters and messages the list pages need on their
 * first load (request-list.schema re-exports them with the query and decision schemas).
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/**
 * What each listed request carries: `full` (every field, the default), `card` (what a list's card shows, see
 * the kinds' `…CardFields`) or `calendar` (the few fields of a week's card, see the kinds' `…CalendarFields`).
 * With either projection the details dialog loads the whole request with GET /{id}.
 */
export const requestListViews = ['full', 'card', 'calendar'] as const;
export type RequestListView = (typeof requestListViews)[number];

/** A page's four counters and its tabs' badges (GET …/counts). */
export interface RequestCounts {
  total: number;
  pending: number;
  completed: number;
  rejected: number;
}

export const requestMessages = {
  notFound: 'Demande introuvable.',
  alreadyDecided: 'Cette demande a déjà été traitée\u00a0: elle ne peut plus être modifiée.',
  createFailed: 'Une erreur est survenue lors de la création de la demande.',
} as const;
