/**
 * The documents' worker thread: renders each PDF it is sent (pdf-render.ts) and posts the bytes back,
 * transferred rather than copied. pdfmake lays a page out synchronously — 60 to 250 ms of CPU for a bon of
 * 80 parcels — so it runs here, off the event loop that answers the other requests (decision 0059).
 */
import { parentPort } from 'node:worker_threads';
import type { PdfModel } from './pdf-model';
import { renderPdf } from './pdf-render';

if (!parentPort) throw new Error('documents-worker must run in a worker thread');
const port = parentPort;

port.on('message', async (message: { id: number; model: PdfModel }) => {
  try {
    let logoDropped: string | undefined;
    const pdf = await renderPdf(message.model, (reason) => {
      logoDropped = reason;
    });
    // A view on its own ArrayBuffer, which can be transferred whole.
    const bytes = new Uint8Array(pdf);
    port.postMessage({ id: message.id, ok: true, bytes, logoDropped }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, message: (error as Error)?.message ?? String(error) });
  }
});
