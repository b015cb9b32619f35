/**
 * The main thread's side of the documents' worker (documents-worker.ts): `render(model)` posts a document
 * and resolves with its PDF. The worker starts with the first document (most processes never print one),
 * and again after a crash; at most MAX_QUEUED documents wait at once, beyond which the caller answers 429
 * rather than piling work and memory up.
 */
import { Worker } from 'node:worker_threads';
import type { PdfDocumentModel } from './pdf-model';

/** The worker's file: next to the server bundle once built, the TypeScript sources (through tsx) otherwise. */
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './documents-worker.dev.mjs' : './documents-worker.js',
  import.meta.url,
);

const MAX_QUEUED = 32;

export class DocumentsBusyError extends Error {}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

export interface DocumentsThread {
  render(model: PdfDocumentModel): Promise<Buffer>;
  close(): Promise<void>;
}

export function createDocumentsThread(): DocumentsThread {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 1;

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function start(): Worker {
    const started = new Worker(workerUrl);
    started.on('message', (message: { id: number; ok: boolean; bytes?: Uint8Array; message?: string }) => {
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      if (pending.size === 0) started.unref();
      if (message.ok && message.bytes) {
        job.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      } else job.reject(new Error(`PDF generation failed: ${message.message}`));
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      if (pending.size > 0) failAll(new Error(`the documents worker stopped (code ${code})`));
    });
    return started;
  }

  return {
    render(model) {
      if (pending.size >= MAX_QUEUED) return Promise.reject(new DocumentsBusyError());
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
      const current = worker;
      worker = null;
      failAll(new Error('the documents worker is closed'));
      if (current) await current.terminate();
    },
  };
}
