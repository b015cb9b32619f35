/**
 * A preload for the built server, used by `npm run bench` only:
 *   BENCH_CAPTURE_SQL=<file> node --import ./scripts/bench/capture-sql.ts dist/server/server.js
 * appends one JSON line per statement the server hands to its database driver — node-postgres
 * (`pg.Client#query`) or PGlite (`PGlite#query`) — with everything needed to send it again the same way:
 * text, parameters, prepared-statement name, row mode, which result types get custom parsers, and when it
 * started and finished (wall-clock ms), so the bench can tell statements run one after the other from those
 * run together. It patches the drivers, not the app: the server's code is unchanged, and whatever SQL a
 * feature sends tomorrow is what the bench replays. Node type-strips this file (no TS-only syntax here);
 * preloads also run in worker threads, so a PGlite moved into a worker is captured too.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement as the driver received it (the line format of the capture file). */
export interface CapturedStatement {
  driver: 'pg' | 'pglite';
  text: string;
  /** `null`: no parameter array was given (node-postgres then uses the simple query protocol). */
  values: unknown[] | null;
  /** node-postgres named (prepared) statement. */
  name?: string;
  rowMode?: string;
  /** node-postgres: a `types` override was given (Drizzle's: date/time types left as strings). */
  customTypes?: boolean;
  /** PGlite: the type OIDs that had custom parsers (Drizzle's: identity for date/time types). */
  parserTypes?: number[];
  start: number;
  end: number;
}

const file = process.env.BENCH_CAPTURE_SQL;
const now = () => performance.timeOrigin + performance.now();

/** Dates become `{ $date }` so the replay can rebuild them; everything else Drizzle sends is JSON already. */
function encodeValues(values: unknown): unknown[] | null {
  if (!Array.isArray(values)) return null;
  return values.map((value) => (value instanceof Date ? { $date: value.toISOString() } : value));
}

function record(entry: Omit<CapturedStatement, 'start' | 'end'>, start: number) {
  if (file) fs.appendFileSync(file, `${JSON.stringify({ ...entry, start, end: now() })}\n`);
}

if (file) {
  const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function capturedQuery(this: unknown, ...args: unknown[]) {
    const [config, second] = args;
    const isConfig = typeof config === 'object' && config !== null;
    const options = (isConfig ? config : {}) as {
      text?: string;
      name?: string;
      values?: unknown[];
      rowMode?: string;
      types?: unknown;
      submit?: unknown;
    };
    const text = typeof config === 'string' ? config : options.text;
    // Submittables (cursors, COPY streams) are not what the endpoints use: pass them through unrecorded.
    if (typeof text !== 'string' || options.submit) return pgQuery.apply(this, args);
    const entry: Omit<CapturedStatement, 'start' | 'end'> = {
      driver: 'pg',
      text,
      values: encodeValues(typeof second === 'function' ? options.values : (second ?? options.values)),
      ...(options.name ? { name: options.name } : {}),
      ...(options.rowMode ? { rowMode: options.rowMode } : {}),
      ...(options.types ? { customTypes: true } : {}),
    };
    const start = now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        record(entry, start);
        return (callback as (...results: unknown[]) => unknown)(...results);
      };
      return pgQuery.apply(this, args);
    }
    const result = pgQuery.apply(this, args);
    if (result instanceof Promise) void result.then(() => record(entry, start)).catch(() => {});
    return result;
  } as typeof pg.Client.prototype.query;

  // Set on PGlite's own prototype (the method lives on its base class), so a PGliteWorker proxy in the
  // main thread is not recorded as well as the PGlite it talks to.
  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = async function capturedQuery(this: PGlite, ...args: Parameters<PGlite['query']>) {
    const [text, values, options] = args;
    const start = now();
    const result = await pgliteQuery.apply(this, args);
    record(
      {
        driver: 'pglite',
        text,
        values: encodeValues(values),
        ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
        ...(options?.parsers ? { parserTypes: Object.keys(options.parsers).map(Number) } : {}),
      },
      start,
    );
    return result;
  } as PGlite['query'];
}
