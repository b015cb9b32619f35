/**
 * What /metrics exposes, in one prom-client registry per app (never the library's global one): request
 * durations by route pattern, database query durations, the pool, the mail outbox, sign-in throttles, and
 * the library's default process metrics (memory, CPU, event-loop delay, GC). Labels are route patterns,
 * methods, status codes and fixed words: never a URL, an identifier, a user's data or a secret.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { outboxFigures } from './metrics.repository';

/** The route label of a request no route matched: one value, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export function createMetrics(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'gl_http_request_duration_seconds',
    help: 'HTTP request duration, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'gl_db_query_duration_seconds',
    help: 'Database query duration, by outcome (ok or error)',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'gl_db_pool_connections',
    help: 'Database connections of this process, by state: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const signInThrottled = new Counter({
    name: 'gl_sign_in_throttled_total',
    help: 'Sign-ins refused with 429 by the throttling',
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'gl_database_up',
    help: '1 when the scrape could read the database, 0 otherwise',
    registers: [registry],
  });
  const outboxPending = new Gauge({
    name: 'gl_mail_outbox_pending',
    help: 'Notifications still to send (queued or being sent)',
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: 'gl_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest notification still to send, 0 when none',
    registers: [registry],
  });
  const outboxFailed = new Gauge({
    name: 'gl_mail_outbox_failed',
    help: 'Notifications that failed for good (until « Réessayer » in Settings)',
    registers: [registry],
  });

  database.observeQueries((seconds, failed) =>
    queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );

  return {
    contentType: registry.contentType,
    observeRequest(method: string, route: string | undefined, status: number, seconds: number) {
      requestDuration.observe({ method, route: route ?? UNMATCHED_ROUTE, status: String(status) }, seconds);
    },
    signInThrottled: () => signInThrottled.inc(),
    /** The text of a scrape: the outbox is read now (one statement), the rest is in memory. */
    async scrape(): Promise<string> {
      try {
        const outbox = await outboxFigures(database.db);
        outboxPending.set(outbox.pending);
        outboxOldest.set(outbox.oldestPendingSeconds);
        outboxFailed.set(outbox.failed);
        databaseUp.set(1);
      } catch {
        databaseUp.set(0);
      }
      return registry.metrics();
    },
    close() {
      database.observeQueries(undefined);
      registry.clear();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
