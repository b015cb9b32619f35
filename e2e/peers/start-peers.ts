/**
 * The protocol peers of the end-to-end run, in their own process (Playwright's first webServer): the Google
 * peer (OpenID Connect issuer and Gmail API double), the SMTP sink and the Odoo double, on fixed 127.0.0.1
 * ports the app is configured with. Specs read what was "sent" and steer the peers through a small control API under
 * /__peer on the Gmail double's port (see peerMessages/resetPeers in ../fixtures.ts).
 *
 *   npx tsx e2e/peers/start-peers.ts
 *   (E2E_PORT, E2E_GOOGLE_PORT, E2E_GMAIL_PORT, E2E_SMTP_PORT, E2E_ODOO_PORT)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type GooglePeer, startGooglePeer } from '../../src/server/test/peers/google-peer';
import { type OdooDouble, startOdooDouble } from '../../src/server/test/peers/odoo-double';
import { summarize } from '../../src/server/test/peers/received-mail';
import { type SmtpSink, startSmtpSink } from '../../src/server/test/peers/smtp-sink';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

// Assigned once started: the control API answers 503 until then.
let google: GooglePeer | undefined;
let sink: SmtpSink | undefined;
let odoo: OdooDouble | undefined;

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    Promise.all([google?.close(), sink?.close(), odoo?.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

sink = await startSmtpSink({ port: port('E2E_SMTP_PORT', 3112) });
odoo = await startOdooDouble({ port: port('E2E_ODOO_PORT', 3113) });
google = await startGooglePeer({
  appUrl: `http://127.0.0.1:${port('E2E_PORT', 3100)}`,
  clientId: 'e2e-client',
  clientSecret: 'e2e-secret',
  port: port('E2E_GOOGLE_PORT', 3110),
  gmailPort: port('E2E_GMAIL_PORT', 3111),
  gmailFallback: (req, res) => {
    control(req, res).catch((error: unknown) => reply(res, 500, { error: String(error) }));
  },
});
console.log(
  `peers: issuer ${google.issuer}, Gmail API ${google.gmailApiUrl}, SMTP ${sink.url}, Odoo ${odoo.url}`,
);

async function control(req: IncomingMessage, res: ServerResponse) {
  const route = `${req.method} ${new URL(req.url ?? '/', 'http://127.0.0.1').pathname}`;
  if (!google || !sink || !odoo) return reply(res, 503, { error: 'starting' });
  switch (route) {
    case 'GET /__peer/healthz':
      return reply(res, 200, { issuer: google.issuer, gmailApiUrl: google.gmailApiUrl, smtpUrl: sink.url });
    case 'GET /__peer/messages':
      return reply(res, 200, google.gmail.messages.map(summarize));
    case 'GET /__peer/smtp-messages':
      return reply(res, 200, sink.messages.map(summarize));
    case 'POST /__peer/reset':
      google.reset();
      sink.reset();
      odoo.reset();
      return reply(res, 204);
    case 'POST /__peer/deny-scopes': {
      const scopes: unknown = JSON.parse(await readBody(req));
      if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) {
        return reply(res, 400, { error: 'expected a JSON array of scopes' });
      }
      google.setDeniedScopes(scopes);
      return reply(res, 204);
    }
    default:
      return reply(res, 404, { error: `no route ${route}` });
  }
}

function reply(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) res.writeHead(status).end();
  else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
