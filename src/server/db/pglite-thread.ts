/**
 * PGlite in a worker thread, seen from the main thread as the small part of the PGlite client that
 * Drizzle's PGlite driver calls (`query`, `exec`, `transaction`, `close`).
 *
 * Why: PGlite runs each statement synchronously in WebAssembly. On the main thread that work shares the
 * event loop with HTTP parsing and JSON, and the queue of statements drains through microtasks, so sockets
 * with a request waiting were not read for seconds under 100 clients (creates waited up to 38 s). In a worker
 * the database uses the second core, the main thread only posts and receives messages, and every statement
 * and transaction enters PGlite's FIFO lock in arrival order. Statements of an open transaction go straight
 * to it (PGlite runs them inside its exclusive lock), so a transaction holds the database only for its own
 * round trips.
 */
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Message = {
  type: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close' | 'dump';
  sql?: string;
  params?: unknown[];
  rowMode?: QueryOptions['rowMode'];
  tx?: number;
};

/** The worker's file: next to the server bundle once built, the TypeScript source otherwise. */
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);

function rebuild(error: Record<string, unknown>): Error {
  return Object.assign(new Error(String(error.message)), error);
}

export interface PGliteThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(fn: (tx: Pick<PGliteThread, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /** A consistent snapshot of the data directory, gzipped tar (pglite-worker.ts, `dump`). */
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
  readonly closed: boolean;
  /** This object typed as the client Drizzle's PGlite driver accepts (it calls only the methods above). */
  asPGlite(): PGlite;
}

/** Starts the worker, which opens (or creates) the database under `dataDir`; resolves once it is ready. */
export function startPgliteThread(dataDir: string, startParams: string[]): Promise<PGliteThread> {
  const worker = new Worker(workerUrl, { workerData: { dataDir, startParams } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;

  const send = (message: Message): Promise<unknown> => {
    if (closed) return Promise.reject(new Error('PGlite is closed'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const failAll = (error: Error) => {
    closed = true;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const query = <T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number) =>
    send({ type: 'query', sql, params: params ?? [], rowMode: options?.rowMode, tx }) as Promise<Results<T>>;
  const exec = (sql: string, tx?: number) => send({ type: 'exec', sql, tx }) as Promise<Results[]>;

  const thread: PGliteThread = {
    query: (sql, params, options) => query(sql, params, options),
    exec: (sql) => exec(sql),
    async transaction(fn) {
      const tx = (await send({ type: 'begin' })) as number;
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn({
          query: (sql, params, options) => query(sql, params, options, tx),
          exec: (sql) => exec(sql, tx),
        });
      } catch (error) {
        await send({ type: 'rollback', tx }).catch(() => {});
        throw error;
      }
      await send({ type: 'commit', tx });
      return result;
    },
    dumpDataDir: () => send({ type: 'dump' }) as Promise<Uint8Array>,
    async close() {
      if (closed) return;
      try {
        await send({ type: 'close' });
      } finally {
        closed = true;
        await worker.terminate();
      }
    },
    get closed() {
      return closed;
    },
    asPGlite() {
      return thread as unknown as PGlite;
    },
  };

  return new Promise((resolveReady, rejectReady) => {
    worker.on(
      'message',
      (message: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
        if (message.id === 0) {
          if (message.ok) resolveReady(thread);
          else {
            closed = true;
            void worker.terminate();
            rejectReady(rebuild(message.error ?? {}));
          }
          return;
        }
        const waiter = pending.get(message.id);
        if (!waiter) return;
        pending.delete(message.id);
        if (message.ok) waiter.resolve(message.result);
        else waiter.reject(rebuild(message.error ?? {}));
      },
    );
    worker.on('error', (error) => {
      failAll(error);
      rejectReady(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`the PGlite thread exited (code ${code})`);
      failAll(error);
      rejectReady(error);
    });
  });
}
