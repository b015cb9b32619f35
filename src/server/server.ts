/**
 * Starts the app: configuration, database (migrations + first administrator), then listening
 * (serve.ts). The database starts opening as soon as the configuration is read, before the HTTP side is
 * even loaded: PGlite compiles its WebAssembly and opens its files on its own thread while this one loads
 * Fastify and the routes, so the two costs overlap instead of adding up (docs/benchmarks.md, "Start-up").
 */
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
  const configured = performance.now();
  const [database, { serve }] = await Promise.all([openDatabase(config), import('./serve')]);
  await serve(config, database, {
    imports: Math.round(configured),
    databaseAndHttp: Math.round(performance.now() - configured),
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
