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

/**
 * A search (or a date range) is counted by a query that stops at this many rows (decisions 0063, 0083): a
 * search matching half a million requests would otherwise read them all to print a number nobody reads.
 * Past it, the list says « plus de 1 000 »: nobody pages through a thousand results, they refine.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/** The counters of GET …/counts. */
export type RequestCountName = 'total' | 'pending' | 'completed' | 'rejected';

/**
 * A page's four counters and its tabs' badges (GET …/counts). `capped`, only on a counted search: which
 * counters passed SEARCH_COUNT_LIMIT (each then reads SEARCH_COUNT_LIMIT: « plus de 1 000 »).
 */
export interface RequestCounts {
  total: number;
  pending: number;
  completed: number;
  rejected: number;
  capped?: Partial<Record<RequestCountName, true>>;
}

export const requestMessages = {
  notFound: 'Demande introuvable.',
  alreadyDecided: 'Cette demande a déjà été traitée\u00a0: elle ne peut plus être modifiée.',
  createFailed: 'Une erreur est survenue lors de la création de la demande.',
  invalidCursor: 'Page suivante introuvable\u00a0: rechargez la liste.',
  cursorWithOffset: 'Donnez soit la page suivante (cursor), soit un décalage (offset), pas les deux.',
} as const;
