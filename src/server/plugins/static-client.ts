/**
 * Serves the built client (dist/client). Known page paths get index.html (the client router takes over), in
 * the page's own copy that preloads its code (dist/client/pages/<page>.html);
 * /auth, the sign-in page, gets auth.html (its own small page, decision 0097), or a redirect for a visitor
 * already signed in;
 * /auth/gmail/callback, where Google sends the Gmail authorization popup back, gets its own small page
 * (gmail-callback.html, whatever the query); /suivi/<token>, the public tracking page, gets tracking.html
 * with the request's suivi written in by the server when its link is live (else the not-found page, with a
 * 404); /verifier/<token>, the public verification page of an erasure certificate, gets verify.html the same
 * way when the certificate exists (http/written-page.ts); unknown /api paths get a JSON 404; other unknown paths get index.html with a 404 status, and the client shows its "Page introuvable" screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { appRoutes, isClientPagePath } from '@shared/app-routes';
import { safeReturnTo } from '@shared/auth/google-sign-in';
import { certificateMessages, VERIFY_PAGE_PREFIX } from '@shared/devices/erasure-certificate';
import { TRACKING_PAGE_PREFIX, trackingMessages } from '@shared/fulfilment/public-tracking';
import { messages } from '@shared/http/api-error';
import { GMAIL_REDIRECT_PATH } from '@shared/mail/gmail-oauth';
import { type PageModule, pageAt, pageHtmlFile, pageModules } from '@shared/page-modules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenPageAccess } from '../http/written-page';

/** The second Vite entry (vite.config.ts): no React, it reports the authorization to the settings tab. */
const GMAIL_CALLBACK_PAGE = 'gmail-callback.html';
/** The third: the public tracking page, React and its own code only (none of the signed-in app). */
const TRACKING_PAGE = 'tracking.html';

/** The fourth: the sign-in page, React and its own code only (the app is loaded once signed in). */
const SIGN_IN_PAGE = 'auth.html';
/** The fifth: the public verification page of an erasure certificate, React and its own code only. */
const VERIFY_PAGE = 'verify.html';

/** Where /auth sends a visitor already signed in: /auth?from=<page> if it is a page of this app, else home. */
function signedInDestination(from: unknown): string {
  const path = safeReturnTo(from);
  if (!path) return appRoutes.home;
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === appRoutes.auth || pathname?.startsWith(`${appRoutes.auth}/`) ? appRoutes.home : path;
}

/** Where a page written by the server goes in its HTML file. */
const PAGE_CONTENT = '<!--page-content-->';

/**
 * A public page whose address holds its key (/suivi/<token>, /verifier/<token>): a known token gets the
 * page; an unknown, malformed or revoked one the same 404 page as any missing page. Whether known or not,
 * the answer is not indexed, not stored, never sent on as a referrer (Referrer-Policy: no-referrer, also
 * the app-wide default from helmet) — the same headers both ways, which also tell nothing of the token.
 */
function tokenPage(
  app: FastifyInstance,
  prefix: string,
  file: string,
  access: TokenPageAccess,
  tooManyRequests: string,
  clientDir: string,
) {
  // A page the server writes into its file: the file read once (it changes only with a new build).
  let template: string | undefined;
  app.get<{ Params: { token: string } }>(
    `${prefix}:token`,
    { config: { access: 'public' } },
    async (request, reply) => {
      const answer = await access(request, request.params.token);
      if ('retryAfter' in answer) {
        return reply
          .status(429)
          .header('retry-after', String(answer.retryAfter))
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(tooManyRequests);
      }
      reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
      if (!answer.found) return reply.status(404).sendFile('index.html');
      const { title, content } = answer;
      template ??= fs.readFileSync(path.join(clientDir, file), 'utf8');
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          template
            .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
            .replace(PAGE_CONTENT, () => content),
        );
    },
  );
}

async function staticClient(
  app: FastifyInstance,
  opts: { clientDir: string; trackingPage?: TokenPageAccess; verifyPage?: TokenPageAccess },
) {
  const indexHtml = path.join(opts.clientDir, 'index.html');
  const built = fs.existsSync(indexHtml);
  // A client built before the per-page files (or a test's stand-in) has index.html only.
  const pageFiles = new Set(
    (Object.keys(pageModules) as PageModule[]).filter((page) =>
      fs.existsSync(path.join(opts.clientDir, pageHtmlFile(page))),
    ),
  );
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      index: false,
      // The .br and .gz siblings the build writes (scripts/build/precompress.ts), chosen by Accept-Encoding;
      // the answer says `Vary: accept-encoding` whichever file it sends.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for good; never cache the HTML entry point,
        // and never even store what answers /suivi/<token> or /verifier/<token> — the page, or the « page
        // introuvable » of an unknown token (its address is the key to a client's request or to a
        // certificate, known or not).
        const url = (res as unknown as FastifyReply).request?.url;
        const tokenAddress = url?.startsWith(TRACKING_PAGE_PREFIX) || url?.startsWith(VERIFY_PAGE_PREFIX);
        const file = path.basename(filePath);
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : tokenAddress || file.startsWith(TRACKING_PAGE) || file.startsWith(VERIFY_PAGE)
              ? 'no-store'
              : 'no-cache',
        );
      },
    });

    // The sign-in page is for visitors: whoever is signed in goes on to the page asked for (as the app's
    // guards did when /auth was one of its routes).
    app.get(appRoutes.auth, { config: { access: 'public' } }, (request, reply) => {
      if (request.user) {
        return reply.redirect(signedInDestination((request.query as Record<string, unknown>).from));
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(SIGN_IN_PAGE);
    });

    // Anyone may load the page (it holds nothing); the code it posts is checked against the session.
    app.get(GMAIL_REDIRECT_PATH, { config: { access: 'public' } }, (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(GMAIL_CALLBACK_PAGE);
    });

    // The public tracking page (a live link) and the public verification page of an erasure certificate
    // (its QR code): see tokenPage().
    if (opts.trackingPage) {
      tokenPage(
        app,
        TRACKING_PAGE_PREFIX,
        TRACKING_PAGE,
        opts.trackingPage,
        trackingMessages.tooManyRequests,
        opts.clientDir,
      );
    }
    if (opts.verifyPage) {
      tokenPage(
        app,
        VERIFY_PAGE_PREFIX,
        VERIFY_PAGE,
        opts.verifyPage,
        certificateMessages.tooManyRequests,
        opts.clientDir,
      );
    }
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
    if (!isClientPagePath(pathname)) return reply.status(404).sendFile('index.html');
    // The page's own copy of index.html, its code preloaded (scripts/build/page-html.ts).
    const page = pageAt(pathname);
    return reply.sendFile(page && pageFiles.has(page) ? pageHtmlFile(page) : 'index.html');
  });
}

export default fp(staticClient, { name: 'static-client' });
