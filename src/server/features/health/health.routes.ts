/**
 * Probes. /healthz (liveness): the process answers, nothing else is asked — restarting it would not help
 * a database that is down. /readyz (readiness): start-up is over (migrations, first administrator), the
 * process is not stopping, and the database answers a ping within READY_PING_TIMEOUT_MS.
 */
import { messages } from '@shared/http/api-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { Readiness } from './readiness';

export const READY_PING_TIMEOUT_MS = 2_000;

/** Seconds a client is told to wait (Retry-After) while the process starts or stops. */
export const RETRY_AFTER_SECONDS = 5;

function pingWithin(database: Database, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping took more than ${ms} ms`)), ms);
  });
  return Promise.race([database.ping(), timeout]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, opts: { database: Database; readiness: Readiness }) {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' } }, async (request, reply) => {
    const state = opts.readiness.state();
    if (state !== 'ready') {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: state, message: state === 'starting' ? messages.starting : messages.stopping });
    }
    try {
      await pingWithin(opts.database, READY_PING_TIMEOUT_MS);
      return { status: 'ready', database: opts.database.driver };
    } catch (error) {
      request.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'readiness: database unreachable',
      );
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'error', message: messages.databaseUnavailable });
    }
  });
}

/**
 * While the process starts, every request but the probes gets 503 « Le service démarre… »: added first on
 * the root instance (app.ts), before the session or any route could touch a database not yet migrated.
 * Once it stops (SIGTERM), a request that arrives on a connection still open — the server has stopped
 * accepting new ones — gets 503 « Le service s'arrête… » with `Connection: close`, so that its client
 * retries elsewhere knowing nothing was done (serve.ts, issue 30).
 */
/** Resolves once the request has been received whole (its body read and dropped), at most after 2 s. */
function bodyReceived(raw: FastifyRequest['raw']): Promise<void> {
  if (raw.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 2_000);
    raw.once('end', done);
    raw.once('close', done);
    raw.resume();
  });
}

export function startupGate(readiness: Readiness) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const state = readiness.state();
    if (state === 'ready') return;
    const path = request.url.split('?', 1)[0];
    if (path === '/healthz' || path === '/readyz') return;
    if (state === 'stopping') {
      // The request's body is read before the answer: closing a connection whose client is still sending
      // resets it, and a client that gets a reset cannot tell whether its request was done.
      await bodyReceived(request.raw);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('connection', 'close')
        .send({ message: messages.stopping });
    }
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: messages.starting });
  };
}

/**
 * Once the process stops, every answer — the requests in flight finishing included — says `Connection:
 * close`: Node closes the connection after it, and the client's next request opens one elsewhere.
 */
export function closeConnectionsWhenStopping(readiness: Readiness) {
  return (
    _request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    if (readiness.state() === 'stopping') reply.header('connection', 'close');
    done(null, payload);
  };
}
