/**
 * The HTTP side of the start (server.ts opens the database meanwhile): the Fastify app, listening, then
 * migrations and the first administrator — /readyz fails until they are done. SIGTERM/SIGINT stop
 * accepting, let in-flight requests finish, then close the database (PGlite must be closed for its last
 * writes to reach the disk).
 */
import { buildApp } from './app';
import { bootstrapDatabase } from './bootstrap';
import type { Config } from './config';
import { trackConnections } from './connection-drain';
import type { Database } from './db/client';
import { createReadiness } from './features/health/readiness';
import { createLogger } from './lib/logger';

/** @param phasesMs where the start-up time went so far, completed here and logged in the ready line. */
export async function serve(config: Config, database: Database, phasesMs: Record<string, number>) {
  const log = createLogger(config.logLevel);
  let mark = performance.now();
  const phase = (name: string) => {
    phasesMs[name] = Math.round(performance.now() - mark);
    mark = performance.now();
  };

  // Listening comes first, migrations after: meanwhile /healthz answers (alive), /readyz and every other
  // request 503 « Le service démarre… » (features/health/readiness.ts).
  const readiness = createReadiness();
  const app = await buildApp({ config, database, logger: log, readiness });
  phase('app');
  const connections = trackConnections(app.server);

  let stopping = false;
  /**
   * SIGTERM/SIGINT: /readyz fails at once, the server stops accepting; the requests already read finish,
   * one arriving on a connection still open gets 503 « Le service s'arrête… », every answer closes its
   * connection (connection-drain.ts) — all within SHUTDOWN_TIMEOUT, past it the connections left are cut.
   * Then the mail sender gives back the row it holds and the database is closed. Exit code 0 when nothing
   * had to be cut, as soon as the last answer is sent.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.markStopping();
    const timeoutMs = config.shutdownTimeoutMs;
    log.info({ signal, timeoutMs }, 'shutting down');
    // The last resort, should closing itself hang (the steps below are bounded already).
    setTimeout(() => {
      log.error('shutdown did not complete, exiting');
      process.exit(1);
    }, timeoutMs + 15_000).unref();
    let exitCode = 0;
    const cut = setTimeout(() => {
      exitCode = 1;
      log.warn({ timeoutMs }, 'requests still in flight after SHUTDOWN_TIMEOUT: closing their connections');
      app.server.closeAllConnections();
    }, timeoutMs);
    try {
      await connections.drain();
      await app.close();
    } catch (error) {
      exitCode = 1;
      log.error({ err: error }, 'closing the HTTP server failed');
    } finally {
      clearTimeout(cut);
    }
    try {
      await database.close();
    } catch (error) {
      exitCode = 1;
      log.error({ err: error }, 'closing the database failed');
    }
    log.info({ exitCode }, 'stopped');
    process.exit(exitCode);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  phase('listen');
  await database.migrate((db) => bootstrapDatabase(db, config, log));
  phase('migrations');
  readiness.markReady();
  app.mailDelivery.start();
  app.backups.start();
  app.scheduledJobs.start();
  log.info(
    {
      database: database.driver === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL',
      startupMs: Math.round(performance.now()),
      phasesMs,
      memoryMiB: Object.fromEntries(
        Object.entries(process.memoryUsage()).map(([key, bytes]) => [key, Math.round(bytes / 1048576)]),
      ),
    },
    `Gestion Logistique ready on http://${config.host}:${config.port}`,
  );
}
