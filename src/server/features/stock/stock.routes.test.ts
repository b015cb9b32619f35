import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packagingItems, stockMovements } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { nextYear } from '../../test/dates';
import { putCurrent } from '../../test/put-current';

let t: TestApp;
let admin: string;
let user: string;
beforeEach(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
});
afterEach(() => t.close());

const createItem = async (payload: object) =>
  (await t.call('POST', '/api/packaging/items', { cookie: admin, payload })).json() as {
    id: number;
    currentStock: number;
  };
const move = (id: number, payload: object, cookie = admin) =>
  t.call('POST', `/api/packaging/items/${id}/movements`, { cookie, payload });

const conditioning = (company: string, counts: object = {}) => ({
  clientCompanyName: company,
  contactName: 'Contact',
  contactEmail: 'c@example.test',
  contactPhone: '01 23 45 67 89',
  companyAddress: '1 rue',
  offerNumber: 'OE-1',
  desiredDate: nextYear('12-01'),
  ...counts,
});
const createConditioning = async (company: string, counts: object) =>
  (
    await t.call('POST', '/api/material-conditioning-requests', {
      cookie: user,
      payload: conditioning(company, counts),
    })
  ).json().id as number;
const accept = (id: number) =>
  t.call('PATCH', `/api/material-conditioning-requests/${id}`, {
    cookie: admin,
    payload: { status: 'completed' },
  });
const stockOf = async (id: number) =>
  (await t.database.db.select().from(packagingItems).where(eq(packagingItems.id, id)))[0]?.currentStock;

/** current = initial + Σ movements, for every item. */
async function ledgerHolds() {
  const result = (await t.database.db.execute(
    sql.raw(`SELECT i.id, i.current_stock AS current,
       i.initial_stock + COALESCE((SELECT SUM(m.quantity) FROM stock_movements m WHERE m.item_id = i.id), 0) AS expected
     FROM packaging_items i`),
  )) as unknown as { rows: { id: number; current: number; expected: number | string }[] };
  expect(result.rows.length).toBeGreaterThan(0);
  for (const row of result.rows) expect(Number(row.current), `item ${row.id}`).toBe(Number(row.expected));
}

describe('stock movements', () => {
  it('"Ajouter" and "Retirer" change the stock and are listed with item and author', async () => {
    const { id } = await createItem({ name: 'Carton standard', currentStock: 10 });
    const added = await move(id, { direction: 'in', quantity: 25, comments: 'Livraison fournisseur' });
    expect(added.statusCode).toBe(201);
    expect(added.json().currentStock).toBe(35);
    expect((await move(id, { direction: 'out', quantity: 5 })).json().currentStock).toBe(30);

    const recent = await t.call('GET', '/api/packaging/movements?limit=5', { cookie: admin });
    expect(recent.json()).toMatchObject([
      { itemName: 'Carton standard', quantity: -5, reason: 'withdrawal', createdByName: 'Admin Principal' },
      { itemName: 'Carton standard', quantity: 25, reason: 'supply', comments: 'Livraison fournisseur' },
    ]);
  });

  it('refuses a withdrawal below zero with a French message and changes nothing', async () => {
    const { id } = await createItem({ name: 'Enveloppe PC', currentStock: 3 });
    const response = await move(id, { direction: 'out', quantity: 5 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Stock insuffisant pour « Enveloppe PC »\u00a0: il manque 2 pièces.',
    );
    expect(await stockOf(id)).toBe(3);
    expect(await t.database.db.select().from(stockMovements)).toHaveLength(0);
  });

  it('refuses an addition that would take the stock past 1 000 000, naming the article, and changes nothing', async () => {
    const { id } = await createItem({ name: 'Carton standard', currentStock: 999_990, maxStock: 1_000_000 });
    const response = await move(id, { direction: 'in', quantity: 20 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Le stock de « Carton standard » ne peut pas dépasser 1\u202f000\u202f000 pièces\u00a0: ajoutez-en 10 au plus.',
    });
    expect(await stockOf(id)).toBe(999_990);
    expect(await t.database.db.select().from(stockMovements)).toHaveLength(0);

    expect((await move(id, { direction: 'in', quantity: 10 })).json().currentStock).toBe(1_000_000);
    const full = await move(id, { direction: 'in', quantity: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      "Le stock de « Carton standard » ne peut pas dépasser 1\u202f000\u202f000 pièces\u00a0: il est déjà au maximum, retirez-en avant d'en ajouter.",
    );
    await ledgerHolds();
  });

  it('concurrent additions near the bound: the guarded statement lets exactly what fits through', async () => {
    const { id } = await createItem({ name: 'Enveloppe PC', currentStock: 999_995, maxStock: 1_000_000 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => move(id, { direction: 'in', quantity: 1 })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await stockOf(id)).toBe(1_000_000);
    await ledgerHolds();
  });

  it('a stock stored above the bound before it existed: an addition is refused in French, a withdrawal still works', async () => {
    const { id } = await createItem({ name: 'Ancien stock', currentStock: 10 });
    // As a row written before the bound could be (the int4 column allows it); the ledger follows.
    await t.database.db
      .update(packagingItems)
      .set({ currentStock: 2_000_000_000, initialStock: 2_000_000_000 })
      .where(eq(packagingItems.id, id));
    // current + 1 000 000 does not fit in int4: the guard must not compute it.
    const added = await move(id, { direction: 'in', quantity: 1_000_000 });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toMatch(/^Le stock de « Ancien stock » ne peut pas dépasser/);
    const removed = await move(id, { direction: 'out', quantity: 5 });
    expect(removed.statusCode).toBe(201);
    expect(await stockOf(id)).toBe(1_999_999_995);
  });

  it('validates the quantity: at least 1, at most 1 000 000, a whole number', async () => {
    const { id } = await createItem({ name: 'Palette' });
    const cases: [unknown, string][] = [
      [0, 'La quantité doit être positive'],
      [2 ** 31, 'La quantité ne peut pas dépasser 1\u202f000\u202f000'],
      [1e12, 'La quantité ne peut pas dépasser 1\u202f000\u202f000'],
      [1.5, 'La quantité doit être un nombre entier'],
      ['abc', 'La quantité doit être un nombre entier'],
    ];
    for (const [quantity, message] of cases) {
      const response = await move(id, { direction: 'in', quantity });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().errors, String(quantity)).toEqual({ quantity: message });
    }
    const direction = await move(id, { direction: 'up', quantity: 1 });
    expect(direction.json().errors).toEqual({ direction: 'Choisissez Ajouter ou Retirer' });
  });

  it('validates the quantity and refuses non-admins', async () => {
    const { id } = await createItem({ name: 'Palette' });
    const invalid = await move(id, { direction: 'in', quantity: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ quantity: 'La quantité doit être positive' });
    expect((await move(id, { direction: 'in', quantity: 1 }, user)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/packaging/movements', { cookie: user })).statusCode).toBe(403);
    expect((await move(999999, { direction: 'in', quantity: 1 })).statusCode).toBe(404);
  });

  it('a stock edit records the difference as a correction', async () => {
    const { id } = await createItem({ name: 'Carton écran', currentStock: 40 });
    await putCurrent(t, `/api/packaging/items/${id}`, { cookie: admin, payload: { currentStock: 32 } });
    const rows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.itemId, id));
    expect(rows).toEqual([expect.objectContaining({ quantity: -8, reason: 'adjustment' })]);
  });

  it('keeps the ledger exact after a mixed sequence of edits, movements, deductions and packaging requests', async () => {
    const envelope = await createItem({
      name: 'Enveloppe PC',
      currentStock: 50,
      packagingKind: 'pcEnvelopes',
    });
    const box = await createItem({
      name: 'Carton standard',
      currentStock: 20,
      packagingKind: 'standardBoxes',
    });
    await move(envelope.id, { direction: 'in', quantity: 30 });
    await putCurrent(t, `/api/packaging/items/${box.id}`, { cookie: admin, payload: { currentStock: 26 } });
    await move(box.id, { direction: 'out', quantity: 4 });
    expect((await accept(await createConditioning('Ledger', { computersToCollect: 10 }))).statusCode).toBe(
      200,
    );
    const request = await t.call('POST', '/api/packaging/requests', {
      cookie: user,
      payload: { itemId: box.id, quantity: 7, type: 'supply', requester: 'Jeanne' },
    });
    await t.call('PATCH', `/api/packaging/requests/${request.json().id}`, {
      cookie: admin,
      payload: { status: 'approved' },
    });
    // Ordered at its approval, the supply enters the stock when it is received (decision 0091).
    expect(await stockOf(box.id)).toBe(26 - 4 - 2);
    await t.call('POST', `/api/packaging/requests/${request.json().id}/receive`, { cookie: admin });
    expect(await stockOf(envelope.id)).toBe(50 + 30 - 11);
    expect(await stockOf(box.id)).toBe(26 - 4 - 2 + 7);
    await ledgerHolds();
  });
});

describe('deduction when a conditioning request is accepted', () => {
  it('deducts exactly the packaging counts from the linked items, one movement each, and reports skipped counts', async () => {
    const envelope = await createItem({
      name: 'Enveloppe PC',
      currentStock: 100,
      packagingKind: 'pcEnvelopes',
    });
    const screen = await createItem({ name: 'Carton écran', currentStock: 10, packagingKind: 'screenBoxes' });
    // 10 computers, 9 screens, 20 phones: 11 PC envelopes, 3 screen boxes, 22 phone envelopes (no item), 2 boxes (no item)
    const id = await createConditioning('Déduction', {
      computersToCollect: 10,
      screensToCollect: 9,
      phonesToCollect: 20,
    });
    const response = await accept(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('completed');
    expect(response.json().stock.deducted).toEqual([
      { itemId: envelope.id, name: 'Enveloppe PC', kind: 'pcEnvelopes', quantity: 11, remaining: 89 },
      { itemId: screen.id, name: 'Carton écran', kind: 'screenBoxes', quantity: 3, remaining: 7 },
    ]);
    expect(
      response
        .json()
        .stock.skipped.map((s: { kind: string }) => s.kind)
        .sort(),
    ).toEqual(['phoneEnvelopes', 'standardBoxes']);
    const movements = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.requestId, id));
    expect(movements.map((m) => [m.itemId, m.quantity, m.reason, m.requestType]).sort()).toEqual(
      [
        [envelope.id, -11, 'request', 'material-conditioning'],
        [screen.id, -3, 'request', 'material-conditioning'],
      ].sort(),
    );
  });

  it('refuses the acceptance when an item is short, naming each, and changes nothing', async () => {
    const envelope = await createItem({
      name: 'Enveloppe PC',
      currentStock: 5,
      packagingKind: 'pcEnvelopes',
    });
    const tablet = await createItem({
      name: 'Enveloppe tablette',
      currentStock: 1,
      packagingKind: 'tabletEnvelopes',
    });
    const screen = await createItem({ name: 'Carton écran', currentStock: 50, packagingKind: 'screenBoxes' });
    const id = await createConditioning('Court', {
      computersToCollect: 10,
      tabletsToCollect: 2,
      screensToCollect: 4,
    });
    const response = await accept(id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Stock insuffisant pour « Enveloppe PC »\u00a0: il manque 6 pièces. Stock insuffisant pour « Enveloppe tablette »\u00a0: il manque 2 pièces.',
    );
    expect(
      (await t.call('GET', `/api/material-conditioning-requests/${id}`, { cookie: admin })).json().status,
    ).toBe('pending');
    expect([await stockOf(envelope.id), await stockOf(tablet.id), await stockOf(screen.id)]).toEqual([
      5, 1, 50,
    ]);
    expect(await t.database.db.select().from(stockMovements)).toHaveLength(0);
  });

  it('a rejection deducts nothing', async () => {
    const envelope = await createItem({
      name: 'Enveloppe PC',
      currentStock: 50,
      packagingKind: 'pcEnvelopes',
    });
    const id = await createConditioning('Refus', { computersToCollect: 10 });
    await t.call('PATCH', `/api/material-conditioning-requests/${id}`, {
      cookie: admin,
      payload: { status: 'rejected' },
    });
    expect(await stockOf(envelope.id)).toBe(50);
  });

  it('one item per packaging kind', async () => {
    await createItem({ name: 'Enveloppe PC', packagingKind: 'pcEnvelopes' });
    const second = await t.call('POST', '/api/packaging/items', {
      cookie: admin,
      payload: { name: 'Autre enveloppe', packagingKind: 'pcEnvelopes' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual({
      packagingKind: "Un autre article est déjà lié à ce type d'emballage.",
    });
  });

  it('20 concurrent acceptances of different requests sharing items lose no deduction', async () => {
    const envelope = await createItem({
      name: 'Enveloppe PC',
      currentStock: 500,
      packagingKind: 'pcEnvelopes',
    });
    const box = await createItem({
      name: 'Carton standard',
      currentStock: 500,
      packagingKind: 'standardBoxes',
    });
    const ids = [];
    for (let n = 1; n <= 20; n++)
      ids.push(await createConditioning(`Concurrent ${n}`, { computersToCollect: n }));
    const responses = await Promise.all(ids.map((id) => accept(id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    // Σ ceil(1.1 n) for n = 1..20, and Σ ceil(3n / 21) boxes
    let envelopes = 0;
    let boxes = 0;
    for (let n = 1; n <= 20; n++) {
      envelopes += Math.ceil((n * 11) / 10);
      boxes += Math.ceil((n * 3) / 21);
    }
    expect(await stockOf(envelope.id)).toBe(500 - envelopes);
    expect(await stockOf(box.id)).toBe(500 - boxes);
    await ledgerHolds();
  });

  it('a request accepted by two administrators at once is deducted once', async () => {
    const envelope = await createItem({
      name: 'Enveloppe PC',
      currentStock: 100,
      packagingKind: 'pcEnvelopes',
    });
    const id = await createConditioning('Double', { computersToCollect: 10 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => accept(id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(envelope.id)).toBe(89);
  });
});

describe('packaging requests', () => {
  it('validates with the spec messages, in French words only', async () => {
    const response = await t.call('POST', '/api/packaging/requests', {
      cookie: user,
      payload: { quantity: 0, type: 'borrow', requester: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      itemId: 'Sélectionnez un article',
      quantity: 'La quantité doit être positive',
      type: 'Choisissez le type de demande\u00a0: approvisionnement ou retrait',
      requester: 'Le nom du demandeur est requis',
    });
    const unknown = await t.call('POST', '/api/packaging/requests', {
      cookie: user,
      payload: { itemId: 99999, quantity: 1, type: 'supply', requester: 'Jeanne' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses an item id beyond the int4 range as an unknown article, and a quantity beyond 1 000 000 as too large', async () => {
    for (const itemId of [2 ** 31, 1e12]) {
      const response = await t.call('POST', '/api/packaging/requests', {
        cookie: user,
        payload: { itemId, quantity: 1, type: 'supply', requester: 'Jeanne' },
      });
      expect(response.statusCode, String(itemId)).toBe(400);
      expect(response.json().errors).toEqual({ itemId: 'Sélectionnez un article' });
    }
    const { id: itemId } = await createItem({ name: 'Carton' });
    const tooMany = await t.call('POST', '/api/packaging/requests', {
      cookie: user,
      payload: {
        itemId,
        quantity: 99_999_999_999,
        type: 'supply',
        requester: 'Jeanne',
        neededBy: '0000-01-01',
      },
    });
    expect(tooMany.json().errors).toEqual({
      quantity: 'La quantité ne peut pas dépasser 1\u202f000\u202f000',
      neededBy: 'Saisissez une date valide',
    });
  });

  it('a supply received that would take the stock past 1 000 000 is refused and stays ordered', async () => {
    const { id: itemId } = await createItem({
      name: 'Carton D3E',
      currentStock: 999_000,
      maxStock: 1_000_000,
    });
    const request = (
      await t.call('POST', '/api/packaging/requests', {
        cookie: user,
        payload: { itemId, quantity: 5_000, type: 'supply', requester: 'Atelier' },
      })
    ).json();
    // Approving orders it and moves nothing (decision 0091): the bound is met at its reception.
    const approval = await t.call('PATCH', `/api/packaging/requests/${request.id}`, {
      cookie: admin,
      payload: { status: 'approved' },
    });
    expect(approval.json().status).toBe('ordered');
    const reception = await t.call('POST', `/api/packaging/requests/${request.id}/receive`, {
      cookie: admin,
    });
    expect(reception.statusCode).toBe(409);
    expect(reception.json().message).toBe(
      'Le stock de « Carton D3E » ne peut pas dépasser 1\u202f000\u202f000 pièces\u00a0: ajoutez-en 1000 au plus.',
    );
    expect(await stockOf(itemId)).toBe(999_000);
    const ordered = await t.call('GET', '/api/packaging/requests?status=ordered', { cookie: admin });
    expect(ordered.json().map((r: { id: number }) => r.id)).toContain(request.id);
  });

  it('an approved withdrawal applies its movement; short stock is refused and stays pending; decisions happen once', async () => {
    const { id: itemId } = await createItem({ name: 'Carton D3E', currentStock: 5 });
    const create = (quantity: number) =>
      t.call('POST', '/api/packaging/requests', {
        cookie: user,
        payload: { itemId, quantity, type: 'withdrawal', requester: 'Atelier', neededBy: nextYear('12-10') },
      });
    const small = (await create(3)).json();
    expect(small).toMatchObject({ status: 'pending', quantity: 3, neededBy: nextYear('12-10') });
    const decide = (id: number, status: string, cookie = admin) =>
      t.call('PATCH', `/api/packaging/requests/${id}`, { cookie, payload: { status } });
    expect((await decide(small.id, 'approved', user)).statusCode).toBe(403);
    expect((await decide(small.id, 'approved')).json().status).toBe('approved');
    expect(await stockOf(itemId)).toBe(2);
    expect((await decide(small.id, 'rejected')).statusCode).toBe(409);

    const big = (await create(4)).json();
    const refused = await decide(big.id, 'approved');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Stock insuffisant pour « Carton D3E »\u00a0: il manque 2 pièces.');
    const list = await t.call('GET', '/api/packaging/requests?status=pending', { cookie: user });
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([big.id]);
    expect(await stockOf(itemId)).toBe(2);
  });
});

describe('archived items', () => {
  const remove = (id: number) => t.call('DELETE', `/api/packaging/items/${id}`, { cookie: admin });
  const requestItem = (itemId: number, type = 'supply') =>
    t.call('POST', '/api/packaging/requests', {
      cookie: user,
      payload: { itemId, quantity: 2, type, requester: 'Atelier' },
    });
  const decide = (id: number, status: string) =>
    t.call('PATCH', `/api/packaging/requests/${id}`, { cookie: admin, payload: { status } });

  it('"Ajouter" and "Retirer" answer 404 and change nothing', async () => {
    const { id } = await createItem({ name: 'Carton archivé', currentStock: 10 });
    await move(id, { direction: 'in', quantity: 5 });
    expect((await remove(id)).statusCode).toBe(204);
    for (const direction of ['in', 'out']) {
      const response = await move(id, { direction, quantity: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Article introuvable.');
    }
    expect(await stockOf(id)).toBe(15);
    expect(await t.database.db.select().from(stockMovements)).toHaveLength(1);
    await ledgerHolds();
  });

  it('an accepted conditioning request deducts nothing from an archived item, and from its successor', async () => {
    const old = await createItem({
      name: 'Ancienne enveloppe',
      currentStock: 100,
      packagingKind: 'pcEnvelopes',
    });
    await move(old.id, { direction: 'out', quantity: 1 });
    expect((await remove(old.id)).statusCode).toBe(204);

    const first = await accept(await createConditioning('Sans article', { computersToCollect: 10 }));
    expect(first.statusCode).toBe(200);
    expect(first.json().stock.deducted).toEqual([]);
    expect(first.json().stock.skipped.map((s: { kind: string }) => s.kind)).toContain('pcEnvelopes');

    const successor = await createItem({
      name: 'Enveloppe PC',
      currentStock: 50,
      packagingKind: 'pcEnvelopes',
    });
    const second = await accept(await createConditioning('Successeur', { computersToCollect: 10 }));
    expect(second.json().stock.deducted).toEqual([
      { itemId: successor.id, name: 'Enveloppe PC', kind: 'pcEnvelopes', quantity: 11, remaining: 39 },
    ]);
    expect(await stockOf(old.id)).toBe(99);
    await ledgerHolds();
  });

  it('packaging requests: no new request, no approval; a pending one can still be rejected', async () => {
    const { id } = await createItem({ name: 'Carton D3E', currentStock: 10 });
    const pending = (await requestItem(id)).json();
    const other = (await requestItem(id, 'withdrawal')).json();
    expect((await remove(id)).statusCode).toBe(204);

    const created = await requestItem(id);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      message: 'Article introuvable.',
      errors: { itemId: 'Sélectionnez un article' },
    });

    const approval = await decide(pending.id, 'approved');
    expect(approval.statusCode).toBe(404);
    expect(approval.json().message).toBe('Article introuvable.');
    const list = await t.call('GET', '/api/packaging/requests?status=pending', { cookie: admin });
    expect(
      list
        .json()
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([pending.id, other.id].sort());
    expect(await stockOf(id)).toBe(10);
    expect(await t.database.db.select().from(stockMovements)).toHaveLength(0);

    expect((await decide(other.id, 'rejected')).json().status).toBe('rejected');
  });

  it('movements racing the deletion of an item without history: recorded before it (archived) or refused', async () => {
    const { id } = await createItem({ name: 'Enveloppe disputée', currentStock: 100 });
    const moves = Array.from({ length: 10 }, () => move(id, { direction: 'out', quantity: 1 }));
    const [deletion, ...responses] = await Promise.all([remove(id), ...moves]);
    expect(deletion?.statusCode).toBe(204);
    for (const response of responses) expect([201, 404]).toContain(response.statusCode);
    const recorded = responses.filter((r) => r.statusCode === 201).length;
    const [row] = await t.database.db.select().from(packagingItems).where(eq(packagingItems.id, id));
    if (recorded === 0) {
      // The deletion came first: nothing refers to the item, it may be really gone.
      if (row) expect(row.currentStock).toBe(100);
    } else {
      expect(row?.archivedAt).toBeInstanceOf(Date);
      expect(row?.currentStock).toBe(100 - recorded);
      await ledgerHolds();
    }
  });
});
