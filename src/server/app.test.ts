import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createReadiness } from './features/health/readiness';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { putCurrent } from './test/put-current';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
});
afterAll(() => t.close());

describe('probes', () => {
  it('/healthz: the process answers, without a session and without asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz: ready once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: t.database.driver });
  });

  it('while starting: alive, not ready, every other request 503 « Le service démarre… »; then ready', async () => {
    const readiness = createReadiness();
    const app = await buildApp({ config: t.config, database: t.database, readiness });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      for (const url of ['/readyz', '/api/user', '/']) {
        const response = await app.inject({ method: 'GET', url, headers: { cookie: admin } });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json().message).toBe('Le service démarre… Réessayez dans quelques instants.');
      }
      readiness.markReady();
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin } })).statusCode,
      ).toBe(200);
      readiness.markStopping();
      const stopping = await app.inject({ method: 'GET', url: '/readyz' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json().message).toBe("Le service s'arrête… Réessayez dans quelques instants.");
      expect(stopping.headers.connection).toBe('close');
      // Once stopping, a request still arriving on an open connection is refused in French (issue 30).
      const late = await app.inject({
        method: 'POST',
        url: '/api/regional-collection-requests',
        headers: { cookie: admin },
        payload: {},
      });
      expect(late.statusCode).toBe(503);
      expect(late.headers['retry-after']).toBe('5');
      expect(late.headers.connection).toBe('close');
      expect(late.json()).toEqual({ message: "Le service s'arrête… Réessayez dans quelques instants." });
    } finally {
      await app.close();
    }
  });

  it('/readyz: 503 in French when the database does not answer', async () => {
    const database = { ...t.database, ping: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const app = await buildApp({ config: t.config, database });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'La base de données est momentanément indisponible. Réessayez dans quelques instants.',
      );
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('authorization', () => {
  it('refuses anonymous calls to /api with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
  });

  it('answers an unknown /api path with a JSON 404, signed in or not', async () => {
    for (const headers of [{}, { cookie: user }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Ressource introuvable.' });
    }
  });

  describe('an admin-only route', () => {
    let probe: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      // A throwaway app with one admin route, to prove the guard without waiting for the admin features.
      probe = await buildApp({ config: t.config, database: t.database });
      probe.get('/api/admin-probe', { config: { access: 'admin' } }, async () => ({ ok: true }));
      probe.get('/api/undeclared-probe', async () => ({ ok: true }));
      await probe.ready();
    });
    afterAll(() => probe.close());

    it('refuses anonymous callers with 401, users with 403 and lets admins in', async () => {
      const call = (cookie?: string) =>
        probe.inject({ method: 'GET', url: '/api/admin-probe', headers: cookie ? { cookie } : {} });
      expect((await call()).statusCode).toBe(401);
      const forbidden = await call(user);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Accès réservé aux administrateurs' });
      expect((await call(admin)).statusCode).toBe(200);
    });

    it('treats an /api route that declares no access as signed-in only (fails closed)', async () => {
      expect((await probe.inject({ method: 'GET', url: '/api/undeclared-probe' })).statusCode).toBe(401);
      const ok = await probe.inject({
        method: 'GET',
        url: '/api/undeclared-probe',
        headers: { cookie: user },
      });
      expect(ok.statusCode).toBe(200);
    });
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with a French 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Le corps de la requête n'est pas un JSON valide." });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La requête est trop volumineuse (1 Mo au maximum).');
  });

  it('answers a body that is not an object with a 400 and French messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors._).toMatch(/attendu/);
  });

  it('answers another content type with 415 in French', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JSON/);
  });

  it('answers a URL that cannot be decoded with a French 400', async () => {
    for (const url of ['/api/users/%E0%A4%A', '/api/%', '/%']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: "L'adresse de la requête est invalide." });
    }
  });

  it('answers a path parameter past the router limit with a French 414', async () => {
    const response = await putCurrent(t, `/api/users/${'1'.repeat(150)}`, { cookie: admin, payload: {} });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: "L'adresse de la requête est trop longue." });
  });

  it('answers text the database cannot store (a NUL character) with a French 400 naming the field', async () => {
    const address = {
      name: 'Entrepôt\u0000',
      companyName: 'ACME',
      contactName: 'Marie Curie',
      contactEmail: 'marie@example.test',
      contactPhone: '01 02 03 04 05',
      deliveryAddress: '1 rue du Port, 93200 Saint-Denis',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/saved-addresses',
      headers: { cookie: admin },
      payload: address,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      message: 'Certains champs sont invalides.',
      errors: { name: 'Caractère non autorisé' },
    });
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/packaging/items',
      headers: { cookie: admin },
      payload: { name: 'Cartons', description: 'a\u0000b' },
    });
    expect(item.statusCode).toBe(400);
    // Nothing was written.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/saved-addresses',
      headers: { cookie: admin },
    });
    expect(list.json()).toEqual([]);
  });

  it('never leaks a stack trace or SQL on an internal error', async () => {
    const probe = await buildApp({ config: t.config, database: t.database });
    probe.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('relation "secret_table" does not exist at /src/server/x.ts:1');
    });
    const response = await probe.inject({ method: 'GET', url: '/api/boom' });
    await probe.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Une erreur interne est survenue. Veuillez réessayer.' });
  });
});

describe('requests refused by the HTTP parser, on a listening server', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port: number;
  beforeAll(async () => {
    app = await buildApp({ config: t.config, database: t.database });
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => app.close());

  /** app.inject skips Node's HTTP parser: these requests go through a socket, byte for byte. */
  function rawExchange(request: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = received.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body });
      });
    });
  }

  it("answers headers or a URL past Node's size limit with a French 431", async () => {
    for (const request of [
      `GET /api/user HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /api/requests?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ]) {
      const answer = await rawExchange(request);
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toEqual({
        message: "L'adresse ou les en-têtes de la requête sont trop longs.",
      });
    }
  });

  it('answers malformed HTTP with a French 400', async () => {
    const answer = await rawExchange('GET /a b c HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Requête invalide.' });
  });
});

describe('security headers', () => {
  it('sends a CSP and a COOP that keeps the mail authorization popup working', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends helmet's whole set on every answer, an unknown route's 404 included", async () => {
    for (const url of ['/healthz', '/api/nowhere']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers).not.toHaveProperty('strict-transport-security');
    }
  });
});

describe("compression of the API's answers", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  const rows = Array.from({ length: 200 }, (_, id) => ({ id, name: `Société ${id}`, status: 'pending' }));
  beforeAll(async () => {
    app = await buildApp({ config: t.config, database: t.database });
    app.get('/api/big', { config: { access: 'public' } }, async () => rows);
    app.get('/api/small', { config: { access: 'public' } }, async () => ({ ok: true }));
  });
  afterAll(() => app.close());

  it('compresses JSON above 1 KiB with brotli or gzip, as the client prefers', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/api/big',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(rows);

    const gz = await app.inject({ method: 'GET', url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(rows);
  });

  it('leaves small answers and clients that ask for nothing (app.inject, curl) uncompressed', async () => {
    const small = await app.inject({
      method: 'GET',
      url: '/api/small',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const plain = await app.inject({ method: 'GET', url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(rows);
  });
});

describe('the built client', () => {
  let web: Awaited<ReturnType<typeof buildApp>>;
  const bundle = `console.log(${JSON.stringify('x'.repeat(2000))})`;
  const page = '<!doctype html><title>Gestion Logistique</title>';
  const signInPage = '<!doctype html><title>Connexion · Gestion Logistique</title>';
  const pickupPage =
    '<!doctype html><title>Gestion Logistique</title><link rel="modulepreload" href="/assets/p.js">';
  const clientPage =
    '<!doctype html><title>Gestion Logistique</title><link rel="modulepreload" href="/assets/c.js">';
  beforeAll(async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Gestion Logistique</title>');
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the build's precompress step writes next to an asset and the HTML page.
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(bundle));
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(bundle));
    fs.writeFileSync(path.join(clientDir, 'index.html.br'), zlib.brotliCompressSync(page));
    fs.writeFileSync(path.join(clientDir, 'auth.html'), signInPage);
    // A page's own copy (scripts/build/page-html.ts), its code preloaded; the other pages have none here.
    fs.mkdirSync(path.join(clientDir, 'pages'));
    fs.writeFileSync(path.join(clientDir, 'pages', 'packagePickup.html'), pickupPage);
    fs.writeFileSync(
      path.join(clientDir, 'pages', 'packagePickup.html.br'),
      zlib.brotliCompressSync(pickupPage),
    );
    fs.writeFileSync(path.join(clientDir, 'pages', 'clientDetails.html'), clientPage);
    web = await buildApp({ config: t.config, database: t.database, clientDir });
  });
  afterAll(() => web.close());

  it('answers every page route of the spec with index.html', async () => {
    for (const url of [
      '/',
      '/material-conditioning',
      '/package-pickup',
      '/regional-collection',
      '/settings',
      '/admin-dashboard',
      '/packaging-stock',
      '/packaging-requests',
    ]) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Gestion Logistique</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a page with its own copy of index.html when the build wrote one, compressed, never cached', async () => {
    const pickup = await web.inject({
      method: 'GET',
      url: '/package-pickup?demande=3',
      headers: { 'accept-encoding': 'br' },
    });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.headers['content-encoding']).toBe('br');
    expect(pickup.headers['content-type']).toMatch(/^text\/html/);
    expect(pickup.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(pickup.rawPayload).toString()).toBe(pickupPage);
    // A client's page (/clients/:id) has its own; /clients, without one here, gets index.html.
    expect((await web.inject({ method: 'GET', url: '/clients/12' })).body).toBe(clientPage);
    expect((await web.inject({ method: 'GET', url: '/clients' })).body).toBe(page);
    const unknown = await web.inject({ method: 'GET', url: '/package-pickup/x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(page);
  });

  it('answers /auth with the sign-in page, and sends a signed-in visitor on to the page asked for', async () => {
    for (const url of ['/auth', '/auth?from=%2Fclients', '/auth?erreur=google-annule']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(signInPage);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const signedIn = (url: string) => web.inject({ method: 'GET', url, headers: { cookie: user } });
    expect((await signedIn('/auth')).headers.location).toBe('/');
    expect((await signedIn('/auth?from=%2Fclients%3Fq%3Dx')).headers.location).toBe('/clients?q=x');
    for (const from of ['//evil.test', 'https://evil.test/', '/auth', '/auth?from=%2Fx', '/auth/google']) {
      const response = await signedIn(`/auth?${new URLSearchParams({ from })}`);
      expect(response.statusCode, from).toBe(302);
      expect(response.headers.location, from).toBe('/');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the precompressed file the browser accepts, and says the answer varies with Accept-Encoding', async () => {
    const url = '/assets/app-abc123.js';
    const br = await web.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);

    const gz = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bundle);

    const identity = await web.inject({ method: 'GET', url });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe('console.log(1)');

    const head = await web.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('serves the page compressed on a client route too, never cached', async () => {
    const response = await web.inject({
      method: 'GET',
      url: '/clients',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it('answers an unknown page with index.html and a 404 status (the client shows "Page introuvable")', async () => {
    const response = await web.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Gestion Logistique</title>');
  });

  it('keeps unknown /api paths as JSON 404', async () => {
    const response = await web.inject({ method: 'GET', url: '/api/nope', headers: { cookie: user } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Ressource introuvable.');
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new ones', async () => {
    const app = await buildApp({ config: t.config, database: t.database });
    let release: () => void = () => {};
    let arrived: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/api/slow', { config: { access: 'public' } }, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
        arrived();
      });
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/slow`);
    // In flight means inside the handler (a fixed pause let a loaded machine close before it arrived).
    await inHandler;
    const closing = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});
