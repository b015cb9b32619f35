/**
 * Query keys of the suivi's reference data: the stages of each kind (they never change while the server
 * runs) and the carriers (Settings › Transporteurs edits them: its mutations invalidate `carrierKeys.all`).
 * The suivi of one request lives in that request's own keys (requests/api/query-keys.ts).
 */
export const fulfilmentKeys = {
  all: ['fulfilment'] as const,
  stages: () => [...fulfilmentKeys.all, 'stages'] as const,
};

export const carrierKeys = {
  all: ['carriers'] as const,
  /** Every carrier, archived ones too (`?all=1`): what the screens name and link. */
  withArchived: () => [...carrierKeys.all, 'with-archived'] as const,
};
