/**
 * The public tracking page names who runs the service (issue 30): the company identity's name, phone, email
 * and logo — nothing until its legal name is set — and the logo is served without an account.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { acceptedRequest, type Sessions } from '../../test/fulfilment';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress } from '../../test/request-payloads';

let t: TestApp;
let s: Sessions;

beforeAll(async () => {
  t = await buildTestApp();
  const { admin, user } = await t.signInAdminAndUser();
  s = { admin, user, addressId: await createShippingAddress(t, admin) };
});
afterAll(() => t.close());

function uploadLogo(bytes: Buffer) {
  const boundary = '----gl-test-boundary';
  return t.app.inject({
    method: 'POST',
    url: '/api/settings/company/logo',
    headers: { cookie: s.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

describe('the public tracking page: who runs the service', () => {
  it('names nobody until the identity has a name, then its name, phone, email and public logo', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Client Suivi');
    const created = await t.call('POST', `/api/regional-collection-requests/${id}/tracking-link`, {
      cookie: s.admin,
    });
    const token = String(created.json().url).split('/').pop();
    const page = async () => {
      const response = await t.call('GET', `/api/public/tracking/${token}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect((await page()).service).toBeNull();
    // No logo yet: the public address answers 404 as any missing resource.
    expect((await t.call('GET', '/api/public/company/logo')).statusCode).toBe(404);

    const saved = await putCurrent(t, '/api/settings/company', {
      cookie: s.admin,
      payload: {
        legalName: 'Réemploi Solidaire',
        siret: '732 829 320 00074',
        address: '12 rue de la Paix, 75002 Paris',
        phone: '0123456789',
        email: 'contact@reemploi.example.fr',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await page()).service).toEqual({
      name: 'Réemploi Solidaire',
      phone: '01 23 45 67 89',
      email: 'contact@reemploi.example.fr',
      logoUrl: null,
    });

    const png = new PNG({ width: 4, height: 4 });
    png.data.fill(200);
    expect((await uploadLogo(PNG.sync.write(png))).statusCode).toBe(200);
    const { service } = await page();
    expect(service.logoUrl).toMatch(/^\/api\/public\/company\/logo\?v=/);
    // Served without a session, as the documents the client receives already carry it; never sniffed.
    const logo = await t.app.inject({ method: 'GET', url: service.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toBe('public, no-cache');
    // Nothing else of the settings is public.
    expect((await t.call('GET', '/api/settings/company')).statusCode).toBe(401);
  });
});
