/** The global search without zod (the palette's chunk needs no schema library). */

/** At most this many rows of each request kind, then of clients, articles and devices. */
export const GLOBAL_SEARCH_LIMITS = { requestsPerKind: 3, clients: 5, articles: 5, devices: 5 } as const;
/** Fewer characters than this match too much to be worth a query (the palette waits for them). */
export const GLOBAL_SEARCH_MIN_LENGTH = 2;
export const GLOBAL_SEARCH_MAX_LENGTH = 200;

export const globalSearchMessages = {
  tooShort: `Saisissez au moins ${GLOBAL_SEARCH_MIN_LENGTH} caractères`,
  tooLong: `La recherche ne peut pas dépasser ${GLOBAL_SEARCH_MAX_LENGTH} caractères`,
} as const;
