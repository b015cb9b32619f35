import { type RequestKind, requestApiPaths } from '@shared/requests/request-kinds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string;
let user: string;
let userId: number;
let addressId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await t.signInAdminAndUser();
  ({ admin, user } = signedIn);
  userId = signedIn.userRow.id;
  const address = await t.call('POST', '/api/saved-addresses', {
    cookie: admin,
    payload: {
      name: 'Atelier Nord',
      companyName: 'Recyclage SA',
      contactName: 'Paul',
      contactEmail: 'paul@example.test',
      contactPhone: '0102030405',
      deliveryAddress: '5 rue du Port, 93200 Saint-Denis',
    },
  });
  addressId = address.json().id;
});
afterAll(() => t.close());

const contact = (company: string) => ({
  clientCompanyName: company,
  contactName: 'Sophie Laurent',
  contactEmail: 'sophie@client.test',
  contactPhone: '06 12 34 56 78',
  companyAddress: '10 avenue de France, 75013 Paris',
});

const validPayload: Record<RequestKind, (company: string) => Record<string, unknown>> = {
  'material-conditioning': (company) => ({
    ...contact(company),
    offerNumber: 'OE-000123',
    desiredDate: '2026-12-03',
    computersToCollect: 10,
    phonesToCollect: 20,
    tabletsToCollect: 5,
    screensToCollect: 9,
    d3eBoxesToFill: 2,
  }),
  'package-pickup': (company) => ({
    ...contact(company),
    type: 'package',
    shippingAddressId: addressId,
    desiredDate: '2026-12-04',
    packageDetails: [{ width: 40, length: 30, height: 20, weight: 8 }],
  }),
  'regional-collection': (company) => ({
    ...contact(company),
    desiredDate: '2026-12-05',
    computersToCollect: 3,
    preferredTimeSlot: 'morning',
  }),
};

const kinds = Object.keys(validPayload) as RequestKind[];

describe.each(kinds)('%s requests', (kind) => {
  const base = requestApiPaths[kind];
  const create = (company: string, cookie = user, extra: object = {}) =>
    t.call('POST', base, { cookie, payload: { ...validPayload[kind](company), ...extra } });

  it('creates a pending request recording its author, ignoring a status sent by the client', async () => {
    const response = await create(`Alpha ${kind}`, user, { status: 'completed', createdBy: 999 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      clientCompanyName: `Alpha ${kind}`,
      status: 'pending',
      createdBy: userId,
      decidedBy: null,
      decidedAt: null,
    });
  });

  it('queues one notification with the request', async () => {
    const { id } = (await create(`Notif ${kind}`)).json();
    const rows = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.requestId, id));
    expect(rows.filter((row) => row.requestType === kind)).toEqual([
      expect.objectContaining({ kind: 'request-created', requestType: kind, state: 'queued' }),
    ]);
  });

  it('refuses invalid contact fields with the French messages, and writes nothing', async () => {
    const before = await t.database.db.select().from(notificationOutbox);
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload[kind]('X'),
        clientCompanyName: '',
        contactName: ' ',
        contactEmail: 'non',
        contactPhone: '',
        companyAddress: '',
        desiredDate: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      clientCompanyName: "Le nom de l'entreprise client est requis",
      contactName: 'Le nom du contact est requis',
      contactEmail: 'Email invalide',
      contactPhone: 'Le téléphone est requis',
      companyAddress: "L'adresse est requise",
      desiredDate: 'La date souhaitée est requise',
    });
    expect(await t.database.db.select().from(notificationOutbox)).toHaveLength(before.length);
  });

  it('lists newest first with filters, paging and the total in X-Total-Count', async () => {
    const tag = `Liste-${kind}`;
    for (const n of [1, 2, 3]) await create(`${tag} ${n}`);
    const page = await t.call('GET', `${base}?q=${encodeURIComponent(tag.toLowerCase())}&limit=2`, {
      cookie: user,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((r: { clientCompanyName: string }) => r.clientCompanyName)).toEqual([
      `${tag} 3`,
      `${tag} 2`,
    ]);
    const next = await t.call('GET', `${base}?q=${encodeURIComponent(tag)}&limit=2&offset=2`, {
      cookie: user,
    });
    expect(next.json().map((r: { clientCompanyName: string }) => r.clientCompanyName)).toEqual([`${tag} 1`]);

    const none = await t.call('GET', `${base}?q=${encodeURIComponent('100%_introuvable')}`, { cookie: user });
    expect(none.json()).toEqual([]);
    const bad = await t.call('GET', `${base}?status=archived&from=demain`, { cookie: user });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status']);
  });

  it('filters by desired-date range and sorts by date for the calendar', async () => {
    const tag = `Semaine-${kind}`;
    await create(`${tag} B`, user, { desiredDate: '2027-01-06' });
    await create(`${tag} A`, user, { desiredDate: '2027-01-04' });
    await create(`${tag} hors`, user, { desiredDate: '2027-01-11' });
    const week = await t.call('GET', `${base}?from=2027-01-04&to=2027-01-10&sort=desiredDate&q=${tag}`, {
      cookie: user,
    });
    expect(week.json().map((r: { clientCompanyName: string }) => r.clientCompanyName)).toEqual([
      `${tag} A`,
      `${tag} B`,
    ]);
  });

  it('counts total, pending, completed and rejected in one answer', async () => {
    const tag = `Compte-${kind}`;
    const ids = [];
    for (const n of [1, 2, 3, 4]) ids.push((await create(`${tag} ${n}`)).json().id);
    await t.call('PATCH', `${base}/${ids[0]}`, { cookie: admin, payload: { status: 'completed' } });
    await t.call('PATCH', `${base}/${ids[1]}`, { cookie: admin, payload: { status: 'rejected' } });
    const counts = await t.call('GET', `${base}/counts?q=${tag}`, { cookie: user });
    expect(counts.json()).toEqual({ total: 4, pending: 2, completed: 1, rejected: 1 });
    const pending = await t.call('GET', `${base}?q=${tag}&status=pending`, { cookie: user });
    expect(pending.headers['x-total-count']).toBe('2');
  });

  it('answers one request, or 404', async () => {
    const { id } = (await create(`Un ${kind}`)).json();
    expect((await t.call('GET', `${base}/${id}`, { cookie: user })).json()).toMatchObject({
      id,
      status: 'pending',
    });
    expect((await t.call('GET', `${base}/999999`, { cookie: user })).statusCode).toBe(404);
  });

  it('edits a pending request with the same validation, and refuses once decided (409)', async () => {
    const { id } = (await create(`Edit ${kind}`)).json();
    const edited = await t.call('PUT', `${base}/${id}`, {
      cookie: user,
      payload: { ...validPayload[kind](`Edit ${kind}`), contactName: 'Nouveau Contact' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, contactName: 'Nouveau Contact', status: 'pending' });
    const invalid = await t.call('PUT', `${base}/${id}`, {
      cookie: user,
      payload: { ...validPayload[kind]('X'), contactEmail: 'x' },
    });
    expect(invalid.statusCode).toBe(400);

    await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'rejected' } });
    const late = await t.call('PUT', `${base}/${id}`, {
      cookie: user,
      payload: validPayload[kind]('Trop tard'),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Cette demande a déjà été traitée : elle ne peut plus être modifiée.');
    expect(
      (await t.call('PUT', `${base}/999999`, { cookie: user, payload: validPayload[kind]('X') })).statusCode,
    ).toBe(404);
  });

  it('lets only administrators decide; records who and when; a second decision is a 409', async () => {
    const { id } = (await create(`Décision ${kind}`)).json();
    const refused = await t.call('PATCH', `${base}/${id}`, {
      cookie: user,
      payload: { status: 'completed' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.call('PATCH', `${base}/${id}`, { payload: { status: 'completed' } })).statusCode).toBe(
      401,
    );

    const adminId = (await t.call('GET', '/api/user', { cookie: admin })).json().id;
    const decided = await t.call('PATCH', `${base}/${id}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'Adresse hors zone' },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'rejected',
      decidedBy: adminId,
      rejectionReason: 'Adresse hors zone',
    });
    expect(Date.now() - Date.parse(decided.json().decidedAt)).toBeLessThan(60_000);

    const again = await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'completed' } });
    expect(again.statusCode).toBe(409);
    expect((await t.call('GET', `${base}/${id}`, { cookie: user })).json().status).toBe('rejected');
    const invalid = await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'pending' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('of 50 concurrent accepts of one request, exactly one succeeds', async () => {
    const { id } = (await create(`Course ${kind}`)).json();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'completed' } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });
});

describe('material conditioning specifics', () => {
  const base = requestApiPaths['material-conditioning'];

  it('computes the packaging counts when absent (spec §9 worked example)', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: validPayload['material-conditioning']('Calcul'),
    });
    expect(response.json()).toMatchObject({
      pcEnvelopes: 11,
      phoneEnvelopes: 22,
      tabletEnvelopes: 6,
      standardBoxes: 4,
      screenBoxes: 3,
      d3eBoxes: 0,
      usesPalletShipping: false,
      palletQuantity: 0,
    });
  });

  it('keeps adjusted packaging counts and forces pallet shipping when PC fixes are sent', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['material-conditioning']('Ajusté'),
        pcEnvelopes: 15,
        pcFixesToSend: 2,
        usesPalletShipping: false,
        palletQuantity: 1,
        palletWeight: 120.5,
      },
    });
    expect(response.json()).toMatchObject({
      pcEnvelopes: 15,
      usesPalletShipping: true,
      palletQuantity: 1,
      palletWeight: 120.5,
    });
  });

  it('requires the offer number and non-negative whole counts with the French messages', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['material-conditioning']('X'),
        offerNumber: '',
        computersToCollect: -1,
        pcFixesToSend: 1.5,
        phonesToCollect: 'abc',
        tabletsToCollect: -2,
        screensToCollect: -3,
        d3eBoxesToFill: -4,
        standardBoxes: -1,
        palletHeight: -5,
      },
    });
    expect(response.json().errors).toEqual({
      offerNumber: "Le numéro d'offre est requis",
      computersToCollect: "Le nombre d'ordinateurs doit être positif",
      pcFixesToSend: 'Le nombre de PC fixes doit être positif',
      phonesToCollect: 'Le nombre de téléphones doit être positif',
      tabletsToCollect: 'Le nombre de tablettes doit être positif',
      screensToCollect: "Le nombre d'écrans doit être positif",
      d3eBoxesToFill: 'Le nombre de cartons D3E doit être positif',
      standardBoxes: 'Le nombre de cartons standard doit être positif',
      palletHeight: 'La hauteur doit être positive',
    });
  });
});

describe('package pickup specifics', () => {
  const base = requestApiPaths['package-pickup'];

  it('snapshots the destination, keeps only the chosen section and counts its rows', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['package-pickup']('Palettes'),
        type: 'pallet',
        lotValue: '1 200 €',
        palletDetails: [
          { width: 80, length: 120, height: 100, weight: 250 },
          { width: 80, length: 120, height: 90, weight: 200 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'pallet',
      lotValue: '1 200 €',
      shippingDestination: 'Recyclage SA — 5 rue du Port, 93200 Saint-Denis',
      packageDetails: [],
      numberOfPackages: null,
      numberOfPallets: 2,
    });
  });

  it('refuses an unknown shipping address, missing rows and rows under 1', async () => {
    const unknown = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('X'), shippingAddressId: 999999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ shippingAddressId: "L'adresse d'expédition n'existe pas" });

    const invalid = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['package-pickup']('X'),
        type: 'camion',
        shippingAddressId: undefined,
        packageDetails: [{ width: 0, length: 0, height: 0, weight: 0 }],
      },
    });
    expect(invalid.json().errors).toEqual({
      type: "Le type d'enlèvement est requis",
      shippingAddressId: "L'adresse d'expédition est requise",
      'packageDetails.0.width': 'La largeur doit être positive',
      'packageDetails.0.length': 'La longueur doit être positive',
      'packageDetails.0.height': 'La hauteur doit être positive',
      'packageDetails.0.weight': 'Le poids doit être positif',
    });

    const noRows = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['package-pickup']('X'), packageDetails: [] },
    });
    expect(noRows.json().errors).toEqual({ packageDetails: 'Au moins un colis est requis' });
  });
});

describe('regional collection specifics', () => {
  const base = requestApiPaths['regional-collection'];

  it('requires the time when the specific-time slot is chosen', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: { ...validPayload['regional-collection']('X'), preferredTimeSlot: 'specific_time' },
    });
    expect(response.json().errors).toEqual({
      specificTime: "Veuillez spécifier l'heure si vous choisissez un créneau spécifique",
    });
    const ok = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('Heure'),
        preferredTimeSlot: 'specific_time',
        specificTime: '10:30',
      },
    });
    expect(ok.json()).toMatchObject({ preferredTimeSlot: 'specific_time', specificTime: '10:30' });
  });

  it('drops a specific time sent with another slot', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('Matin'),
        preferredTimeSlot: 'morning',
        specificTime: '10:30',
      },
    });
    expect(response.json()).toMatchObject({ preferredTimeSlot: 'morning', specificTime: null });
  });

  it('checks the six quantities with their messages', async () => {
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        ...validPayload['regional-collection']('X'),
        computersToCollect: -1,
        pcFixesToCollect: -1,
        phonesToCollect: -1,
        tabletsToCollect: -1,
        screensToCollect: -1,
        d3eBoxes: -1,
      },
    });
    expect(response.json().errors).toEqual({
      computersToCollect: "Le nombre d'ordinateurs doit être positif",
      pcFixesToCollect: 'Le nombre de PC fixes doit être positif',
      phonesToCollect: 'Le nombre de téléphones doit être positif',
      tabletsToCollect: 'Le nombre de tablettes doit être positif',
      screensToCollect: "Le nombre d'écrans doit être positif",
      d3eBoxes: 'Le nombre de cartons D3E doit être positif',
    });
  });
});
