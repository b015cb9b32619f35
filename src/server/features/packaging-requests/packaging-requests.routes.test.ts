import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packagingItems, packagingRequests, stockMovements } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { daysFromToday, nextYear } from '../../test/dates';

let t: TestApp;
let admin: string;
let user: string;
let userId: number;
beforeEach(async () => {
  t = await buildTestApp();
  const signedIn = await t.signInAdminAndUser();
  ({ admin, user } = signedIn);
  userId = signedIn.userRow.id;
});
afterEach(() => t.close());

const base = '/api/packaging/requests';

async function createItem(payload: object) {
  const response = await t.call('POST', '/api/packaging/items', { cookie: admin, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string };
}

const ask = (payload: object, cookie = user) => t.call('POST', base, { cookie, payload });
async function asked(payload: object, cookie = user) {
  const response = await ask(payload, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; status: string };
}
const decide = (id: number, payload: object, cookie = admin) =>
  t.call('PATCH', `${base}/${id}`, { cookie, payload });
const list = (query: string, cookie = admin) => t.call('GET', `${base}${query}`, { cookie });
const idsOf = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((r) => r.id);

const stockOf = async (id: number) =>
  (await t.database.db.select().from(packagingItems).where(eq(packagingItems.id, id)))[0]?.currentStock;
const movementsOf = (id: number) =>
  t.database.db.select().from(stockMovements).where(eq(stockMovements.itemId, id));

/** current = initial + Σ movements, for every item: no stock change without its ledger row. */
async function ledgerHolds() {
  const result = (await t.database.db.execute(
    sql.raw(`SELECT i.id, i.current_stock AS current,
       i.initial_stock + COALESCE((SELECT SUM(m.quantity) FROM stock_movements m WHERE m.item_id = i.id), 0) AS expected
     FROM packaging_items i`),
  )) as unknown as { rows: { id: number; current: number; expected: number | string }[] };
  for (const row of result.rows) expect(Number(row.current), `item ${row.id}`).toBe(Number(row.expected));
}

describe('POST /api/packaging/requests', () => {
  it('refuses missing fields with the messages of spec §5, in French only', async () => {
    const response = await ask({ quantity: 0, type: 'borrow', requester: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Certains champs sont invalides.',
      errors: {
        itemId: 'Sélectionnez un article',
        quantity: 'La quantité doit être positive',
        type: 'Choisissez le type de demande\u00a0: approvisionnement ou retrait',
        requester: 'Le nom du demandeur est requis',
      },
    });
    const negative = await ask({ itemId: 1, quantity: -3, type: 'supply', requester: 'Jeanne' });
    expect(negative.json().errors).toEqual({ quantity: 'La quantité doit être positive' });
  });

  it('refuses a needed-by date in the past, accepts today and later', async () => {
    const { id: itemId } = await createItem({ name: 'Carton' });
    const payload = { itemId, quantity: 1, type: 'supply', requester: 'Jeanne' };
    const past = await ask({ ...payload, neededBy: daysFromToday(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ neededBy: 'La date de besoin ne peut pas être dans le passé.' });
    expect((await ask({ ...payload, neededBy: daysFromToday(0) })).statusCode).toBe(201);
    expect((await ask({ ...payload, neededBy: null })).json()).toMatchObject({ neededBy: null });
  });

  it('creates a pending request by its author, with the item name and unit', async () => {
    const { id: itemId } = await createItem({ name: 'Enveloppe PC', unit: 'enveloppes', currentStock: 5 });
    const response = await ask({
      itemId,
      quantity: 12,
      type: 'withdrawal',
      requester: '  Jeanne Martin ',
      neededBy: nextYear('03-15'),
      comments: '  Pour la collecte Dupont  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      itemId,
      itemName: 'Enveloppe PC',
      itemUnit: 'enveloppes',
      quantity: 12,
      type: 'withdrawal',
      requester: 'Jeanne Martin',
      neededBy: nextYear('03-15'),
      comments: 'Pour la collecte Dupont',
      status: 'pending',
      createdBy: userId,
      decidedBy: null,
      decidedAt: null,
      rejectionReason: null,
    });
    // Asking moves nothing: only an approval does.
    expect(await stockOf(itemId)).toBe(5);
    expect(await movementsOf(itemId)).toEqual([]);
  });

  it('refuses an unknown or archived item on the itemId field', async () => {
    const { id: itemId } = await createItem({ name: 'Ancien carton', currentStock: 3 });
    await asked({ itemId, quantity: 1, type: 'supply', requester: 'Jeanne' }); // history: archived, not deleted
    expect((await t.call('DELETE', `/api/packaging/items/${itemId}`, { cookie: admin })).statusCode).toBe(
      204,
    );
    for (const id of [itemId, 999_999]) {
      const response = await ask({ itemId: id, quantity: 1, type: 'supply', requester: 'Jeanne' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Article introuvable.',
        errors: { itemId: 'Sélectionnez un article' },
      });
    }
  });

  it('needs a session', async () => {
    const response = await t.call('POST', base, {
      payload: { itemId: 1, quantity: 1, type: 'supply', requester: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/packaging/requests', () => {
  it('filters by status and pages in SQL, newest first, with the total in X-Total-Count', async () => {
    const { id: itemId } = await createItem({ name: 'Carton standard', currentStock: 100 });
    const created: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      created.push((await asked({ itemId, quantity: i, type: 'supply', requester: `Demandeur ${i}` })).id);
    }
    const [first, second] = created as [number, number];
    expect((await decide(first, { status: 'approved' })).statusCode).toBe(200);
    expect((await decide(second, { status: 'rejected' })).statusCode).toBe(200);

    const pending = await list('?status=pending&limit=2');
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['x-total-count']).toBe('3');
    expect(idsOf(pending)).toEqual([created[4], created[3]]);
    const next = await list('?status=pending&limit=2&offset=2');
    expect(idsOf(next)).toEqual([created[2]]);
    expect(next.headers['x-total-count']).toBe('3');

    expect(idsOf(await list('?status=approved'))).toEqual([first]);
    expect(idsOf(await list('?status=rejected'))).toEqual([second]);
    const all = await list('');
    expect(all.headers['x-total-count']).toBe('5');
    expect(idsOf(all)).toEqual([...created].reverse());
    expect(all.json()[0]).toMatchObject({ itemName: 'Carton standard', itemUnit: 'pièces' });

    const counts = await t.call('GET', `${base}/counts`, { cookie: admin });
    expect(counts.json()).toEqual({ pending: 3, approved: 1, rejected: 1 });
  });

  it('refuses an unknown status or a page size out of range in French', async () => {
    const status = await list('?status=completed');
    expect(status.statusCode).toBe(400);
    expect(status.json().errors).toEqual({ status: 'Statut invalide' });
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?limit=201')).statusCode).toBe(400);
  });

  it("shows a user only their own requests (list, total and counts); admins see everyone's", async () => {
    const { id: itemId } = await createItem({ name: 'Carton écran', currentStock: 10 });
    const colleagueRow = await t.createUser();
    const colleague = await t.login(colleagueRow.username, 'user-password-1');
    const mine = await asked({ itemId, quantity: 1, type: 'supply', requester: 'Moi' });
    const theirs = await asked({ itemId, quantity: 2, type: 'supply', requester: 'Collègue' }, colleague);
    const byAdmin = await asked({ itemId, quantity: 3, type: 'withdrawal', requester: 'Admin' }, admin);
    await decide(theirs.id, { status: 'rejected', rejectionReason: 'Doublon' });

    const own = await list('', user);
    expect(idsOf(own)).toEqual([mine.id]);
    expect(own.headers['x-total-count']).toBe('1');
    // A status tab of "Mes demandes d'emballages": the admin's pending request is neither listed nor counted.
    const ownPending = await list('?status=pending', user);
    expect(idsOf(ownPending)).toEqual([mine.id]);
    expect(ownPending.headers['x-total-count']).toBe('1');
    expect(idsOf(await list('?status=rejected', user))).toEqual([]);
    expect((await t.call('GET', `${base}/counts`, { cookie: user })).json()).toEqual({
      pending: 1,
      approved: 0,
      rejected: 0,
    });
    const colleagues = await list('?status=rejected', colleague);
    expect(idsOf(colleagues)).toEqual([theirs.id]);
    expect(colleagues.json()[0]).toMatchObject({
      rejectionReason: 'Doublon',
      decidedByName: expect.any(String),
    });

    expect(idsOf(await list('', admin)).sort()).toEqual([mine.id, theirs.id, byAdmin.id].sort());
    expect((await t.call('GET', `${base}/counts`, { cookie: admin })).json()).toEqual({
      pending: 2,
      approved: 0,
      rejected: 1,
    });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', base)).statusCode).toBe(401);
    expect((await t.call('GET', `${base}/counts`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/packaging/requests/{id}', () => {
  it('approving a supply adds to the stock and writes one movement, in the same transaction', async () => {
    const { id: itemId } = await createItem({ name: 'Carton D3E', currentStock: 10 });
    const request = await asked({
      itemId,
      quantity: 25,
      type: 'supply',
      requester: 'Atelier',
      comments: 'Livraison fournisseur',
    });
    const response = await decide(request.id, { status: 'approved', rejectionReason: 'ignoré' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: request.id,
      status: 'approved',
      decidedBy: expect.any(Number),
      decidedByName: expect.any(String),
      decidedAt: expect.any(String),
      rejectionReason: null,
    });
    expect(await stockOf(itemId)).toBe(35);
    expect(await movementsOf(itemId)).toMatchObject([
      {
        quantity: 25,
        reason: 'packaging-request',
        requestType: 'packaging-request',
        requestId: request.id,
        comments: 'Livraison fournisseur',
      },
    ]);
    await ledgerHolds();
  });

  it('approving a withdrawal takes from the stock; beyond the stock it is refused with 409 and nothing changes', async () => {
    const { id: itemId } = await createItem({ name: 'Enveloppe tablette', currentStock: 6 });
    const small = await asked({ itemId, quantity: 4, type: 'withdrawal', requester: 'Atelier' });
    const big = await asked({ itemId, quantity: 5, type: 'withdrawal', requester: 'Atelier' });
    expect((await decide(small.id, { status: 'approved' })).statusCode).toBe(200);
    expect(await stockOf(itemId)).toBe(2);

    const refused = await decide(big.id, { status: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Stock insuffisant pour « Enveloppe tablette »\u00a0: il manque 3 pièces.',
    });
    // Rolled back whole: the request is still pending, no stock or ledger change.
    expect(await stockOf(itemId)).toBe(2);
    expect(await movementsOf(itemId)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(packagingRequests)
      .where(eq(packagingRequests.id, big.id));
    expect(row).toMatchObject({ status: 'pending', decidedBy: null, decidedAt: null });
    // It can still be refused.
    expect((await decide(big.id, { status: 'rejected' })).json().status).toBe('rejected');
    await ledgerHolds();
  });

  it('rejects with an optional reason, stored and answered; the stock does not move', async () => {
    const { id: itemId } = await createItem({ name: 'Carton', currentStock: 10 });
    const request = await asked({ itemId, quantity: 3, type: 'withdrawal', requester: 'Atelier' });
    const response = await decide(request.id, { status: 'rejected', rejectionReason: '  Stock réservé  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Stock réservé' });
    const [row] = await t.database.db
      .select()
      .from(packagingRequests)
      .where(eq(packagingRequests.id, request.id));
    expect(row?.rejectionReason).toBe('Stock réservé');
    expect(row?.decidedAt).toBeInstanceOf(Date);
    expect(await stockOf(itemId)).toBe(10);
    expect(await movementsOf(itemId)).toEqual([]);

    const other = await asked({ itemId, quantity: 1, type: 'supply', requester: 'Atelier' });
    expect((await decide(other.id, { status: 'rejected' })).json()).toMatchObject({ rejectionReason: null });
  });

  it('refuses a decision by a non-admin with 403, and a bad decision in French', async () => {
    const { id: itemId } = await createItem({ name: 'Carton', currentStock: 10 });
    const request = await asked({ itemId, quantity: 3, type: 'withdrawal', requester: 'Atelier' });
    const forbidden = await decide(request.id, { status: 'approved' }, user);
    expect(forbidden.statusCode).toBe(403);
    expect(await stockOf(itemId)).toBe(10);
    const bad = await decide(request.id, { status: 'completed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      status: 'Choisissez une décision\u00a0: approuver ou refuser la demande.',
    });
    expect((await decide(999_999, { status: 'rejected' })).statusCode).toBe(404);
  });

  it('decides once: a second decision answers 409', async () => {
    const { id: itemId } = await createItem({ name: 'Carton', currentStock: 10 });
    const request = await asked({ itemId, quantity: 3, type: 'supply', requester: 'Atelier' });
    expect((await decide(request.id, { status: 'approved' })).statusCode).toBe(200);
    for (const status of ['approved', 'rejected']) {
      const again = await decide(request.id, { status });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Cette demande a déjà été traitée\u00a0: elle ne peut plus être modifiée.',
      );
    }
    expect(await stockOf(itemId)).toBe(13);
  });

  it('concurrent decisions: exactly one wins, the others get 409, the stock moves once', async () => {
    const { id: itemId } = await createItem({ name: 'Carton disputé', currentStock: 50 });
    const request = await asked({ itemId, quantity: 7, type: 'withdrawal', requester: 'Atelier' });
    const decisions = ['approved', 'rejected', 'approved', 'approved', 'rejected', 'approved'];
    const responses = await Promise.all(decisions.map((status) => decide(request.id, { status })));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = responses.find((r) => r.statusCode === 200)?.json() as { status: string };
    expect(await stockOf(itemId)).toBe(winner.status === 'approved' ? 43 : 50);
    expect(await movementsOf(itemId)).toHaveLength(winner.status === 'approved' ? 1 : 0);
    await ledgerHolds();
  });

  it('an item archived since the request: approval is refused (404), rejection still works', async () => {
    const { id: itemId } = await createItem({ name: 'Carton retiré', currentStock: 10 });
    const first = await asked({ itemId, quantity: 1, type: 'supply', requester: 'Atelier' });
    const second = await asked({ itemId, quantity: 1, type: 'supply', requester: 'Atelier' });
    expect((await t.call('DELETE', `/api/packaging/items/${itemId}`, { cookie: admin })).statusCode).toBe(
      204,
    );
    const approval = await decide(first.id, { status: 'approved' });
    expect(approval.statusCode).toBe(404);
    expect(approval.json().message).toBe('Article introuvable.');
    expect(await stockOf(itemId)).toBe(10);
    expect((await decide(second.id, { status: 'rejected' })).json()).toMatchObject({
      status: 'rejected',
      itemName: 'Carton retiré',
    });
    // The archived item's requests stay listed with their article's name.
    expect((await list('?status=pending')).json()).toMatchObject([
      { id: first.id, itemName: 'Carton retiré' },
    ]);
  });
});
