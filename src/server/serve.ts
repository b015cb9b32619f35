/**
 * The HTTP side of the start (server.ts opens the database meanwhile): migrations and the first
 * administrator, the Fastify app, listening. SIGTERM/SIGINT stop accepting, let in-flight requests finish,
 * then close the database (PGlite must be closed for its last writes to reach the disk).
 */
import pino from 'pino';
import { buildApp } from './app';
import { bootstrapDatabase } from './bootstrap';
import type { Config } from './config';
import type { Database } from './db/client';

/** @param phasesMs where the start-up time went so far, completed here and logged in the ready line. */
export async function serve(config: Config, database: Database, phasesMs: Record<string, number>) {
  const log = pino({ level: config.logLevel });
  let mark = performance.now();
  const phase = (name: string) => {
    phasesMs[name] = Math.round(performance.now() - mark);
    mark = performance.now();
  };

  await database.migrate((db) => bootstrapDatabase(db, config, log));
  phase('migrations');
  const app = await buildApp({ config, database, logger: log });
  phase('app');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took more than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      log.info('stopped');
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.mailDelivery.start();
  app.backups.start();
  phase('listen');
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
