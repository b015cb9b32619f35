/**
 * The « Rapport de lot » (issue 32), PDF and CSV, on PGlite and, with TEST_DATABASE_URL, PostgreSQL: 404 for
 * no request, 409 before « Réceptionnée » and (the PDF) while the company identity is incomplete; the PDF
 * read back as text (each device's inventory number, serial, media in words and devenir, the summary's
 * counts and the team's explanation), a long lot on more pages with the table's header on each and no device
 * cut across two; the CSV's lines (Excel-FR) for the same report.
 */
import type { CompanyIdentityInput } from '@shared/company/company.schema';
import { deviceMessages, type LotKind, lotKinds } from '@shared/devices/device.constants';
import { documentMessages } from '@shared/documents/documents';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readCsvDownload } from '../../test/csv-download';
import { acceptedRequest, carrierIds, moveTo } from '../../test/fulfilment';
import { pdfText } from '../../test/pdf-text';
import { createShippingAddress } from '../../test/request-payloads';
import { findCompanyIdentity, updateCompanyIdentity } from '../company/company.repository';

let t: TestApp;
let admin: string;
let user: string;
let addressId: number;
let carrier: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
  addressId = await createShippingAddress(t, admin);
  carrier = (await carrierIds(t, user)).Colissimo ?? 0;
});
afterAll(() => t.close());

const setup = () => ({ t, admin, user, addressId });

const identity = {
  legalName: 'Recyclage Île-de-France SAS',
  siret: '73282932000074',
  address: '12 rue de la Cœur-Volant, 92190 Meudon',
  phone: '01 23 45 67 89',
  email: 'contact@recyclage-idf.test',
};

const saveIdentity = async (db: Executor, values: CompanyIdentityInput) =>
  updateCompanyIdentity(db, values, (await findCompanyIdentity(db)).version, null);

/** A request of `kind` moved to « Réceptionnée » (a regional collection: 3 computers declared; 2 computers, 1 phone received). */
async function receivedLot(kind: LotKind = 'regional-collection', company = `Mairie ${Math.random()}`) {
  const id = await acceptedRequest(setup(), kind, company);
  await moveTo(setup(), kind, id, 'received', carrier, {
    planned: kind === 'regional-collection' ? { team: 'Camion 1' } : {},
  });
  return { kind, id, base: `${requestApiPaths[kind]}/${id}`, company };
}

const add = async (base: string, payload: object) => {
  const answer = await t.call('POST', `${base}/devices`, { cookie: user, payload });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as {
    id: number;
    version: number;
    inventoryNumber: string;
    lotReference: string;
    media: { id: number }[];
  };
};

const record = async (deviceId: number, mediumId: number, result: 'erased' | 'failed' | 'destroyed') => {
  const payload =
    result === 'destroyed'
      ? {
          kind: 'destruction',
          method: 'Broyage',
          result,
          performedAt: new Date(Date.now() - 60_000).toISOString(),
        }
      : {
          kind: 'erasure',
          method: 'Écrasement 1 passe',
          tool: 'nwipe',
          result,
          performedAt: new Date(Date.now() - 60_000).toISOString(),
        };
  const answer = await t.call('POST', `/api/devices/${deviceId}/media/${mediumId}/sanitisations`, {
    cookie: user,
    payload,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number; version: number };
};

const laptop = (serialNumber: string, media: object[], extra: object = {}) => ({
  category: 'computersToCollect',
  serialNumber,
  make: 'Dell',
  model: 'Latitude 5490',
  grade: 'B',
  media,
  ...extra,
});

const download = (url: string, cookie = user) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The parser's text with its line breaks and non-breaking spaces as plain spaces. */
const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

async function readPdf(url: string) {
  const answer = await download(url);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  const { pages, text } = await pdfText(answer.rawPayload);
  return { answer, pages: pages.map(normalise), text: normalise(text) };
}

/**
 * A lot of five devices: two SSDs erased; an HDD destroyed and an SSD erased, re-used; a screen without
 * media sent to recycling; a phone without serial whose flash is still to erase; a tablet whose medium
 * failed. The computers' difference with the reception is explained.
 */
async function fullLot() {
  const lot = await receivedLot('regional-collection', 'Mairie de Créteil');
  const twoSsd = await add(
    lot.base,
    laptop('RPT-1', [
      { type: 'ssd', serialNumber: 'S-RPT-1A' },
      { type: 'ssd', serialNumber: 'S-RPT-1B' },
    ]),
  );
  for (const medium of twoSsd.media) await record(twoSsd.id, medium.id, 'erased');
  const mixed = await add(
    lot.base,
    laptop('RPT-2', [
      { type: 'hdd', serialNumber: 'H-RPT-2' },
      { type: 'ssd', serialNumber: 'S-RPT-2' },
    ]),
  );
  await record(mixed.id, mixed.media[0]?.id ?? 0, 'destroyed');
  const erased = await record(mixed.id, mixed.media[1]?.id ?? 0, 'erased');
  const reused = await t.call('PUT', `/api/devices/${mixed.id}`, {
    cookie: user,
    payload: {
      ...laptop('RPT-2', [
        { id: mixed.media[0]?.id, type: 'hdd', serialNumber: 'H-RPT-2' },
        { id: mixed.media[1]?.id, type: 'ssd', serialNumber: 'S-RPT-2' },
      ]),
      version: erased.version,
      disposition: 'reuse',
    },
  });
  expect(reused.statusCode, reused.body).toBe(200);
  const screen = await add(lot.base, {
    category: 'screensToCollect',
    serialNumber: 'SCR-RPT-3',
    make: 'Dell',
    model: 'P2419H',
    grade: 'C',
    noStorage: true,
    disposition: 'recycling',
    wasteCode: '20 01 36',
  });
  const phone = await add(lot.base, { category: 'phonesToCollect', media: [{ type: 'flash' }] });
  const tablet = await add(lot.base, {
    category: 'tabletsToCollect',
    serialNumber: 'TAB-RPT-5',
    media: [{ type: 'flash', serialNumber: 'F-RPT-5' }],
  });
  await record(tablet.id, tablet.media[0]?.id ?? 0, 'failed');
  const notes = await t.call('PUT', `${lot.base}/devices/notes`, {
    cookie: user,
    payload: { notes: { tabletsToCollect: 'Une tablette trouvée dans un carton' } },
  });
  expect(notes.statusCode, notes.body).toBe(200);
  return { ...lot, devices: { twoSsd, mixed, screen, phone, tablet } };
}

describe('the lot report before the lot is received', () => {
  it('answers 404 for no request, 409 before « Réceptionnée », 401 to anyone not signed in', async () => {
    for (const format of ['pdf', 'csv']) {
      const missing = await download(`${requestApiPaths.collection}/999999/lot-report.${format}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(deviceMessages.lotNotFound);
    }
    const id = await acceptedRequest(setup(), 'regional-collection', 'Pas encore reçu');
    for (const format of ['pdf', 'csv']) {
      const early = await download(`${requestApiPaths['regional-collection']}/${id}/lot-report.${format}`);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(deviceMessages.notReceived);
      expect(
        (await download(`${requestApiPaths['regional-collection']}/${id}/lot-report.${format}`, ''))
          .statusCode,
      ).toBe(401);
    }
    // Transports receive nothing at the warehouse: no lot, no report.
    expect((await download(`${requestApiPaths.delivery}/1/lot-report.pdf`)).statusCode).toBe(404);
  });

  it('answers 409 naming what the company identity lacks for the PDF; the CSV needs none', async () => {
    const lot = await receivedLot();
    const refused = await download(`${lot.base}/lot-report.pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      documentMessages.identityIncomplete([
        'la raison sociale',
        'le SIRET',
        "l'adresse",
        'le téléphone',
        "l'email",
      ]),
    );
    expect((await download(`${lot.base}/lot-report.csv`)).statusCode).toBe(200);
  });
});

describe('with the company identity', () => {
  beforeAll(async () => {
    await saveIdentity(t.database.db, identity);
  });

  it('prints every device with its media in words and its devenir, and the summary', async () => {
    const lot = await fullLot();
    const { answer, pages, text } = await readPdf(`${lot.base}/lot-report.pdf`);
    const reference = lot.devices.twoSsd.lotReference;
    expect(answer.headers['content-disposition']).toContain(
      `filename*=UTF-8''Rapport%20de%20lot%20-%20Collecte%20${reference}.pdf`,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    // The summary, then the devices' table, its header again on the next page.
    expect(pages.at(-1)).toContain("N° d'inventaire N° de série Catégorie");
    for (const expected of [
      'Recyclage Île-de-France SAS',
      'Rapport de lot',
      `Collecte ${reference}`,
      'Client Mairie de Créteil',
      'Site 10 avenue de France, 75013 Paris',
      'Inventaire En cours (non clôturé)',
      'Équipements inventoriés 5 équipements, 6 supports de stockage',
      // The reconciliation: declared, received, inventoried, difference, explanation.
      'Ordinateurs 3 2 2 0 —',
      'Téléphones 0 1 1 0 —',
      'Tablettes 0 0 1 +1 Une tablette trouvée dans un carton',
      'Écrans 0 0 1 +1 Non expliqué',
      // The media by state: total, erased, destroyed, failed, pending.
      'Total Effacés Détruits En échec À traiter 6 3 1 1 1',
      "Réemploi en l'état 1",
      'Recyclage (DEEE) 1',
      'Non décidé 3',
      'Équipements (5)',
      // The devices' lines.
      `${lot.devices.twoSsd.inventoryNumber} RPT-1 Ordinateurs Dell Latitude 5490 B 2 SSD effacés Non décidé`,
      `${lot.devices.mixed.inventoryNumber} RPT-2 Ordinateurs Dell Latitude 5490 B HDD détruit, SSD effacé Réemploi en l'état`,
      `${lot.devices.screen.inventoryNumber} SCR-RPT-3 Écrans Dell P2419H C Aucun support Recyclage (DEEE), 20 01 36`,
      `${lot.devices.phone.inventoryNumber} — Téléphones — — eMMC / flash à traiter Non décidé`,
      `${lot.devices.tablet.inventoryNumber} TAB-RPT-5 Tablettes — — eMMC / flash en échec Non décidé`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says a pickup is counted in parcels, nothing per category', async () => {
    const lot = await receivedLot('package-pickup', 'Lycée Voltaire');
    await add(lot.base, laptop('PICK-RPT-1', [{ type: 'hdd' }]));
    const { text } = await readPdf(`${lot.base}/lot-report.pdf`);
    expect(text).toContain('Client Lycée Voltaire');
    expect(text).toContain('Nombre de colis Déclaré : 1 · Reçu : 1');
    expect(text).toContain('Ordinateurs — — 1 — —');
    expect(text).toContain('Un enlèvement est reçu en colis : rien à rapprocher par catégorie.');
    expect(text).toContain('HDD à traiter');
  });

  it.each(lotKinds)('is offered for a %s lot, naming its client and site', async (kind) => {
    const lot = await receivedLot(kind, `Client ${kind}`);
    const serial = `K${lotKinds.indexOf(kind)}-${lot.id}`;
    const device = await add(lot.base, laptop(serial, [{ type: 'nvme' }]));
    const { text } = await readPdf(`${lot.base}/lot-report.pdf`);
    expect(text).toContain(`Client Client ${kind}`);
    expect(text).toContain(
      `${device.inventoryNumber} ${serial} Ordinateurs Dell Latitude 5490 B NVMe à traiter`,
    );
    const { rows } = readCsvDownload(await download(`${lot.base}/lot-report.csv`), /rapport-de-lot-/);
    expect(rows[0]).toEqual(expect.objectContaining({ 'Rapport de lot': 'Client' }));
  });

  it('prints a long lot on more pages, the header on each, no device cut across two', async () => {
    const lot = await receivedLot();
    const small = (await readPdf(`${lot.base}/lot-report.pdf`)).pages.length;
    const count = 300;
    await bulkDevices(lot.kind, lot.id, count);
    const { pages, text } = await readPdf(`${lot.base}/lot-report.pdf`);
    expect(pages.length).toBeGreaterThan(small + 3);
    expect(text).toContain(`Équipements (${count})`);
    expect(text).toContain(
      `Total Effacés Détruits En échec À traiter ${count + count / 5} ${count} ${count / 5} 0 0`,
    );
    const numbers = (
      (await t.database.db.execute(
        sql`SELECT inventory_number, serial_number FROM devices WHERE kind = ${lot.kind} AND request_id = ${lot.id} ORDER BY id`,
      )) as unknown as { rows: { inventory_number: string; serial_number: string }[] }
    ).rows;
    expect(numbers).toHaveLength(count);
    numbers.forEach(({ inventory_number: number, serial_number: serial }, index) => {
      // Each device's line whole on one page: its number, serial, make and model, grade, media and devenir.
      const media = (index + 1) % 5 === 0 ? 'SSD effacé, HDD détruit' : 'SSD effacé';
      const line = `${number} ${serial} Ordinateurs HP EliteBook 840 A ${media} Réemploi en l'état`;
      expect(
        pages.filter((page) => page.includes(line)),
        line,
      ).toHaveLength(1);
    });
    // The device table's header repeated at the top of each page it continues on.
    for (const page of pages.slice(1)) {
      expect(page).toContain(
        "N° d'inventaire N° de série Catégorie Marque et modèle Grade Supports de stockage Devenir",
      );
    }
  });

  it('writes the same report as CSV (Excel-FR): the lot, the summary, then a line per device', async () => {
    const lot = await fullLot();
    const answer = await download(`${lot.base}/lot-report.csv`);
    const reference = lot.devices.twoSsd.lotReference;
    const { headers, body } = readCsvDownload(
      answer,
      new RegExp(`^attachment; filename="rapport-de-lot-${reference}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(headers).toEqual(['Rapport de lot', `Collecte ${reference}`, '', '', '', '', '', '']);
    const lines = body
      .slice(1)
      .split('\r\n')
      .map((line) => line.replace(/;+$/, ''));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Client;Mairie de Créteil',
        'Site;10 avenue de France, 75013 Paris',
        expect.stringMatching(/^Réception;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
        'Poids reçu (kg);12;Estimé (non pesé)',
        'Inventaire;En cours',
        'Catégorie;Déclaré;Reçu;Inventorié;Écart (inventorié - reçu);Explication',
        'Ordinateurs;3;2;2;0',
        'Téléphones;0;1;1;0',
        'Tablettes;0;0;1;1;Une tablette trouvée dans un carton',
        'Supports de stockage;Total;Effacés;Détruits;En échec;À traiter',
        'Nombre;6;3;1;1;1',
        'Devenir;Équipements',
        "Réemploi en l'état;1",
        'Non décidé;3',
        "N° d'inventaire;N° de série;Catégorie;Marque;Modèle;Grade;Supports de stockage;Devenir",
        `${lot.devices.twoSsd.inventoryNumber};RPT-1;Ordinateurs;Dell;Latitude 5490;B;2\u00a0SSD effacés;Non décidé`,
        `${lot.devices.mixed.inventoryNumber};RPT-2;Ordinateurs;Dell;Latitude 5490;B;HDD détruit, SSD effacé;Réemploi en l'état`,
        `${lot.devices.screen.inventoryNumber};SCR-RPT-3;Écrans;Dell;P2419H;C;Aucun support;Recyclage (DEEE), 20 01 36`,
        `${lot.devices.phone.inventoryNumber};;Téléphones;;;;eMMC / flash à traiter;Non décidé`,
      ]),
    );
    // The devices' table comes last, in the order of intake.
    const header = lines.indexOf(
      "N° d'inventaire;N° de série;Catégorie;Marque;Modèle;Grade;Supports de stockage;Devenir",
    );
    expect(lines.slice(header + 1, -1).map((line) => line.split(';')[0])).toEqual(
      Object.values(lot.devices).map((device) => device.inventoryNumber),
    );
  });

  it('streams a long lot page by page into the CSV', async () => {
    const lot = await receivedLot();
    await bulkDevices(lot.kind, lot.id, 250);
    const { body } = readCsvDownload(
      await download(`${lot.base}/lot-report.csv`),
      /^attachment; filename="rapport-de-lot-/,
    );
    const devices = body.split('\r\n').filter((line) => /^EQ\d+;BULK-/.test(line));
    expect(devices).toHaveLength(250);
    expect(new Set(devices).size).toBe(250);
  });
});

/**
 * `count` computers inserted in one statement each for the devices and their media, as a big lot's would
 * be: an SSD erased on each, an HDD destroyed on every fifth, all re-used.
 */
async function bulkDevices(kind: LotKind, requestId: number, count: number) {
  const { db } = t.database;
  await db.execute(sql`
    INSERT INTO devices (kind, request_id, category, serial_number, make, model, grade, disposition)
    SELECT ${kind}, ${requestId}, 'computersToCollect', 'BULK-' || ${requestId} || '-' || lpad(g::text, 5, '0'),
           'HP', 'EliteBook 840', 'A', 'reuse'
    FROM generate_series(1, ${count}) g`);
  await db.execute(sql`
    INSERT INTO storage_media (device_id, type, serial_number, state)
    SELECT id, 'ssd', 'S-' || serial_number, 'erased' FROM devices WHERE kind = ${kind} AND request_id = ${requestId}`);
  await db.execute(sql`
    INSERT INTO storage_media (device_id, type, serial_number, state)
    SELECT id, 'hdd', 'H-' || serial_number, 'destroyed' FROM devices
    WHERE kind = ${kind} AND request_id = ${requestId} AND right(serial_number, 5)::int % 5 = 0`);
}
