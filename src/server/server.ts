/**
 * Starts the app: configuration, database (migrations + first administrator), then listening.
 * SIGTERM/SIGINT stop accepting, let in-flight requests finish, then close the database (PGlite must be
 * closed for its last writes to reach the disk).
 */
import pino from 'pino';
import { buildApp } from './app';
import { bootstrapDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  const started = performance.now();

  const database = await openDatabase(config);
  await database.migrate((db) => bootstrapDatabase(db, config, log));

  const app = await buildApp({ config, database, logger: log });

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
  log.info(
    {
      database: database.driver === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL',
      startupMs: Math.round(performance.now() - started),
      memoryMiB: Object.fromEntries(
        Object.entries(process.memoryUsage()).map(([key, bytes]) => [key, Math.round(bytes / 1048576)]),
      ),
    },
    `Gestion Logistique ready on http://${config.host}:${config.port}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
