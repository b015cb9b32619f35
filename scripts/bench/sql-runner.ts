/**
 * The SQL side of `npm run bench`, in its own process (forked with an IPC channel, same node flags as the
 * server): it opens the database — the PostgreSQL database the server uses (a pool of 10, as the server's),
 * or a copy of the server's PGlite data directory (PGlite is one process per data directory) — and replays
 * statements captured by capture-sql.ts through the same driver call the server made: same text, same
 * parameters, same prepared-statement name, row mode and date parsers, so the same wire protocol
 * (node-postgres: named/unnamed extended or simple; PGlite: extended). Statements the server ran together
 * are sent together (`Promise.all` of a wave), waves one after the other. It times each replay itself, so
 * neither the IPC nor the bench process's work is counted. Node type-strips this file.
 *
 * Messages in:  { type: 'load', endpoints: { [name]: CapturedStatement[][] } } → { type: 'loaded' }
 *               { type: 'run', endpoint } → { type: 'ran', ms }            { type: 'stop' }
 *
 * With BENCH_FLOOR_PORT, it also serves `GET /<endpoint>?bytes=N` on node:http: the endpoint's statements
 * replayed the same way, then N bytes of JSON — the cheapest server that runs the same SQL (the floor the
 * app's HTTP time is compared with; docs/benchmarks.md).
 */
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// Node type-strips this file without a resolver for extensionless relative imports: the extensions are
// named here as pglite-worker.ts names them (src/server/db/pglite-extensions.ts lists the same two).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import type { CapturedStatement } from './capture-sql';

type Waves = CapturedStatement[][];
type Message = { type: 'load'; endpoints: Record<string, Waves> } | { type: 'run'; endpoint: string };

const target = process.env.BENCH_SQL_TARGET ?? '';
const send = (message: unknown) => process.send?.(message);
const asString = (value: unknown) => value;

function decodeValues(values: unknown[] | null): unknown[] | undefined {
  if (values === null) return undefined;
  return values.map((value) =>
    typeof value === 'object' && value !== null && '$date' in value
      ? new Date(String((value as { $date: string }).$date))
      : value,
  );
}

/** Drizzle's node-postgres type override: date/time types (and their arrays) stay strings. */
const dateOids = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const drizzleTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    dateOids.has(oid) ? asString : pg.types.getTypeParser(oid, format),
};

async function openExecutor(): Promise<{
  run(statement: CapturedStatement): Promise<unknown>;
  close(): Promise<void>;
}> {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    pool.on('error', () => {});
    return {
      run: (s) =>
        pool.query(
          {
            text: s.text,
            ...(s.name ? { name: s.name } : {}),
            ...(s.rowMode ? { rowMode: s.rowMode as 'array' } : {}),
            ...(s.customTypes ? { types: drizzleTypes } : {}),
          },
          decodeValues(s.values),
        ),
      close: () => pool.end(),
    };
  }
  // The server's start parameters (src/server/db/client.ts, openPglite).
  const client = await PGlite.create(path.join(target, 'pgdata'), {
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  return {
    run: (s) =>
      client.query(s.text, decodeValues(s.values), {
        ...(s.rowMode ? { rowMode: s.rowMode as 'array' | 'object' } : {}),
        ...(s.parserTypes
          ? { parsers: Object.fromEntries(s.parserTypes.map((oid) => [oid, asString])) }
          : {}),
      }),
    close: () => client.close(),
  };
}

async function main() {
  const executor = await openExecutor();
  let endpoints: Record<string, Waves> = {};
  const replay = async (waves: Waves) => {
    for (const wave of waves) await Promise.all(wave.map((statement) => executor.run(statement)));
  };
  const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 0);
  if (floorPort) {
    const bodies = new Map<number, Buffer>();
    const floor = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://floor');
      const size = Number(url.searchParams.get('bytes')) || 16;
      if (!bodies.has(size)) bodies.set(size, Buffer.alloc(size, 120));
      replay(endpoints[decodeURIComponent(url.pathname.slice(1))] ?? []).then(
        () => {
          response.setHeader('content-type', 'application/json');
          response.end(bodies.get(size));
        },
        (error: unknown) => {
          response.statusCode = 500;
          response.end(error instanceof Error ? error.message : String(error));
        },
      );
    });
    await new Promise<void>((resolve) => floor.listen(floorPort, '127.0.0.1', resolve));
  }
  process.on('message', (message: Message | { type: 'stop' }) => {
    if (message.type === 'stop') {
      void executor.close().finally(() => process.exit(0));
      return;
    }
    if (message.type === 'load') {
      endpoints = message.endpoints;
      send({ type: 'loaded' });
      return;
    }
    const waves = endpoints[message.endpoint] ?? [];
    void (async () => {
      try {
        const start = performance.now();
        await replay(waves);
        send({ type: 'ran', ms: performance.now() - start });
      } catch (error) {
        send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
  send({ type: 'ready' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
