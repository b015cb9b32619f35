import { versionMessages } from '@shared/http/row-version';
import { phoneMessages } from '@shared/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagePickupRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { putCurrent } from '../../test/put-current';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
});
afterAll(() => t.close());

const address = (name: string) => ({
  name,
  companyName: 'Recyclage SA',
  contactName: 'Paul Durand',
  contactEmail: 'paul@example.test',
  contactPhone: '01 02 03 04 05',
  deliveryAddress: '12 rue des Lilas, 75011 Paris',
});

describe('saved addresses', () => {
  it('creates, lists by name, updates and deletes an address', async () => {
    const created = await t.call('POST', '/api/saved-addresses', {
      cookie: admin,
      payload: address('Zénith'),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    await t.call('POST', '/api/saved-addresses', { cookie: admin, payload: address('Atelier') });

    const list = await t.call('GET', '/api/saved-addresses', { cookie: user });
    expect(list.json().map((a: { name: string }) => a.name)).toEqual(['Atelier', 'Zénith']);

    const updated = await putCurrent(t, `/api/saved-addresses/${id}`, {
      cookie: admin,
      payload: { ...address('Zénith'), contactName: 'Lucie Martin' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, contactName: 'Lucie Martin' });

    expect((await t.call('DELETE', `/api/saved-addresses/${id}`, { cookie: admin })).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/saved-addresses/${id}`, { cookie: admin })).statusCode).toBe(404);
    expect(
      (await putCurrent(t, `/api/saved-addresses/${id}`, { cookie: admin, payload: address('X') }))
        .statusCode,
    ).toBe(404);
  });

  it('never overwrites an edit silently: version required, a stale one is a 409 naming who (decision 0076)', async () => {
    const created = await t.call('POST', '/api/saved-addresses', {
      cookie: admin,
      payload: address('Versionnée'),
    });
    const { id, version } = created.json();
    expect(version).toBe(1);
    const url = `/api/saved-addresses/${id}`;
    const missing = await t.call('PUT', url, { cookie: admin, payload: address('Versionnée') });
    expect(missing.json().errors).toEqual({ version: versionMessages.required });
    const first = await t.call('PUT', url, {
      cookie: admin,
      payload: { ...address('Versionnée'), version: 1 },
    });
    expect(first.json().version).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('PUT', url, { cookie: admin, payload: { ...address(`Course ${i}`), version: 2 } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const stale = answers.find((answer) => answer.statusCode === 409);
    expect(stale?.json()).toMatchObject({ version: 3, changedBy: expect.any(String) });
    expect(stale?.json().message).toMatch(
      /^Modifié entre-temps par .+ le \d{1,2}(er)?\u00a0\S+ \d{4} à\u00a0\d{1,2}\u00a0h(\u00a0\d{2})?\. Rechargez/,
    );
  });

  it('requires the six fields with the messages of the spec', async () => {
    const response = await t.call('POST', '/api/saved-addresses', {
      cookie: admin,
      payload: {
        name: '',
        companyName: ' ',
        contactName: '',
        contactEmail: 'pas-un-email',
        contactPhone: '',
        deliveryAddress: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: "Le nom de l'adresse est requis",
      companyName: 'Le nom de la société est requis',
      contactName: 'Le nom du contact est requis',
      contactEmail: 'Email invalide',
      contactPhone: 'Le téléphone du contact est requis',
      deliveryAddress: "L'adresse de livraison est requise",
    });
    const missing = await t.call('POST', '/api/saved-addresses', { cookie: admin, payload: {} });
    expect(missing.json().errors.name).toBe("Le nom de l'adresse est requis");
  });

  it('checks the phone and the address as for a client, and stores the phone formatted', async () => {
    const refused = await t.call('POST', '/api/saved-addresses', {
      cookie: admin,
      payload: { ...address('Incomplète'), contactPhone: '01', deliveryAddress: '12 rue des Lilas' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      contactPhone:
        'Numéro de téléphone invalide\u00a0: saisissez un numéro français (01 23 45 67 89) ou international (+44 20 7946 0958).',
      deliveryAddress:
        "Adresse incomplète\u00a0: indiquez le numéro et la rue, puis le code postal (5 chiffres) et la ville. Pour une adresse à l'étranger, terminez par le pays.",
    });
    const created = await t.call('POST', '/api/saved-addresses', {
      cookie: admin,
      payload: { ...address('Formatée'), contactPhone: '0033 6 12 34 56 78' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().contactPhone).toBe('06 12 34 56 78');
    const updated = await putCurrent(t, `/api/saved-addresses/${created.json().id}`, {
      cookie: admin,
      payload: {
        ...address('Formatée'),
        contactPhone: '+32 2 123 45 67',
        deliveryAddress: 'Rue de la Loi 16, 1000 Bruxelles, Belgique',
      },
    });
    expect(updated.json()).toMatchObject({ contactPhone: '+32 2 123 45 67' });
  });

  it('names the field of text the database cannot store or that is too long, and saves nothing', async () => {
    const before = (await t.call('GET', '/api/saved-addresses', { cookie: admin })).json().length;
    const response = await t.call('POST', '/api/saved-addresses', {
      cookie: admin,
      payload: {
        ...address('Entrepôt\u0000'),
        contactPhone: '0'.repeat(10_000),
        contactEmail: `${'a'.repeat(250)}@b.test`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Certains champs sont invalides.',
      errors: {
        name: 'Caractère non autorisé',
        contactPhone: phoneMessages.invalid,
        contactEmail: 'Email invalide',
      },
    });
    expect((await t.call('GET', '/api/saved-addresses', { cookie: admin })).json()).toHaveLength(before);
  });

  it('refuses to delete an address that a pickup request uses, and keeps it', async () => {
    const { id } = (
      await t.call('POST', '/api/saved-addresses', { cookie: admin, payload: address('Quai') })
    ).json();
    await t.database.db.insert(packagePickupRequests).values({
      type: 'package',
      clientCompanyName: 'Client',
      contactName: 'C',
      contactEmail: 'c@example.test',
      contactPhone: '0',
      companyAddress: 'A',
      shippingAddressId: id,
      desiredDate: '2026-12-01',
    });
    const response = await t.call('DELETE', `/api/saved-addresses/${id}`, { cookie: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Cette adresse est utilisée par des demandes d'enlèvement\u00a0: elle ne peut pas être supprimée.",
    );
    const list = await t.call('GET', '/api/saved-addresses', { cookie: admin });
    expect(list.json().some((a: { id: number }) => a.id === id)).toBe(true);
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await t.call('DELETE', '/api/saved-addresses/abc', { cookie: admin })).statusCode).toBe(400);
  });
});
