import { versionMessages } from '@shared/http/row-version';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagingItems, stockMovements } from '../../db/schema';
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

  it('refuses stock levels beyond 1 000 000 as too large, on creation and update, and writes nothing', async () => {
    // "Stock actuel" 3 000 000 000 does not fit the column: a French 400, not a 500.
    const created = await create({
      name: 'Trop grand',
      currentStock: 3_000_000_000,
      minStock: 2 ** 31,
      maxStock: 1e12,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      message: 'Certains champs sont invalides.',
      errors: {
        currentStock: 'Le stock actuel ne peut pas dépasser 1\u202f000\u202f000',
        minStock: 'Le stock minimum ne peut pas dépasser 1\u202f000\u202f000',
        maxStock: 'Le stock maximum ne peut pas dépasser 1\u202f000\u202f000',
      },
    });
    const { id } = (await create({ name: 'Borné', currentStock: 5 })).json();
    const updated = await putCurrent(t, `/api/packaging/items/${id}`, {
      cookie: admin,
      payload: { currentStock: 3_000_000_000 },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().errors).toEqual({
      currentStock: 'Le stock actuel ne peut pas dépasser 1\u202f000\u202f000',
    });
    expect(await rowOf(id)).toMatchObject({ currentStock: 5 });
    const atBound = await create({ name: 'Au maximum', currentStock: 1_000_000, maxStock: 1_000_000 });
    expect(atBound.statusCode).toBe(201);
  });

  it('says what is wrong with a stock level that is not a whole number', async () => {
    const response = await create({ name: 'X', currentStock: 1.5, minStock: 'abc', maxStock: null });
    expect(response.json().errors).toEqual({
      currentStock: 'Le stock actuel doit être un nombre entier',
      minStock: 'Le stock minimum doit être un nombre entier',
      maxStock: 'Le stock maximum doit être un nombre entier',
    });
  });

  it('answers an update with nothing to change with 200 and the unchanged item, and records no movement', async () => {
    const item = (await create({ name: 'Inchangé', currentStock: 7 })).json();
    const response = await putCurrent(t, `/api/packaging/items/${item.id}`, { cookie: admin, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(item);
    expect(
      await t.database.db.select().from(stockMovements).where(eq(stockMovements.itemId, item.id)),
    ).toEqual([]);
    const missing = await putCurrent(t, '/api/packaging/items/999999', { cookie: admin, payload: {} });
    expect(missing.statusCode).toBe(404);
  });

  it('updates any subset of fields and checks min < max on the merged item', async () => {
    const { id } = (await create({ name: 'Grand carton', minStock: 5, maxStock: 40 })).json();
    const stock = await putCurrent(t, `/api/packaging/items/${id}`, {
      cookie: admin,
      payload: { currentStock: 12 },
    });
    expect(stock.statusCode).toBe(200);
    expect(stock.json()).toMatchObject({ name: 'Grand carton', currentStock: 12, minStock: 5, maxStock: 40 });

    const invalid = await putCurrent(t, `/api/packaging/items/${id}`, {
      cookie: admin,
      payload: { minStock: 40 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      minStock: 'Le stock minimum doit être inférieur au stock maximum',
    });

    const renamed = await putCurrent(t, `/api/packaging/items/${id}`, {
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
      (await putCurrent(t, '/api/packaging/items/999999', { cookie: admin, payload: { currentStock: 1 } }))
        .statusCode,
    ).toBe(404);
  });

  it('never overwrites an edit silently: version required, a stale one is a 409 naming who (decision 0076)', async () => {
    const { id, version } = (await create({ name: 'Versionné', currentStock: 4 })).json();
    expect(version).toBe(1);
    const url = `/api/packaging/items/${id}`;
    const missing = await t.call('PUT', url, { cookie: admin, payload: { name: 'Versionné' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ version: versionMessages.required });
    const first = await t.call('PUT', url, { cookie: admin, payload: { currentStock: 6, version: 1 } });
    expect(first.json().version).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('PUT', url, { cookie: admin, payload: { currentStock: 10 + i, version: 2 } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const stale = answers.find((answer) => answer.statusCode === 409);
    expect(stale?.json()).toMatchObject({ version: 3, changedBy: expect.any(String) });
    expect(stale?.json().message).toMatch(
      /^Modifié entre-temps par .+ le \d{1,2}(er)?\u00a0\S+ \d{4} à\u00a0\d{1,2}\u00a0h(\u00a0\d{2})?\. Rechargez/,
    );
    // One correction movement per accepted edit: the refused ones wrote nothing.
    expect(
      await t.database.db.select().from(stockMovements).where(eq(stockMovements.itemId, id)),
    ).toHaveLength(2);
    // A stock movement changes the item too: a form opened before it is stale.
    const moved = await t.call('POST', `/api/packaging/items/${id}/movements`, {
      cookie: admin,
      payload: { direction: 'in', quantity: 1 },
    });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    const afterMove = await t.call('PUT', url, { cookie: admin, payload: { minStock: 1, version: 3 } });
    expect(afterMove.statusCode).toBe(409);
  });

  it('deletes an item without history: the row is gone', async () => {
    const { id } = (await create({ name: 'Temporaire' })).json();
    expect((await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin })).statusCode).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    const again = await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Article introuvable.');
    expect((await t.call('DELETE', '/api/packaging/items/999999', { cookie: admin })).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const { id } = (await create({ name: 'Protégé' })).json();
    expect((await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: user })).statusCode).toBe(403);
    expect(await rowOf(id)).toBeDefined();
  });

  it('archives an item that stock history refers to: history kept, kind released, item gone from lists', async () => {
    const { id } = (
      await create({ name: 'Enveloppe téléphone', currentStock: 5, packagingKind: 'phoneEnvelopes' })
    ).json();
    // A stock edit writes a movement: the item now has history.
    await putCurrent(t, `/api/packaging/items/${id}`, { cookie: admin, payload: { currentStock: 20 } });

    expect((await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin })).statusCode).toBe(204);

    const row = await rowOf(id);
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ packagingKind: null, currentStock: 20, name: 'Enveloppe téléphone' });
    expect(await t.database.db.select().from(stockMovements).where(eq(stockMovements.itemId, id))).toEqual([
      expect.objectContaining({ quantity: 15, reason: 'adjustment' }),
    ]);
    const movements = (await t.call('GET', '/api/packaging/movements', { cookie: admin })).json();
    expect(movements).toContainEqual(
      expect.objectContaining({ itemId: id, itemName: 'Enveloppe téléphone', quantity: 15 }),
    );

    const listed = (await t.call('GET', '/api/packaging/items', { cookie: user })).json();
    expect(listed.map((i: { id: number }) => i.id)).not.toContain(id);
    expect(listed[0]).not.toHaveProperty('archivedAt');
    const dashboard = (await t.call('GET', '/api/dashboard', { cookie: admin })).json();
    expect(dashboard.stock.map((i: { id: number }) => i.id)).not.toContain(id);

    // The released kind can be linked to another item.
    const successor = await create({ name: 'Nouvelle enveloppe téléphone', packagingKind: 'phoneEnvelopes' });
    expect(successor.statusCode).toBe(201);

    const again = await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Article introuvable.');
    const edit = await putCurrent(t, `/api/packaging/items/${id}`, { cookie: admin, payload: { name: 'X' } });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Article introuvable.');
    expect((await rowOf(id))?.name).toBe('Enveloppe téléphone');
  });

  it('archives an item that only a packaging request refers to', async () => {
    const { id } = (await create({ name: 'Palette demandée' })).json();
    const request = await t.call('POST', '/api/packaging/requests', {
      cookie: user,
      payload: { itemId: id, quantity: 2, type: 'supply', requester: 'Atelier' },
    });
    expect(request.statusCode).toBe(201);
    expect((await t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin })).statusCode).toBe(204);
    expect((await rowOf(id))?.archivedAt).toBeInstanceOf(Date);
  });

  it('concurrent deletions of one item: one succeeds, the others find nothing', async () => {
    const { id } = (await create({ name: 'Disputé', currentStock: 3 })).json();
    await t.call('POST', `/api/packaging/items/${id}/movements`, {
      cookie: admin,
      payload: { direction: 'in', quantity: 1 },
    });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([204, ...Array(7).fill(404)]);
    expect((await rowOf(id))?.archivedAt).toBeInstanceOf(Date);
  });
});

const rowOf = async (id: number) =>
  (await t.database.db.select().from(packagingItems).where(eq(packagingItems.id, id)))[0];
