/**
 * The main thread's side of the documents' worker (documents-worker.ts): `render(model)` posts a document
 * and resolves with its PDF. The worker starts with the first document (most processes print few), stops
 * after IDLE_MS without one (a little of its ~56 MiB goes back: decision 0059), and starts again
 * after a crash; at most MAX_QUEUED documents wait at once, beyond which the caller answers 429 rather than
 * piling work and memory up.
 */
import { Worker } from 'node:worker_threads';
import type { PdfModel } from './pdf-model';

/** The worker's file: next to the server bundle once built, the TypeScript sources (through tsx) otherwise. */
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './documents-worker.dev.mjs' : './documents-worker.js',
  import.meta.url,
);

const MAX_QUEUED = 32;
/** A minute without a document: the worker stops; the next document starts it again (~0.2 s). */
const IDLE_MS = 60_000;

export class DocumentsBusyError extends Error {}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

export interface DocumentsThread {
  render(model: PdfModel): Promise<Buffer>;
  close(): Promise<void>;
}

/** @param log where a document drawn without its logo (the logo could not be drawn) is said. */
export function createDocumentsThread(log?: {
  warn(object: object, message: string): void;
}): DocumentsThread {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | null = null;

  /** Once nothing waits, the worker no longer keeps the process alive, and stops after IDLE_MS. */
  function whenIdle(started: Worker) {
    started.unref();
    idleTimer = setTimeout(() => {
      if (worker === started && pending.size === 0) {
        worker = null;
        void started.terminate();
      }
    }, IDLE_MS);
    idleTimer.unref();
  }

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function start(): Worker {
    // A small young generation, as `npm start` gives the main thread (--max-semi-space-size=4): less memory
    // for no measurable time; a ceiling so that a runaway document ends the worker, never the process.
    const started = new Worker(workerUrl, {
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 256 },
    });
    started.on(
      'message',
      (message: { id: number; ok: boolean; bytes?: Uint8Array; message?: string; logoDropped?: string }) => {
        if (message.logoDropped) {
          log?.warn(
            { reason: message.logoDropped },
            'the company logo could not be drawn: document rendered without it (replace the logo)',
          );
        }
        const job = pending.get(message.id);
        if (!job) return;
        pending.delete(message.id);
        if (pending.size === 0) whenIdle(started);
        if (message.ok && message.bytes) {
          job.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
        } else job.reject(new Error(`PDF generation failed: ${message.message}`));
      },
    );
    // A worker that crashes takes the documents it held with it; one retired on purpose (idle, closed) was
    // already replaced, and the documents waiting are the next worker's.
    started.on('error', (error) => {
      if (worker !== started) return;
      worker = null;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = null;
      failAll(new Error(`the documents worker stopped (code ${code})`));
    });
    return started;
  }

  return {
    render(model) {
      if (pending.size >= MAX_QUEUED) return Promise.reject(new DocumentsBusyError());
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      worker ??= start();
      const id = nextId++;
      const target = worker;
      // An idle worker does not keep the process alive (tests, scripts, a graceful shutdown); a busy one does.
      target.ref();
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.postMessage({ id, model });
      });
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      const current = worker;
      worker = null;
      failAll(new Error('the documents worker is closed'));
      if (current) await current.terminate();
    },
  };
}
