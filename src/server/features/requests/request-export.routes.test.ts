import { gunzipSync } from 'node:zlib';
import { fulfilmentMessages } from '@shared/fulfilment/fulfilment.schema';
import { type RequestKind, requestApiPaths, requestKinds } from '@shared/requests/request-kinds';
import { formatRequestReference } from '@shared/requests/request-reference';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { BOM, readCsvDownload } from '../../test/csv-download';
import { daysFromToday } from '../../test/dates';
import {
  acceptedRequest,
  carrierIds,
  type FulfilmentSetup,
  moveTo,
  someQuantities,
} from '../../test/fulfilment';
import { createShippingAddress, validRequestPayload } from '../../test/request-payloads';

/** Small pages, so a dozen rows cross several of them (and a page boundary falls inside equal timestamps). */
const PAGE_SIZE = 3;

let t: TestApp;
let admin: string;
let user: string;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { exportPageSize: PAGE_SIZE });
  const signedIn = await t.signInAdminAndUser();
  ({ admin, user } = signedIn);
  userId = signedIn.userRow.id;
});
afterAll(() => t.close());

const exportUrl = (kind: RequestKind, query = '') => `${requestApiPaths[kind]}/export.csv${query}`;

async function insert(text: string): Promise<number[]> {
  const result = (await t.database.db.execute(sql.raw(text))) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

const conditioningColumns =
  'client_company_name, contact_name, contact_email, contact_phone, company_address, offer_number, desired_date, status, created_at';

/** A conditioning request made of SQL literals (timestamps with microseconds, which a JS Date cannot hold). */
const conditioning = (
  company: string,
  createdAt: string,
  { status = 'pending', desiredDate = '2026-04-01' } = {},
) =>
  `('${company}', 'Claire Petit', 'claire@client.test', '01 02 03 04 05', '1 rue de la Paix, 75002 Paris',
    'OE-1', '${desiredDate}', '${status}', '${createdAt}'::timestamptz)`;

describe('GET /api/<kind>-requests/export.csv', () => {
  it.each(requestKinds)('%s: refuses anonymous callers with 401', async (kind) => {
    const response = await t.call('GET', exportUrl(kind));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/connect/i);
  });

  it.each(requestKinds)(
    '%s: answers an empty list as a header line, not as the `/:id` route',
    async (kind) => {
      const response = await t.call('GET', exportUrl(kind, '?q=personne-ne-porte-ce-nom'), { cookie: user });
      const { headers, rows, body } = readCsvDownload(
        response,
        /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(headers.slice(0, 4)).toEqual(['N°', 'Référence', 'Créée le', 'Statut']);
      expect(rows).toEqual([]);
      expect(body.endsWith('\r\n')).toBe(true);
      // The kind's `/:id` route still answers ids.
      expect((await t.call('GET', `${requestApiPaths[kind]}/999999`, { cookie: user })).statusCode).toBe(404);
    },
  );

  it('refuses a bad filter with a French message', async () => {
    const response = await t.call('GET', exportUrl('material-conditioning', '?status=done'), {
      cookie: user,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { status: 'Statut invalide' } });
  });

  it('writes French headers and values: dates, decimal comma, Oui/Non, status, quoting, formula guard', async () => {
    const [id] = await insert(`INSERT INTO material_conditioning_requests (${conditioningColumns},
        computers_to_collect, uses_pallet_shipping, pallet_quantity, pallet_length, pallet_weight,
        created_by, decided_by, decided_at, rejection_reason, tracking_number)
      VALUES ('Acme; "Le Grand"' || chr(10) || 'Siège', '=HYPERLINK("http://evil.test")', 'a@acme.test',
        '+33 1 23 45 67 89', '5 rue Neuve, 75001 Paris', 'OE-000123', '2026-03-05', 'completed',
        '2026-01-15 08:05:00.123456+00', 12, true, 2, 120, 12.5, ${userId}, ${userId},
        '2026-07-15 08:05:00+00', NULL, 'TRK-1')
      RETURNING id`);
    const response = await t.call('GET', exportUrl('material-conditioning', '?q=Acme'), { cookie: user });
    const { headers, rows, body } = readCsvDownload(
      response,
      /filename="envoi-conditionnement-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(headers).toEqual([
      'N°',
      'Référence',
      'Créée le',
      'Statut',
      'Entreprise',
      'Contact',
      'Email',
      'Téléphone',
      'Adresse',
      "N° d'offre",
      'Date souhaitée',
      'Ordinateurs à collecter',
      'PC fixes à envoyer',
      'Téléphones à collecter',
      'Tablettes à collecter',
      'Écrans à collecter',
      'Cartons D3E à remplir',
      'Enveloppes PC',
      'Enveloppes téléphones',
      'Enveloppes tablettes',
      'Cartons standard',
      'Cartons écrans',
      'Cartons D3E',
      'Envoi sur palette',
      'Nombre de palettes',
      'Longueur palette (cm)',
      'Largeur palette (cm)',
      'Hauteur palette (cm)',
      'Poids palette (kg)',
      'Étape',
      "Date de l'étape",
      'Transporteur',
      'Numéro de suivi',
      'Lien de suivi',
      'Date prévue',
      "Date d'expédition",
      'Date de livraison',
      "Motif de l'annulation",
      'Créée par',
      'Date de décision',
      'Traitée par',
      'Motif du refus',
      'Modifiée le',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'N°': String(id),
      Référence: formatRequestReference('ENV', id as number, '2026-01-15T08:05:00Z'),
      'Créée le': '15/01/2026 09:05',
      Statut: 'Terminé',
      Entreprise: 'Acme; "Le Grand"\nSiège',
      Contact: `'=HYPERLINK("http://evil.test")`,
      Téléphone: "'+33 1 23 45 67 89",
      'Date souhaitée': '05/03/2026',
      'Ordinateurs à collecter': '12',
      'Envoi sur palette': 'Oui',
      'Nombre de palettes': '2',
      'Longueur palette (cm)': '120',
      'Largeur palette (cm)': '',
      'Poids palette (kg)': '12,5',
      // Accepted before the suivi existed: no stage recorded.
      Étape: 'Suivi non renseigné',
      'Numéro de suivi': 'TRK-1',
      Transporteur: '',
      'Créée par': 'Jeanne Martin',
      'Date de décision': '15/07/2026 10:05',
      'Traitée par': 'Jeanne Martin',
      'Motif du refus': '',
    });
    // The raw bytes: `;` separates, CRLF ends records, the cell with `;`, quotes and a line break is quoted.
    expect(body).toContain(`${BOM}N°;Référence;Créée le;Statut;Entreprise;`);
    expect(body).toContain(
      `\r\n${id};${formatRequestReference('ENV', id as number, '2026-01-15T08:05:00Z')};15/01/2026 09:05;Terminé;"Acme; ""Le Grand""\nSiège";"'=HYPERLINK(""http://evil.test"")";`,
    );
  });

  it('exports what the filters select (status, text, desired-date range), newest first', async () => {
    await insert(`INSERT INTO material_conditioning_requests (${conditioningColumns}) VALUES
      ${conditioning('Filtre Mars en attente', '2026-02-01 10:00:00+00', { desiredDate: '2026-03-10' })},
      ${conditioning('Filtre Mars refusée', '2026-02-02 10:00:00+00', { desiredDate: '2026-03-20', status: 'rejected' })},
      ${conditioning('Filtre Avril en attente', '2026-02-03 10:00:00+00', { desiredDate: '2026-04-10' })}
      RETURNING id`);
    const companies = async (query: string) => {
      const response = await t.call('GET', exportUrl('material-conditioning', query), { cookie: user });
      return readCsvDownload(response, /\.csv"$/).rows.map((row) => row.Entreprise);
    };
    expect(await companies('?q=filtre')).toEqual([
      'Filtre Avril en attente',
      'Filtre Mars refusée',
      'Filtre Mars en attente',
    ]);
    expect(await companies('?q=filtre&status=pending')).toEqual([
      'Filtre Avril en attente',
      'Filtre Mars en attente',
    ]);
    expect(await companies('?q=FILTRE%20MARS&from=2026-03-01&to=2026-03-31')).toEqual([
      'Filtre Mars refusée',
      'Filtre Mars en attente',
    ]);
    expect(await companies('?q=filtre&status=rejected&from=2026-04-01')).toEqual([]);
  });

  it('crosses many SQL pages and returns every row exactly once, in order, ties and microseconds included', async () => {
    // Several rows share a timestamp, others differ by a microsecond (a JS Date would round them together):
    // a page can end anywhere among them.
    const stamps = [
      '2026-03-01 10:00:00.000001+00',
      '2026-03-01 10:00:00.000001+00',
      '2026-03-01 10:00:00.000001+00',
      '2026-03-01 10:00:00.000002+00',
      '2026-03-01 10:00:00.0005+00',
      '2026-03-01 10:00:00.000499+00',
      '2026-03-01 10:00:00.001+00',
      '2026-03-01 09:59:59.999999+00',
      '2026-03-02 10:00:00+00',
      '2026-02-28 10:00:00+00',
      '2026-03-01 10:00:00.000001+00',
    ];
    const ids = await insert(`INSERT INTO material_conditioning_requests (${conditioningColumns}) VALUES
      ${stamps.map((stamp, i) => conditioning(`Lot ${i}`, stamp)).join(',\n')} RETURNING id`);
    const expected = stamps
      .map((stamp, i) => ({ stamp, id: ids[i] as number }))
      .sort((a, b) => (a.stamp === b.stamp ? b.id - a.id : a.stamp < b.stamp ? 1 : -1))
      .map((row) => String(row.id));
    expect(expected.length).toBeGreaterThan(3 * PAGE_SIZE);

    const response = await t.call('GET', exportUrl('material-conditioning', '?q=Lot%20'), { cookie: user });
    expect(readCsvDownload(response, /\.csv"$/).rows.map((row) => row['N°'])).toEqual(expected);

    // Unfiltered: every row of the table once, newest first.
    const all = readCsvDownload(
      await t.call('GET', exportUrl('material-conditioning'), { cookie: admin }),
      /\.csv"$/,
    ).rows.map((row) => Number(row['N°']));
    const [{ n } = { n: 0 }] = (
      (await t.database.db.execute(
        sql.raw('SELECT count(*)::int AS n FROM material_conditioning_requests'),
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(all).toHaveLength(n);
    expect(new Set(all).size).toBe(n);
  });

  it('is compressed with gzip (not brotli: see lib/csv.ts) when the client accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: exportUrl('material-conditioning'),
      headers: { cookie: user, 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(response.rawPayload).toString('utf8');
    expect(body.startsWith(`${BOM}N°;Référence;Créée le;Statut;`)).toBe(true);
    const plain = await t.call('GET', exportUrl('material-conditioning'), { cookie: user });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(body).toBe(plain.body);
  });

  it('exports transports with French types, both parties and a packages summary', async () => {
    const [id] = await insert(`INSERT INTO delivery_requests (request_type, requester, sender_company_name,
        sender_contact_name, sender_phone, sender_email, sender_address, recipient_contact_name, recipient_phone,
        recipient_email, recipient_address, collection_date, no_dimensions_required, packages, created_at)
      VALUES ('livraison', 'Marc Durand', 'Expé SA', 'Paul Expé', '01 11 11 11 11', 'paul@expe.test',
        '1 rue A, 69001 Lyon', 'Rita Dest', '02 22 22 22 22', 'rita@dest.test', '2 rue B, 13001 Marseille',
        '2026-05-04', false,
        '[{"type":"package","width":40,"length":30,"height":20,"weight":8},{"type":"package","weight":0.5},{"type":"pallet","value":"1 200 €","weight":12}]'::jsonb,
        '2026-03-03 12:00:00+00')
      RETURNING id`);
    const response = await t.call('GET', exportUrl('delivery', '?q=Expé'), { cookie: user });
    const { rows } = readCsvDownload(response, /filename="transports-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(rows).toEqual([
      expect.objectContaining({
        'N°': String(id),
        Référence: formatRequestReference('TRA', id as number, '2026-03-03T12:00:00Z'),
        'Créée le': '03/03/2026 13:00',
        Statut: 'En attente',
        'Type de demande': 'Livraison',
        Demandeur: 'Marc Durand',
        'Expéditeur — entreprise': 'Expé SA',
        'Expéditeur — contact': 'Paul Expé',
        'Destinataire — entreprise': '',
        'Destinataire — adresse': '2 rue B, 13001 Marseille',
        'Date de collecte': '04/05/2026',
        'Aucune dimension requise': 'Non',
        'Colis et palettes': '2 colis, 1 palette',
        'Poids total (kg)': '20,5',
        'Détail des colis':
          'Colis\u00a0: 40 × 30 × 20 cm, 8 kg | Colis\u00a0: 0,5 kg | Palette\u00a0: 12 kg, valeur 1 200 €',
      }),
    ]);
  });

  it('exports collections outside Île-de-France with their free-text materials', async () => {
    const [id] =
      await insert(`INSERT INTO collection_requests (client_name, client_contact_name, client_phone,
        client_email, client_address, materials, comments, status, rejection_reason, created_at)
      VALUES ('Nord Recyclage', 'Léa Nord', '03 20 00 00 00', 'lea@nord.test', '1 place du Général, 59000 Lille',
        '12 PC portables' || chr(10) || '3 écrans', NULL, 'rejected', 'Hors zone', '2026-03-04 12:00:00+00')
      RETURNING id`);
    const response = await t.call('GET', exportUrl('collection', '?status=rejected'), { cookie: user });
    const { headers, rows } = readCsvDownload(response, /filename="collectes-hors-ile-de-france-/);
    expect(headers).toEqual([
      'N°',
      'Référence',
      'Créée le',
      'Statut',
      'Client',
      'Contact',
      'Téléphone',
      'Email',
      'Adresse',
      'Matériel',
      'Commentaires',
      'Étape',
      "Date de l'étape",
      'Transporteur',
      'Numéro de suivi',
      'Lien de suivi',
      'Date prévue',
      "Motif de l'annulation",
      'Ordinateurs reçus',
      'PC fixes reçus',
      'Téléphones reçus',
      'Tablettes reçues',
      'Écrans reçus',
      'Cartons D3E reçus',
      'Poids reçu (kg)',
      'Poids estimé',
      'Remarque à la réception',
      'Créée par',
      'Date de décision',
      'Traitée par',
      'Motif du refus',
      'Modifiée le',
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        'N°': String(id),
        Référence: formatRequestReference('CHI', id as number, '2026-03-04T12:00:00Z'),
        Statut: 'Refusé',
        Client: 'Nord Recyclage',
        Matériel: '12 PC portables\n3 écrans',
        Commentaires: '',
        // Refused: no suivi.
        Étape: '',
        "Date de l'étape": '',
        'Poids estimé': '',
        'Motif du refus': 'Hors zone',
      }),
    ]);
  });
});

describe('the suivi in the CSV exports', () => {
  let suivi: FulfilmentSetup;
  let carriers: Record<string, number>;
  const dayOf = (iso: string) => iso.split('-').reverse().join('/');
  const stamp = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
  const exported = async (kind: RequestKind, query: string) =>
    readCsvDownload(await t.call('GET', exportUrl(kind, query), { cookie: user }), /\.csv"$/);

  beforeAll(async () => {
    suivi = { t, admin, user, addressId: await createShippingAddress(t, admin) };
    carriers = await carrierIds(t, user);
  });

  it('has the same suivi columns in every kind, and no header twice', async () => {
    for (const kind of requestKinds) {
      const { headers } = await exported(kind, '?q=personne');
      expect(new Set(headers).size, kind).toBe(headers.length);
      const from = headers.indexOf('Étape');
      expect(headers.slice(from, from + 6), kind).toEqual([
        'Étape',
        "Date de l'étape",
        'Transporteur',
        'Numéro de suivi',
        'Lien de suivi',
        'Date prévue',
      ]);
      expect(headers, kind).toContain("Motif de l'annulation");
    }
  });

  it('writes each stage in French, « Suivi non renseigné » for an accepted request without one, nothing before the decision', async () => {
    const company = `Étapes ${Date.now()}`;
    const pending = await t.call('POST', requestApiPaths['regional-collection'], {
      cookie: user,
      payload: validRequestPayload('regional-collection', `${company} attente`, suivi.addressId),
    });
    const planned = await acceptedRequest(suivi, 'regional-collection', `${company} planifiée`);
    await moveTo(suivi, 'regional-collection', planned, 'planned', 0);
    const [older] = await insert(`INSERT INTO regional_collection_requests
        (client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, status)
      VALUES ('${company} ancienne', 'C', 'c@example.test', '01', '1 rue', '2026-01-05', 'completed') RETURNING id`);

    const { rows } = await exported('regional-collection', `?q=${encodeURIComponent(company)}`);
    const byId = Object.fromEntries(rows.map((row) => [row['N°'], row]));
    expect(byId[pending.json().id]).toMatchObject({ Étape: '', "Date de l'étape": '', 'Date prévue': '' });
    expect(byId[planned]).toMatchObject({
      Étape: 'Planifiée',
      'Date prévue': dayOf(daysFromToday(2)),
      Transporteur: '',
      'Ordinateurs reçus': '',
      'Poids reçu (kg)': '',
      'Poids estimé': '',
    });
    expect(byId[planned]?.["Date de l'étape"]).toMatch(stamp);
    expect(byId[String(older)]).toMatchObject({ Étape: 'Suivi non renseigné', "Date de l'étape": '' });
  });

  it('writes what was received beside what was declared, the difference, the weight and the carrier', async () => {
    const company = `Réception ${Date.now()}`;
    // Declared: 3 computers (validRequestPayload); counted: 2 computers and a phone nobody announced.
    const regional = await acceptedRequest(suivi, 'regional-collection', company);
    await moveTo(suivi, 'regional-collection', regional, 'received', 0, {
      received: {
        received: { ...someQuantities, computersToCollect: 2, phonesToCollect: 1 },
        wasteTags: { computersToCollect: 'reuse', phonesToCollect: '20 01 36' },
        receivedWeightKg: 12.5,
        weightEstimated: false,
        remark: 'Écran fêlé',
      },
    });
    const { rows } = await exported('regional-collection', `?q=${encodeURIComponent(company)}`);
    expect(rows).toEqual([
      expect.objectContaining({
        Étape: 'Réceptionnée',
        'Ordinateurs déclarés': '3',
        'Ordinateurs reçus': '2',
        'Ordinateurs — écart': '-1',
        'Téléphones déclarés': '0',
        'Téléphones reçus': '1',
        'Téléphones — écart': '1',
        'Tablettes déclarées': '0',
        'Tablettes reçues': '0',
        'Poids reçu (kg)': '12,5',
        'Poids estimé': 'Non',
        'Remarque à la réception': 'Écran fêlé',
      }),
    ]);

    // A pickup by a carrier that is then removed: the carrier is archived, the export keeps its name.
    const added = await t.call('POST', '/api/carriers', {
      cookie: admin,
      payload: { name: `Fret ${company}`, trackingUrlTemplate: 'https://fret.example/suivi/{numero}' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const pickup = await acceptedRequest(suivi, 'package-pickup', company);
    await moveTo(suivi, 'package-pickup', pickup, 'received', added.json().id, {
      received: {
        receivedUnits: 3,
        receivedWeightKg: 7.25,
        weightEstimated: true,
        wasteTags: { lot: 'reuse' },
      },
    });
    expect((await t.call('DELETE', `/api/carriers/${added.json().id}`, { cookie: admin })).statusCode).toBe(
      204,
    );
    const pickups = await exported('package-pickup', `?q=${encodeURIComponent(company)}`);
    expect(pickups.rows).toEqual([
      expect.objectContaining({
        Étape: 'Réceptionnée',
        Transporteur: `Fret ${company}`,
        'Numéro de suivi': '6A12345678901',
        'Lien de suivi': 'https://fret.example/suivi/6A12345678901',
        'Date prévue': dayOf(daysFromToday(3)),
        'Colis ou palettes déclarés': '1',
        'Colis ou palettes reçus': '3',
        'Colis ou palettes — écart': '2',
        'Poids reçu (kg)': '7,25',
        'Poids estimé': 'Oui',
      }),
    ]);

    // A collection outside Île-de-France declares no quantities: the counts alone.
    const collection = await acceptedRequest(suivi, 'collection', company);
    await moveTo(suivi, 'collection', collection, 'received', carriers.Colissimo ?? 0);
    const collections = await exported('collection', `?q=${encodeURIComponent(company)}`);
    expect(collections.rows).toEqual([
      expect.objectContaining({
        Étape: 'Réceptionnée',
        Transporteur: 'Colissimo',
        'Ordinateurs reçus': '2',
        'Téléphones reçus': '1',
        'Poids reçu (kg)': '12',
        'Poids estimé': 'Oui',
      }),
    ]);
    expect(collections.headers).not.toContain('Ordinateurs déclarés');
  });

  it("writes the stages' own dates and a cancellation's reason", async () => {
    const company = `Dates ${Date.now()}`;
    const shipped = await acceptedRequest(suivi, 'material-conditioning', company);
    await moveTo(suivi, 'material-conditioning', shipped, 'shipped', carriers.Chronopost ?? 0, {
      shipped: { shippedOn: daysFromToday(-1) },
    });
    const conditioning = await exported('material-conditioning', `?q=${encodeURIComponent(company)}`);
    expect(conditioning.rows).toEqual([
      expect.objectContaining({
        Étape: 'Expédiée',
        Transporteur: 'Chronopost',
        "Date d'expédition": dayOf(daysFromToday(-1)),
        'Date de livraison': '',
        'Date prévue': '',
      }),
    ]);

    const delivered = await acceptedRequest(suivi, 'delivery', `${company} livré`);
    await moveTo(suivi, 'delivery', delivered, 'delivered', carriers.UPS ?? 0);
    const cancelled = await acceptedRequest(suivi, 'delivery', `${company} annulé`);
    const cancel = await t.call('POST', `${requestApiPaths.delivery}/${cancelled}/fulfilment/cancel`, {
      cookie: admin,
      payload: { reason: 'Client injoignable' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { rows } = await exported('delivery', `?q=${encodeURIComponent(company)}`);
    const byId = Object.fromEntries(rows.map((row) => [row['N°'], row]));
    expect(byId[delivered]).toMatchObject({
      Étape: 'Livré',
      'Date de livraison': dayOf(daysFromToday(0)),
      "Motif de l'annulation": '',
    });
    expect(byId[cancelled]).toMatchObject({
      Étape: 'Annulée',
      "Motif de l'annulation": 'Client injoignable',
    });
  });

  it('exports what the stage filter selects, and refuses an unknown stage in French', async () => {
    const company = `Filtre étape ${Date.now()}`;
    const planned = await acceptedRequest(suivi, 'collection', company);
    await moveTo(suivi, 'collection', planned, 'planned', carriers.Geodis ?? 0);
    const toPlan = await acceptedRequest(suivi, 'collection', company);
    const ids = async (query: string) =>
      (await exported('collection', `?q=${encodeURIComponent(company)}&${query}`)).rows.map((row) =>
        Number(row['N°']),
      );
    expect(await ids('stage=planned')).toEqual([planned]);
    expect(await ids('stage=to-plan')).toEqual([toPlan]);
    expect(await ids('stage=planned&status=pending')).toEqual([]);

    const refused = await t.call('GET', exportUrl('collection', '?stage=shipped'), { cookie: user });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { stage: fulfilmentMessages.unknownStage } });
  });
});
