/**
 * Compresses answers built at request time (the API's JSON, above 1 KiB) with brotli or gzip, whichever
 * the client prefers. Brotli at quality 4: most of the ratio for a fraction of quality 11's time on the
 * event loop. The built client is compressed once at build time (scripts/build/precompress.ts) and
 * @fastify/static serves those files as they are: a reply that already has a Content-Encoding is left
 * alone. A request without Accept-Encoding (app.inject in the tests, curl) gets identity.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Up to 64 KiB (a list page is 2–20 KiB of JSON) in one synchronous call, not a zlib stream through the
    // threadpool: about a millisecond less per answer here (decision 0083), and brotli at quality 4 holds
    // the event loop well under a millisecond for that size. The default on two cores is 8 KiB.
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compression, { name: 'compression' });
