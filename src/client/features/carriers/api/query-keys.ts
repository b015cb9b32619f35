/**
 * Query keys of the carriers: the live ones (Settings › Transporteurs, the stage forms' choices) and every
 * one, archived included (what cards, details and the history name and link). Changing a carrier
 * invalidates `all`, so both lists follow.
 */
export const carriersKeys = {
  all: ['carriers'] as const,
  live: () => [...carriersKeys.all, 'live'] as const,
  withArchived: () => [...carriersKeys.all, 'with-archived'] as const,
};
