/**
 * A lot's « Certificat d'effacement des données » (issue 32): refused while the inventory is open, while a
 * medium is neither erased nor destroyed (409 naming it), without media or company identity; issued by
 * administrators only, kept as issued (the same bytes, their SHA-256), read back (its text, its pages),
 * verified on its public page (no serial, no staff name, noindex, throttled), re-issued with a new number
 * (the old page says « remplacé par »), in the lot's history and the administration journal — on PGlite
 * and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { createHash } from 'node:crypto';
import type { CompanyIdentityInput } from '@shared/company/company.schema';
import { certificateMessages } from '@shared/devices/erasure-certificate';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { acceptedRequest, carrierIds, moveTo } from '../../test/fulfilment';
import { pdfText } from '../../test/pdf-text';
import { createShippingAddress } from '../../test/request-payloads';
import { findCompanyIdentity, updateCompanyIdentity } from '../company/company.repository';

let t: TestApp;
let admin: string;
let user: string;
let addressId: number;
let carrier: number;

const APP_URL = 'https://logistique.example.test';
const identity = {
  legalName: 'Recyclage Île-de-France SAS',
  siret: '73282932000074',
  address: '12 rue des Forges, 92190 Meudon',
  phone: '01 23 45 67 89',
  email: 'contact@recyclage-idf.test',
};
const saveIdentity = async (db: Executor, values: CompanyIdentityInput) =>
  updateCompanyIdentity(db, values, (await findCompanyIdentity(db)).version, null);

beforeAll(async () => {
  t = await buildTestApp({ APP_URL });
  ({ admin, user } = await t.signInAdminAndUser());
  addressId = await createShippingAddress(t, admin);
  carrier = (await carrierIds(t, user)).Colissimo ?? 0;
});
afterAll(() => t.close());

const setup = () => ({ t, admin, user, addressId });

/** A regional collection received (2 computers, 1 phone): its devices, one medium each. */
async function lotWithMedia() {
  const kind = 'regional-collection' as const;
  const id = await acceptedRequest(setup(), kind, `Lot certifié ${Math.random()}`);
  await moveTo(setup(), kind, id, 'received', carrier, { planned: { team: 'Camion 1' } });
  const base = `${requestApiPaths[kind]}/${id}`;
  const add = async (category: string, serialNumber: string, type: string) => {
    const answer = await t.call('POST', `${base}/devices`, {
      cookie: user,
      payload: {
        category,
        serialNumber,
        media: [{ type, serialNumber: `M-${serialNumber}`, capacityGb: 256 }],
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const device = answer.json();
    return { id: device.id as number, mediumId: device.media[0].id as number, serial: serialNumber };
  };
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const devices = [
    await add('computersToCollect', `PC1-${tag}`, 'ssd'),
    await add('computersToCollect', `PC2-${tag}`, 'hdd'),
    await add('phonesToCollect', `TEL-${tag}`, 'flash'),
  ];
  return { kind, id, base, devices };
}

const record = (device: { id: number; mediumId: number }, payload: object) =>
  t.call('POST', `/api/devices/${device.id}/media/${device.mediumId}/sanitisations`, {
    cookie: user,
    payload,
  });
const performedAt = () => new Date(Date.now() - 60_000).toISOString();
const erasure = (result: 'erased' | 'failed') => ({
  kind: 'erasure',
  method: 'Écrasement 1 passe',
  standard: 'NIST SP 800-88 Clear',
  tool: 'nwipe',
  toolVersion: '0.37',
  result,
  performedAt: performedAt(),
  operator: 'Camille Opératrice',
});
const destruction = {
  kind: 'destruction',
  method: 'Broyage',
  result: 'destroyed',
  operator: 'Camille Opératrice',
  witness: 'Dominique Témoin',
};

const issue = (base: string, cookie = admin) => t.call('POST', `${base}/erasure-certificate`, { cookie });
const tokenOf = (verifyUrl: string) => verifyUrl.split('/verifier/')[1] ?? '';

describe("a lot's erasure certificate", () => {
  it('is refused until the lot is closed and every medium erased or destroyed, then issued, kept and verified', async () => {
    const lot = await lotWithMedia();
    const [pc1, pc2, phone] = lot.devices as [
      (typeof lot.devices)[0],
      (typeof lot.devices)[0],
      (typeof lot.devices)[0],
    ];

    expect((await issue(lot.base, user)).statusCode).toBe(403);
    // Its tracking page offers neither document while the inventory is open.
    const link = await t.call('POST', `${lot.base}/tracking-link`, { cookie: admin });
    const trackingToken = (link.json().url as string).split('/suivi/')[1] ?? '';
    expect((await t.call('GET', `/api/public/tracking/${trackingToken}`)).json()).toMatchObject({
      erasureCertificate: false,
      lotReport: false,
    });
    for (const name of ['erasure-certificate', 'lot-report']) {
      expect((await t.call('GET', `/api/public/tracking/${trackingToken}/${name}.pdf`)).statusCode).toBe(404);
    }
    const open = await issue(lot.base);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(certificateMessages.notClosed);

    expect((await t.call('POST', `${lot.base}/devices/close`, { cookie: user })).statusCode).toBe(200);
    expect((await record(pc1, erasure('erased'))).statusCode).toBe(201);
    expect((await record(pc2, erasure('failed'))).statusCode).toBe(201);
    const pending = await issue(lot.base);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(certificateMessages.pending(`M-${pc2.serial}, M-${phone.serial}`));

    expect((await record(pc2, { ...destruction, performedAt: performedAt() })).statusCode).toBe(201);
    expect((await record(phone, erasure('erased'))).statusCode).toBe(201);
    const noIdentity = await issue(lot.base);
    expect(noIdentity.statusCode).toBe(409);
    expect(noIdentity.json().message).toMatch(/^Complétez l'identité de l'entreprise/);
    await saveIdentity(t.database.db, identity);

    expect((await t.call('GET', `${lot.base}/erasure-certificate.pdf`, { cookie: user })).statusCode).toBe(
      404,
    );
    const issued = await issue(lot.base);
    expect(issued.statusCode, issued.body).toBe(201);
    const { number, sha256, verifyUrl } = issued.json();
    expect(number).toMatch(/^CE-\d{6,}$/);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyUrl).toMatch(new RegExp(`^${APP_URL}/verifier/[A-Za-z0-9_-]{43}$`));

    // Kept as issued: the same bytes on every download, whose SHA-256 is the one announced.
    const first = await t.app.inject({
      url: `${lot.base}/erasure-certificate.pdf`,
      headers: { cookie: user },
    });
    const again = await t.app.inject({
      url: `${lot.base}/erasure-certificate.pdf`,
      headers: { cookie: user },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(first.rawPayload).digest('hex')).toBe(sha256);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const { text, pages } = await pdfText(first.rawPayload);
    // The declaration and signature on the first page, the annex (one line per medium) from the second.
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Annexe — supports de stockage (3)');
    for (const expected of [
      "Certificat d'effacement des données",
      number,
      identity.legalName,
      'sous-traitant',
      `M-${pc1.serial}`,
      `M-${pc2.serial}`,
      `M-${phone.serial}`,
      pc1.serial,
      'Effacer (Clear)',
      'Détruire (Destroy)',
      'Broyage',
      'nwipe 0.37',
      'Camille Opératrice',
      'Fait à Meudon',
    ]) {
      expect(text).toContain(expected);
    }

    // The public page: what anyone holding the file may check — never a serial, never a staff name.
    const token = tokenOf(verifyUrl);
    const view = await t.call('GET', `/api/public/certificates/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers['x-robots-tag']).toBe('noindex');
    expect(view.json()).toEqual({
      number,
      issuedAt: expect.any(String),
      issuer: { legalName: identity.legalName, siret: '732 829 320 00074' },
      client: expect.any(String),
      lotReference: expect.stringMatching(/^Collecte /),
      counts: { devices: 3, media: 3, erased: 2, destroyed: 1 },
      sha256,
      replacedBy: null,
    });
    expect(view.body).not.toContain(pc1.serial);
    expect(view.body).not.toContain('Camille');

    // The request's public tracking page offers the certificate (as issued) and the lot report.
    const tracking = (await t.call('GET', `/api/public/tracking/${trackingToken}`)).json();
    expect(tracking).toMatchObject({ erasureCertificate: true, lotReport: true });
    const offered = await t.app.inject({
      url: `/api/public/tracking/${trackingToken}/erasure-certificate.pdf`,
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.rawPayload.equals(first.rawPayload)).toBe(true);
    const report = await t.app.inject({ url: `/api/public/tracking/${trackingToken}/lot-report.pdf` });
    expect(report.statusCode).toBe(200);
    expect((await pdfText(report.rawPayload)).text).toContain('Rapport de lot');

    const listed = (await t.call('GET', `${lot.base}/erasure-certificate`, { cookie: user })).json();
    expect(listed.current).toMatchObject({ number, sha256, verifyUrl, replacedBy: null });
    expect(listed.previous).toEqual([]);

    // Issued again: a new number; the first one's page says which replaced it.
    const reissued = await issue(lot.base);
    expect(reissued.statusCode, reissued.body).toBe(201);
    const second = reissued.json();
    expect(second.number).not.toBe(number);
    const old = (await t.call('GET', `/api/public/certificates/${token}`)).json();
    expect(old.replacedBy).toEqual({ number: second.number, issuedAt: expect.any(String) });
    const now = (await t.call('GET', `${lot.base}/erasure-certificate`, { cookie: user })).json();
    expect(now.current.number).toBe(second.number);
    expect(now.previous.map((c: { number: string; replacedBy: string }) => [c.number, c.replacedBy])).toEqual(
      [[number, second.number]],
    );
    const latest = await t.app.inject({
      url: `${lot.base}/erasure-certificate.pdf`,
      headers: { cookie: user },
    });
    expect(createHash('sha256').update(latest.rawPayload).digest('hex')).toBe(second.sha256);

    const history = (await t.call('GET', `${lot.base}/history`, { cookie: admin })).json() as {
      event: string;
      action?: string;
      number?: string;
      replaced?: string;
    }[];
    const issues = history.filter((entry) => entry.event === 'lot' && entry.action === 'certificate-issued');
    expect(issues.map((entry) => [entry.number, entry.replaced ?? null])).toEqual(
      expect.arrayContaining([
        [number, null],
        [second.number, number],
      ]),
    );
    const journal = (
      await t.call('GET', '/api/admin/journal?action=certificate.issued', { cookie: admin })
    ).json() as { targetLabel: string }[];
    expect(journal.map((entry) => entry.targetLabel)).toEqual(
      expect.arrayContaining([expect.stringContaining(second.number), expect.stringContaining(number)]),
    );
  });

  it('is refused while media are unknown or for a lot without any, and 404 for an unknown token or request', async () => {
    const kind = 'regional-collection' as const;
    const id = await acceptedRequest(setup(), kind, 'Écrans seulement');
    await moveTo(setup(), kind, id, 'received', carrier, { planned: { team: 'Camion 1' } });
    const base = `${requestApiPaths[kind]}/${id}`;
    // A phone whose media nobody listed: its data are not accounted for.
    const phone = (
      await t.call('POST', `${base}/devices`, {
        cookie: user,
        payload: { category: 'phonesToCollect', serialNumber: `TEL-${id}` },
      })
    ).json();
    await t.call('PUT', `${base}/devices/notes`, {
      cookie: user,
      payload: { notes: { computersToCollect: 'Aucun' } },
    });
    expect((await t.call('POST', `${base}/devices/close`, { cookie: user })).statusCode).toBe(200);
    const unknown = await issue(base);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe(certificateMessages.mediaUnknown(phone.inventoryNumber));

    const said = await t.call('PUT', `/api/devices/${phone.id}`, {
      cookie: user,
      payload: {
        category: 'phonesToCollect',
        serialNumber: `TEL-${id}`,
        noStorage: true,
        version: phone.version,
      },
    });
    expect(said.statusCode, said.body).toBe(200);
    const none = await issue(base);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(certificateMessages.noMedia);

    for (const token of ['x'.repeat(43), 'pas-un-jeton']) {
      const answer = await t.call('GET', `/api/public/certificates/${token}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(certificateMessages.notFound);
    }
    expect((await issue(`${requestApiPaths.collection}/999999`)).statusCode).toBe(404);
    expect(
      (await t.call('POST', `${requestApiPaths.delivery}/1/erasure-certificate`, { cookie: admin }))
        .statusCode,
    ).toBe(404);
    // A lot without a certificate: its tracking page offers none, and the address answers 404.
    const link = await t.call('POST', `${base}/tracking-link`, { cookie: admin });
    const trackingToken = (link.json().url as string).split('/suivi/')[1] ?? '';
    expect((await t.call('GET', `/api/public/tracking/${trackingToken}`)).json()).toMatchObject({
      erasureCertificate: false,
      lotReport: true,
    });
    const missing = await t.call('GET', `/api/public/tracking/${trackingToken}/erasure-certificate.pdf`);
    expect(missing.statusCode).toBe(404);
  });
});
