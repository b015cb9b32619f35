/**
 * The embedded database's own thread: one PGlite instance answering the statements the main thread posts
 * (see pglite-thread.ts). Kept free of relative imports and of TypeScript-only syntax so Node runs it as is
 * from the sources (type stripping) and esbuild copies it next to the server bundle.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

interface Request {
  id: number;
  type: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close' | 'dump';
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  tx?: number;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const { dataDir, startParams } = workerData as { dataDir: string; startParams: string[] };

/**
 * Dates, timestamps and intervals stay the text PostgreSQL sent: Drizzle's PGlite driver asks for exactly
 * these parsers on every statement (functions cannot cross threads, so they are fixed here).
 */
const keepText = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepText],
  ),
);

/**
 * What a PostgreSQL error carries (code, constraint, detail…) as plain data: only strings, numbers and
 * booleans cross (PGlite's errors also hold the query options, whose parsers are functions).
 */
function serialise(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error as unknown as Record<string, unknown>).filter(([, value]) =>
    ['string', 'number', 'boolean'].includes(typeof value),
  );
  return { ...Object.fromEntries(fields), message: error.message, name: error.name };
}

// The extensions the migrations create (pglite-extensions.ts says why they are named here).
const client = await PGlite.create(dataDir, { startParams, extensions: { pg_trgm, unaccent } }).catch(
  (error: unknown) => {
    port.postMessage({ id: 0, ok: false, error: serialise(error) });
    return undefined;
  },
);

if (client) {
  /** Open transactions by the id of their `begin`; each ends when the main thread commits or rolls back. */
  const open = new Map<number, { tx: Transaction; end: (commit: boolean, replyTo: number) => void }>();
  const reply = (id: number, result: unknown) => port.postMessage({ id, ok: true, result });
  const fail = (id: number, error: unknown) => port.postMessage({ id, ok: false, error: serialise(error) });

  function begin(id: number) {
    let replyTo = id;
    let began = false;
    client
      ?.transaction(async (tx) => {
        const commit = await new Promise<boolean>((resolve) => {
          open.set(id, {
            tx,
            end(commit, endId) {
              replyTo = endId;
              resolve(commit);
            },
          });
          began = true;
          reply(id, id);
        });
        if (!commit) await tx.rollback();
      })
      .then(
        () => reply(replyTo, null),
        (error: unknown) => fail(began ? replyTo : id, error),
      )
      .finally(() => open.delete(id));
  }

  async function run(message: Request): Promise<unknown> {
    const target = message.tx === undefined ? client : open.get(message.tx)?.tx;
    if (!target) throw new Error('Transaction is closed');
    if (message.type === 'exec') return target.exec(message.sql ?? '');
    const { rows, fields, affectedRows } = await target.query(message.sql ?? '', message.params, {
      rowMode: message.rowMode ?? 'object',
      parsers,
    });
    return { rows, fields, affectedRows };
  }

  /**
   * A consistent snapshot of the data directory as a gzipped tar (a backup, features/backups): a checkpoint
   * first (so a restore replays little WAL), then the dump once no transaction is open — PGlite's
   * transaction lock waits for the open ones — and under its query lock, so no statement writes while
   * the files are read. What the files hold then is a database at rest, never a torn copy.
   */
  async function dump(): Promise<Uint8Array> {
    if (!client) throw new Error('PGlite is closed');
    await client.exec('CHECKPOINT');
    const blob = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
    return new Uint8Array(await blob.arrayBuffer());
  }

  port.on('message', (message: Request) => {
    switch (message.type) {
      case 'begin':
        return begin(message.id);
      case 'commit':
      case 'rollback': {
        const transaction = message.tx === undefined ? undefined : open.get(message.tx);
        if (!transaction) return fail(message.id, new Error('Transaction is closed'));
        return transaction.end(message.type === 'commit', message.id);
      }
      case 'dump':
        return void dump().then(
          (bytes) =>
            port.postMessage({ id: message.id, ok: true, result: bytes }, [bytes.buffer as ArrayBuffer]),
          (error: unknown) => fail(message.id, error),
        );
      case 'close':
        return void client.close().then(
          () => reply(message.id, null),
          (error: unknown) => fail(message.id, error),
        );
      default:
        return void run(message).then(
          (result) => reply(message.id, result),
          (error: unknown) => fail(message.id, error),
        );
    }
  });
  port.postMessage({ id: 0, ok: true, result: 'ready' });
}
