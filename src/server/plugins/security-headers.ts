/**
 * Security headers. The CSP allows only this origin (the built client has no inline script); styles allow
 * inline attributes because Radix positions popovers with style="". COOP keeps window.opener for the
 * Gmail authorization popup (same-origin would sever it).
 *
 * helmet computes the headers; they depend on nothing in the request (no nonces), so they are computed
 * once at start and every answer copies them. @fastify/helmet built helmet's middleware again for each
 * request, parsing the CSP every time: about 0.07 ms of every answer (decision 0084).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // HSTS only makes sense behind HTTPS; the reverse proxy that terminates TLS should set it.
  strictTransportSecurity: false,
};

/** The headers helmet's middleware sets, read off a response that only records them. */
export function helmetHeaders(helmetOptions: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

async function securityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
