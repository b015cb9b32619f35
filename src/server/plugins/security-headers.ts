/**
 * Security headers. The CSP allows only this origin (the built client has no inline script); styles allow
 * inline attributes because Radix positions popovers with style="". COOP keeps window.opener for the
 * Gmail authorization popup (same-origin would sever it).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
