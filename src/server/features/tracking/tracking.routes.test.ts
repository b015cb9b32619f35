/**
 * Public tracking links and the public tracking page (issue 21), on PGlite and, with TEST_DATABASE_URL,
 * PostgreSQL: the token rules (256 bits, only its SHA-256 stored, a new link ends the old one, a revoked or
 * unknown token answers as any missing resource), who may do what, the page's data field by field (nothing
 * of the team, the addresses or the contacts), the per-address throttle, and /suivi/<token> itself.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRACKING_PAGE_PREFIX, trackingMessages } from '@shared/fulfilment/public-tracking';
import { type RequestKind, requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday } from '../../test/dates';
import { acceptedRequest, advance, carrierId, type Sessions } from '../../test/fulfilment';
import { createShippingAddress, referenceOf } from '../../test/request-payloads';
import { TRACKING_HITS_PER_MINUTE } from '../public-throttle/public-throttle';

let t: TestApp;
let s: Sessions;

beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://logistique.example.test' });
  const { admin, user } = await t.signInAdminAndUser();
  s = { admin, user, addressId: await createShippingAddress(t, admin) };
});
afterAll(() => t.close());

const linkPath = (id: number) => `${requestApiPaths['regional-collection']}/${id}/tracking-link`;
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Each call from its own address, so the throttle test alone fills a window. */
let address = 0;
const fromSomewhere = () => `192.0.2.${(address++ % 200) + 1}`;

const publicCall = (token: string, remoteAddress = fromSomewhere()) =>
  t.app.inject({ method: 'GET', url: `/api/public/tracking/${token}`, remoteAddress });

const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

async function createLink(id: number, kind: RequestKind = 'regional-collection'): Promise<string> {
  const created = await t.call('POST', `${requestApiPaths[kind]}/${id}/tracking-link`, { cookie: s.admin });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().url as string;
}

describe('tracking links', () => {
  it('are 256-bit base64url tokens under the public address, stored only as their SHA-256', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Jetons');
    const url = await createLink(id);
    expect(url).toMatch(/^https:\/\/logistique\.example\.test\/suivi\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(url);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const stored = await rows<Record<string, unknown>>(
      `select * from tracking_links where kind = 'regional-collection' and request_id = ${id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Tokens of different links share nothing.
    const other = tokenOf(
      await createLink(await acceptedRequest({ t, ...s }, 'regional-collection', 'Autre')),
    );
    expect(other).not.toBe(token);
    expect([...token].filter((c, i) => other[i] === c).length).toBeLessThan(10);
  });

  it('are created, regenerated and revoked by administrators; anyone signed in reads the live one', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Rôles');
    expect((await t.call('POST', linkPath(id), { cookie: s.user })).statusCode).toBe(403);
    expect((await t.call('POST', linkPath(id))).statusCode).toBe(401);
    expect((await t.call('GET', linkPath(id))).statusCode).toBe(401);
    const none = await t.call('GET', linkPath(id), { cookie: s.user });
    // No link is an answer, not an error: the details dialog asks for every accepted request it opens.
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ url: null });
    expect((await t.call('GET', linkPath(999_999), { cookie: s.user })).json()).toEqual({
      message: 'Demande introuvable.',
    });

    const first = await createLink(id);
    expect((await t.call('GET', linkPath(id), { cookie: s.user })).json()).toEqual({ url: first });
    expect((await publicCall(tokenOf(first))).statusCode).toBe(200);

    // Regenerating: a new address, the old one answers 404 for good.
    const second = await createLink(id);
    expect(second).not.toBe(first);
    expect((await publicCall(tokenOf(first))).statusCode).toBe(404);
    expect((await publicCall(tokenOf(second))).statusCode).toBe(200);
    expect((await t.call('GET', linkPath(id), { cookie: s.user })).json()).toEqual({ url: second });
    const live = await rows<{ n: number }>(
      `select count(*)::int as n from tracking_links where request_id = ${id} and kind = 'regional-collection' and revoked_at is null`,
    );
    expect(live[0]?.n).toBe(1);

    expect((await t.call('DELETE', linkPath(id), { cookie: s.user })).statusCode).toBe(403);
    const revoked = await t.call('DELETE', linkPath(id), { cookie: s.admin });
    expect(revoked.statusCode).toBe(204);
    expect((await publicCall(tokenOf(second))).statusCode).toBe(404);
    expect((await t.call('GET', linkPath(id), { cookie: s.user })).json()).toEqual({ url: null });
    const again = await t.call('DELETE', linkPath(id), { cookie: s.admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: trackingMessages.noLiveLink });
  });

  it('are only for accepted requests that exist', async () => {
    const pending = await t.call('POST', requestApiPaths['regional-collection'], {
      cookie: s.user,
      payload: {
        clientCompanyName: 'En attente',
        contactName: 'Jeanne Contact',
        contactEmail: 'jeanne@client.test',
        contactPhone: '06 12 34 56 78',
        companyAddress: '10 avenue de France, 75013 Paris',
        desiredDate: daysFromToday(10),
        computersToCollect: 1,
      },
    });
    const refused = await t.call('POST', linkPath(pending.json().id), { cookie: s.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('acceptée');
    expect((await t.call('POST', linkPath(999_999), { cookie: s.admin })).json()).toEqual({
      message: 'Demande introuvable.',
    });
    expect((await t.call('DELETE', linkPath(999_999), { cookie: s.admin })).statusCode).toBe(404);
  });

  it('keep opening after ENCRYPTION_KEY changed, but are no longer shown: a new one replaces them', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Clé changée');
    const token = tokenOf(await createLink(id));
    // As if the key had changed: the stored hash is no longer that of the token the app derives.
    const otherToken = 'Z'.repeat(43);
    await t.database.db.execute(
      sql`update tracking_links set token_hash = ${createHash('sha256').update(otherToken).digest('hex')}
          where kind = 'regional-collection' and request_id = ${id} and revoked_at is null`,
    );
    expect((await publicCall(otherToken)).statusCode).toBe(200);
    expect((await publicCall(token)).statusCode).toBe(404);
    expect((await t.call('GET', linkPath(id), { cookie: s.user })).json()).toEqual({ url: null });
    const fresh = await createLink(id);
    expect((await t.call('GET', linkPath(id), { cookie: s.user })).json()).toEqual({ url: fresh });
    expect((await publicCall(otherToken)).statusCode).toBe(404);
  });

  it('answer an unknown, malformed or revoked token exactly as any missing API resource', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Révoqué');
    const token = tokenOf(await createLink(id));
    await t.call('DELETE', linkPath(id), { cookie: s.admin });
    const missing = await t.app.inject({ method: 'GET', url: '/api/public/nothing-here' });
    const answers = await Promise.all(
      [token, 'A'.repeat(43), 'court', `${token.slice(0, 42)}!`, '%00'].map((value) =>
        publicCall(encodeURIComponent(value)),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(missing.body);
      expect(answer.headers['content-type']).toBe(missing.headers['content-type']);
      expect(answer.headers['cache-control']).toBe(missing.headers['cache-control']);
      expect(answer.headers['x-robots-tag']).toBeUndefined();
    }
    expect(missing.json()).toEqual({ message: 'Ressource introuvable.' });
  });
});

describe('GET /api/public/tracking/{token}', () => {
  it('gives a regional collection’s stages, slot and reception, and nothing of the team or the client', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Mairie Secrète');
    const url = await createLink(id);
    const plannedDate = daysFromToday(-2);
    await advance(t, s.user, 'regional-collection', id, {
      stage: 'planned',
      plannedDate,
      timeSlot: { preferredTimeSlot: 'specific_time', specificTime: '14:30' },
      team: 'Camion Interne 7',
    });
    await advance(t, s.user, 'regional-collection', id, {
      stage: 'collected',
      collected: { computersToCollect: 3 },
      handedOverBy: 'Gardien Dupuis',
    });
    await advance(t, s.admin, 'regional-collection', id, {
      stage: 'received',
      received: { computersToCollect: 2, screensToCollect: 1 },
      wasteTags: { computersToCollect: 'reuse', screensToCollect: '20 01 35*' },
      receivedWeightKg: 18.5,
      weightEstimated: true,
      remark: 'Remarque interne confidentielle',
    });

    const answer = await publicCall(tokenOf(url));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const body = answer.json();
    const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);
    expect(body).toEqual({
      kindLabel: 'Collectes Région Parisienne',
      reference: `Collecte ${referenceOf('regional-collection', id)}`,
      stages: [
        { id: 'to-plan', label: 'À planifier', reachedAt: iso, current: false },
        { id: 'planned', label: 'Planifiée', reachedAt: iso, current: false },
        { id: 'collected', label: 'Collectée', reachedAt: iso, current: false },
        { id: 'received', label: 'Réceptionnée', reachedAt: iso, current: true },
      ],
      cancelled: false,
      plannedDate,
      plannedSlot: 'À 14\u00a0h\u00a030',
      carrier: null,
      reception: {
        quantities: [
          { label: 'Ordinateurs', received: 2 },
          { label: 'Écrans', received: 1 },
        ],
        units: null,
        weightKg: 18.5,
        weightEstimated: true,
      },
      // No company identity in this app: no attestation to offer (documents.routes.test.ts), nobody named.
      attestation: false,
      erasureCertificate: false,
      lotReport: false,
      service: null,
    });
    for (const secret of [
      'Camion',
      'Dupuis',
      'confidentielle',
      'Secrète',
      'Jeanne',
      'client.test',
      'avenue',
      '06 12',
      'Martin',
      'admin',
    ]) {
      expect(answer.body).not.toContain(secret);
    }
    // Reached in order.
    const times = body.stages.map((stage: { reachedAt: string }) => Date.parse(stage.reachedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('gives a planned pickup its carrier link, the stages to come, and forgets a stage undone', async () => {
    const id = await acceptedRequest({ t, ...s }, 'package-pickup', 'Enlèvement Public');
    const token = tokenOf(await createLink(id, 'package-pickup'));
    const colissimo = await carrierId(t, s.user, 'Colissimo');
    const planned = {
      stage: 'pickup-planned',
      carrierId: colissimo,
      plannedDate: daysFromToday(3),
      trackingNumber: '6A12345678901',
    };
    await advance(t, s.user, 'package-pickup', id, planned);
    await advance(t, s.user, 'package-pickup', id, { stage: 'picked-up' });
    const undone = await t.call('POST', `${requestApiPaths['package-pickup']}/${id}/fulfilment/undo`, {
      cookie: s.admin,
      payload: { stage: 'picked-up' },
    });
    expect(undone.statusCode).toBe(200);

    const body = (await publicCall(token)).json();
    expect(body.reference).toBe(`Enlèvement ${referenceOf('package-pickup', id)}`);
    expect(
      body.stages.map((stage: { id: string; reachedAt: string | null; current: boolean }) => [
        stage.id,
        stage.reachedAt !== null,
        stage.current,
      ]),
    ).toEqual([
      ['to-plan', true, false],
      ['pickup-planned', true, true],
      ['picked-up', false, false],
      ['received', false, false],
    ]);
    expect(body.carrier).toEqual({
      name: 'Colissimo',
      trackingNumber: '6A12345678901',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    });
    expect(body.plannedDate).toBe(planned.plannedDate);
    expect(body.plannedSlot).toBeNull();
    expect(body.reception).toBeNull();
  });

  it('shows a cancellation as « Annulée », without its reason', async () => {
    const id = await acceptedRequest({ t, ...s }, 'material-conditioning', 'Annulation');
    const token = tokenOf(
      (
        await t.call('POST', `${requestApiPaths['material-conditioning']}/${id}/tracking-link`, {
          cookie: s.admin,
        })
      ).json().url,
    );
    const cancelled = await t.call(
      'POST',
      `${requestApiPaths['material-conditioning']}/${id}/fulfilment/cancel`,
      {
        cookie: s.admin,
        payload: { reason: 'Client injoignable, motif interne' },
      },
    );
    expect(cancelled.statusCode).toBe(200);
    const answer = await publicCall(token);
    expect(answer.json()).toMatchObject({
      reference: `Envoi ${referenceOf('material-conditioning', id)} (offre OE-000123)`,
      cancelled: true,
      stages: [
        { id: 'to-prepare', label: 'À préparer', current: false },
        { id: 'cancelled', label: 'Annulée', current: true },
      ],
      carrier: null,
      plannedDate: null,
    });
    expect(answer.body).not.toContain('injoignable');
  });

  it('is throttled per address across the page and its data, in French, with Retry-After', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Limite');
    const token = tokenOf(await createLink(id));
    const ip = '198.51.100.7';
    for (let hit = 0; hit < TRACKING_HITS_PER_MINUTE; hit += 1) {
      const answer = await publicCall(hit % 2 ? token : 'inconnu', ip);
      // Two windows may meet during the loop: a 429 is then impossible, the rest must be answered.
      expect(answer.statusCode).not.toBe(429);
    }
    let refused = await publicCall(token, ip);
    if (refused.statusCode !== 429) {
      // The minute turned during the loop: fill the new window.
      for (let hit = 1; hit < TRACKING_HITS_PER_MINUTE; hit += 1) await publicCall(token, ip);
      refused = await publicCall(token, ip);
    }
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: trackingMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not held back.
    expect((await publicCall(token, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('the page /suivi/<token>', () => {
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-tracking-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Gestion Logistique</title>');
    fs.writeFileSync(
      path.join(clientDir, 'tracking.html'),
      '<!doctype html><meta name="robots" content="noindex"><title>Suivi</title><div id="root"><!--page-content--></div>',
    );
    // The same database and key: the links of the API tests open here.
    web = await buildApp({ config: t.config, database: t.database, clientDir });
  });
  afterAll(() => web.close());

  it('opens a live link, unindexed, uncached and never sent on as a referrer', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Page');
    const url = await createLink(id);
    const page = await web.inject({
      method: 'GET',
      url: new URL(url).pathname,
      remoteAddress: fromSomewhere(),
    });
    expect(page.statusCode).toBe(200);
    // Written by the server: the request's suivi in the page, its reference in the title.
    expect(page.body).toMatch(/<title>Suivi — Collecte COL-\d{4}-\d{5}<\/title>/);
    expect(page.body).toContain('<h1 class="text-2xl font-bold text-slate-900">Suivi de votre demande</h1>');
    expect(page.body).not.toContain('<!--page-content-->');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown or revoked link as any missing page, as unindexed and unstored as a live one', async () => {
    const id = await acceptedRequest({ t, ...s }, 'regional-collection', 'Page révoquée');
    const url = await createLink(id);
    await t.call('DELETE', linkPath(id), { cookie: s.admin });
    const missing = await web.inject({ method: 'GET', url: '/page-qui-n-existe-pas' });
    for (const pathname of [new URL(url).pathname, `${TRACKING_PAGE_PREFIX}${'B'.repeat(43)}`, '/suivi/x']) {
      const page = await web.inject({ method: 'GET', url: pathname, remoteAddress: fromSomewhere() });
      expect(page.statusCode, pathname).toBe(404);
      expect(page.body).toBe(missing.body);
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
