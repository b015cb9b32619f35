import { messages } from '@shared/http/api-error';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKeptForRegister } from '../../db/errors';
import { registerErrorHandler } from '../../plugins/error-handler';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readCsvDownload } from '../../test/csv-download';
import { acceptedRequest, carrierIds, type FulfilmentSetup, moveTo } from '../../test/fulfilment';
import { putCurrent } from '../../test/put-current';
import { createShippingAddress } from '../../test/request-payloads';

let t: TestApp;
let admin: string;
let user: string;
let setup: FulfilmentSetup;
let colissimo: number;

beforeAll(async () => {
  // Two receptions per SQL page: the register crosses several pages.
  t = await buildTestApp({}, { exportPageSize: 2 });
  ({ admin, user } = await t.signInAdminAndUser());
  setup = { t, admin, user, addressId: await createShippingAddress(t, admin) };
  colissimo = (await carrierIds(t, admin)).Colissimo as number;
  const company = await putCurrent(t, '/api/settings/company', {
    cookie: admin,
    payload: {
      legalName: 'Réemploi Solidaire SAS',
      siret: '73282932000074',
      address: '12 rue de la Paix, 75002 Paris',
      phone: '0123456789',
      email: 'contact@reemploi.example.fr',
    },
  });
  expect(company.statusCode, company.body).toBe(200);
});
afterAll(() => t.close());

const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

const register = (query: string, cookie = admin) => t.call('GET', `/api/registre.csv${query}`, { cookie });

/** Up to « Collectée » (regional) or the stage before « Réceptionnée », then the reception as given. */
async function receive(
  kind: 'regional-collection' | 'collection' | 'package-pickup',
  company: string,
  reception: Record<string, unknown>,
) {
  const id = await acceptedRequest(setup, kind, company);
  const before = kind === 'package-pickup' ? 'picked-up' : 'collected';
  await moveTo(setup, kind, id, before, colissimo);
  const moved = await t.call('POST', `${requestApiPaths[kind]}/${id}/fulfilment`, {
    cookie: user,
    payload: { stage: 'received', ...reception },
  });
  return { id, moved };
}

const quantities = (counts: Record<string, number>) => ({
  computersToCollect: 0,
  pcFixesToCollect: 0,
  phonesToCollect: 0,
  tabletsToCollect: 0,
  screensToCollect: 0,
  d3eBoxes: 0,
  ...counts,
});

describe('the reception tags each category received', () => {
  it('is described by GET /api/fulfilment/stages on the three kinds that receive', async () => {
    const stages = (await t.call('GET', '/api/fulfilment/stages', { cookie: user })).json();
    for (const kind of ['package-pickup', 'regional-collection', 'collection']) {
      const received = stages[kind].find((stage: { id: string }) => stage.id === 'received');
      expect(received.fields).toContainEqual(
        expect.objectContaining({ name: 'wasteTags', type: 'waste-tags', required: true }),
      );
    }
  });

  it('requires a tag for each category received above 0, refuses an unknown one, and stores nothing then', async () => {
    const { id, moved } = await receive('regional-collection', `Tags ${Date.now()}`, {
      received: quantities({ computersToCollect: 2, phonesToCollect: 1 }),
      receivedWeightKg: 10,
      wasteTags: { computersToCollect: 'poubelle' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({
      'wasteTags.computersToCollect':
        'Choisissez le devenir des «\u00a0Ordinateurs\u00a0» reçus\u00a0: Réemploi, ou DEEE avec son code déchet.',
      'wasteTags.phonesToCollect':
        'Choisissez le devenir des «\u00a0Téléphones\u00a0» reçus\u00a0: Réemploi, ou DEEE avec son code déchet.',
    });
    expect(
      (await t.call('GET', `${requestApiPaths['regional-collection']}/${id}`, { cookie: user })).json().stage,
    ).toBe('collected');
    expect(
      await rows(
        `SELECT 1 FROM request_receptions WHERE kind = 'regional-collection' AND request_id = ${id}`,
      ),
    ).toEqual([]);

    // Valid now; a tag on a category received at 0 is dropped.
    const ok = await t.call('POST', `${requestApiPaths['regional-collection']}/${id}/fulfilment`, {
      cookie: user,
      payload: {
        stage: 'received',
        received: quantities({ computersToCollect: 2, phonesToCollect: 1 }),
        receivedWeightKg: 10,
        wasteTags: { computersToCollect: 'reuse', phonesToCollect: '20 01 36', tabletsToCollect: '20 01 36' },
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const expected = { computersToCollect: 'reuse', phonesToCollect: '20 01 36' };
    expect(ok.json().fulfilment.wasteTags).toEqual(expected);
    expect(
      await rows(
        `SELECT waste_tags FROM request_receptions WHERE kind = 'regional-collection' AND request_id = ${id}`,
      ),
    ).toEqual([{ waste_tags: expected }]);
  });

  it('asks a pickup for one tag for its lot of parcels or pallets', async () => {
    const { moved } = await receive('package-pickup', `Lot ${Date.now()}`, {
      receivedUnits: 2,
      receivedWeightKg: 7,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({
      'wasteTags.lot': 'Choisissez le devenir du lot reçu\u00a0: Réemploi, ou DEEE avec son code déchet.',
    });
  });
});

describe('GET /api/registre.csv', () => {
  const columns = [
    'Identifiant unique',
    'SIRET du destinataire',
    'Date de réception',
    'Dénomination du déchet',
    'Code déchet',
    'Dangereux',
    'Poids en tonnes',
    'Type de poids',
    "Type d'expéditeur",
    "Numéro d'identification de l'expéditeur",
    "Raison sociale de l'expéditeur",
    "Libellé de l'adresse de l'expéditeur",
    "Code postal de l'expéditeur",
    "Commune de l'expéditeur",
    "Code pays de l'expéditeur",
    'Code de traitement réalisé',
    'Mode de transport du transporteur n°1',
    'Type de transporteur n°1',
    "Numéro d'identification du transporteur n°1",
    'Raison sociale du transporteur n°1',
    'Numéro de récépissé du transporteur n°1',
  ];
  let regional: number;
  let pickup: number;
  let reused: number;
  let untagged: number;
  const producer = `Producteur ${Date.now()}`;

  beforeAll(async () => {
    ({ id: regional } = await receive('regional-collection', 'Mairie de Montreuil', {
      received: quantities({ computersToCollect: 2, phonesToCollect: 1, screensToCollect: 1 }),
      receivedWeightKg: 12,
      wasteTags: { computersToCollect: 'reuse', phonesToCollect: '20 01 36', screensToCollect: '20 01 35*' },
    }));
    ({ id: pickup } = await receive('package-pickup', producer, {
      receivedUnits: 3,
      receivedWeightKg: 7.5,
      wasteTags: { lot: '16 02 14' },
    }));
    // The pickup's producer is saved to the directory from the request (« Enregistrer ce client »), which
    // links the request to it by key (decision 0065), with its SIRET.
    const client = await t.call('POST', '/api/clients', {
      cookie: admin,
      payload: {
        name: 'Producteur',
        companyName: `  ${producer.toUpperCase()} `,
        contactName: 'Jeanne',
        contactPhone: '0102030405',
        companyAddress: '1 rue du Port, 69002 Lyon',
        siret: '443 061 841 00047',
        fromRequest: { kind: 'package-pickup', id: pickup },
      },
    });
    expect(client.statusCode, client.body).toBe(201);
    expect(client.json().siret).toBe('44306184100047');
    ({ id: reused } = await receive('collection', 'Tout Réemploi', {
      received: quantities({ computersToCollect: 4 }),
      receivedWeightKg: 10,
      wasteTags: { computersToCollect: 'reuse' },
    }));
    // A reception recorded before the tags existed.
    ({ id: untagged } = await receive('collection', 'Ancienne Réception', {
      received: quantities({ tabletsToCollect: 5 }),
      receivedWeightKg: 4,
      wasteTags: { tabletsToCollect: '20 01 36' },
    }));
    await rows(
      `UPDATE request_receptions SET waste_tags = NULL WHERE kind = 'collection' AND request_id = ${untagged}`,
    );
    // Days in Paris: 1 April 2026 00:30 (summer time) is 31 March 22:30 UTC.
    const at = (kind: string, id: number, instant: string) =>
      rows(
        `UPDATE request_receptions SET received_at = '${instant}' WHERE kind = '${kind}' AND request_id = ${id}`,
      );
    await at('regional-collection', regional, '2026-03-31 22:30:00+00');
    await at('package-pickup', pickup, '2026-04-02 09:00:00+00');
    await at('collection', reused, '2026-04-02 10:00:00+00');
    await at('collection', untagged, '2026-04-03 08:00:00+00');
  });

  it('writes one line per received lot and DEEE code, oldest first, with Trackdéchets’ column names', async () => {
    const response = await register('?from=2026-04-01&to=2026-04-30');
    const { headers, rows: lines } = readCsvDownload(
      response,
      /^attachment; filename="registre-dechets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(headers).toEqual(columns);
    expect(lines.map((line) => line['Identifiant unique'])).toEqual([
      `CRP-${regional}-200136`,
      `CRP-${regional}-200135`,
      `ENL-${pickup}-160214`,
      `COL-${untagged}-NR`,
    ]);
    const [phones, screens, lot, unknown] = lines;
    // 12 kg shared by typical weights: 2 laptops (5 kg, reused: not in the register), 1 phone (0.2), 1
    // screen (5): the phone's 0.24 kg shows as the smallest amount, the screen's 5.88 kg as 0.006 t.
    expect(phones).toMatchObject({
      'SIRET du destinataire': '73282932000074',
      'Date de réception': '01/04/2026',
      'Dénomination du déchet': 'DEEE — Téléphones (1)',
      'Code déchet': '20 01 36',
      Dangereux: 'Non',
      'Poids en tonnes': '0,001',
      'Type de poids': 'ESTIME',
      "Raison sociale de l'expéditeur": 'Mairie de Montreuil',
      "Libellé de l'adresse de l'expéditeur": '10 avenue de France',
      "Code postal de l'expéditeur": '75013',
      "Commune de l'expéditeur": 'Paris',
      "Code pays de l'expéditeur": 'FR',
      'Code de traitement réalisé': 'R 13',
      'Mode de transport du transporteur n°1': 'ROUTE',
      'Type de transporteur n°1': 'ETABLISSEMENT_FR',
      "Numéro d'identification du transporteur n°1": '73282932000074',
      'Raison sociale du transporteur n°1': 'Réemploi Solidaire SAS',
      "Type d'expéditeur": '',
      "Numéro d'identification de l'expéditeur": '',
    });
    expect(screens).toMatchObject({
      'Dénomination du déchet': 'DEEE — Écrans (1)',
      'Code déchet': '20 01 35*',
      Dangereux: 'Oui',
      'Poids en tonnes': '0,006',
      'Type de poids': 'ESTIME',
    });
    // One code for the whole lot: its weighed weight, « REEL »; the producer's SIRET from the directory.
    expect(lot).toMatchObject({
      'Date de réception': '02/04/2026',
      'Dénomination du déchet': 'DEEE — Colis (3)',
      'Code déchet': '16 02 14',
      Dangereux: 'Non',
      'Poids en tonnes': '0,008',
      'Type de poids': 'REEL',
      "Type d'expéditeur": 'ETABLISSEMENT_FR',
      "Numéro d'identification de l'expéditeur": '44306184100047',
      "Raison sociale de l'expéditeur": producer,
      'Raison sociale du transporteur n°1': 'Colissimo',
      'Type de transporteur n°1': '',
    });
    expect(unknown).toMatchObject({
      'Date de réception': '03/04/2026',
      'Dénomination du déchet': 'Devenir non renseigné à la réception — Tablettes (5)',
      'Code déchet': '',
      Dangereux: '',
      'Poids en tonnes': '0,004',
      'Code de traitement réalisé': '',
    });
  });

  it('prints the SIRET and récépissé of the request’s carrier once Transporteurs knows them (decision 0089)', async () => {
    const url = `/api/carriers/${colissimo}`;
    const carriers = (await t.call('GET', '/api/carriers', { cookie: admin })).json();
    const { name, trackingUrlTemplate } = carriers.find((c: { id: number }) => c.id === colissimo);
    const saved = await putCurrent(t, url, {
      cookie: admin,
      payload: {
        name,
        trackingUrlTemplate,
        siret: '356 000 000 00048',
        wasteTransportReceipt: 'R-75-2026-0042',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { rows: lines } = readCsvDownload(await register('?from=2026-04-01&to=2026-04-30'), /registre/);
      const line = (id: string) => lines.find((l) => l['Identifiant unique'] === id);
      expect(line(`ENL-${pickup}-160214`)).toMatchObject({
        'Type de transporteur n°1': 'ETABLISSEMENT_FR',
        "Numéro d'identification du transporteur n°1": '35600000000048',
        'Raison sociale du transporteur n°1': 'Colissimo',
        'Numéro de récépissé du transporteur n°1': 'R-75-2026-0042',
      });
      // A regional collection is our own round: our SIRET, whatever carrier the request names.
      expect(line(`CRP-${regional}-200136`)).toMatchObject({
        "Numéro d'identification du transporteur n°1": '73282932000074',
        'Raison sociale du transporteur n°1': 'Réemploi Solidaire SAS',
        'Numéro de récépissé du transporteur n°1': '',
      });
    } finally {
      await putCurrent(t, url, { cookie: admin, payload: { name, trackingUrlTemplate } });
    }
  });

  it('keeps to the range of Paris days asked, both included', async () => {
    const ids = async (query: string) =>
      readCsvDownload(await register(query), /registre-dechets/).rows.map(
        (line) => line['Identifiant unique'],
      );
    expect(await ids('?from=2026-04-01&to=2026-04-01')).toEqual([
      `CRP-${regional}-200136`,
      `CRP-${regional}-200135`,
    ]);
    expect(await ids('?from=2026-03-01&to=2026-03-31')).toEqual([]);
    expect(await ids('?from=2026-04-02&to=2026-04-02')).toEqual([`ENL-${pickup}-160214`]);
    expect(await ids('?from=2026-04-03&to=2026-04-30')).toEqual([`COL-${untagged}-NR`]);
  });

  it('refuses a missing, malformed or inverted range in French', async () => {
    const missing = await register('?to=2026-04-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ from: 'Indiquez la date de début (AAAA-MM-JJ).' });
    const malformed = await register('?from=2026-13-01&to=2026-04-01');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ from: 'Indiquez la date de début (AAAA-MM-JJ).' });
    const inverted = await register('?from=2026-04-02&to=2026-04-01');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().errors).toEqual({
      to: 'La date de fin doit être le même jour que la date de début ou après.',
    });
  });

  it('is for administrators only', async () => {
    expect((await register('?from=2026-04-01&to=2026-04-30', user)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/registre.csv?from=2026-04-01&to=2026-04-30')).statusCode).toBe(401);
  });
});

describe('GET /api/registre.csv: a lot with devices (decision 0104)', () => {
  let split: number;
  let partial: number;
  let pickup: number;
  let reusedTag: number;
  let untouched: number;

  /** Devices written as the inventory leaves them: [category, devenir, waste code] each. */
  const devices = (kind: string, id: number, list: [string, string | null, string | null][]) =>
    rows(
      `INSERT INTO devices (kind, request_id, category, no_storage, disposition, waste_code) VALUES ${list
        .map(
          ([category, disposition, code]) =>
            `('${kind}', ${id}, '${category}', true, ${disposition ? `'${disposition}'` : 'NULL'}, ${code ? `'${code}'` : 'NULL'})`,
        )
        .join(', ')}`,
    );
  const at = (kind: string, id: number, instant: string) =>
    rows(
      `UPDATE request_receptions SET received_at = '${instant}' WHERE kind = '${kind}' AND request_id = ${id}`,
    );
  const lines = async () =>
    readCsvDownload(await register('?from=2026-05-01&to=2026-05-31'), /registre-dechets/).rows;

  beforeAll(async () => {
    // Computers tagged DEEE at the reception, phones reused; the inventory then splits the computers.
    ({ id: split } = await receive('regional-collection', 'Lot Partagé', {
      received: quantities({ computersToCollect: 4, phonesToCollect: 2 }),
      receivedWeightKg: 14,
      wasteTags: { computersToCollect: '20 01 36', phonesToCollect: 'reuse' },
    }));
    // One computer given its devenir through the API, as the lot's page does.
    const added = await t.call('POST', `${requestApiPaths['regional-collection']}/${split}/devices`, {
      cookie: user,
      payload: { category: 'computersToCollect', serialNumber: 'REG-SPLIT-1', noStorage: true },
    });
    expect(added.statusCode, added.body).toBe(201);
    const recycled = await t.call('PUT', `/api/devices/${added.json().id}`, {
      cookie: user,
      payload: {
        category: 'computersToCollect',
        serialNumber: 'REG-SPLIT-1',
        noStorage: true,
        disposition: 'recycling',
        wasteCode: '16 02 13*',
        version: added.json().version,
      },
    });
    expect(recycled.statusCode, recycled.body).toBe(200);
    await devices('regional-collection', split, [
      ['computersToCollect', 'reuse', null],
      ['computersToCollect', 'refurbish', null],
      ['computersToCollect', 'destruction', null],
      // A phone without a devenir yet (the other is not inventoried): the reception's « Réemploi ».
      ['phonesToCollect', null, null],
      // A tablet the reception did not count.
      ['tabletsToCollect', 'recycling', '20 01 36'],
    ]);
    // Two screens received, one inventoried without a devenir yet: both follow the reception's tag.
    ({ id: partial } = await receive('collection', 'Lot En Cours', {
      received: quantities({ screensToCollect: 2 }),
      receivedWeightKg: 10,
      wasteTags: { screensToCollect: '20 01 35*' },
    }));
    await devices('collection', partial, [['screensToCollect', null, null]]);
    // A pickup counts parcels: its devices are all that is known of what they held.
    ({ id: pickup } = await receive('package-pickup', 'Colis Inventoriés', {
      receivedUnits: 2,
      receivedWeightKg: 20,
      wasteTags: { lot: '16 02 14' },
    }));
    await devices('package-pickup', pickup, [
      ['computersToCollect', 'recycling', '16 02 14'],
      ['computersToCollect', 'recycling', '16 02 14'],
      ['screensToCollect', 'parts', null],
    ]);
    // Received for reuse, but one computer ends destroyed: no DEEE code is known for it.
    ({ id: reusedTag } = await receive('collection', 'Réemploi Détruit', {
      received: quantities({ computersToCollect: 3 }),
      receivedWeightKg: 9,
      wasteTags: { computersToCollect: 'reuse' },
    }));
    await devices('collection', reusedTag, [['computersToCollect', 'destruction', null]]);
    // No device: the reception's lines, as before the inventory.
    ({ id: untouched } = await receive('regional-collection', 'Lot Sans Équipement', {
      received: quantities({ phonesToCollect: 1 }),
      receivedWeightKg: 1,
      wasteTags: { phonesToCollect: '20 01 36' },
    }));
    await at('regional-collection', split, '2026-05-04 08:00:00+00');
    await at('collection', partial, '2026-05-05 08:00:00+00');
    await at('package-pickup', pickup, '2026-05-06 08:00:00+00');
    await at('collection', reusedTag, '2026-05-07 08:00:00+00');
    await at('regional-collection', untouched, '2026-05-08 08:00:00+00');
  });

  it('splits a category by devenir and code: reused devices are not waste, the others one line each', async () => {
    const register = await lines();
    const ofLot = (prefix: string) =>
      register.filter((line) => line['Identifiant unique']?.startsWith(prefix));
    // 14 kg shared over 4 computers (10 kg typical), 2 phones (0.4) and a tablet (0.5): 10.9 kg in all.
    expect(ofLot(`CRP-${split}-`)).toEqual([
      expect.objectContaining({
        'Identifiant unique': `CRP-${split}-ORD-REC-160213`,
        'Dénomination du déchet': 'DEEE — Ordinateurs (1), recyclage',
        'Code déchet': '16 02 13*',
        Dangereux: 'Oui',
        'Poids en tonnes': '0,003',
        'Type de poids': 'ESTIME',
        'Code de traitement réalisé': 'R 13',
        "Raison sociale de l'expéditeur": 'Lot Partagé',
      }),
      // Destroyed: its category's DEEE code from the reception.
      expect.objectContaining({
        'Identifiant unique': `CRP-${split}-ORD-DES-200136`,
        'Dénomination du déchet': 'DEEE — Ordinateurs (1), destruction',
        'Code déchet': '20 01 36',
        'Poids en tonnes': '0,003',
        'Type de poids': 'ESTIME',
      }),
      expect.objectContaining({
        'Identifiant unique': `CRP-${split}-TAB-REC-200136`,
        'Dénomination du déchet': 'DEEE — Tablettes (1), recyclage',
        'Poids en tonnes': '0,001',
      }),
    ]);
  });

  it('keeps the reception’s tag for a device without a devenir and for what is not inventoried yet', async () => {
    const register = await lines();
    const line = (id: string) => register.find((l) => l['Identifiant unique'] === id);
    // Both screens in one line, so the lot's weighed weight whole.
    expect(line(`COL-${partial}-ECR-RCP-200135`)).toMatchObject({
      'Dénomination du déchet': 'DEEE — Écrans (2), selon la réception',
      'Code déchet': '20 01 35*',
      'Poids en tonnes': '0,01',
      'Type de poids': 'REEL',
    });
    expect(register.filter((l) => l['Identifiant unique']?.startsWith(`ENL-${pickup}-`))).toEqual([
      expect.objectContaining({
        'Identifiant unique': `ENL-${pickup}-ORD-REC-160214`,
        'Dénomination du déchet': 'DEEE — Ordinateurs (2), recyclage',
        'Poids en tonnes': '0,01',
        'Type de poids': 'ESTIME',
      }),
      expect.objectContaining({
        'Identifiant unique': `ENL-${pickup}-ECR-PD-160214`,
        'Dénomination du déchet': 'DEEE — Écrans (1), pièces détachées',
        'Code déchet': '16 02 14',
        'Poids en tonnes': '0,01',
      }),
    ]);
    // Received for reuse, destroyed after all: in the register, its code to be filled in.
    expect(register.filter((l) => l['Identifiant unique']?.startsWith(`COL-${reusedTag}-`))).toEqual([
      expect.objectContaining({
        'Identifiant unique': `COL-${reusedTag}-ORD-DES-NR`,
        'Dénomination du déchet': 'Code déchet non renseigné — Ordinateurs (1), destruction',
        'Code déchet': '',
        'Poids en tonnes': '0,003',
        'Type de poids': 'ESTIME',
        'Code de traitement réalisé': '',
      }),
    ]);
  });

  it('keeps the reception’s lines for a lot without devices, and the order of receptions', async () => {
    const register = await lines();
    expect(register.filter((l) => l['Identifiant unique']?.startsWith(`CRP-${untouched}-`))).toEqual([
      expect.objectContaining({
        'Identifiant unique': `CRP-${untouched}-200136`,
        'Dénomination du déchet': 'DEEE — Téléphones (1)',
        'Poids en tonnes': '0,001',
        'Type de poids': 'REEL',
      }),
    ]);
    expect(register.map((l) => l['Identifiant unique']?.split('-').slice(0, 2).join('-'))).toEqual([
      ...Array(3).fill(`CRP-${split}`),
      `COL-${partial}`,
      `ENL-${pickup}`,
      `ENL-${pickup}`,
      `COL-${reusedTag}`,
      `CRP-${untouched}`,
    ]);
  });
});

describe('a received request is kept', () => {
  it('cannot be deleted by any path: the database refuses, and the API says so with 409 in French', async () => {
    const { id: received } = await receive('regional-collection', `Gardé ${Date.now()}`, {
      received: quantities({ phonesToCollect: 3 }),
      receivedWeightKg: 1,
      wasteTags: { phonesToCollect: '20 01 36' },
    });
    const remove = () =>
      t.database.db.execute(sql`DELETE FROM regional_collection_requests WHERE id = ${received}`);
    const error = await remove().then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isKeptForRegister(error)).toBe(true);
    expect(await rows(`SELECT id FROM regional_collection_requests WHERE id = ${received}`)).toHaveLength(1);

    // Whatever route would delete it answers 409 with the French reason, through the one error handler.
    const probe = Fastify();
    registerErrorHandler(probe);
    probe.delete('/probe', async () => {
      await remove();
      return { deleted: true };
    });
    const answer = await probe.inject({ method: 'DELETE', url: '/probe' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: messages.keptForRegister });
    await probe.close();

    // A request not received yet is not protected.
    const notReceived = await acceptedRequest(setup, 'collection', `Libre ${Date.now()}`);
    await t.database.db.execute(sql`DELETE FROM collection_requests WHERE id = ${notReceived}`);
    expect(await rows(`SELECT id FROM collection_requests WHERE id = ${notReceived}`)).toEqual([]);
  });

  it('has no deletion route in the API', async () => {
    const { id } = await receive('collection', `Sans route ${Date.now()}`, {
      received: quantities({ phonesToCollect: 1 }),
      receivedWeightKg: 1,
      wasteTags: { phonesToCollect: '20 01 36' },
    });
    const response = await t.call('DELETE', `${requestApiPaths.collection}/${id}`, { cookie: admin });
    expect(response.statusCode).toBe(404);
    expect(await rows(`SELECT id FROM collection_requests WHERE id = ${id}`)).toHaveLength(1);
  });
});
