/**
 * Who may call what: every settings and account endpoint × anonymous / user / admin. The answers of the
 * allowed calls are checked in each feature's tests; here only the gate is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { putCurrent } from '../test/put-current';

let t: TestApp;
const cookies: Record<'anonymous' | 'user' | 'admin', string | undefined> = {
  anonymous: undefined,
  user: undefined,
  admin: undefined,
};
let userId: number;
let otherUserId: number;

beforeAll(async () => {
  t = await buildTestApp();
  cookies.admin = await t.loginAsAdmin();
  const user = await t.createUser();
  userId = user.id;
  otherUserId = (await t.createUser()).id;
  cookies.user = await t.login(user.username, 'user-password-1');
});
afterAll(() => t.close());

type Role = keyof typeof cookies;
const address = {
  name: 'Entrepôt',
  companyName: 'Recyclage SA',
  contactName: 'Paul',
  contactEmail: 'paul@example.test',
  contactPhone: '0102030405',
  deliveryAddress: '1 rue de Paris, 75001 Paris',
};

// [method, url, payload, expected status for anonymous, user, admin]
const matrix: [string, string, () => unknown, number, number, number][] = [
  ['GET', '/api/auth/options', () => undefined, 200, 200, 200],
  ['GET', '/api/general-settings', () => undefined, 401, 200, 200],
  ['GET', '/api/packaging/items', () => undefined, 401, 200, 200],
  ['GET', '/api/saved-addresses', () => undefined, 401, 200, 200],
  ['GET', '/api/users', () => undefined, 401, 403, 200],
  // Whether mail goes out: for anyone signed in; the mail setup itself stays the administrators'.
  ['GET', '/api/mail/availability', () => undefined, 401, 200, 200],
  ['GET', '/api/gmail/status', () => undefined, 401, 403, 200],
  // ERP offers: any signed-in user with their own credentials (here Odoo is off: 503 past the gate).
  ['GET', '/api/odoo/status', () => undefined, 401, 200, 200],
  ['GET', '/api/odoo/offers', () => undefined, 401, 503, 503],
  ['GET', '/api/odoo/client-info/10', () => undefined, 401, 503, 503],
  ['POST', '/api/odoo/test-connection', () => undefined, 401, 503, 503],
  // The suivi's stages and the carriers: read by anyone signed in, carriers edited by administrators.
  ['GET', '/api/fulfilment/stages', () => undefined, 401, 200, 200],
  ['GET', '/api/carriers', () => undefined, 401, 200, 200],
  ['POST', '/api/carriers', () => ({ name: `Transporteur ${Math.random()}` }), 401, 403, 201],
  ['PUT', '/api/carriers/999999', () => ({ name: 'Inconnu', version: 1 }), 401, 403, 404],
  ['DELETE', '/api/carriers/999999', () => undefined, 401, 403, 404],
  // Moving a request's suivi: anyone signed in (here no such request: 404 past the gate); stepping back
  // and cancelling: administrators.
  [
    'POST',
    '/api/regional-collection-requests/999999/fulfilment',
    () => ({ stage: 'planned', plannedDate: '2030-01-07', timeSlot: { preferredTimeSlot: 'morning' } }),
    401,
    404,
    404,
  ],
  [
    'POST',
    '/api/regional-collection-requests/999999/fulfilment/undo',
    () => ({ stage: 'planned' }),
    401,
    403,
    404,
  ],
  [
    'POST',
    '/api/regional-collection-requests/999999/fulfilment/cancel',
    () => ({ reason: 'Annulée par le client' }),
    401,
    403,
    404,
  ],
  ['POST', '/api/packaging/items', () => ({ name: 'Carton' }), 401, 403, 201],
  ['POST', '/api/saved-addresses', () => address, 401, 403, 201],
  [
    'POST',
    '/api/users',
    () => ({
      username: `u${Math.random()}`.slice(0, 12),
      email: `${Math.random()}@x.test`,
      firstName: 'A',
      lastName: 'B',
      password: 'secret-1',
    }),
    401,
    403,
    201,
  ],
  ['PUT', `/api/users/:other`, () => ({ firstName: 'Autre' }), 401, 403, 200],
  ['PUT', `/api/users/:self`, () => ({ firstName: 'Moi' }), 401, 200, 200],
  ['DELETE', '/api/users/:other/google', () => undefined, 401, 403, 200],
  ['DELETE', '/api/users/:self/google', () => undefined, 401, 200, 200],
  // Issue 22. The identity that heads the documents: read by anyone signed in, written by administrators;
  // the documents and the round's PDF refuse while it is incomplete (409 past the gate); the waste
  // register is the administrators'; each person's calendar feed is their own.
  ['GET', '/api/settings/company', () => undefined, 401, 200, 200],
  ['DELETE', '/api/settings/company/logo', () => undefined, 401, 403, 200],
  ['GET', '/api/regional-collection-requests/round?date=2030-01-07', () => undefined, 401, 200, 200],
  ['GET', '/api/regional-collection-requests/round.pdf?date=2030-01-07', () => undefined, 401, 409, 409],
  ['GET', '/api/regional-collection-requests/999999/documents/bon.pdf', () => undefined, 401, 404, 404],
  ['GET', '/api/registre.csv?from=2030-01-01&to=2030-01-31', () => undefined, 401, 403, 200],
  ['GET', '/api/calendar-feed', () => undefined, 401, 200, 200],
  // Issue 23. A week view's per-day totals: anyone signed in, as the list.
  [
    'GET',
    '/api/regional-collection-requests/calendar-days?from=2030-01-07&to=2030-01-13',
    () => undefined,
    401,
    200,
    200,
  ],
  ['POST', '/api/calendar-feed', () => undefined, 401, 201, 201],
  ['DELETE', '/api/calendar-feed', () => undefined, 401, 204, 204],
  [
    'PUT',
    '/api/settings/company',
    () => ({
      legalName: 'Recyclage SA',
      siret: '732 829 320 00074',
      address: '1 rue de Paris, 75001 Paris',
      phone: '0102030405',
      email: 'contact@recyclage.test',
    }),
    401,
    403,
    200,
  ],
  // The global search: anyone signed in (what each one finds follows the role: search.routes.test.ts).
  ['GET', '/api/search?q=atelier', () => undefined, 401, 200, 200],
  // Browser navigations: they answer redirects (here: Google sign-in is not configured), whoever asks.
  ['GET', '/auth/google', () => undefined, 302, 302, 302],
  ['GET', '/auth/google/callback', () => undefined, 302, 302, 302],
  [
    'POST',
    '/api/users/change-password',
    () => ({ currentPassword: 'x', newPassword: 'secret-2', confirmPassword: 'secret-2' }),
    401,
    400,
    400,
  ],
];

const withIds = (url: string) => url.replace(':other', String(otherUserId)).replace(':self', String(userId));

describe('access to settings and account endpoints', () => {
  for (const [method, url, payload, ...expected] of matrix) {
    (['anonymous', 'user', 'admin'] as Role[]).forEach((role, index) => {
      it(`${method} ${url} as ${role} → ${expected[index]}`, async () => {
        const path = withIds(url);
        // An account's or the company identity's edit is based on its version as it is now (decision 0076).
        const response =
          method === 'PUT' && (path.startsWith('/api/users/') || path === '/api/settings/company')
            ? await putCurrent(t, path, { cookie: cookies[role], payload: payload() })
            : await t.call(method as 'GET', path, { cookie: cookies[role], payload: payload() });
        expect(response.statusCode, response.body).toBe(expected[index]);
      });
    });
  }

  it('refuses writes to general settings, items and addresses by a user, whatever the id', async () => {
    for (const [method, url] of [
      ['PUT', '/api/general-settings'],
      ['PUT', '/api/packaging/items/1'],
      ['DELETE', '/api/packaging/items/1'],
      ['PUT', '/api/saved-addresses/1'],
      ['DELETE', '/api/saved-addresses/1'],
    ] as const) {
      const response = await t.call(method, url, {
        cookie: cookies.user,
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect((await t.call(method, url)).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
  });

  it('refuses every write from another origin with 403, even to an administrator', async () => {
    for (const [method, url, payload] of matrix.filter(([method]) => method !== 'GET')) {
      const response = await t.app.inject({
        method: method as 'POST',
        url: withIds(url),
        headers: { cookie: cookies.admin, origin: 'https://evil.example' },
        payload: payload() as object,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
