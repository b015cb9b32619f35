/**
 * Query keys of the clients directory: every mutation invalidates `clientKeys.all` (lists, suggestions,
 * a client's page), since a new or renamed company changes all of them.
 */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  /** The directory, loaded page after page ("Charger plus"). */
  pagedList: (q: string) => [...clientKeys.lists(), 'paged', q] as const,
  /** A request form's suggestions for what is typed in the company field. */
  suggestions: (q: string) => [...clientKeys.lists(), 'suggestions', q] as const,
  detail: (id: number) => [...clientKeys.all, 'detail', id] as const,
  requests: (id: number) => [...clientKeys.detail(id), 'requests'] as const,
  /** What was received from the client per year, and its documents. */
  activity: (id: number) => [...clientKeys.detail(id), 'activity'] as const,
};
