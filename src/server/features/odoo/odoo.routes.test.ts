/**
 * ERP offers end to end on real protocols: the app talks to a local Odoo double on 127.0.0.1, over
 * JSON-RPC (Odoo 17) and JSON-2 (Odoo 19, chosen by ODOO_PROTOCOL=auto through common.version), with
 * each signed-in user's own credentials. The logger writes to an array so no secret can hide in a log line.
 */
import { createServer } from 'node:net';
import { odooMessages } from '@shared/odoo/erp-offers';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box';
import { buildTestApp } from '../../test/build-test-app';
import { ODOO_DB, ODOO_USERS, type OdooDouble, startOdooDouble } from '../../test/peers/odoo-double';

const TAG_DOMAIN = '[["tag_ids.name","=","Devis signé"]]';
const CUSTOM_RULES = JSON.stringify([
  { category: 'computers', match: { productCategory: 'Ordinateurs portables' } },
  { category: 'd3e_boxes', match: { defaultCode: 'D3E-*' } },
  { category: 'phones', match: { namePattern: 'nokia' } },
]);
const SECRETS = Object.values(ODOO_USERS).flatMap((u) => [u.password, u.apiKey]);

const logLines: string[] = [];
const bodies: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** An app, and a signed-in user per fixture account (with that account's secret for the protocol). */
async function appWith(env: Record<string, string>, secretOf: (u: (typeof ODOO_USERS)['alice']) => string) {
  const t = await buildTestApp(env, { logger });
  const box = createSecretBox(t.config.encryptionKey as Buffer);
  const sessions: Record<string, string> = {};
  for (const [name, account] of Object.entries(ODOO_USERS)) {
    const row = await t.createUser({
      odooLogin: account.login,
      odooPasswordEncrypted: box.encrypt(secretOf(account)),
    });
    sessions[name] = await t.login(row.username, 'user-password-1');
  }
  const wrong = await t.createUser({
    odooLogin: ODOO_USERS.alice.login,
    odooPasswordEncrypted: box.encrypt('nope'),
  });
  sessions.wrong = await t.login(wrong.username, 'user-password-1');
  const none = await t.createUser();
  sessions.none = await t.login(none.username, 'user-password-1');
  const call = async (method: 'GET' | 'POST', url: string, cookie: string | undefined) => {
    const response = await t.call(method, url, { cookie });
    bodies.push(response.body);
    return response;
  };
  return { t, sessions, call };
}
type Harness = Awaited<ReturnType<typeof appWith>>;

const expectFailure = (
  response: { statusCode: number; json(): unknown },
  status: number,
  message: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ success: false, error: message, message });
};

describe.each([
  { protocol: 'jsonrpc', version: 17, secretOf: (u: { password: string }) => u.password },
  { protocol: 'json2', version: 19, secretOf: (u: { apiKey: string }) => u.apiKey },
] as const)('Odoo over $protocol (Odoo $version, ODOO_PROTOCOL=auto)', ({ protocol, version, secretOf }) => {
  let odoo: OdooDouble;
  let main: Harness;
  let custom: Harness;
  let down: Harness;
  const base = () => ({ ODOO_URL: odoo.url, ODOO_DB, ODOO_TIMEOUT_SECONDS: '0.5' });

  beforeAll(async () => {
    odoo = await startOdooDouble({ version });
    main = await appWith(base(), secretOf);
    custom = await appWith(
      { ...base(), ODOO_OFFER_DOMAIN: TAG_DOMAIN, ODOO_EQUIPMENT_RULES: CUSTOM_RULES },
      secretOf,
    );
    down = await appWith({ ODOO_URL: await closedPortUrl(), ODOO_DB }, secretOf);
  });
  afterAll(async () => {
    await main?.t.close();
    await custom?.t.close();
    await down?.t.close();
    await odoo?.close();
  });
  beforeEach(() => odoo.reset());

  it('reports the integration as enabled, with or without credentials', async () => {
    expect((await main.call('GET', '/api/odoo/status', main.sessions.alice)).json()).toEqual({
      enabled: true,
      hasCredentials: true,
    });
    expect((await main.call('GET', '/api/odoo/status', main.sessions.none)).json()).toEqual({
      enabled: true,
      hasCredentials: false,
    });
    expect((await main.call('GET', '/api/odoo/status', undefined)).statusCode).toBe(401);
  });

  it('lists the signed or confirmed quotations, newest first, with the default domain', async () => {
    const response = await main.call('GET', '/api/odoo/offers', main.sessions.alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      count: 2,
      offers: [
        { id: 11, reference: 'S00011', client_name: 'Beta Industries' },
        { id: 10, reference: 'S00010', client_name: 'Acme Recyclage SAS, Claire Dupont' },
      ],
    });
    expect(odoo.requests.some((r) => r.protocol === protocol && r.method === 'search_read')).toBe(true);
  });

  it('lists the tagged quotations with the tag domain', async () => {
    const response = await custom.call('GET', '/api/odoo/offers', custom.sessions.alice);
    expect(response.json()).toEqual({
      success: true,
      count: 2,
      offers: [
        { id: 12, reference: 'S00012', client_name: 'Acme Recyclage SAS, Claire Dupont' },
        { id: 14, reference: 'S00014', client_name: 'Gamma Conseil' },
      ],
    });
  });

  it('searches the reference or the customer in Odoo, within the domain', async () => {
    const ids = async (q: string) =>
      (await main.call('GET', `/api/odoo/offers?q=${encodeURIComponent(q)}`, main.sessions.alice))
        .json()
        .offers.map((o: { id: number }) => o.id);
    expect(await ids('beta')).toEqual([11]);
    expect(await ids('s00010')).toEqual([10]);
    expect(await ids('Claire')).toEqual([10]);
    expect(await ids('Gamma')).toEqual([]);
    expect(await ids('  ')).toEqual([11, 10]);
  });

  it('maps an order: company, contact, composed address, each default rule, ignored lines', async () => {
    const response = await main.call('GET', '/api/odoo/client-info/10', main.sessions.alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      client: { company_name: 'Acme Recyclage SAS', address: '12 rue des Lilas, 93200 Saint-Denis' },
      contact: { name: 'Claire Dupont', email: 'claire.dupont@acme.test', phone: '+33 1 23 45 67 89' },
      offer_number: 'S00010',
      // "Téléphone portable" is a phone; the section and the note (which mentions "écrans") are skipped.
      equipment: { computers: 3, pc_fixes: 2, phones: 5, tablets: 1, screens: 5, d3e_boxes: 2 },
      ignored_lines: [
        { name: '[TRANSPORT] Frais de transport', quantity: 1 },
        { name: '[TP-X1] ThinkPad X1 Carbon', quantity: 6 },
      ],
    });
  });

  it('takes the shipping contact when the ordering partner is a company without email or phone', async () => {
    const response = await main.call('GET', '/api/odoo/client-info/11', main.sessions.alice);
    expect(response.json()).toMatchObject({
      client: { company_name: 'Beta Industries', address: '5 avenue Foch, Bâtiment B, 75016 Paris' },
      contact: { name: 'Marc Leroy', email: 'marc.leroy@beta.test', phone: '' },
      offer_number: 'S00011',
      equipment: { computers: 10, pc_fixes: 0, phones: 0, tablets: 0, screens: 0, d3e_boxes: 0 },
      // Its internal reference D3E-BAC is not in its name: no default rule matches it.
      ignored_lines: [{ name: 'Bac de collecte', quantity: 3 }],
    });
  });

  it('keeps a company that has its own email as the contact, and composes a partial address', async () => {
    const response = await main.call('GET', '/api/odoo/client-info/14', main.sessions.alice);
    expect(response.json()).toMatchObject({
      client: { company_name: 'Gamma Conseil', address: '92100 Boulogne-Billancourt' },
      contact: { name: 'Gamma Conseil', email: 'contact@gamma.test', phone: '01 02 03 04 05' },
      equipment: { computers: 0, pc_fixes: 0, phones: 0, tablets: 0, screens: 0, d3e_boxes: 0 },
      ignored_lines: [],
    });
  });

  it('applies ODOO_EQUIPMENT_RULES: product category, internal reference prefix, name pattern', async () => {
    const ten = (await custom.call('GET', '/api/odoo/client-info/10', custom.sessions.alice)).json();
    expect(ten.equipment).toEqual({
      computers: 9,
      pc_fixes: 0,
      phones: 1,
      tablets: 0,
      screens: 0,
      d3e_boxes: 2,
    });
    expect(ten.ignored_lines.map((l: { name: string }) => l.name)).toEqual([
      '[UC-HP] Unité centrale HP ProDesk',
      'Smartphone Samsung Galaxy',
      'Tablette Lenovo Tab',
      '[ECR-24] Écran 24 pouces',
      '[TRANSPORT] Frais de transport',
    ]);
    const eleven = (await custom.call('GET', '/api/odoo/client-info/11', custom.sessions.alice)).json();
    expect(eleven.equipment).toMatchObject({ computers: 10, d3e_boxes: 3 });
    expect(eleven.ignored_lines).toEqual([]);
  });

  it('answers 400 to an offer id that is not a number, 404 to an unknown one', async () => {
    for (const id of ['abc', '12abc', '-1', '0', '1.5', '99999999999']) {
      expectFailure(
        await main.call('GET', `/api/odoo/client-info/${id}`, main.sessions.alice),
        400,
        odooMessages.invalidOfferId,
      );
    }
    expectFailure(
      await main.call('GET', '/api/odoo/client-info/999', main.sessions.alice),
      404,
      odooMessages.offerNotFound,
    );
  });

  it('says when credentials are missing, wrong, or not allowed to read quotations', async () => {
    for (const url of ['/api/odoo/offers', '/api/odoo/client-info/10']) {
      const missing = await main.call('GET', url, main.sessions.none);
      expectFailure(missing, 400, odooMessages.missingCredentials);
      expect(missing.json().error).toContain('Identifiants Odoo manquants');
      expectFailure(await main.call('GET', url, main.sessions.wrong), 400, odooMessages.invalidCredentials);
      expectFailure(await main.call('GET', url, main.sessions.carol), 403, odooMessages.accessError);
    }
    expect(odoo.requests.some((r) => r.secret === undefined && r.call !== 'common.version')).toBe(false);
  });

  it('says when Odoo is unreachable or too slow', async () => {
    expectFailure(
      await down.call('GET', '/api/odoo/offers', down.sessions.alice),
      502,
      odooMessages.unreachable,
    );
    expectFailure(
      await down.call('POST', '/api/odoo/test-connection', down.sessions.alice),
      502,
      odooMessages.unreachable,
    );
    // Every answer now comes after the 0.5 s time-out.
    odoo.setDelay(1500);
    expectFailure(
      await main.call('GET', '/api/odoo/client-info/10', main.sessions.alice),
      504,
      odooMessages.timeout,
    );
    expectFailure(
      await custom.call('GET', '/api/odoo/offers', custom.sessions.bob),
      504,
      odooMessages.timeout,
    );
  });

  it("uses the signed-in user's own credentials, never another's", async () => {
    await main.call('GET', '/api/odoo/offers', main.sessions.alice);
    await main.call('GET', '/api/odoo/client-info/10', main.sessions.alice);
    const calls = odoo.requests.filter((r) => r.call !== 'common.version');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((r) => r.secret === secretOf(ODOO_USERS.alice))).toBe(true);
    odoo.reset();
    await main.call('GET', '/api/odoo/offers', main.sessions.bob);
    const bobs = odoo.requests.filter((r) => r.call !== 'common.version');
    expect(bobs.length).toBeGreaterThan(0);
    expect(bobs.every((r) => r.secret === secretOf(ODOO_USERS.bob))).toBe(true);
    if (protocol === 'jsonrpc') {
      // The uid is cached: no second authenticate within five minutes.
      expect(
        bobs.filter((r) => r.call === 'common.authenticate').every((r) => r.login === ODOO_USERS.bob.login),
      ).toBe(true);
      odoo.reset();
      await main.call('GET', '/api/odoo/offers', main.sessions.bob);
      expect(odoo.requests.filter((r) => r.call === 'common.authenticate')).toEqual([]);
    } else {
      expect(bobs.every((r) => r.database === ODOO_DB)).toBe(true);
    }
  });

  it('tests the connection with the stored credentials', async () => {
    const ok = await main.call('POST', '/api/odoo/test-connection', main.sessions.alice);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, uid: ODOO_USERS.alice.uid, serverVersion: `${version}.0` });
    expectFailure(
      await main.call('POST', '/api/odoo/test-connection', main.sessions.wrong),
      400,
      odooMessages.invalidCredentials,
    );
    expectFailure(
      await main.call('POST', '/api/odoo/test-connection', main.sessions.none),
      400,
      odooMessages.missingCredentials,
    );
  });
});

describe('Odoo integration off (no ODOO_URL)', () => {
  let off: Harness;
  beforeAll(async () => {
    off = await appWith({}, (u) => u.password);
  });
  afterAll(() => off?.t.close());

  it('says so on every route, and the status tells the client', async () => {
    expect((await off.call('GET', '/api/odoo/status', off.sessions.alice)).json()).toEqual({
      enabled: false,
      hasCredentials: true,
    });
    expectFailure(await off.call('GET', '/api/odoo/offers', off.sessions.alice), 503, odooMessages.off);
    expectFailure(
      await off.call('GET', '/api/odoo/client-info/10', off.sessions.alice),
      503,
      odooMessages.off,
    );
    expectFailure(
      await off.call('POST', '/api/odoo/test-connection', off.sessions.alice),
      503,
      odooMessages.off,
    );
  });
});

describe('secrets', () => {
  it('never appear in an answer or a log line of this file', () => {
    expect(bodies.length).toBeGreaterThan(30);
    expect(logLines.some((line) => line.includes('odoo call failed'))).toBe(true);
    for (const text of [...bodies, ...logLines]) {
      for (const secret of SECRETS) expect(text).not.toContain(secret);
      expect(text).not.toContain('"nope"');
    }
  });
});
