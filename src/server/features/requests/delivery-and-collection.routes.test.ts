/**
 * The two kinds whose columns differ from the client block of the first three: transports (delivery
 * requests: a sender, a recipient, a collection date, package rows) and collections outside Île-de-France
 * (collection requests: a client and free-text materials, no day of their own). Same routes and workflow
 * (requests.routes.test.ts covers the rest on the first three), on PGlite and, with TEST_DATABASE_URL,
 * PostgreSQL.
 */

import { phoneMessages } from '@shared/phone';
import { collectionRequestCardFields } from '@shared/requests/collection-request.schema';
import { deliveryRequestCardFields } from '@shared/requests/delivery-request.schema';
import { insideIleDeFranceMessage } from '@shared/requests/ile-de-france';
import { requestApiPaths } from '@shared/requests/request-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday, nextYear } from '../../test/dates';
import { putCurrent } from '../../test/put-current';
import { validRequestPayload } from '../../test/request-payloads';

let t: TestApp;
let admin: string;
let user: string;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await t.signInAdminAndUser();
  ({ admin, user } = signedIn);
  userId = signedIn.userRow.id;
});
afterAll(() => t.close());

const execute = (query: string) => t.database.db.execute(sql.raw(query));

describe('transports (/api/delivery-requests)', () => {
  const base = requestApiPaths.delivery;
  const payload = (company: string, extra: object = {}) => ({
    ...validRequestPayload('delivery', company, 0),
    ...extra,
  });
  const create = (company: string, extra: object = {}, cookie = user) =>
    t.call('POST', base, { cookie, payload: payload(company, extra) });
  const senders = (response: { json(): unknown }) =>
    (response.json() as { senderCompanyName: string }[]).map((row) => row.senderCompanyName);

  it('is for signed-in users only', async () => {
    expect((await t.call('GET', base)).statusCode).toBe(401);
    expect((await t.call('POST', base, { payload: payload('Anonyme') })).statusCode).toBe(401);
  });

  it('creates a pending transport recording its author; blank measures are not stored', async () => {
    const response = await create('Alpha Transport', {
      status: 'completed',
      recipientCompanyName: '',
      packages: [
        { type: 'package', width: 40, length: 30, height: 20, weight: 8, value: '1 200 €' },
        { type: 'pallet', width: null, weight: 300, value: '' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      requestType: 'livraison',
      senderCompanyName: 'Alpha Transport',
      recipientCompanyName: null,
      status: 'pending',
      createdBy: userId,
      noDimensionsRequired: false,
      packages: [
        { type: 'package', width: 40, length: 30, height: 20, weight: 8, value: '1 200 €' },
        { type: 'pallet', weight: 300 },
      ],
    });
    expect(response.json().packages[1]).toEqual({ type: 'pallet', weight: 300 });
  });

  it('keeps no sizes when no dimension is required', async () => {
    const response = await create('Sans dimensions', {
      noDimensionsRequired: true,
      packages: [{ type: 'package', width: 40, length: 30, height: 20, weight: 8 }],
    });
    expect(response.json().packages).toEqual([{ type: 'package', weight: 8 }]);
  });

  it('refuses an invalid transport with the spec messages, and writes nothing', async () => {
    const before = await t.call('GET', `${base}/counts`, { cookie: user });
    const response = await t.call('POST', base, {
      cookie: user,
      payload: {
        requestType: 'livraison',
        requester: ' ',
        senderContactName: '',
        senderPhone: '',
        senderEmail: '',
        senderAddress: '',
        recipientContactName: '',
        recipientPhone: '',
        recipientEmail: 'pas-un-email',
        recipientAddress: '',
        collectionDate: '',
        packages: [],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      requester: 'Le nom du demandeur est requis',
      senderContactName: 'Le nom du contact expéditeur est requis',
      senderPhone: "Le téléphone de l'expéditeur est requis",
      senderEmail: "L'email de l'expéditeur est requis",
      senderAddress: "L'adresse de l'expéditeur est requise",
      recipientContactName: 'Le nom du contact destinataire est requis',
      recipientPhone: 'Le téléphone du destinataire est requis',
      recipientEmail: 'Email invalide',
      recipientAddress: "L'adresse du destinataire est requise",
      collectionDate: 'La date de collecte est requise',
      packages: 'Au moins un colis est requis',
    });
    const past = await create('Passé', { collectionDate: daysFromToday(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({
      collectionDate: 'La date de collecte ne peut pas être dans le passé.',
    });
    const badRow = await create('Ligne', { packages: [{ type: 'carton', weight: 0 }] });
    expect(badRow.json().errors).toMatchObject({
      'packages.0.type': 'Choisissez le type\u00a0: colis ou palette',
      'packages.0.weight': 'Le poids doit être positif',
    });
    expect((await t.call('GET', `${base}/counts`, { cookie: user })).json()).toEqual(before.json());
  });

  it('checks both phones with the shared rule and stores them formatted; an older row is held to it on edit', async () => {
    const refused = await create('Téléphones', { senderPhone: '01', recipientPhone: '020 7946 0958' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      senderPhone: phoneMessages.invalid,
      recipientPhone: phoneMessages.invalid,
    });
    const created = await create('Téléphones', {
      senderPhone: '0123456789',
      recipientPhone: '+442079460958',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      senderPhone: '01 23 45 67 89',
      recipientPhone: '+44 20 7946 0958',
    });
    const { id } = created.json();
    await execute(`UPDATE delivery_requests SET sender_phone = '0' WHERE id = ${id}`);
    expect((await t.call('GET', `${base}/${id}`, { cookie: user })).json().senderPhone).toBe('0');
    const edit = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: payload('Téléphones', { senderPhone: '0' }),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ senderPhone: phoneMessages.invalid });
  });

  it('searches the requester, the sender and the recipient, case-insensitively; filters by status', async () => {
    const tag = 'Cherchetransport';
    const a = (await create(`${tag} expéditeur`)).json();
    await create('Par le destinataire', { recipientContactName: `Marc ${tag}` });
    await create('Par le demandeur', { requester: `Léa ${tag}` });
    await create('Sans rapport');
    const found = await t.call('GET', `${base}?q=${tag.toUpperCase()}`, { cookie: user });
    expect(senders(found).sort()).toEqual([`${tag} expéditeur`, 'Par le demandeur', 'Par le destinataire']);
    expect(found.headers['x-total-count']).toBe('3');
    await t.call('PATCH', `${base}/${a.id}`, { cookie: admin, payload: { status: 'completed' } });
    const completed = await t.call('GET', `${base}?q=${tag}&status=completed`, { cookie: user });
    expect(senders(completed)).toEqual([`${tag} expéditeur`]);
    const counts = await t.call('GET', `${base}/counts?q=${tag}`, { cookie: user });
    expect(counts.json()).toEqual({ total: 3, pending: 2, completed: 1, rejected: 0 });
  });

  it('filters and sorts on the collection date', async () => {
    const tag = 'Bornestransport';
    const [d1, d2, d3] = ['04-01', '04-02', '04-03'].map(nextYear);
    for (const day of [d3, d1, d2]) await create(`${tag} ${day}`, { collectionDate: day });
    const sorted = (query: string) =>
      t.call('GET', `${base}?q=${tag}&sort=desiredDate&${query}`, { cookie: user }).then(senders);
    expect(await sorted(`from=${d2}`)).toEqual([`${tag} ${d2}`, `${tag} ${d3}`]);
    expect(await sorted(`to=${d2}`)).toEqual([`${tag} ${d1}`, `${tag} ${d2}`]);
    const counts = await t.call('GET', `${base}/counts?q=${tag}&from=${d2}&to=${d2}`, { cookie: user });
    expect(counts.json()).toEqual({ total: 1, pending: 1, completed: 0, rejected: 0 });
  });

  it("answers a list's cards with the card fields only", async () => {
    await create('Carte');
    const [card] = (await t.call('GET', `${base}?q=Carte&view=card`, { cookie: user })).json();
    expect(Object.keys(card).sort()).toEqual([...deliveryRequestCardFields].sort());
  });

  it('edits a pending transport, keeping a past collection date only if unchanged', async () => {
    const { id } = (await create('Modifiable')).json();
    const edited = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: payload('Modifiée', { requestType: 'collecte' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ senderCompanyName: 'Modifiée', requestType: 'collecte' });

    const past = daysFromToday(-3);
    await execute(`UPDATE delivery_requests SET collection_date = '${past}' WHERE id = ${id}`);
    const kept = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: payload('Date gardée', { collectionDate: past }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: payload('Date changée', { collectionDate: daysFromToday(-4) }),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({
      collectionDate: 'La date de collecte ne peut pas être dans le passé.',
    });
    expect((await t.call('GET', `${base}/${id}`, { cookie: user })).json()).toMatchObject({
      senderCompanyName: 'Date gardée',
      collectionDate: past,
    });
  });

  it('lets administrators only decide, once; a decided transport can no longer be edited', async () => {
    const { id } = (await create('Décision')).json();
    const byUser = await t.call('PATCH', `${base}/${id}`, { cookie: user, payload: { status: 'completed' } });
    expect(byUser.statusCode).toBe(403);
    const accepted = await t.call('PATCH', `${base}/${id}`, {
      cookie: admin,
      payload: { status: 'completed' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'completed', rejectionReason: null });
    const again = await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'rejected' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Cette demande a déjà été traitée\u00a0: elle ne peut plus être modifiée.',
    );
    const edit = await putCurrent(t, `${base}/${id}`, { cookie: user, payload: payload('Trop tard') });
    expect(edit.statusCode).toBe(409);
    expect((await t.call('GET', `${base}/999999`, { cookie: user })).statusCode).toBe(404);
    expect((await putCurrent(t, `${base}/999999`, { cookie: user, payload: payload('X') })).statusCode).toBe(
      404,
    );
  });
});

describe('collections outside Île-de-France (/api/collection-requests)', () => {
  const base = requestApiPaths.collection;
  const payload = (client: string, extra: object = {}) => ({
    ...validRequestPayload('collection', client, 0),
    ...extra,
  });
  const create = (client: string, extra: object = {}, cookie = user) =>
    t.call('POST', base, { cookie, payload: payload(client, extra) });
  const clients = (response: { json(): unknown }) =>
    (response.json() as { clientName: string }[]).map((row) => row.clientName);

  it('creates a pending collection; blank comments are none', async () => {
    const response = await create('Lyon Recyclage', { comments: '  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      clientName: 'Lyon Recyclage',
      materials: '3 ordinateurs, 2 écrans',
      comments: null,
      status: 'pending',
      createdBy: userId,
    });
  });

  it('refuses an invalid collection with the French messages', async () => {
    const response = await t.call('POST', base, { cookie: user, payload: { materials: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      clientName: "Le nom de l'entreprise client est requis",
      clientContactName: 'Le nom du contact est requis',
      clientPhone: 'Le téléphone est requis',
      clientEmail: 'Email invalide',
      clientAddress: "L'adresse est requise",
      materials: 'La description du matériel est requise',
    });
  });

  it('refuses an address in Île-de-France, on creation and on edit, and writes nothing', async () => {
    const montreuil = { clientAddress: '1 place Jean Jaurès, 93100 Montreuil' };
    const before = (await t.call('GET', `${base}/counts`, { cookie: user })).json().total;
    const refused = await create('Montreuil Recyclage', montreuil);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ clientAddress: insideIleDeFranceMessage });
    expect((await t.call('GET', `${base}/counts`, { cookie: user })).json().total).toBe(before);

    const { id } = (await create('Lyon puis Montreuil')).json();
    const edit = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: payload('Lyon puis Montreuil', montreuil),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ clientAddress: insideIleDeFranceMessage });
    const kept = await t.call('GET', `${base}/${id}`, { cookie: user });
    expect(kept.json().clientAddress).toBe('5 rue de la République, 69001 Lyon');
  });

  it("checks the client's phone with the shared rule and stores it formatted", async () => {
    const refused = await create('Téléphone collecte', { clientPhone: '12345' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ clientPhone: phoneMessages.invalid });
    const created = await create('Téléphone collecte', { clientPhone: '0033478000000' });
    expect(created.json().clientPhone).toBe('04 78 00 00 00');
  });

  it('searches the client, the contact and the materials; pages with the total', async () => {
    const tag = 'Cherchecollecte';
    await create(`${tag} client`);
    await create('Par le contact', { clientContactName: `Paul ${tag}` });
    await create('Par le matériel', { materials: `12 serveurs ${tag}` });
    await create('Sans rapport');
    const found = await t.call('GET', `${base}?q=${tag.toLowerCase()}&limit=2`, { cookie: user });
    expect(found.json()).toHaveLength(2);
    expect(found.headers['x-total-count']).toBe('3');
    const all = await t.call('GET', `${base}?q=${tag}`, { cookie: user });
    expect(clients(all)).toEqual(['Par le matériel', 'Par le contact', `${tag} client`]);
    // Punctuation, LIKE's wildcards included, only separates words.
    const wildcard = await t.call('GET', `${base}?q=${encodeURIComponent(`${tag}%`)}`, { cookie: user });
    expect(clients(wildcard)).toEqual(clients(all));
  });

  it('filters from/to on the creation day in Paris, having no day of its own', async () => {
    const tag = 'Jourcollecte';
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push((await create(`${tag} ${n}`)).json().id);
    // 23:30 UTC on 1 March is already 2 March in Paris.
    await execute(`UPDATE collection_requests SET created_at = '2026-03-01T10:00:00Z' WHERE id = ${ids[0]}`);
    await execute(`UPDATE collection_requests SET created_at = '2026-03-01T23:30:00Z' WHERE id = ${ids[1]}`);
    await execute(`UPDATE collection_requests SET created_at = '2026-03-03T10:00:00Z' WHERE id = ${ids[2]}`);
    const list = (query: string) =>
      t.call('GET', `${base}?q=${tag}&${query}`, { cookie: user }).then(clients);
    expect(await list('from=2026-03-01&to=2026-03-01')).toEqual([`${tag} 1`]);
    expect(await list('from=2026-03-02')).toEqual([`${tag} 3`, `${tag} 2`]);
    expect(await list('to=2026-03-02')).toEqual([`${tag} 2`, `${tag} 1`]);
    const counts = await t.call('GET', `${base}/counts?q=${tag}&from=2026-03-02&to=2026-03-03`, {
      cookie: user,
    });
    expect(counts.json()).toEqual({ total: 2, pending: 2, completed: 0, rejected: 0 });
  });

  it("answers a list's cards with the card fields only", async () => {
    await create('Carte collecte');
    const [card] = (await t.call('GET', `${base}?q=Carte%20collecte&view=card`, { cookie: user })).json();
    expect(Object.keys(card).sort()).toEqual([...collectionRequestCardFields].sort());
  });

  it('edits while pending; administrators decide once; then it is closed', async () => {
    const { id } = (await create('Workflow')).json();
    const edited = await putCurrent(t, `${base}/${id}`, {
      cookie: user,
      payload: payload('Workflow modifié', { comments: 'Accès par le quai' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ clientName: 'Workflow modifié', comments: 'Accès par le quai' });
    expect(
      (await t.call('PATCH', `${base}/${id}`, { cookie: user, payload: { status: 'rejected' } })).statusCode,
    ).toBe(403);
    const rejected = await t.call('PATCH', `${base}/${id}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'Hors zone de collecte' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Hors zone de collecte' });
    expect(
      (await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'completed' } }))
        .statusCode,
    ).toBe(409);
    expect((await putCurrent(t, `${base}/${id}`, { cookie: user, payload: payload('X') })).statusCode).toBe(
      409,
    );
    const counts = await t.call('GET', `${base}/counts`, { cookie: user });
    expect(counts.json().rejected).toBeGreaterThanOrEqual(1);
  });
});
