/**
 * Query keys of the carriers (Settings › Transporteurs, the stage forms' choices): one list, the live
 * carriers, read by everyone signed in and changed by administrators.
 */
export const carriersKeys = {
  all: ['carriers'] as const,
};
