/**
 * Serves the built client (dist/client). Known page paths get index.html (the client router takes over);
 * /auth/gmail/callback, where Google sends the Gmail authorization popup back, gets its own small page
 * (gmail-callback.html, whatever the query); unknown /api paths get a JSON 404; other unknown paths get
 * index.html with a 404 status, and the client shows its "Page introuvable" screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isClientPagePath } from '@shared/app-routes';
import { messages } from '@shared/http/api-error';
import { GMAIL_REDIRECT_PATH } from '@shared/mail/gmail-oauth';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The second Vite entry (vite.config.ts): no React, it reports the authorization to the settings tab. */
const GMAIL_CALLBACK_PAGE = 'gmail-callback.html';

async function staticClient(app: FastifyInstance, opts: { clientDir: string }) {
  const indexHtml = path.join(opts.clientDir, 'index.html');
  const built = fs.existsSync(indexHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      index: false,
      // The .br and .gz siblings the build writes (scripts/build/precompress.ts), chosen by Accept-Encoding;
      // the answer says `Vary: accept-encoding` whichever file it sends.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for good; never cache the HTML entry point.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });

    // Anyone may load the page (it holds nothing); the code it posts is checked against the session.
    app.get(GMAIL_REDIRECT_PATH, { config: { access: 'public' } }, (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(GMAIL_CALLBACK_PAGE);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ message: messages.notFound });
    }
    if (!built) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('Client not built: run `npm run build`, or use `npm run dev` during development.');
    }
    reply.header('cache-control', 'no-cache');
    return reply.status(isClientPagePath(pathname) ? 200 : 404).sendFile('index.html');
  });
}

export default fp(staticClient, { name: 'static-client' });
