/**
 * An erasure report's rows « À rapprocher » (issue 32): matched at the import by the host's serial when no
 * medium has the drive's (the host's one serial-less medium takes it; two: nothing guessed), then attached
 * by hand — to a medium of the lot, or to one created on a device of the lot — with the record read again
 * from the kept report, the rules of a record by hand, one winner of two attaches at once, and the 404s and
 * 400s — on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */

import fs from 'node:fs';
import { deviceMessages } from '@shared/devices/device.schema';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { acceptedRequest, carrierIds, moveTo } from '../../test/fulfilment';
import { multipart } from '../../test/multipart';
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

let lots = 0;
/** A regional collection moved to « Réceptionnée »: a lot. */
async function receivedLot() {
  const kind = 'regional-collection';
  const id = await acceptedRequest({ t, admin, user, addressId }, kind, `Lot à rapprocher ${++lots}`);
  await moveTo({ t, admin, user, addressId }, kind, id, 'received', carrier, {
    planned: { team: 'Camion 1' },
  });
  return { id, base: `${requestApiPaths[kind]}/${id}` };
}

interface Medium {
  id: number;
  type: string;
  serialNumber: string | null;
  capacityGb: number | null;
  state: string;
  attempts: { kind: string; method: string; tool: string | null; result: string; performedAt: string }[];
}

async function addDevice(base: string, serialNumber: string | null, media: object[], extra: object = {}) {
  const answer = await t.call('POST', `${base}/devices`, {
    cookie: user,
    payload: { category: 'computersToCollect', serialNumber, media, ...extra },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number; inventoryNumber: string; media: Medium[] };
}

const mediaOf = async (deviceId: number): Promise<Medium[]> =>
  (await t.call('GET', `/api/devices/${deviceId}`, { cookie: user })).json().media;

async function importReport(base: string, text: string, filename: string) {
  const { body, contentType } = multipart(Buffer.from(text), { filename, type: 'text/plain' });
  const answer = await t.app.inject({
    method: 'POST',
    url: `${base}/erasure-reports`,
    headers: { cookie: user, 'content-type': contentType },
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const reports = (await t.call('GET', `${base}/erasure-reports`, { cookie: user })).json();
  return { ...answer.json(), id: reports[0].id as number };
}

/** A CSV of the erasure tool: each drive's serial and result (no host). */
const csvReport = (rows: [serial: string, result: 'erased' | 'failed'][]) =>
  [
    'serial;method;standard;tool;version;result;end;operator',
    ...rows.map(
      ([serial, result]) =>
        `${serial};Écrasement 1 passe;NIST SP 800-88 Clear;ShredOS;2024.02;${result};2026-01-15T10:00:00Z;Atelier`,
    ),
  ].join('\r\n');

/** A Blancco-style XML report of one host (its system serial) and its drives. */
const xmlReport = (host: string, drives: [serial: string, state: 'Successful' | 'Failed'][]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<report>
  <product_name>Outil XML</product_name>
  <product_version>7.9</product_version>
  <system><serial>${host}</serial></system>
  <erasures>${drives
    .map(
      ([serial, state]) => `
    <erasure>
      <erasure_standard_name>NIST 800-88 Purge</erasure_standard_name>
      <state>${state}</state>
      <end_time>2026-01-15T11:00:00Z</end_time>
      <target><serial>${serial}</serial></target>
    </erasure>`,
    )
    .join('')}
  </erasures>
</report>`;

const attach = (base: string, reportId: number, payload: unknown, cookie = user) =>
  t.call('POST', `${base}/erasure-reports/${reportId}/attach`, { cookie, payload });

const unmatchedOf = async (base: string, reportId: number) =>
  (await t.call('GET', `${base}/erasure-reports`, { cookie: user }))
    .json()
    .find((report: { id: number }) => report.id === reportId).unmatched;

describe("a report's drives matched by their host's serial at the import", () => {
  it("gives the drive to its host's one medium without a serial; the host's next unknown drive stays to attach", async () => {
    const lot = await receivedLot();
    const host = await addDevice(lot.base, 'host-a1', [
      { type: 'hdd', serialNumber: 'KNOWN-A1' },
      { type: 'ssd', capacityGb: 256 },
    ]);
    const report = await importReport(
      lot.base,
      xmlReport('HOST-A1', [
        ['KNOWN-A1', 'Successful'],
        ['NEW-A1', 'Successful'],
        ['NEW-A2', 'Failed'],
      ]),
      'poste-a1.xml',
    );
    expect(report).toMatchObject({
      format: 'xml',
      matched: 2,
      unmatched: [{ serialNumber: 'NEW-A2', result: 'failed', hostSerial: 'HOST-A1' }],
    });
    const media = await mediaOf(host.id);
    expect(media).toEqual([
      expect.objectContaining({ type: 'hdd', serialNumber: 'KNOWN-A1', state: 'erased' }),
      expect.objectContaining({ type: 'ssd', serialNumber: 'NEW-A1', capacityGb: 256, state: 'erased' }),
    ]);
    expect(media[1]?.attempts).toEqual([
      expect.objectContaining({
        kind: 'erasure',
        tool: 'Outil XML',
        performedAt: '2026-01-15T11:00:00.000Z',
      }),
    ]);
  });

  it('guesses nothing when the host has two media without a serial, nor for a host not of the lot', async () => {
    const lot = await receivedLot();
    const host = await addDevice(lot.base, 'HOST-B1', [{ type: 'ssd' }, { type: 'hdd' }]);
    const report = await importReport(lot.base, xmlReport('HOST-B1', [['NEW-B1', 'Successful']]), 'b1.xml');
    expect(report).toMatchObject({
      matched: 0,
      unmatched: [{ serialNumber: 'NEW-B1', hostSerial: 'HOST-B1' }],
    });
    expect((await mediaOf(host.id)).map((medium) => [medium.serialNumber, medium.state])).toEqual([
      [null, 'pending'],
      [null, 'pending'],
    ]);

    // The host of another lot: its medium is not this lot's.
    const other = await receivedLot();
    const elsewhere = await addDevice(other.base, 'HOST-B2', [{ type: 'ssd' }]);
    const outside = await importReport(lot.base, xmlReport('HOST-B2', [['NEW-B2', 'Successful']]), 'b2.xml');
    expect(outside).toMatchObject({ matched: 0, unmatched: [{ serialNumber: 'NEW-B2' }] });
    expect((await mediaOf(elsewhere.id))[0]?.serialNumber).toBeNull();
  });

  it("reads nwipe's log the same way: the host's one serial-less medium takes the first unknown drive", async () => {
    const lot = await receivedLot();
    const host = await addDevice(lot.base, '7xk2q42', [{ type: 'hdd' }]);
    const log = fs.readFileSync(new URL('./fixtures/nwipe-3-drives.log', import.meta.url), 'utf8');
    const report = await importReport(lot.base, log, 'nwipe.log');
    expect(report).toMatchObject({
      format: 'nwipe',
      matched: 1,
      unmatched: [
        { serialNumber: 'WD-WCC2E1234567', result: 'failed', hostSerial: '7XK2Q42' },
        { serialNumber: 'S466NX0K701234A', result: 'erased', hostSerial: '7XK2Q42' },
      ],
    });
    expect(await mediaOf(host.id)).toEqual([
      expect.objectContaining({ serialNumber: 'Z3TABC12', state: 'erased' }),
    ]);
  });
});

describe('a row « À rapprocher » attached by hand', () => {
  it("attaches it to a pending medium of the lot, which takes the report's serial; the row leaves the list", async () => {
    const lot = await receivedLot();
    const device = await addDevice(lot.base, 'PC-C1', [{ type: 'ssd', serialNumber: 'MAL-LU' }]);
    const report = await importReport(
      lot.base,
      csvReport([
        ['DRIVE-C1', 'erased'],
        ['DRIVE-C2', 'failed'],
      ]),
      'c.csv',
    );
    expect(report).toMatchObject({
      matched: 0,
      unmatched: [{ serialNumber: 'DRIVE-C1' }, { serialNumber: 'DRIVE-C2' }],
    });

    const answer = await attach(lot.base, report.id, {
      serialNumber: 'drive-c1',
      mediumId: device.media[0]?.id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      id: report.id,
      format: 'csv',
      sha256: report.sha256,
      fileName: 'c.csv',
      documentId: null,
      matched: 1,
      unmatched: [{ serialNumber: 'DRIVE-C2', result: 'failed' }],
      importedAt: expect.any(String),
    });
    const [medium] = await mediaOf(device.id);
    expect(medium).toMatchObject({ serialNumber: 'DRIVE-C1', state: 'erased' });
    expect(medium?.attempts).toEqual([
      expect.objectContaining({
        kind: 'erasure',
        method: 'Écrasement 1 passe',
        tool: 'ShredOS',
        result: 'erased',
        performedAt: '2026-01-15T10:00:00.000Z',
      }),
    ]);
    expect(await unmatchedOf(lot.base, report.id)).toEqual([{ serialNumber: 'DRIVE-C2', result: 'failed' }]);

    // Once attached, the row is no longer to attach.
    const again = await attach(lot.base, report.id, {
      serialNumber: 'DRIVE-C1',
      mediumId: device.media[0]?.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(deviceMessages.rowNotUnmatched);
  });

  it("creates a medium with the report's serial on a device of the lot, its last line's record if listed twice", async () => {
    const lot = await receivedLot();
    const device = await addDevice(lot.base, 'PC-D1', []);
    const report = await importReport(
      lot.base,
      csvReport([
        ['DRIVE-D1', 'failed'],
        ['DRIVE-D1', 'erased'],
      ]),
      'd.csv',
    );
    expect(report.unmatched).toHaveLength(2);
    const answer = await attach(lot.base, report.id, {
      serialNumber: 'DRIVE-D1',
      deviceId: device.id,
      type: 'nvme',
      capacityGb: 512,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ matched: 1, unmatched: [] });
    const media = await mediaOf(device.id);
    expect(media).toEqual([
      expect.objectContaining({ type: 'nvme', serialNumber: 'DRIVE-D1', capacityGb: 512, state: 'erased' }),
    ]);
    expect(media[0]?.attempts).toHaveLength(1);
  });

  it('keeps the rules of a record by hand (409), and the row stays to attach', async () => {
    const lot = await receivedLot();
    const destroyed = await addDevice(lot.base, 'PC-E1', [{ type: 'hdd' }]);
    const failed = await addDevice(lot.base, 'PC-E2', [{ type: 'hdd' }]);
    const erased = await addDevice(lot.base, 'PC-E3', [{ type: 'hdd', serialNumber: 'AUTRE-E3' }]);
    const screen = await addDevice(lot.base, 'ECR-E4', [], { category: 'screensToCollect', noStorage: true });
    const record = (deviceId: number, mediumId: number | undefined, payload: object) =>
      t.call('POST', `/api/devices/${deviceId}/media/${mediumId}/sanitisations`, {
        cookie: user,
        payload: { performedAt: new Date(Date.now() - 60_000).toISOString(), ...payload },
      });
    expect(
      (
        await record(destroyed.id, destroyed.media[0]?.id, {
          kind: 'destruction',
          method: 'Broyage',
          result: 'destroyed',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await record(failed.id, failed.media[0]?.id, {
          kind: 'erasure',
          method: 'Écrasement',
          result: 'failed',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await record(erased.id, erased.media[0]?.id, {
          kind: 'erasure',
          method: 'Écrasement',
          result: 'erased',
        })
      ).statusCode,
    ).toBe(201);

    const report = await importReport(lot.base, csvReport([['DRIVE-E1', 'erased']]), 'e.csv');
    const refusals: [object, string][] = [
      [{ mediumId: destroyed.media[0]?.id }, deviceMessages.alreadyDestroyed],
      [{ mediumId: failed.media[0]?.id }, deviceMessages.failedOnlyDestroyed],
      [{ mediumId: erased.media[0]?.id }, deviceMessages.mediumSerialIsEvidence('AUTRE-E3')],
      [{ deviceId: screen.id, type: 'ssd' }, deviceMessages.deviceWithoutStorage],
    ];
    for (const [target, message] of refusals) {
      const answer = await attach(lot.base, report.id, { serialNumber: 'DRIVE-E1', ...target });
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().message).toBe(message);
    }
    expect(await unmatchedOf(lot.base, report.id)).toEqual([{ serialNumber: 'DRIVE-E1', result: 'erased' }]);
    expect((await mediaOf(screen.id)).length).toBe(0);
    expect((await mediaOf(erased.id))[0]).toMatchObject({ serialNumber: 'AUTRE-E3', state: 'erased' });

    // A medium that already has the serial (added since the import) takes the row; none is created twice.
    const late = await addDevice(lot.base, 'PC-E5', [{ type: 'ssd', serialNumber: 'drive-e1' }]);
    const twice = await attach(lot.base, report.id, {
      serialNumber: 'DRIVE-E1',
      deviceId: late.id,
      type: 'ssd',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(deviceMessages.mediumSerialInLot(late.inventoryNumber));
    const taken = await attach(lot.base, report.id, {
      serialNumber: 'DRIVE-E1',
      mediumId: late.media[0]?.id,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await mediaOf(late.id)).toEqual([
      expect.objectContaining({ serialNumber: 'drive-e1', state: 'erased' }),
    ]);
  });

  it('lets exactly one of two attaches of one row at once win; the other is told it is no longer to attach', async () => {
    const lot = await receivedLot();
    const first = await addDevice(lot.base, 'PC-F1', [{ type: 'ssd' }]);
    const second = await addDevice(lot.base, 'PC-F2', []);
    const report = await importReport(lot.base, csvReport([['DRIVE-F1', 'erased']]), 'f.csv');
    const answers = await Promise.all([
      attach(lot.base, report.id, { serialNumber: 'DRIVE-F1', mediumId: first.media[0]?.id }),
      attach(lot.base, report.id, { serialNumber: 'DRIVE-F1', deviceId: second.id, type: 'hdd' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json().message).toBe(deviceMessages.rowNotUnmatched);
    const records = [...(await mediaOf(first.id)), ...(await mediaOf(second.id))].flatMap(
      (medium) => medium.attempts,
    );
    expect(records).toHaveLength(1);
    const reports = (await t.call('GET', `${lot.base}/erasure-reports`, { cookie: user })).json();
    expect(reports[0]).toMatchObject({ matched: 1, unmatched: [] });
  });

  it('answers 404 for a report, a medium or a device not of this lot, or a serial not in the report', async () => {
    const lot = await receivedLot();
    const other = await receivedLot();
    const mine = await addDevice(lot.base, 'PC-G1', [{ type: 'ssd' }]);
    const theirs = await addDevice(other.base, 'PC-G2', [{ type: 'ssd' }]);
    const report = await importReport(lot.base, csvReport([['DRIVE-G1', 'erased']]), 'g.csv');
    const theirReport = await importReport(other.base, csvReport([['DRIVE-G2', 'erased']]), 'g2.csv');
    const cases: [string, number, object, string][] = [
      [
        lot.base,
        theirReport.id,
        { serialNumber: 'DRIVE-G2', mediumId: mine.media[0]?.id },
        deviceMessages.reportNotFound,
      ],
      [
        lot.base,
        999_999,
        { serialNumber: 'DRIVE-G1', mediumId: mine.media[0]?.id },
        deviceMessages.reportNotFound,
      ],
      [
        lot.base,
        report.id,
        { serialNumber: 'DRIVE-G1', mediumId: theirs.media[0]?.id },
        deviceMessages.mediumNotFound,
      ],
      [
        lot.base,
        report.id,
        { serialNumber: 'DRIVE-G1', deviceId: theirs.id, type: 'ssd' },
        deviceMessages.notFound,
      ],
      [
        lot.base,
        report.id,
        { serialNumber: 'DRIVE-ZZ', mediumId: mine.media[0]?.id },
        deviceMessages.rowNotInReport,
      ],
      [
        `${requestApiPaths['regional-collection']}/999999`,
        report.id,
        { serialNumber: 'DRIVE-G1', mediumId: mine.media[0]?.id },
        deviceMessages.lotNotFound,
      ],
    ];
    for (const [base, reportId, payload, message] of cases) {
      const answer = await attach(base, reportId, payload);
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().message).toBe(message);
    }
    expect(await unmatchedOf(lot.base, report.id)).toHaveLength(1);
    expect((await mediaOf(theirs.id))[0]).toMatchObject({ serialNumber: null, state: 'pending' });
    // Not signed in.
    expect((await attach(lot.base, report.id, { serialNumber: 'DRIVE-G1' }, '')).statusCode).toBe(401);
  });

  it('validates the body in French (400)', async () => {
    const lot = await receivedLot();
    const device = await addDevice(lot.base, 'PC-H1', [{ type: 'ssd' }]);
    const report = await importReport(lot.base, csvReport([['DRIVE-H1', 'erased']]), 'h.csv');
    const cases: [unknown, Record<string, string>][] = [
      [{}, { serialNumber: deviceMessages.attachSerial }],
      [{ serialNumber: '  ', mediumId: 1 }, { serialNumber: deviceMessages.attachSerial }],
      [{ serialNumber: 'DRIVE-H1' }, { mediumId: deviceMessages.attachTarget }],
      [
        { serialNumber: 'DRIVE-H1', mediumId: 1, deviceId: device.id },
        { mediumId: deviceMessages.attachBoth },
      ],
      [{ serialNumber: 'DRIVE-H1', deviceId: device.id }, { type: deviceMessages.mediumType }],
      [
        { serialNumber: 'DRIVE-H1', deviceId: device.id, type: 'disquette' },
        { type: deviceMessages.mediumType },
      ],
      [{ serialNumber: 'DRIVE-H1', mediumId: -3 }, { mediumId: deviceMessages.attachMedium }],
      [{ serialNumber: 'DRIVE-H1', deviceId: 'abc', type: 'ssd' }, { deviceId: deviceMessages.attachDevice }],
      [
        { serialNumber: 'DRIVE-H1', deviceId: device.id, type: 'ssd', capacityGb: -1 },
        { capacityGb: deviceMessages.capacity },
      ],
    ];
    for (const [payload, errors] of cases) {
      const answer = await attach(lot.base, report.id, payload);
      expect(answer.statusCode, `${JSON.stringify(payload)}: ${answer.body}`).toBe(400);
      expect(answer.json().errors).toMatchObject(errors);
    }
    const badId = await t.call('POST', `${lot.base}/erasure-reports/abc/attach`, {
      cookie: user,
      payload: { serialNumber: 'DRIVE-H1', mediumId: device.media[0]?.id },
    });
    expect(badId.statusCode).toBe(400);
    expect(await unmatchedOf(lot.base, report.id)).toHaveLength(1);
  });
});
