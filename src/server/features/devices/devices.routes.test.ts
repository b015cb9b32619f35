/**
 * A received lot's inventory (issue 32): devices added once the lot is « Réceptionnée » (409 before, 404
 * for no request), a serial once per lot (also when two scans race) and a warning for one seen in another
 * lot, media written with the device, keyset pages and the search, the reconciliation with the reception,
 * the stale edit, the look-up across lots, and the reception that cannot be undone under devices — on
 * PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */

import fs from 'node:fs';
import { deviceMessages, lotKinds } from '@shared/devices/device.schema';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readCsvDownload } from '../../test/csv-download';
import { acceptedRequest, carrierIds, moveTo } from '../../test/fulfilment';
import { multipart } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { createShippingAddress } from '../../test/request-payloads';

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

/** A request of `kind` moved to « Réceptionnée » (a regional collection: 2 computers, 1 phone received). */
async function receivedLot(kind: (typeof lotKinds)[number] = 'regional-collection') {
  const id = await acceptedRequest(setup(), kind, `Lot ${kind} ${Math.random()}`);
  await moveTo(setup(), kind, id, 'received', carrier, {
    planned: kind === 'regional-collection' ? { team: 'Camion 1' } : {},
  });
  return { kind, id, base: `${requestApiPaths[kind]}/${id}` };
}

const add = (base: string, payload: object, cookie = user) =>
  t.call('POST', `${base}/devices`, { cookie, payload });

const laptop = (serialNumber: string, extra: object = {}) => ({
  category: 'computersToCollect',
  serialNumber,
  make: 'Dell',
  model: 'Latitude 5490',
  grade: 'B',
  media: [{ type: 'ssd', serialNumber: `S-${serialNumber}`, capacityGb: 256 }],
  ...extra,
});

describe('a lot before its reception', () => {
  it('answers 409 in French while the request is not « Réceptionnée », 404 for no request', async () => {
    const id = await acceptedRequest(setup(), 'regional-collection', 'Pas encore reçu');
    const base = `${requestApiPaths['regional-collection']}/${id}`;
    for (const answer of [
      await add(base, laptop('PRE-1')),
      await t.call('GET', `${base}/devices`, { cookie: user }),
      await t.call('GET', `${base}/devices/summary`, { cookie: user }),
    ]) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().message).toBe(deviceMessages.notReceived);
    }
    const missing = await add(`${requestApiPaths.collection}/999999`, laptop('X'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(deviceMessages.lotNotFound);
  });

  it('has no devices routes for the kinds the warehouse receives nothing of', async () => {
    const answer = await t.call('GET', `${requestApiPaths.delivery}/1/devices`, { cookie: user });
    expect(answer.statusCode).toBe(404);
  });

  it('refuses anyone not signed in', async () => {
    const lot = await receivedLot();
    expect((await t.call('GET', `${lot.base}/devices`)).statusCode).toBe(401);
    expect((await add(lot.base, laptop('ANON'), '')).statusCode).toBe(401);
  });
});

describe.each(lotKinds)('a received %s lot', (kind) => {
  it('adds a device with its media, an inventory number, and finds it by serial across lots', async () => {
    const lot = await receivedLot(kind);
    const created = await add(lot.base, laptop(`SN-${kind}-1`));
    expect(created.statusCode, created.body).toBe(201);
    const device = created.json();
    expect(device).toMatchObject({
      kind,
      requestId: lot.id,
      category: 'computersToCollect',
      serialNumber: `SN-${kind}-1`,
      grade: 'B',
      noStorage: false,
      version: 1,
      warnings: {},
    });
    expect(device.inventoryNumber).toMatch(/^EQ\d{6,}$/);
    expect(device.lotReference).toMatch(/^[A-Z]+-\d{4}-\d{5}$/);
    expect(device.media).toEqual([
      {
        id: expect.any(Number),
        type: 'ssd',
        serialNumber: `S-SN-${kind}-1`,
        capacityGb: 256,
        state: 'pending',
        attempts: [],
      },
    ]);

    const found = await t.call('GET', `/api/devices?q=${encodeURIComponent(`sn-${kind}-1`)}`, {
      cookie: user,
    });
    expect(found.json().map((d: { id: number }) => d.id)).toEqual([device.id]);
    const byNumber = await t.call('GET', `/api/devices?q=${device.inventoryNumber}`, { cookie: user });
    expect(byNumber.json()[0].id).toBe(device.id);
    // The global search has a group of its own for devices.
    const search = await t.call('GET', `/api/search?q=${device.inventoryNumber.toLowerCase()}`, {
      cookie: user,
    });
    expect(search.json().devices).toEqual([
      {
        id: device.id,
        kind,
        requestId: lot.id,
        lotReference: device.lotReference,
        inventoryNumber: device.inventoryNumber,
        serialNumber: `SN-${kind}-1`,
        category: 'computersToCollect',
        model: 'Dell Latitude 5490',
      },
    ]);
    expect((await t.call('GET', `/api/devices/${device.id}`, { cookie: user })).json()).toMatchObject({
      id: device.id,
      lotReference: device.lotReference,
    });
  });
});

describe('the inventory of one lot', () => {
  it('refuses a serial twice in one lot (case aside), and warns of one seen in another lot', async () => {
    const first = await receivedLot();
    const second = await receivedLot();
    const created = (await add(first.base, laptop('DUP-42'))).json();
    const again = await add(first.base, laptop('dup-42'));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.serialNumber).toBe(deviceMessages.duplicateSerial(created.inventoryNumber));

    const elsewhere = await add(second.base, laptop('DUP-42'));
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().warnings.serialNumber).toBe(deviceMessages.seenElsewhere(created.lotReference));
  });

  it('keeps inventory numbers unique past EQ999999', async () => {
    const lot = await receivedLot();
    await t.database.db.execute(sql`SELECT setval('devices_id_seq', 999998)`);
    const numbers = [];
    for (const serial of ['BIG-1', 'BIG-2', 'BIG-3'])
      numbers.push((await add(lot.base, laptop(serial))).json().inventoryNumber);
    expect(numbers).toEqual(['EQ999999', 'EQ1000000', 'EQ1000001']);
  });

  it('lets exactly one of two scans of the same serial in', async () => {
    const lot = await receivedLot();
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(lot.base, laptop('RACE-1'))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await t.call('GET', `${lot.base}/devices`, { cookie: user })).json().total).toBe(1);
  });

  it('validates in French and writes nothing of a refused device', async () => {
    const lot = await receivedLot();
    const refused = await add(lot.base, {
      category: 'fridges',
      grade: 'Z',
      imei: '123',
      media: [{ type: 'tape', capacityGb: -1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      category: deviceMessages.category,
      grade: deviceMessages.grade,
      imei: deviceMessages.imei,
      'media.0.type': deviceMessages.mediumType,
      'media.0.capacityGb': deviceMessages.capacity,
    });
    const screen = await add(lot.base, {
      category: 'screensToCollect',
      noStorage: true,
      media: [{ type: 'hdd' }],
    });
    expect(screen.statusCode).toBe(400);
    expect(screen.json().errors.media).toBe(deviceMessages.noStorageWithMedia);
    expect((await t.call('GET', `${lot.base}/devices`, { cookie: user })).json().total).toBe(0);
  });

  it('pages by keyset in the order of intake, searches, and refuses a forged cursor', async () => {
    const lot = await receivedLot();
    for (let i = 1; i <= 5; i += 1) {
      expect((await add(lot.base, laptop(`PAGE-${i}`, { make: i % 2 ? 'Lenovo' : 'HP' }))).statusCode).toBe(
        201,
      );
    }
    const first = (await t.call('GET', `${lot.base}/devices?limit=2`, { cookie: user })).json();
    expect(first.total).toBe(5);
    expect(first.items.map((d: { serialNumber: string }) => d.serialNumber)).toEqual(['PAGE-1', 'PAGE-2']);
    const second = (
      await t.call('GET', `${lot.base}/devices?limit=2&cursor=${first.nextCursor}`, { cookie: user })
    ).json();
    expect(second.items.map((d: { serialNumber: string }) => d.serialNumber)).toEqual(['PAGE-3', 'PAGE-4']);
    const lenovo = (await t.call('GET', `${lot.base}/devices?q=lenov`, { cookie: user })).json();
    expect(lenovo.total).toBe(3);
    expect(lenovo.nextCursor).toBeUndefined();
    const forged = await t.call('GET', `${lot.base}/devices?cursor=abc`, { cookie: user });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors.cursor).toBe(deviceMessages.invalidCursor);
  });

  it('reconciles the devices with the reception, per category, and counts the media', async () => {
    const lot = await receivedLot();
    await add(lot.base, laptop('REC-1'));
    await add(lot.base, laptop('REC-2', { media: [] }));
    await add(lot.base, laptop('REC-3'));
    await add(lot.base, { category: 'screensToCollect', noStorage: true, serialNumber: 'SCR-1' });
    const summary = (await t.call('GET', `${lot.base}/devices/summary`, { cookie: user })).json();
    // The reception counted 2 computers and 1 phone (test/fulfilment.ts someQuantities).
    expect(summary.categories.computersToCollect).toEqual({
      received: 2,
      counted: 3,
      difference: 1,
      note: null,
    });
    expect(summary.categories.phonesToCollect).toEqual({
      received: 1,
      counted: 0,
      difference: -1,
      note: null,
    });
    expect(summary.categories.screensToCollect).toEqual({
      received: 0,
      counted: 1,
      difference: 1,
      note: null,
    });
    expect(summary.media).toEqual({ total: 2, pending: 2, erased: 0, failed: 0, destroyed: 0 });

    const pickup = await receivedLot('package-pickup');
    await add(pickup.base, laptop('PICK-1'));
    const counted = (await t.call('GET', `${pickup.base}/devices/summary`, { cookie: user })).json();
    // A pickup is received in parcels or pallets: nothing per category to compare with.
    expect(counted.categories.computersToCollect).toEqual({
      received: null,
      counted: 1,
      difference: null,
      note: null,
    });
  });

  it('exports the lot as CSV (Excel-FR): each device with its media and their states', async () => {
    const lot = await receivedLot();
    await add(lot.base, laptop('CSV-1', { clientAssetTag: 'LYC-0042', notes: 'Écran\nrayé' }));
    await add(lot.base, { category: 'screensToCollect', noStorage: true, serialNumber: 'CSV-2' });
    const answer = await t.call('GET', `${lot.base}/devices/export.csv`, { cookie: user });
    const { headers, rows } = readCsvDownload(
      answer,
      /^attachment; filename="equipements-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(headers).toEqual([
      "N° d'inventaire",
      'N° de série',
      'Catégorie',
      'Étiquette du client',
      'Marque',
      'Modèle',
      'IMEI',
      'Grade',
      'Supports de stockage',
      'Devenir',
      'Code déchet',
      'Note',
      'Inventorié le',
    ]);
    expect(rows).toMatchObject([
      {
        'N° de série': 'CSV-1',
        Catégorie: 'Ordinateurs',
        'Étiquette du client': 'LYC-0042',
        'Supports de stockage': 'SSD S-CSV-1 256\u00a0Go\u00a0: À traiter',
        Note: 'Écran\nrayé',
      },
      { 'N° de série': 'CSV-2', Catégorie: 'Écrans', 'Supports de stockage': 'Aucun' },
    ]);
    const early = await acceptedRequest(setup(), 'regional-collection', 'Export trop tôt');
    const refused = await t.call(
      'GET',
      `${requestApiPaths['regional-collection']}/${early}/devices/export.csv`,
      {
        cookie: user,
      },
    );
    expect(refused.statusCode).toBe(409);
  });

  it('prints labels: a sheet for the lot, one for a device, on the stock asked for', async () => {
    const lot = await receivedLot();
    const devices = [];
    for (const serial of ['LAB-1', 'LAB-2', 'LAB-3'])
      devices.push((await add(lot.base, laptop(serial))).json());
    const sheet = await t.call('GET', `${lot.base}/devices/labels.pdf`, { cookie: user });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.headers['content-disposition']).toContain(
      `filename*=UTF-8''%C3%89tiquettes%20${devices[0].lotReference}.pdf`,
    );
    const read = await pdfText(sheet.rawPayload);
    expect(read.pages).toHaveLength(1);
    for (const device of devices) expect(read.text).toContain(device.inventoryNumber);
    expect(read.text).toContain('S/N LAB-2');
    const roll = await pdfText(
      (await t.call('GET', `${lot.base}/devices/labels.pdf?format=roll-62`, { cookie: user })).rawPayload,
    );
    expect(roll.pages).toHaveLength(3);
    const one = await t.call('GET', `/api/devices/${devices[1].id}/label.pdf`, { cookie: user });
    expect((await pdfText(one.rawPayload)).pages).toEqual([
      expect.stringContaining(devices[1].inventoryNumber),
    ]);
    const wrong = await t.call('GET', `${lot.base}/devices/labels.pdf?format=a5`, { cookie: user });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.format).toBe("Format d'étiquettes inconnu");
  });

  it('edits a device and its media with its version, refuses a stale edit, and deletes it', async () => {
    const lot = await receivedLot();
    const device = (await add(lot.base, laptop('EDIT-1'))).json();
    const [ssd] = device.media;
    const edited = await t.call('PUT', `/api/devices/${device.id}`, {
      cookie: admin,
      payload: {
        ...laptop('EDIT-1', { grade: 'A' }),
        version: device.version,
        media: [
          { id: ssd.id, type: 'nvme', serialNumber: ssd.serialNumber, capacityGb: 512 },
          { type: 'hdd', serialNumber: 'H-2', capacityGb: 1000 },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ grade: 'A', version: device.version + 1 });
    expect(edited.json().media).toMatchObject([
      { id: ssd.id, type: 'nvme', capacityGb: 512 },
      { type: 'hdd', serialNumber: 'H-2' },
    ]);

    const stale = await t.call('PUT', `/api/devices/${device.id}`, {
      cookie: user,
      payload: { ...laptop('EDIT-1'), version: device.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: device.version + 1, changedBy: 'Admin Principal' });

    const other = (await add(lot.base, laptop('EDIT-2'))).json();
    const clash = await t.call('PUT', `/api/devices/${other.id}`, {
      cookie: user,
      payload: { ...laptop('edit-1'), version: other.version },
    });
    expect(clash.statusCode).toBe(409);

    expect((await t.call('DELETE', `/api/devices/${device.id}`, { cookie: user })).statusCode).toBe(204);
    expect((await t.call('GET', `/api/devices/${device.id}`, { cookie: user })).statusCode).toBe(404);
  });

  it('keeps the reception while the lot holds devices (undo refused), and allows it once they are gone', async () => {
    const lot = await receivedLot();
    const device = (await add(lot.base, laptop('UNDO-1'))).json();
    const undo = () =>
      t.call('POST', `${lot.base}/fulfilment/undo`, { cookie: admin, payload: { stage: 'received' } });
    const refused = await undo();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(deviceMessages.devicesOnLot(1));
    expect((await t.call('GET', `${lot.base}/devices`, { cookie: user })).statusCode).toBe(200);

    await t.call('DELETE', `/api/devices/${device.id}`, { cookie: user });
    expect((await undo()).statusCode).toBe(200);
    expect((await add(lot.base, laptop('UNDO-2'))).statusCode).toBe(409);
  });
});

describe('erasure, destruction and what becomes of a device', () => {
  const record = (deviceId: number, mediumId: number, payload: object, cookie = user) =>
    t.call('POST', `/api/devices/${deviceId}/media/${mediumId}/sanitisations`, { cookie, payload });
  const erasure = (result: 'erased' | 'failed') => ({
    kind: 'erasure',
    method: 'Écrasement 1 passe',
    standard: 'NIST SP 800-88 Clear',
    tool: 'nwipe',
    toolVersion: '0.37',
    result,
    performedAt: new Date(Date.now() - 60_000).toISOString(),
    operator: 'Atelier 1',
  });
  const destruction = {
    kind: 'destruction',
    method: 'Broyage',
    result: 'destroyed',
    performedAt: new Date(Date.now() - 30_000).toISOString(),
    operator: 'Atelier 1',
    witness: 'M. Client',
    evidence: 'VID-0042',
  };
  const dispose = (device: { id: number; version: number }, disposition: string, extra: object = {}) =>
    t.call('PUT', `/api/devices/${device.id}`, {
      cookie: user,
      payload: {
        ...laptop(`DISP-${device.id}`),
        media: undefined,
        version: device.version,
        disposition,
        ...extra,
      },
    });

  it('keeps every attempt, the state is the last one, and a failed medium can only end destroyed', async () => {
    const lot = await receivedLot();
    const device = (await add(lot.base, laptop('SAN-1'))).json();
    const [medium] = device.media;
    const failed = await record(device.id, medium.id, erasure('failed'));
    expect(failed.statusCode, failed.body).toBe(201);
    expect(failed.json().media[0]).toMatchObject({
      state: 'failed',
      attempts: [{ result: 'failed', tool: 'nwipe' }],
    });

    const retried = await record(device.id, medium.id, erasure('erased'));
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe(deviceMessages.failedOnlyDestroyed);

    const destroyed = await record(device.id, medium.id, destruction);
    expect(destroyed.statusCode).toBe(201);
    expect(destroyed.json().media[0].state).toBe('destroyed');
    expect(destroyed.json().media[0].attempts.map((a: { result: string }) => a.result)).toEqual([
      'failed',
      'destroyed',
    ]);
    expect((await record(device.id, medium.id, destruction)).json().message).toBe(
      deviceMessages.alreadyDestroyed,
    );

    // Evidence stays: the medium cannot be removed or changed by an edit, nor the device deleted.
    const edit = await t.call('PUT', `/api/devices/${device.id}`, {
      cookie: user,
      payload: { ...laptop('SAN-1'), media: [], version: device.version },
    });
    expect(edit.statusCode).toBe(409);
    const renamed = await t.call('PUT', `/api/devices/${device.id}`, {
      cookie: user,
      payload: {
        ...laptop('SAN-1'),
        media: [{ id: medium.id, type: 'ssd', serialNumber: 'AUTRE', capacityGb: 256 }],
        version: device.version,
      },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(deviceMessages.mediumSanitised(medium.serialNumber));
    // The same medium sent back unchanged (the form's other fields edited) is fine.
    const unchanged = await t.call('PUT', `/api/devices/${device.id}`, {
      cookie: user,
      payload: {
        ...laptop('SAN-1', { grade: 'C' }),
        media: [{ id: medium.id, type: 'ssd', serialNumber: medium.serialNumber, capacityGb: 256 }],
        version: device.version,
      },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await t.call('DELETE', `/api/devices/${device.id}`, { cookie: user })).statusCode).toBe(409);
    const summary = (await t.call('GET', `${lot.base}/devices/summary`, { cookie: user })).json();
    expect(summary.media).toEqual({ total: 1, pending: 0, erased: 0, failed: 0, destroyed: 1 });
  });

  it('validates a record in French: its result fits its kind, a date not in the future, a medium of the device', async () => {
    const lot = await receivedLot();
    const device = (await add(lot.base, laptop('SAN-2'))).json();
    const [medium] = device.media;
    const wrong = await record(device.id, medium.id, {
      ...destruction,
      result: 'erased',
      performedAt: new Date(Date.now() + 86_400_000).toISOString(),
      method: '',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({
      result: deviceMessages.resultForKind,
      performedAt: deviceMessages.performedAtFuture,
      method: deviceMessages.method,
    });
    const other = (await add(lot.base, laptop('SAN-3'))).json();
    expect((await record(device.id, other.media[0].id, erasure('erased'))).statusCode).toBe(404);
    expect((await t.call('GET', `/api/devices/${device.id}`, { cookie: user })).json().media[0].state).toBe(
      'pending',
    );
  });

  it('lets a device leave the lot only once each of its media is erased or destroyed', async () => {
    const lot = await receivedLot();
    const device = (await add(lot.base, laptop('SAN-4'))).json();
    const [ssd] = device.media;
    const withMedia = (extra: object) => ({
      ...laptop('SAN-4'),
      media: [{ id: ssd.id, type: 'ssd', serialNumber: ssd.serialNumber, capacityGb: 256 }],
      ...extra,
    });
    const put = (payload: object) => t.call('PUT', `/api/devices/${device.id}`, { cookie: user, payload });
    const early = await put(withMedia({ version: device.version, disposition: 'reuse' }));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(deviceMessages.notSanitised(ssd.serialNumber));

    await record(device.id, ssd.id, erasure('erased'));
    const reused = await put(withMedia({ version: device.version, disposition: 'reuse' }));
    expect(reused.statusCode, reused.body).toBe(200);
    expect(reused.json()).toMatchObject({ disposition: 'reuse', wasteCode: null });

    // A drive added afterwards, not yet erased, holds it back again.
    const again = await put({
      ...withMedia({ version: reused.json().version, disposition: 'reuse' }),
      media: [
        { id: ssd.id, type: 'ssd', serialNumber: ssd.serialNumber, capacityGb: 256 },
        { type: 'hdd', serialNumber: 'NEW-HDD' },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(deviceMessages.notSanitised('NEW-HDD'));

    // Recycling needs its DEEE code; a device whose media are unknown cannot leave; one without any can.
    const recycled = await put(withMedia({ version: reused.json().version, disposition: 'recycling' }));
    expect(recycled.statusCode).toBe(400);
    expect(recycled.json().errors.wasteCode).toBe(deviceMessages.wasteCode);
    const unknown = (await add(lot.base, laptop('SAN-5', { media: [] }))).json();
    expect((await dispose(unknown, 'parts')).json().message).toBe(deviceMessages.mediaUnknown);
    const screen = (await add(lot.base, { category: 'screensToCollect', noStorage: true })).json();
    const sent = await t.call('PUT', `/api/devices/${screen.id}`, {
      cookie: user,
      payload: {
        category: 'screensToCollect',
        noStorage: true,
        version: screen.version,
        disposition: 'recycling',
        wasteCode: '20 01 36',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ disposition: 'recycling', wasteCode: '20 01 36' });
  });
});

describe('erasure reports imported into a lot', () => {
  const importReport = (base: string, text: string, filename = 'effacements.csv') => {
    const { body, contentType } = multipart(Buffer.from(text), { filename, type: 'text/csv' });
    return t.app.inject({
      method: 'POST',
      url: `${base}/erasure-reports`,
      headers: { cookie: user, 'content-type': contentType },
      payload: body,
    });
  };

  it('records an erasure per matched drive, keeps the file once, and lists what it could not match', async () => {
    const lot = await receivedLot();
    const device = (await add(lot.base, laptop('IMP-1'))).json();
    const failing = (await add(lot.base, laptop('IMP-2'))).json();
    const csv = [
      'Numéro de série;Méthode;Norme;Outil;Version;Résultat;Début;Fin;Opérateur',
      `S-IMP-1;Écrasement 1 passe;NIST SP 800-88 Clear;nwipe;0.37;Effacé;2026-11-20T09:00:00Z;2026-11-20T10:00:00Z;Atelier`,
      `S-IMP-2;Écrasement 1 passe;;nwipe;0.37;Échec;;2026-11-20T10:30:00Z;Atelier`,
      `INCONNU-9;Écrasement 1 passe;;nwipe;0.37;Effacé;;;Atelier`,
    ].join('\r\n');
    const first = await importReport(lot.base, csv);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      format: 'csv',
      alreadyImported: false,
      matched: 2,
      unmatched: [{ serialNumber: 'INCONNU-9', result: 'erased' }],
    });
    expect(first.json().sha256).toMatch(/^[0-9a-f]{64}$/);

    const erased = (await t.call('GET', `/api/devices/${device.id}`, { cookie: user })).json();
    expect(erased.media[0]).toMatchObject({
      state: 'erased',
      attempts: [{ kind: 'erasure', tool: 'nwipe', toolVersion: '0.37', standard: 'NIST SP 800-88 Clear' }],
    });
    expect(erased.media[0].attempts[0].performedAt).toBe('2026-11-20T10:00:00.000Z');
    expect((await t.call('GET', `/api/devices/${failing.id}`, { cookie: user })).json().media[0].state).toBe(
      'failed',
    );

    // The same file again: nothing twice.
    const again = await importReport(lot.base, csv, 'copie.csv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyImported: true, matched: 2, sha256: first.json().sha256 });
    const attempts = (await t.call('GET', `/api/devices/${device.id}`, { cookie: user })).json().media[0]
      .attempts;
    expect(attempts).toHaveLength(1);

    const events = (await t.call('GET', `${lot.base}/history`, { cookie: user })).json();
    expect(events.filter((entry: { event: string }) => entry.event === 'lot')).toEqual([
      expect.objectContaining({
        action: 'erasure-report',
        fileName: 'effacements.csv',
        count: 2,
        unmatched: 1,
      }),
    ]);
    const reports = (await t.call('GET', `${lot.base}/erasure-reports`, { cookie: user })).json();
    expect(reports).toEqual([
      expect.objectContaining({
        format: 'csv',
        fileName: 'effacements.csv',
        matched: 2,
        sha256: first.json().sha256,
      }),
    ]);
    // Evidence: a medium with an imported record cannot be removed.
    expect((await t.call('DELETE', `/api/devices/${device.id}`, { cookie: user })).statusCode).toBe(409);
  });

  it("reads nwipe's log: each drive's line matched by its serial, a failed drive recorded as such", async () => {
    const lot = await receivedLot();
    const host = (
      await add(lot.base, {
        category: 'computersToCollect',
        serialNumber: '7XK2Q42',
        media: [
          { type: 'hdd', serialNumber: 'Z3TABC12' },
          { type: 'hdd', serialNumber: 'WD-WCC2E1234567' },
          { type: 'nvme', serialNumber: 'S466NX0K701234A' },
        ],
      })
    ).json();
    const log = fs.readFileSync(new URL('./fixtures/nwipe-3-drives.log', import.meta.url));
    const answer = await importReport(lot.base, log.toString('utf8'), 'nwipe.log');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ format: 'nwipe', matched: 3, unmatched: [] });
    const media = (await t.call('GET', `/api/devices/${host.id}`, { cookie: user })).json().media;
    expect(media.map((medium: { state: string }) => medium.state)).toEqual(['erased', 'failed', 'erased']);
    expect(media[0].attempts[0]).toMatchObject({ tool: 'nwipe', kind: 'erasure' });
  });

  it('refuses in French a file that is no report, and a lot not yet received', async () => {
    const lot = await receivedLot();
    const refused = await importReport(lot.base, 'Bonjour, voici le rapport.', 'lettre.txt');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.file).toMatch(/rapport/);
    const notMultipart = await t.call('POST', `${lot.base}/erasure-reports`, { cookie: user, payload: {} });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().message).toBe(deviceMessages.reportNotMultipart);

    const early = await acceptedRequest(setup(), 'regional-collection', 'Rapport trop tôt');
    const tooEarly = await importReport(
      `${requestApiPaths['regional-collection']}/${early}`,
      'serial;result\nX;erased',
    );
    expect(tooEarly.statusCode).toBe(409);
  });
});

describe('a CSV of devices imported into a lot', () => {
  const send = (base: string, text: string, dryRun: boolean) => {
    const { body, contentType } = multipart(Buffer.from(text), {
      filename: 'manifeste.csv',
      type: 'text/csv',
    });
    return t.app.inject({
      method: 'POST',
      url: `${base}/devices/import${dryRun ? '?dryRun=1' : ''}`,
      headers: { cookie: user, 'content-type': contentType },
      payload: body,
    });
  };

  it('previews what would be refused and why, writes nothing until every row is right, then all at once', async () => {
    const lot = await receivedLot();
    await add(lot.base, laptop('MAN-1'));
    const bad = [
      'Catégorie;N° de série;Marque;Modèle;Grade;IMEI',
      'PC portable;MAN-2;Dell;Latitude 7490;b;',
      'Frigo;MAN-3;;;;',
      'Ordinateurs;MAN-1;;;;',
      'Téléphone;MAN-4;Apple;iPhone 11;A;12345',
      'Écran;MAN-2;Dell;P2419H;;',
    ].join('\r\n');
    const preview = await send(lot.base, bad, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, total: 5, accepted: 1, created: 0 });
    expect(preview.json().refused).toEqual([
      { line: 3, serialNumber: 'MAN-3', message: 'catégorie «\u00a0Frigo\u00a0» inconnue' },
      { line: 4, serialNumber: 'MAN-1', message: expect.stringContaining('déjà inventorié dans ce lot') },
      { line: 5, serialNumber: 'MAN-4', message: deviceMessages.imei },
      { line: 6, serialNumber: 'MAN-2', message: 'numéro de série déjà présent ligne 2' },
    ]);
    const refused = await send(lot.base, bad, false);
    expect(refused.statusCode).toBe(400);
    expect((await t.call('GET', `${lot.base}/devices`, { cookie: user })).json().total).toBe(1);

    const good = [
      'serial,category,make,model,grade',
      'MAN-5,laptop,HP,EliteBook 840,B',
      'MAN-6,Écrans,HP,E24,',
    ].join('\n');
    expect((await send(lot.base, good, true)).json()).toMatchObject({ accepted: 2, refused: [] });
    const imported = await send(lot.base, good, false);
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ created: 2 });
    const items = (await t.call('GET', `${lot.base}/devices?q=MAN-`, { cookie: user })).json().items;
    expect(
      items.map((d: { serialNumber: string; category: string; noStorage: boolean }) => [
        d.serialNumber,
        d.category,
        d.noStorage,
      ]),
    ).toEqual([
      ['MAN-1', 'computersToCollect', false],
      ['MAN-5', 'computersToCollect', false],
      ['MAN-6', 'screensToCollect', true],
    ]);
    const noCategory = await send(lot.base, 'serial;make\nX;Y', true);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().errors.file).toMatch(/colonne/);
  });
});

describe("closing a lot's inventory", () => {
  it('closes only once every difference is explained, then refuses devices in or out until reopened', async () => {
    const lot = await receivedLot();
    const device = (await add(lot.base, laptop('CLO-1'))).json();
    // Received: 2 computers, 1 phone; inventoried: 1 computer.
    const close = () => t.call('POST', `${lot.base}/devices/close`, { cookie: user });
    const early = await close();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      deviceMessages.unexplained('«\u00a0Ordinateurs\u00a0», «\u00a0Téléphones\u00a0»'),
    );
    const noted = await t.call('PUT', `${lot.base}/devices/notes`, {
      cookie: user,
      payload: { notes: { computersToCollect: 'Un portable reparti avec le client', phonesToCollect: '' } },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().categories.computersToCollect.note).toBe('Un portable reparti avec le client');
    expect((await close()).json().message).toBe(deviceMessages.unexplained('«\u00a0Téléphones\u00a0»'));
    await t.call('PUT', `${lot.base}/devices/notes`, {
      cookie: user,
      payload: {
        notes: {
          computersToCollect: 'Un portable reparti avec le client',
          phonesToCollect: 'Écran cassé, jeté sur place',
        },
      },
    });
    const closed = await close();
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().closedAt).toEqual(expect.any(String));
    expect((await close()).json().message).toBe(deviceMessages.alreadyClosed);

    const added = await add(lot.base, laptop('CLO-2'));
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(deviceMessages.closed);
    expect((await t.call('DELETE', `/api/devices/${device.id}`, { cookie: user })).statusCode).toBe(409);
    // Completing a device (its grade, its erasure) goes on.
    expect(
      (
        await t.call('PUT', `/api/devices/${device.id}`, {
          cookie: user,
          payload: { ...laptop('CLO-1', { grade: 'A' }), media: undefined, version: device.version },
        })
      ).statusCode,
    ).toBe(200);

    expect((await t.call('POST', `${lot.base}/devices/reopen`, { cookie: user })).statusCode).toBe(403);
    const reopened = await t.call('POST', `${lot.base}/devices/reopen`, { cookie: admin });
    expect(reopened.json().closedAt).toBeNull();
    // The request's history says so, with who did it.
    const history = (await t.call('GET', `${lot.base}/history`, { cookie: admin })).json() as {
      event: string;
      action?: string;
      actorName: string | null;
    }[];
    expect(history.filter((entry) => entry.event === 'lot')).toEqual([
      expect.objectContaining({ action: 'closed', actorName: expect.any(String) }),
      expect.objectContaining({ action: 'reopened', actorName: 'Admin Principal' }),
    ]);
    expect((await add(lot.base, laptop('CLO-2'))).statusCode).toBe(201);
  });
});
