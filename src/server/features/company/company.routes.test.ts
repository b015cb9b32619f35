import { crc32 } from 'node:zlib';
import { versionMessages } from '@shared/http/row-version';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipart } from '../../test/multipart';
import { putCurrent } from '../../test/put-current';
import { svgMessages } from './svg-sanitizer';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
});
afterAll(() => t.close());

const identity = {
  legalName: 'Réemploi Solidaire SAS',
  siret: '732 829 320 00074',
  address: '12 rue de la Paix, 75002 Paris',
  phone: '0123456789',
  email: 'contact@reemploi.example.fr',
};

function upload(bytes: Buffer, options: Parameters<typeof multipart>[1] = {}, cookie = admin) {
  const { body, contentType } = multipart(bytes, options);
  return t.app.inject({
    method: 'POST',
    url: '/api/settings/company/logo',
    headers: { cookie, 'content-type': contentType },
    payload: body,
  });
}

const storedLogo = () => t.call('GET', '/api/settings/company/logo', { cookie: user });

/** A 3×2 red PNG, with a tEXt chunk (metadata an upload must not keep) inserted after IHDR. */
function pngWithText(text: string): Buffer {
  const png = new PNG({ width: 3, height: 2 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, 20, 20, 255], i);
  const plain = PNG.sync.write(png);
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  // Signature (8) + IHDR chunk (25).
  return Buffer.concat([plain.subarray(0, 33), chunk, plain.subarray(33)]);
}

function jpegWithExif(text: string): Buffer {
  const data = Buffer.alloc(8 * 8 * 4, 0x80);
  const plain = jpeg.encode({ data, width: 8, height: 8 }, 90).data;
  const payload = Buffer.from(`Exif\0\0${text}`, 'latin1');
  const segment = Buffer.alloc(4 + payload.length);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  payload.copy(segment, 4);
  return Buffer.concat([plain.subarray(0, 2), segment, plain.subarray(2)]);
}

const svg = (inner: string, root = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">') =>
  Buffer.from(`<?xml version="1.0"?>\n${root}${inner}</svg>`, 'utf8');

describe('GET/PUT /api/settings/company', () => {
  it('answers an empty identity, with every field missing, to any signed-in user', async () => {
    const response = await t.call('GET', '/api/settings/company', { cookie: user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ legalName: null, logo: null, missingFields: expect.any(Array) });
    expect(response.json().missingFields).toHaveLength(5);
    expect((await t.call('GET', '/api/settings/company')).statusCode).toBe(401);
  });

  it('refuses a SIRET that fails the Luhn check, in French, and stores nothing', async () => {
    const response = await putCurrent(t, '/api/settings/company', {
      cookie: admin,
      payload: { ...identity, siret: '732 829 320 00075', email: 'pas-un-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.siret).toBe(
      "Ce SIRET n'est pas valide\u00a0: vérifiez ses 14 chiffres (clé de contrôle)",
    );
    expect(response.json().errors.email).toMatch(/email/i);
    const reread = await t.call('GET', '/api/settings/company', { cookie: user });
    expect(reread.json().legalName).toBeNull();
  });

  it('is written by administrators only', async () => {
    const response = await putCurrent(t, '/api/settings/company', { cookie: user, payload: identity });
    expect(response.statusCode).toBe(403);
    expect((await t.call('GET', '/api/settings/company', { cookie: user })).json().legalName).toBeNull();
  });

  it('saves the identity with the SIRET as 14 digits, and then nothing is missing', async () => {
    const response = await putCurrent(t, '/api/settings/company', { cookie: admin, payload: identity });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      legalName: 'Réemploi Solidaire SAS',
      siret: '73282932000074',
      phone: '01 23 45 67 89',
      missingFields: [],
    });
    const reread = await t.call('GET', '/api/settings/company', { cookie: user });
    expect(reread.json()).toMatchObject({ siret: '73282932000074', missingFields: [] });
  });

  it('never overwrites an edit silently: version required, a stale one is a 409 naming who (decision 0076)', async () => {
    const url = '/api/settings/company';
    const missing = await t.call('PUT', url, { cookie: admin, payload: identity });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ version: versionMessages.required });

    const colleague = await t.createUser({ role: 'admin', firstName: 'Paul', lastName: 'Durand' });
    const paul = await t.login(colleague.username, 'user-password-1');
    const { version } = (await t.call('GET', url, { cookie: admin })).json();
    const first = await t.call('PUT', url, { cookie: paul, payload: { ...identity, version } });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(version + 1);
    const stale = await t.call('PUT', url, {
      cookie: admin,
      payload: { ...identity, legalName: 'Écrasée', version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: version + 1, changedBy: 'Paul Durand' });
    expect(stale.json().message).toMatch(
      /^Modifié entre-temps par Paul Durand le \d{1,2}(er)?\u00a0\S+ \d{4} à\u00a0\d{1,2}\u00a0h(\u00a0\d{2})?\. Rechargez/,
    );
    expect((await t.call('GET', url, { cookie: user })).json().legalName).toBe(identity.legalName);
  });
});

describe('the logo', () => {
  it('re-encodes a PNG: the tEXt chunk is gone, the pixels are kept, served with nosniff and an ETag', async () => {
    const uploaded = pngWithText('secret du fichier');
    expect(uploaded.includes('secret du fichier')).toBe(true);
    const response = await upload(uploaded, { filename: 'logo.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    expect(response.json().logo).toMatchObject({ contentType: 'image/png' });

    const served = await storedLogo();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.rawPayload.equals(uploaded)).toBe(false);
    expect(served.rawPayload.includes('tEXt')).toBe(false);
    expect(served.rawPayload.includes('secret du fichier')).toBe(false);
    const decoded = PNG.sync.read(served.rawPayload);
    expect([decoded.width, decoded.height]).toEqual([3, 2]);
    expect([...decoded.data.subarray(0, 4)]).toEqual([200, 20, 20, 255]);

    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/settings/company/logo',
      headers: { cookie: user, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('drops the bytes after the end of a PNG (its IEND chunk), as docs/features/documents.md says', async () => {
    const uploaded = Buffer.concat([pngWithText('logo'), Buffer.from('appended: not part of the image')]);
    const response = await upload(uploaded, { filename: 'logo.png', type: 'image/png' });
    expect(response.statusCode, response.body).toBe(200);
    const served = await storedLogo();
    expect(served.rawPayload.includes('appended')).toBe(false);
    expect(PNG.sync.read(served.rawPayload).width).toBe(3);
  });

  it('re-encodes a JPEG without its EXIF segment', async () => {
    const uploaded = jpegWithExif('GPS 48.8566 2.3522');
    const response = await upload(uploaded, { filename: 'logo.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const served = await storedLogo();
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes('Exif')).toBe(false);
    expect(served.rawPayload.includes('GPS 48.8566')).toBe(false);
    expect(jpeg.decode(served.rawPayload).width).toBe(8);
  });

  it('rewrites an SVG from the allow-list: editor metadata and unknown attributes dropped', async () => {
    const uploaded = svg(
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<!-- commentaire --><title>Logo &amp; co</title>' +
        '<rect x="1" y="1" width="8" height="8" fill="url(#g)" data-secret="x" style="stroke: #000"/>' +
        '<text x="1" y="9">Réemploi</text>',
    );
    const response = await upload(uploaded, { filename: 'logo.svg', type: 'image/svg+xml' });
    expect(response.statusCode).toBe(200);
    const served = await storedLogo();
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const text = served.body;
    expect(text).toContain('<rect x="1" y="1" width="8" height="8" fill="url(#g)" style="stroke: #000">');
    expect(text).toContain('<title>Logo &amp; co</title>');
    expect(text).toContain('Réemploi');
    expect(text).not.toContain('metadata');
    expect(text).not.toContain('data-secret');
    expect(text).not.toContain('commentaire');
  });

  const refusedSvgs: [string, Buffer, RegExp][] = [
    ['a script', svg('<script>alert(1)</script>'), /script/],
    ['an event handler', svg('<rect width="1" height="1" onload="alert(1)"/>'), /script/],
    ['a javascript: link', svg('<use href="javascript:alert(1)"/>'), /extérieur/],
    [
      'foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      /foreignObject/,
    ],
    ['an external image', svg('<image href="https://example.com/x.png"/>'), /extérieur/],
    [
      'an external use',
      svg('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="other.svg#a"/>'),
      /extérieur/,
    ],
    [
      'an external url() in style',
      svg('<style>rect { fill: url(https://example.com/f) }</style>'),
      /extérieur/,
    ],
    ['an @import', svg('<style>@import "https://example.com/a.css";</style>'), /extérieur/],
    [
      'no size (no width and height, no viewBox)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'),
      /taille/,
    ],
    [
      'an image-set() address in style',
      svg('<style>rect { fill: image-set("https://example.com/f.png" 1x) }</style>'),
      /extérieur/,
    ],
    [
      'a -webkit-image-set() address in a style attribute',
      svg('<rect width="1" height="1" style="fill: -webkit-image-set(\'https://example.com/f.png\' 1x)"/>'),
      /extérieur/,
    ],
    [
      'a DOCTYPE with entities',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
      ),
      /DOCTYPE/,
    ],
  ];
  for (const [what, bytes, message] of refusedSvgs) {
    it(`refuses an SVG with ${what}, in French, and keeps the stored logo`, async () => {
      const before = await storedLogo();
      const response = await upload(bytes, { filename: 'logo.svg', type: 'image/svg+xml' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(response.json().message).toMatch(/refusé/);
      const after = await storedLogo();
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    });
  }

  it('refuses what is not an image whatever its name or declared type (415), and stores nothing', async () => {
    const before = await storedLogo();
    const cases: [Buffer, string, string][] = [
      [Buffer.from('Bonjour, je ne suis pas une image.'), 'logo.png', 'image/png'],
      [Buffer.from('<html><body><script>alert(1)</script></body></html>'), 'logo.svg', 'image/svg+xml'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'), 'logo.svg', 'image/svg+xml'],
      [Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]), 'logo.gif', 'image/gif'],
      [Buffer.concat([pngWithText('x').subarray(0, 40)]), 'logo.png', 'image/png'],
    ];
    for (const [bytes, filename, type] of cases) {
      const response = await upload(bytes, { filename, type });
      expect([400, 415], filename).toContain(response.statusCode);
      expect(response.json().message).toMatch(/image|illisible/);
    }
    expect((await storedLogo()).rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('refuses a PNG whose header claims a huge canvas before decoding it', async () => {
    const bomb = pngWithText('x');
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Le logo est trop grand (2048\u00a0×\u00a02048\u00a0pixels au maximum).',
    );
  });

  it('refuses a 20 MB upload with 413 from its declared size, and a file just past 1 MiB as it streams', async () => {
    const before = await storedLogo();
    const huge = await upload(Buffer.alloc(20 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Le logo est trop volumineux (1\u00a0Mo au maximum).');
    const justOver = await upload(Buffer.alloc(1024 * 1024 + 1024, 1));
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json().message).toBe('Le logo est trop volumineux (1\u00a0Mo au maximum).');
    expect((await storedLogo()).rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('refuses a JSON body or a file under another field name', async () => {
    const json = await t.call('POST', '/api/settings/company/logo', {
      cookie: admin,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart/);
    const otherField = await upload(pngWithText('x'), { field: 'logo' });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().message).toMatch(/file/);
  });

  it('is uploaded and removed by administrators only', async () => {
    const before = await storedLogo();
    const response = await upload(pngWithText('x'), {}, user);
    expect(response.statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/settings/company/logo', { cookie: user })).statusCode).toBe(403);
    expect((await storedLogo()).rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('is removed: the identity says no logo and the logo URL answers 404 in French', async () => {
    const { version } = (await t.call('GET', '/api/settings/company', { cookie: admin })).json();
    const response = await t.call('DELETE', '/api/settings/company/logo', { cookie: admin });
    expect(response.statusCode).toBe(200);
    // The logo is the identity's row: its version is raised, and answered for the open form (decision 0076).
    expect(response.json()).toMatchObject({
      logo: null,
      legalName: 'Réemploi Solidaire SAS',
      version: version + 1,
    });
    const served = await storedLogo();
    expect(served.statusCode).toBe(404);
    expect(served.json().message).toBe("Aucun logo n'est enregistré.");
  });
});

describe('logo cleaning off the event loop, bounded (issue 30, point 26)', () => {
  const root = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">';

  it('refuses a 16,000-deep SVG quickly, in French, and keeps the stored logo', async () => {
    // The worker starts with the first logo: a small one first, so that the time measured is the refusal's.
    const warm = await upload(Buffer.from(`${root}<rect width="1" height="1"/></svg>`), {
      filename: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(warm.statusCode).toBe(200);
    const before = await storedLogo();
    const deep = Buffer.from(`${root}${'<g>'.repeat(16_000)}${'</g>'.repeat(16_000)}</svg>`);
    const started = performance.now();
    const response = await upload(deep, { filename: 'logo.svg', type: 'image/svg+xml' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: svgMessages.tooDeep });
    expect((await storedLogo()).rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('answers /healthz while a large logo is being cleaned', async () => {
    const side = 1024;
    const data = Buffer.alloc(side * side * 4);
    for (let i = 0; i < data.length; i += 4) data.set([(i / 4) % 256, (i / 4 / side) % 256, 128, 255], i);
    const large = Buffer.from(jpeg.encode({ data, width: side, height: side }, 80).data);
    let uploaded = false;
    const uploading = upload(large, { filename: 'logo.jpg', type: 'image/jpeg' }).then((response) => {
      uploaded = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    // Cleaned on the event loop, the upload would have finished before /healthz could answer.
    expect(uploaded).toBe(false);
    expect((await uploading).statusCode).toBe(200);
    // Encoding the test's JPEG, then cleaning it, take seconds of a loaded 2-core machine.
  }, 60_000);
});
