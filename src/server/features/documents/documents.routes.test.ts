/**
 * The PDF documents (issue 22) on PGlite and, with TEST_DATABASE_URL, PostgreSQL: each document's text
 * read back by a PDF parser (names, quantities, accents, page numbers, long content on further pages),
 * the headers, the rules (who may download, wrong kind, not yet available, incomplete identity), and the
 * public attestation's token, throttle and what it leaves out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompanyIdentityInput } from '@shared/company/company.schema';
import { documentMessages } from '@shared/documents/documents';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { asciiFileName } from '../../http/send-pdf';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { acceptedRequest, carrierIds, type FulfilmentSetup, moveTo } from '../../test/fulfilment';
import { pdfText, pdfTextItems } from '../../test/pdf-text';
import { createShippingAddress, referenceOf, validRequestPayload } from '../../test/request-payloads';
import { findCompanyIdentity, saveCompanyLogo, updateCompanyIdentity } from '../company/company.repository';
import { TRACKING_HITS_PER_MINUTE } from '../public-throttle/public-throttle';

/** The identity saved directly, as at its current version (no editor). */
const saveIdentity = async (db: Executor, values: CompanyIdentityInput) =>
  updateCompanyIdentity(db, values, (await findCompanyIdentity(db)).version, null);

let t: TestApp;
let setup: FulfilmentSetup;
let carriers: Record<string, number>;

const identity = {
  legalName: 'Recyclage Île-de-France Œuvre SAS',
  siret: '73282932000074',
  address: '12 rue de la Cœur-Volant, 92190 Meudon',
  phone: '01 23 45 67 89',
  email: 'contact@recyclage-idf.test',
};

beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://logistique.example.test' });
  const { admin, user } = await t.signInAdminAndUser();
  setup = { t, admin, user, addressId: await createShippingAddress(t, admin) };
  carriers = await carrierIds(t, admin);
});
afterAll(() => t.close());

const docPath = (kind: keyof typeof requestApiPaths, id: number, name: string) =>
  `${requestApiPaths[kind]}/${id}/documents/${name}.pdf`;

const exec = (query: string) => t.database.db.execute(sql.raw(query));

async function download(url: string, cookie = setup.user) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return { response, ...(await pdfText(response.rawPayload)) };
}

describe('before the company identity is filled in', () => {
  it('answers 409 naming what is missing', async () => {
    const id = await acceptedRequest(setup, 'regional-collection', 'Sans identité');
    const refused = await t.call('GET', docPath('regional-collection', id, 'bon'), { cookie: setup.user });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: documentMessages.identityIncomplete([
        'la raison sociale',
        'le SIRET',
        "l'adresse",
        'le téléphone',
        "l'email",
      ]),
    });
    expect(refused.json().message).toContain(
      "il manque la raison sociale, le SIRET, l'adresse, le téléphone et l'email",
    );

    // Received, with a live link: the public page offers no attestation and its PDF answers 404.
    await moveTo(setup, 'regional-collection', id, 'received', 0);
    const link = await t.call('POST', `${requestApiPaths['regional-collection']}/${id}/tracking-link`, {
      cookie: setup.admin,
    });
    const token = (link.json().url as string).split('/').at(-1) ?? '';
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/public/tracking/${token}`,
      remoteAddress: '198.51.100.251',
    });
    expect(page.json().attestation).toBe(false);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/public/tracking/${token}/attestation.pdf`,
      remoteAddress: '198.51.100.251',
    });
    expect(pdf.statusCode).toBe(404);
  });
});

describe('with the company identity', () => {
  beforeAll(async () => {
    await saveIdentity(t.database.db, identity);
  });

  it('prints the bon de collecte of a planned regional collection, without creating a tracking link', async () => {
    const id = await acceptedRequest(setup, 'regional-collection', 'Mairie de Créteil');
    await moveTo(setup, 'regional-collection', id, 'planned', carriers.Chronopost ?? 0, {
      planned: { plannedDate: '2030-03-14', timeSlot: { preferredTimeSlot: 'afternoon' }, team: 'Camion 2' },
    });
    const { response, pages, text } = await download(docPath('regional-collection', id, 'bon'));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Bon-de-collecte-Collecte-${referenceOf('regional-collection', id)}.pdf"; filename*=UTF-8''${encodeURIComponent(`Bon de collecte - Collecte ${referenceOf('regional-collection', id)}.pdf`)}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Recyclage Île-de-France Œuvre SAS',
      'SIRET 732 829 320 00074',
      '12 rue de la Cœur-Volant, 92190 Meudon',
      'Bon de collecte',
      `Collecte ${referenceOf('regional-collection', id)}`,
      'Mairie de Créteil',
      '10 avenue de France, 75013 Paris',
      'Jeanne Contact',
      '06 12 34 56 78',
      '14 mars 2030',
      'Après-midi (14 h – 18 h)',
      'Camion 2',
      'Ordinateurs',
      // The packaging to bring, as the form calculates it for 3 computers.
      'Emballages à apporter Emballage Quantité Enveloppes PC 4 Cartons standard 1 Total des emballages 5',
      'Effectivement remis',
      'Remis par',
      'Reçu par',
      'Page 1 / 1',
    ]) {
      expect(normalise(text)).toContain(expected);
    }
    // No live link: no QR code, and downloading did not create one.
    expect(text).not.toContain('Suivi en ligne');
    const links = (await exec(
      `select count(*)::int as n from tracking_links where request_id = ${id}`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(links.rows[0]?.n).toBe(0);

    // With a live link, its QR code and caption are printed.
    const created = await t.call('POST', `${requestApiPaths['regional-collection']}/${id}/tracking-link`, {
      cookie: setup.admin,
    });
    expect(created.statusCode).toBe(201);
    expect((await download(docPath('regional-collection', id, 'bon'))).text).toContain(
      'Suivi en ligne de la demande',
    );
  });

  it('prints the comments of a regional collection for the team on site (issue 30 point 18)', async () => {
    const created = await t.call('POST', requestApiPaths['regional-collection'], {
      cookie: setup.user,
      payload: {
        ...validRequestPayload('regional-collection', 'Collège Commenté', setup.addressId),
        comments: 'Sonner à l’interphone, 2e étage',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const accepted = await t.call('PATCH', `${requestApiPaths['regional-collection']}/${id}`, {
      cookie: setup.admin,
      payload: { status: 'completed' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const flat = normalise((await download(docPath('regional-collection', id, 'bon'))).text);
    expect(flat).toContain('Commentaires Sonner à l’interphone, 2e étage');
  });

  it('writes the first of a month « 1er » and a time « 10 h 30 », as the screens do (decision 0092)', async () => {
    const id = await acceptedRequest(setup, 'regional-collection', 'Premier du Mois');
    await moveTo(setup, 'regional-collection', id, 'planned', 0, {
      planned: {
        plannedDate: '2030-03-01',
        timeSlot: { preferredTimeSlot: 'specific_time', specificTime: '10:30' },
      },
    });
    const flat = normalise((await download(docPath('regional-collection', id, 'bon'))).text);
    expect(flat).toContain('Date prévue 1er mars 2030');
    expect(flat).toContain('Créneau À 10 h 30');
    expect(flat).not.toContain('10:30');
    expect(flat).toMatch(/Édité le \d{1,2}(er)? \p{L}+ \d{4} à \d{1,2} h( \d{2})?/u);
  });

  it('flows 80 parcels and a 1,000-character address onto further pages, nothing cut off', async () => {
    const id = await acceptedRequest(setup, 'package-pickup', 'Grand Compte');
    const parcels = Array.from({ length: 80 }, (_, i) => ({
      width: 40,
      length: 30 + i,
      height: 20,
      weight: 8.5,
    }));
    const address = `${'Bâtiment Œ, allée des Érables, '.repeat(32)}FINADRESSE 75013 Paris`.slice(-1000);
    expect(address).toHaveLength(1000);
    await exec(
      `update package_pickup_requests set package_details = '${JSON.stringify(parcels)}'::jsonb, number_of_packages = 80,
       company_address = '${address.replace(/'/g, "''")}' where id = ${id}`,
    );
    const { pages, text } = await download(docPath('package-pickup', id, 'bon'));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(normalise(pages.at(-1) ?? '')).toContain(`Page ${pages.length} / ${pages.length}`);
    const flat = normalise(text);
    expect(flat).toContain("Bon d'enlèvement");
    expect(flat).toContain('FINADRESSE 75013 Paris');
    expect(flat).toContain('30 × 40 × 20 cm');
    expect(flat).toContain('109 × 40 × 20 cm');
    expect(flat).toContain('8,5 kg');
    // Every parcel row is there: its number, then « Colis ».
    for (let n = 1; n <= 80; n += 1) expect(flat).toMatch(new RegExp(`(^|\\s)${n} Colis `));
    expect(flat).toContain('Reçu par');
  });

  it('prints the bon de transport and the bordereau, with the carrier and tracking number', async () => {
    const transport = await acceptedRequest(setup, 'delivery', 'Expéditeur Lyonnais');
    const bon = normalise((await download(docPath('delivery', transport, 'bon'))).text);
    for (const expected of [
      'Bon de transport',
      'Expéditeur',
      'Destinataire',
      'Atelier Sud',
      'Marc Dest',
      '1 200 €',
      'Non planifiée',
    ]) {
      expect(bon).toContain(expected);
    }

    const id = await acceptedRequest(setup, 'material-conditioning', 'Lycée Hôtelier');
    await exec(
      `update material_conditioning_requests set uses_pallet_shipping = true, pallet_quantity = 2, pallet_length = 120,
       pallet_width = 80, pallet_height = 150, pallet_weight = 25 where id = ${id}`,
    );
    await moveTo(setup, 'material-conditioning', id, 'shipped', carriers.Chronopost ?? 0);
    const { text } = await download(docPath('material-conditioning', id, 'bordereau'));
    const flat = normalise(text);
    for (const expected of [
      "Bordereau d'expédition",
      `Envoi ${referenceOf('material-conditioning', id)} (offre OE-000123)`,
      'Lycée Hôtelier',
      'Chronopost',
      '6A12345678901',
      'Enveloppes PC 11',
      "Mode d'envoi Envoi sur palette",
      'Palettes 2',
      'Dimensions (L × l × H) 120 × 80 × 150 cm',
      'Poids par palette 25 kg',
    ]) {
      expect(flat).toContain(expected);
    }
    // The request stores no dimensions or weight for envelopes and boxes: no column of « — » for them.
    expect(flat).toContain('Article Quantité Enveloppes PC 11');
    expect(flat).not.toContain('Poids unitaire');
    expect(flat).not.toContain('—');
  });

  it('says « Envoi sur palette » even when the team decides how many, and nothing of pallets otherwise', async () => {
    const open = await acceptedRequest(setup, 'material-conditioning', 'Palettes à compter');
    await exec(
      `update material_conditioning_requests set uses_pallet_shipping = true, pallet_quantity = 0 where id = ${open}`,
    );
    const pallets = normalise((await download(docPath('material-conditioning', open, 'bordereau'))).text);
    expect(pallets).toContain("Mode d'envoi Envoi sur palette");
    expect(pallets).toContain("Palettes Nombre à déterminer par l'équipe");
    expect(pallets).not.toContain('Dimensions');
    expect(pallets).not.toContain('Poids par palette');

    const parcels = await acceptedRequest(setup, 'material-conditioning', 'Envoi en colis');
    const plain = normalise((await download(docPath('material-conditioning', parcels, 'bordereau'))).text);
    expect(plain).toContain('Enveloppes PC 11');
    expect(plain).not.toContain('Envoi sur palette');
    expect(plain).not.toContain('Palettes');
    expect(plain).not.toContain('Dimensions');
  });

  it('prints the attestation once received: declared vs received, waste codes, the team names', async () => {
    const id = await acceptedRequest(setup, 'regional-collection', 'Collège Jean Moulin');
    const early = await t.call('GET', docPath('regional-collection', id, 'attestation'), {
      cookie: setup.user,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: documentMessages.notReceived });

    await moveTo(setup, 'regional-collection', id, 'received', 0, {
      received: {
        received: {
          computersToCollect: 2,
          pcFixesToCollect: 0,
          phonesToCollect: 1,
          tabletsToCollect: 0,
          screensToCollect: 4,
          d3eBoxes: 0,
        },
        receivedWeightKg: 123.5,
        remark: 'Un écran fêlé',
        wasteTags: {
          computersToCollect: 'reuse',
          phonesToCollect: '20 01 36',
          screensToCollect: '20 01 35*',
        },
      },
    });
    const { response, pages, text } = await download(docPath('regional-collection', id, 'attestation'));
    const flat = normalise(text);
    for (const expected of [
      'Attestation de collecte',
      'Collège Jean Moulin',
      'Réceptionnée',
      'M. Dupont',
      'Ordinateurs 3 2 Réemploi (hors déchet)',
      'Téléphones 0 1 DEEE 20 01 36',
      'Écrans 0 4 DEEE 20 01 35*',
      'Oui',
      '123,5 kg (0,124 t), estimé (non pesé)',
      'Un écran fêlé',
      'arrêté du 31 mai 2021',
      'SIRET 732 829 320 00074',
      // It closes as a certificate: where and when, then the issuer's signature and stamp (issue 30).
      'Signature et cachet Pour Recyclage Île-de-France Œuvre SAS Nom et qualité du signataire :',
    ]) {
      expect(flat).toContain(expected);
    }
    expect(flat).toMatch(/Fait à Meudon, le \d{1,2}(er)? \p{L}+ \d{4} Signature et cachet/u);
    expect(pages).toHaveLength(1);
    // The parties, then the dates, one above the other at the page's width: an address is one line.
    const lines = (await pdfTextItems(response.rawPayload)).flatMap((page) =>
      page.items.map((item) => item.text),
    );
    expect(lines).toContain('10 avenue de France, 75013 Paris');
    expect(lines).toContain('Recyclage Île-de-France Œuvre SAS (moyens propres)');
    expect(flat).toContain(
      'Producteur (détenteur) Société Collège Jean Moulin Adresse 10 avenue de France, 75013 Paris Contact Jeanne Contact',
    );
    expect(flat).toContain('Dates Collecte');
  });

  it('keeps an attestation of all six categories on one page, its signature box under the table', async () => {
    const id = await acceptedRequest(setup, 'regional-collection', 'Lycée Complet');
    const all = {
      computersToCollect: 12,
      pcFixesToCollect: 3,
      phonesToCollect: 5,
      tabletsToCollect: 2,
      screensToCollect: 4,
      d3eBoxes: 2,
    };
    await moveTo(setup, 'regional-collection', id, 'received', 0, {
      received: {
        received: all,
        receivedWeightKg: 323.5,
        remark: 'Un écran fêlé, deux tablettes sans chargeur',
        wasteTags: {
          computersToCollect: 'reuse',
          pcFixesToCollect: 'reuse',
          phonesToCollect: '20 01 36',
          tabletsToCollect: '20 01 36',
          screensToCollect: '20 01 35*',
          d3eBoxes: '20 01 36',
        },
      },
    });
    const { pages } = await download(docPath('regional-collection', id, 'attestation'));
    expect(pages).toHaveLength(1);
    expect(normalise(pages[0] ?? '')).toContain('Signature et cachet');
  });

  it('prints the carrier’s SIRET and récépissé beside its name once Transporteurs knows them (decision 0089)', async () => {
    const created = await t.call('POST', '/api/carriers', {
      cookie: setup.admin,
      payload: {
        name: 'Fret Identifié',
        siret: '44306184100047',
        wasteTransportReceipt: 'R75-0042',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const carrier = created.json().id;
    const shipped = await acceptedRequest(setup, 'material-conditioning', 'Bordereau Identifié');
    await moveTo(setup, 'material-conditioning', shipped, 'shipped', carrier);
    const bordereau = normalise(
      (await download(docPath('material-conditioning', shipped, 'bordereau'))).text,
    );
    const pickup = await acceptedRequest(setup, 'package-pickup', 'Attestation Identifiée');
    await moveTo(setup, 'package-pickup', pickup, 'received', carrier);
    const attestation = normalise((await download(docPath('package-pickup', pickup, 'attestation'))).text);
    for (const text of [bordereau, attestation]) {
      expect(text).toContain('Transporteur Fret Identifié');
      expect(text).toContain('SIRET du transporteur 443 061 841 00047');
      expect(text).toContain('Récépissé de transport de déchets R75-0042');
    }
    // A carrier without them prints its name alone.
    const plain = await acceptedRequest(setup, 'material-conditioning', 'Bordereau Simple');
    await moveTo(setup, 'material-conditioning', plain, 'shipped', carriers.Chronopost ?? 0);
    const simple = normalise((await download(docPath('material-conditioning', plain, 'bordereau'))).text);
    expect(simple).toContain('Chronopost');
    expect(simple).not.toContain('SIRET du transporteur');
  });

  it('prints the attestation of a pickup (parcels) and of a collection outside Île-de-France', async () => {
    const pickup = await acceptedRequest(setup, 'package-pickup', 'Enlèvement Attesté');
    await moveTo(setup, 'package-pickup', pickup, 'received', carriers.Chronopost ?? 0);
    const pickupText = normalise((await download(docPath('package-pickup', pickup, 'attestation'))).text);
    for (const expected of [
      'Attestation de réception',
      'Enlèvement Attesté',
      'Transporteur Chronopost',
      'Colis 1 1 DEEE 16 02 14',
      '7,5 kg (0,008 t)',
      'Un carton abîmé',
    ]) {
      expect(pickupText).toContain(expected);
    }

    const collection = await acceptedRequest(setup, 'collection', 'Collecte Lyonnaise');
    await moveTo(setup, 'collection', collection, 'received', carriers.Chronopost ?? 0);
    const collectionText = normalise((await download(docPath('collection', collection, 'attestation'))).text);
    for (const expected of [
      'Attestation de collecte',
      'Matériel déclaré 3 ordinateurs, 2 écrans',
      'Ordinateurs — 2',
      'Téléphones — 1',
    ]) {
      expect(collectionText).toContain(expected);
    }
  });

  it('refuses documents a kind does not have, of pending or cancelled requests, and to anonymous callers', async () => {
    const id = await acceptedRequest(setup, 'regional-collection', 'Règles');
    const wrong = await t.call('GET', docPath('regional-collection', id, 'bordereau'), {
      cookie: setup.user,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ message: documentMessages.notOffered });
    expect(
      (await t.call('GET', docPath('regional-collection', id, 'facture'), { cookie: setup.user })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', docPath('regional-collection', id, 'bon'))).statusCode).toBe(401);
    expect(
      (await t.call('GET', docPath('regional-collection', 999_999, 'bon'), { cookie: setup.user }))
        .statusCode,
    ).toBe(404);
    const transport = await acceptedRequest(setup, 'delivery', 'Sans attestation');
    expect(
      (await t.call('GET', docPath('delivery', transport, 'attestation'), { cookie: setup.user })).json(),
    ).toEqual({
      message: documentMessages.notOffered,
    });

    const pending = await t.call('POST', requestApiPaths.collection, {
      cookie: setup.user,
      payload: {
        clientName: 'En attente',
        clientContactName: 'Jeanne',
        clientPhone: '06 12 34 56 78',
        clientEmail: 'jeanne@client.test',
        clientAddress: '5 rue de la République, 69001 Lyon',
        materials: 'Écrans',
      },
    });
    const notYet = await t.call('GET', docPath('collection', pending.json().id, 'bon'), {
      cookie: setup.user,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ message: documentMessages.notAccepted });

    const cancel = await t.call('POST', `${requestApiPaths['regional-collection']}/${id}/fulfilment/cancel`, {
      cookie: setup.admin,
      payload: { reason: 'Client injoignable' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await t.call('GET', docPath('regional-collection', id, 'bon'), { cookie: setup.user });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ message: documentMessages.cancelled });
  });

  it('embeds the stored logo, PNG or SVG', async () => {
    const id = await acceptedRequest(setup, 'collection', 'Logo');
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await saveCompanyLogo(t.database.db, { bytes: png, contentType: 'image/png' }, null);
    const withPng = await download(docPath('collection', id, 'bon'));
    expect(withPng.response.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect(normalise(withPng.text)).toContain('3 ordinateurs, 2 écrans');
    // A collection outside Île-de-France declares its material in words: no packaging is calculated.
    expect(normalise(withPng.text)).not.toContain('Emballages à apporter');

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#2a6"/></svg>';
    await saveCompanyLogo(t.database.db, { bytes: Buffer.from(svg), contentType: 'image/svg+xml' }, null);
    const withSvg = await download(docPath('collection', id, 'bon'));
    expect(withSvg.response.rawPayload.includes('/Subtype /Image')).toBe(false);
    expect(normalise(withSvg.text)).toContain('Bon de collecte');

    // An <image> in an SVG logo never reads a file from the server's disk (only embedded data).
    const onDisk = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gl-logo-')), 'secret.png');
    fs.writeFileSync(onDisk, png);
    const sneaky = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20"><image href="${onDisk}" width="10" height="10"/><image xlink:href="file://${onDisk}" width="10" height="10"/></svg>`;
    await saveCompanyLogo(t.database.db, { bytes: Buffer.from(sneaky), contentType: 'image/svg+xml' }, null);
    const withSneaky = await download(docPath('collection', id, 'bon'));
    expect(withSneaky.response.rawPayload.includes('/Subtype /Image')).toBe(false);
    const embedded = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><image href="data:image/png;base64,${png.toString('base64')}" width="10" height="10"/></svg>`;
    await saveCompanyLogo(
      t.database.db,
      { bytes: Buffer.from(embedded), contentType: 'image/svg+xml' },
      null,
    );
    expect(
      (await download(docPath('collection', id, 'bon'))).response.rawPayload.includes('/Subtype /Image'),
    ).toBe(true);
    await saveCompanyLogo(t.database.db, null, null);
  });

  it('draws the document without a stored logo the renderer cannot draw (an SVG without any size)', async () => {
    const id = await acceptedRequest(setup, 'collection', 'Logo sans taille');
    const sizeless =
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="40" height="20" fill="#2a6"/></svg>';
    await saveCompanyLogo(
      t.database.db,
      { bytes: Buffer.from(sizeless), contentType: 'image/svg+xml' },
      null,
    );
    const bon = await download(docPath('collection', id, 'bon'));
    expect(bon.response.statusCode).toBe(200);
    expect(normalise(bon.text)).toContain('Bon de collecte');
    await saveCompanyLogo(t.database.db, null, null);
  });
});

describe('the public attestation', () => {
  let address = 0;
  const publicGet = (token: string, remoteAddress = `198.51.100.${(address++ % 200) + 1}`) =>
    t.app.inject({ method: 'GET', url: `/api/public/tracking/${token}/attestation.pdf`, remoteAddress });

  it('answers 404 until received, then the attestation without the team names or remark', async () => {
    await saveIdentity(t.database.db, identity);
    const id = await acceptedRequest(setup, 'regional-collection', 'Public Œuvre');
    const link = await t.call('POST', `${requestApiPaths['regional-collection']}/${id}/tracking-link`, {
      cookie: setup.admin,
    });
    const token = (link.json().url as string).split('/').at(-1) ?? '';
    expect((await publicGet(token)).statusCode).toBe(404);
    const page = () =>
      t.app.inject({ method: 'GET', url: `/api/public/tracking/${token}`, remoteAddress: '198.51.100.250' });
    expect((await page()).json().attestation).toBe(false);
    expect((await publicGet('x'.repeat(43))).statusCode).toBe(404);
    expect((await publicGet('pas-un-jeton')).statusCode).toBe(404);

    await moveTo(setup, 'regional-collection', id, 'received', 0, {
      received: {
        received: {
          computersToCollect: 3,
          pcFixesToCollect: 0,
          phonesToCollect: 0,
          tabletsToCollect: 0,
          screensToCollect: 0,
          d3eBoxes: 0,
        },
        receivedWeightKg: 20,
        remark: 'Remarque interne',
      },
    });
    expect((await page()).json().attestation).toBe(true);
    const answer = await publicGet(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('no-store');
    const flat = normalise((await pdfText(answer.rawPayload)).text);
    expect(flat).toContain('Attestation de collecte');
    expect(flat).toContain('Public Œuvre');
    expect(flat).toContain('Ordinateurs 3 3');
    expect(flat).not.toContain('Remarque interne');
    expect(flat).not.toContain('M. Dupont');
    expect(flat).not.toContain('Jeanne Contact');
    expect(flat).not.toContain('Réceptionné par');

    // Revoked: gone for good.
    await t.call('DELETE', `${requestApiPaths['regional-collection']}/${id}/tracking-link`, {
      cookie: setup.admin,
    });
    expect((await publicGet(token)).statusCode).toBe(404);
  });

  it('is throttled with the page', async () => {
    const from = '203.0.113.77';
    for (let i = 0; i < TRACKING_HITS_PER_MINUTE; i += 1) await publicGet('x'.repeat(43), from);
    let throttled = await publicGet('x'.repeat(43), from);
    if (throttled.statusCode !== 429) {
      // The minute turned during the loop (the throttle counts per calendar minute): fill the new window.
      for (let i = 1; i < TRACKING_HITS_PER_MINUTE; i += 1) await publicGet('x'.repeat(43), from);
      throttled = await publicGet('x'.repeat(43), from);
    }
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });
});

describe('file names', () => {
  it('have an ASCII fallback', () => {
    expect(asciiFileName("Bon d'enlèvement - Enlèvement n\u00a012.pdf")).toBe(
      'Bon-d-enlevement-Enlevement-n-12.pdf',
    );
    expect(asciiFileName('Attestation de réception - Œuvre.pdf')).toBe('Attestation-de-reception-OEuvre.pdf');
  });
});

/** The parser's text with its line breaks and non-breaking spaces as plain spaces. */
function normalise(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}
