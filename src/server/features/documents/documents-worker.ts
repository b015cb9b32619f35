/**
 * The documents' worker thread: renders each PDF it is sent (pdf-render.ts) and posts the bytes back,
 * transferred rather than copied. pdfmake lays a page out synchronously — 60 to 250 ms of CPU for a bon of
 * 80 parcels — so it runs here, off the event loop that answers the other requests (decision 0059).
 */
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../lib/http-errors';
import { sanitizeLogo } from '../company/company-logo';
import type { PdfModel } from './pdf-model';
import { renderPdf } from './pdf-render';

if (!parentPort) throw new Error('documents-worker must run in a worker thread');
const port = parentPort;

port.on('message', async (message: { id: number; model?: PdfModel; logo?: Uint8Array }) => {
  if (message.logo) {
    // A logo to clean (company-logo.ts): its parsing and re-encoding are CPU work too (issue 30, point 26).
    try {
      const logo = sanitizeLogo(
        Buffer.from(message.logo.buffer, message.logo.byteOffset, message.logo.byteLength),
      );
      const bytes = new Uint8Array(logo.bytes);
      port.postMessage({ id: message.id, ok: true, bytes, contentType: logo.contentType }, [bytes.buffer]);
    } catch (error) {
      if (error instanceof HttpError) {
        port.postMessage({ id: message.id, ok: false, status: error.statusCode, message: error.message });
      } else
        port.postMessage({ id: message.id, ok: false, message: (error as Error)?.message ?? String(error) });
    }
    return;
  }
  try {
    let logoDropped: string | undefined;
    const pdf = await renderPdf(message.model as PdfModel, (reason) => {
      logoDropped = reason;
    });
    // A view on its own ArrayBuffer, which can be transferred whole.
    const bytes = new Uint8Array(pdf);
    port.postMessage({ id: message.id, ok: true, bytes, logoDropped }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, message: (error as Error)?.message ?? String(error) });
  }
});
