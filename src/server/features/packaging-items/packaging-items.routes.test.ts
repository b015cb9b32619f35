import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
});
afterAll(() => t.close());

const create = (payload: object) => t.call('POST', '/api/packaging/items', { cookie: admin, payload });

describe('packaging items', () => {
  it('creates an item with the spec defaults (current 0, min 10, max 100, unit "pièces")', async () => {
    const response = await create({ name: 'Enveloppe PC', description: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Enveloppe PC',
      description: null,
      unit: 'pièces',
      currentStock: 0,
      minStock: 10,
      maxStock: 100,
    });
  });

  it('lists items by name for every signed-in user', async () => {
    await create({ name: 'Carton standard' });
    const names = (await t.call('GET', '/api/packaging/items', { cookie: user }))
      .json()
      .map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toContain('Carton standard');
  });

  it('enforces the rules with the spec messages', async () => {
    const response = await create({ name: ' ', unit: '', currentStock: -1, minStock: -2, maxStock: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Le nom est requis',
      unit: "L'unité est requise",
      currentStock: 'Le stock actuel ne peut pas être négatif',
      minStock: 'Le stock minimum ne peut pas être négatif',
      maxStock: "Le stock maximum doit être d'au moins 1",
    });
    const minMax = await create({ name: 'Palette', minStock: 50, maxStock: 50 });
    expect(minMax.statusCode).toBe(400);
    expect(minMax.json().errors).toEqual({
      minStock: 'Le stock minimum doit être inférieur au stock maximum',
    });
  });

  it('updates any subset of fields and checks min < max on the merged item', async () => {
    const { id } = (await create({ name: 'Grand carton', minStock: 5, maxStock: 40 })).json();
    const stock = await t.call('PUT', `/api/packaging/items/${id}`, {
      cookie: admin,
      payload: { currentStock: 12 },
    });
    expect(stock.statusCode).toBe(200);
    expect(stock.json()).toMatchObject({ name: 'Grand carton', currentStock: 12, minStock: 5, maxStock: 40 });

    const invalid = await t.call('PUT', `/api/packaging/items/${id}`, {
      cookie: admin,
      payload: { minStock: 40 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      minStock: 'Le stock minimum doit être inférieur au stock maximum',
    });

    const renamed = await t.call('PUT', `/api/packaging/items/${id}`, {
      cookie: admin,
      payload: { name: 'Grand carton écran', description: 'Pour 4 écrans', unit: 'cartons' },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Grand carton écran',
      description: 'Pour 4 écrans',
      unit: 'cartons',
      currentStock: 12,
    });
    expect(
      (await t.call('PUT', '/api/packaging/items/999999', { cookie: admin, payload: { currentStock: 1 } }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes an item without history', async () => {
    const { id } = (await create({ name: 'Temporaire' })).json();
    expect((await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin })).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin })).statusCode).toBe(404);
  });

  it('refuses to delete an item that stock history refers to, and keeps the history', async () => {
    const { id } = (await create({ name: 'Enveloppe téléphone' })).json();
    await t.database.db.insert(stockMovements).values({ itemId: id, quantity: 20, comments: 'Réception' });
    const response = await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Cet article a un historique de stock : il ne peut pas être supprimé.',
    );
    expect(
      await t.database.db.select().from(stockMovements).where(eq(stockMovements.itemId, id)),
    ).toHaveLength(1);
  });
});
