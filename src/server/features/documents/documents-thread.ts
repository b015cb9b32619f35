/**
 * The main thread's side of the documents' worker (documents-worker.ts): `render(model)` posts a document
 * and resolves with its PDF. The worker starts with the first document (most processes print few), stops
 * after IDLE_MS without one (a little of its ~56 MiB goes back: decision 0059), and starts again
 * after a crash; at most MAX_QUEUED documents wait at once, beyond which the caller answers 429 rather than
 * piling work and memory up.
 */
import { Worker } from 'node:worker_threads';
import { documentMessages } from '@shared/documents/documents';
import { conflict, HttpError, tooManyRequests } from '../../lib/http-errors';
import { logoMessages, type StoredLogo } from '../company/company-logo';
import type { PdfModel } from './pdf-model';

/** The worker's file: next to the server bundle once built, the TypeScript sources (through tsx) otherwise. */
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './documents-worker.dev.mjs' : './documents-worker.js',
  import.meta.url,
);

const MAX_QUEUED = 32;
/** A minute without a document: the worker stops; the next document starts it again (~0.2 s). */
const IDLE_MS = 60_000;

/** How long cleaning a logo may take before the worker is stopped and the logo refused. */
export const LOGO_CLEANING_TIMEOUT_MS = 10_000;

export class DocumentsBusyError extends Error {}

/**
 * `thread.render` as routes use it: its queue full answered as the French 429 every document download
 * gives; a document too long for the worker's memory (a lot of many thousands of media) as a French 409.
 */
export const documentRenderer =
  (thread: Pick<DocumentsThread, 'render'>) =>
  async (model: PdfModel): Promise<Buffer> => {
    try {
      return await thread.render(model);
    } catch (error) {
      if (error instanceof DocumentsBusyError) throw tooManyRequests(documentMessages.busy);
      if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw conflict(documentMessages.tooLong);
      }
      throw error;
    }
  };

interface WorkerAnswer {
  id: number;
  ok: boolean;
  bytes?: Uint8Array;
  contentType?: StoredLogo['contentType'];
  status?: number;
  message?: string;
  logoDropped?: string;
}

interface Pending {
  settle: (message: WorkerAnswer) => void;
  reject: (error: Error) => void;
}

export interface DocumentsThread {
  render(model: PdfModel): Promise<Buffer>;
  /**
   * sanitizeLogo (company-logo.ts) run in the worker, off the event loop (issue 30, point 26): its refusals
   * come back as the same HttpErrors; past LOGO_CLEANING_TIMEOUT_MS the worker is stopped and the logo
   * refused.
   */
  sanitizeLogo(bytes: Buffer): Promise<StoredLogo>;
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
      // 512 MB: a certificate of 6,000 media takes ~210 MB to lay out (issue 32; docs/benchmarks.md).
      resourceLimits: { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 512 },
    });
    started.on('message', (message: WorkerAnswer) => {
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
      job.settle(message);
    });
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

  /** Posts a job to the worker (started if need be); `settle` reads its answer. */
  function post(job: object, settle: (message: WorkerAnswer) => void, reject: (error: Error) => void) {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    worker ??= start();
    const id = nextId++;
    const target = worker;
    // An idle worker does not keep the process alive (tests, scripts, a graceful shutdown); a busy one does.
    target.ref();
    pending.set(id, { settle, reject });
    target.postMessage({ id, ...job });
    return { id, target };
  }

  return {
    render(model) {
      if (pending.size >= MAX_QUEUED) return Promise.reject(new DocumentsBusyError());
      return new Promise<Buffer>((resolve, reject) => {
        post(
          { model },
          (message) => {
            if (message.ok && message.bytes) {
              resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
            } else reject(new Error(`PDF generation failed: ${message.message}`));
          },
          reject,
        );
      });
    },
    sanitizeLogo(bytes) {
      if (pending.size >= MAX_QUEUED) return Promise.reject(new HttpError(429, logoMessages.busy));
      return new Promise<StoredLogo>((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        const { id, target } = post(
          { logo: new Uint8Array(bytes) },
          (message) => {
            clearTimeout(timer);
            if (message.ok && message.bytes && message.contentType) {
              resolve({ bytes: message.bytes, contentType: message.contentType });
            } else if (message.status) reject(new HttpError(message.status, message.message ?? ''));
            else reject(new Error(`logo cleaning failed: ${message.message}`));
          },
          (error) => {
            clearTimeout(timer);
            reject(error);
          },
        );
        timer = setTimeout(() => {
          if (!pending.delete(id)) return;
          reject(new HttpError(400, logoMessages.tooSlow));
          // The worker is stuck on this logo: stop it; what else it held fails, the next job starts another.
          if (worker === target) {
            worker = null;
            failAll(new Error('the documents worker was stopped: a logo took too long to clean'));
            void target.terminate();
          }
        }, LOGO_CLEANING_TIMEOUT_MS);
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
