/**
 * A download followed with an expired session (decision 0067): a browser's navigation is sent to the
 * sign-in page with the page it came from; a script's call keeps the API's 401 JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(() => t?.close());

const EXPORT = '/api/packaging/requests/export.csv?status=pending';
const HOST = 'logistique.example.test';
const navigate = (url: string, headers: Record<string, string> = {}, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      host: HOST,
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });

describe('an anonymous navigation to an API address', () => {
  it('is sent to the sign-in page with the page it came from (303), never given the error body', async () => {
    const response = await navigate(EXPORT, {
      referer: `https://${HOST}/packaging-requests?q=carton`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/auth?${new URLSearchParams({ from: '/packaging-requests?q=carton' })}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type'] ?? '').not.toMatch(/csv|json/);

    // Every download: the other exports and the documents too.
    for (const url of [
      '/api/clients/export.csv',
      '/api/material-conditioning-requests/1/documents/bon.pdf',
    ]) {
      const other = await navigate(url, { referer: `https://${HOST}/clients` });
      expect(other.statusCode, url).toBe(303);
      expect(other.headers.location, url).toBe('/auth?from=%2Fclients');
    }
  });

  it('returns to no page it cannot trust: another site, the API, the sign-in page, or none said', async () => {
    for (const referer of [
      'https://evil.example/packaging-requests',
      `https://${HOST}/api/clients`,
      `https://${HOST}/auth?from=%2Fx`,
      'not a url',
    ]) {
      const response = await navigate(EXPORT, { referer });
      expect(response.statusCode, referer).toBe(303);
      expect(response.headers.location, referer).toBe('/auth');
    }
    expect((await navigate(EXPORT)).headers.location).toBe('/auth');
  });

  it('recognises an older browser by its Accept header when it sends no Fetch Metadata', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: EXPORT,
      headers: { host: HOST, accept: 'text/html,*/*;q=0.8', referer: `http://${HOST}/stocks` },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth?from=%2Fstocks');
  });
});

describe('what keeps the 401 JSON', () => {
  it('a script’s call (fetch), with or without Fetch Metadata', async () => {
    for (const headers of [
      { 'sec-fetch-mode': 'cors', accept: 'application/json' },
      { 'sec-fetch-mode': 'same-origin', accept: 'text/html' },
      { accept: 'application/json' },
      {},
    ]) {
      const response = await t.app.inject({ method: 'GET', url: EXPORT, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().message).toMatch(/connect/i);
    }
  });

  it('a signed-in navigation downloads the file; an admin route still answers 403 to a user', async () => {
    const response = await navigate(EXPORT, {}, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="demandes-d-emballages-/);
    const userRow = await t.createUser();
    const user = await t.login(userRow.username, 'user-password-1');
    const refused = await navigate('/api/packaging/movements/export.csv', {}, user);
    expect(refused.statusCode).toBe(403);
  });
});
