/**
 * Query keys of the suivi's reference data: the stages of each kind (they never change while the server
 * runs); the carriers' keys are the carriers feature's (carriers/api/query-keys.ts).
 * The suivi of one request lives in that request's own keys (requests/api/query-keys.ts).
 */
export const fulfilmentKeys = {
  all: ['fulfilment'] as const,
  stages: () => [...fulfilmentKeys.all, 'stages'] as const,
};
