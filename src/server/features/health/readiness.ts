/**
 * Whether this process should receive traffic. A process listens before its start-up is over (migrations,
 * the first administrator) so that a probe can tell "alive" from "ready": until `markReady()` only
 * /healthz and /readyz answer, everything else gets 503 « Le service démarre… » with Retry-After. On
 * SIGTERM, `markStopping()` makes /readyz fail so a load balancer stops sending new requests.
 */
export type ReadinessState = 'starting' | 'ready' | 'stopping';

export interface Readiness {
  state(): ReadinessState;
  markReady(): void;
  markStopping(): void;
}

export function createReadiness(initial: ReadinessState = 'starting'): Readiness {
  let current = initial;
  return {
    state: () => current,
    markReady() {
      if (current === 'starting') current = 'ready';
    },
    markStopping() {
      current = 'stopping';
    },
  };
}
