/**
 * The built client's pages whose address holds their key, on the plugin alone (no database): the public
 * verification page of an erasure certificate (/verifier/<token>) behind a stub of its access check — the
 * page when the certificate exists, the « page introuvable » (404) otherwise, a French 429 when throttled;
 * never indexed, stored nor sent on as a referrer, either way. The tracking page (/suivi/<token>), the same
 * code, is tested with its real links in features/tracking/tracking.routes.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { certificateMessages, VERIFY_PAGE_PREFIX } from '@shared/devices/erasure-certificate';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticClient from './static-client';

const live = 'A'.repeat(43);
const throttled = 'T'.repeat(43);
const verifyPage =
  '<!doctype html><meta name="robots" content="noindex"><title>Vérification</title><div id="root"><!--page-content--></div>';
/** What the server writes for a certificate (`$&` too: the content is put in as it is, never as a pattern). */
const content = '<main><h1>Certificat CE-000001</h1><p>Lycée $&amp; co</p></main>';

describe('the page /verifier/<token>', () => {
  let web: FastifyInstance;
  const asked: string[] = [];
  beforeAll(async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-verify-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Gestion Logistique</title>');
    fs.writeFileSync(path.join(clientDir, 'verify.html'), verifyPage);
    web = Fastify();
    await web.register(staticClient, {
      clientDir,
      verifyPage: async (_request, token) => {
        asked.push(token);
        if (token === throttled) return { retryAfter: 42 };
        return token === live ? { found: true, title: 'Certificat CE-000001', content } : { found: false };
      },
    });
    await web.ready();
  });
  afterAll(() => web.close());

  it('opens a known certificate with its content written in, unindexed, uncached and never sent on as a referrer', async () => {
    const page = await web.inject({ method: 'GET', url: `${VERIFY_PAGE_PREFIX}${live}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(
      verifyPage
        .replace('<title>Vérification</title>', '<title>Certificat CE-000001</title>')
        .replace('<!--page-content-->', () => content),
    );
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(asked).toContain(live);
  });

  it('answers an unknown or malformed token as any missing page, as unindexed and unstored as a known one', async () => {
    const missing = await web.inject({ method: 'GET', url: '/page-qui-n-existe-pas' });
    expect(missing.statusCode).toBe(404);
    for (const pathname of [`${VERIFY_PAGE_PREFIX}${'B'.repeat(43)}`, `${VERIFY_PAGE_PREFIX}x`]) {
      const page = await web.inject({ method: 'GET', url: pathname });
      expect(page.statusCode, pathname).toBe(404);
      expect(page.body).toBe(missing.body);
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('is refused in French with Retry-After when the address is throttled, and not stored', async () => {
    const refused = await web.inject({ method: 'GET', url: `${VERIFY_PAGE_PREFIX}${throttled}` });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('42');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.body).toBe(certificateMessages.tooManyRequests);
  });

  it('serves verify.html itself uncached, and leaves the other pages as they were', async () => {
    const file = await web.inject({ method: 'GET', url: '/verify.html' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    const home = await web.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });
});
