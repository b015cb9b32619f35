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
const receive = (id: number, cookie = admin) => t.call('POST', `${base}/${id}/receive`, { cookie });
const statusOf = async (id: number) =>
  (await t.database.db.select().from(packagingRequests).where(eq(packagingRequests.id, id)))[0]?.status;
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

    // An approved supply is ordered (decision 0091): under « Commandées », not « Approuvées ».
    expect(idsOf(await list('?status=ordered'))).toEqual([first]);
    expect(idsOf(await list('?status=approved'))).toEqual([]);
    expect(idsOf(await list('?status=rejected'))).toEqual([second]);
    const all = await list('');
    expect(all.headers['x-total-count']).toBe('5');
    expect(idsOf(all)).toEqual([...created].reverse());
    expect(all.json()[0]).toMatchObject({ itemName: 'Carton standard', itemUnit: 'pièces' });

    const counts = await t.call('GET', `${base}/counts`, { cookie: admin });
    expect(counts.json()).toEqual({ pending: 3, ordered: 1, approved: 0, received: 0, rejected: 1 });
    expect((await receive(first)).statusCode).toBe(200);
    expect(idsOf(await list('?status=received'))).toEqual([first]);
    expect((await t.call('GET', `${base}/counts`, { cookie: admin })).json()).toEqual({
      pending: 3,
      ordered: 0,
      approved: 0,
      received: 1,
      rejected: 1,
    });
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
      ordered: 0,
      approved: 0,
      received: 0,
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
      ordered: 0,
      approved: 0,
      received: 0,
      rejected: 1,
    });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', base)).statusCode).toBe(401);
    expect((await t.call('GET', `${base}/counts`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/packaging/requests/{id}', () => {
  it('approving a supply orders it: the stock does not move until it is received', async () => {
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
      status: 'ordered',
      decidedBy: expect.any(Number),
      decidedByName: expect.any(String),
      decidedAt: expect.any(String),
      rejectionReason: null,
      receivedBy: null,
      receivedByName: null,
      receivedAt: null,
    });
    expect(await stockOf(itemId)).toBe(10);
    expect(await movementsOf(itemId)).toEqual([]);
    await ledgerHolds();
  });

  it('approving a withdrawal takes from the stock and writes one movement, in the same transaction', async () => {
    const { id: itemId } = await createItem({ name: 'Carton PC', currentStock: 10 });
    const request = await asked({ itemId, quantity: 4, type: 'withdrawal', requester: 'Atelier' });
    const response = await decide(request.id, { status: 'approved' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', receivedAt: null });
    expect(await stockOf(itemId)).toBe(6);
    expect(await movementsOf(itemId)).toMatchObject([
      { quantity: -4, reason: 'packaging-request', requestType: 'packaging-request', requestId: request.id },
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
    const request = await asked({ itemId, quantity: 3, type: 'withdrawal', requester: 'Atelier' });
    expect((await decide(request.id, { status: 'approved' })).statusCode).toBe(200);
    for (const status of ['approved', 'rejected']) {
      const again = await decide(request.id, { status });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Cette demande a déjà été traitée\u00a0: elle ne peut plus être modifiée.',
      );
    }
    expect(await stockOf(itemId)).toBe(7);
    // An ordered supply is decided too: approving or refusing it again answers the same 409.
    const supply = await asked({ itemId, quantity: 3, type: 'supply', requester: 'Atelier' });
    expect((await decide(supply.id, { status: 'approved' })).json().status).toBe('ordered');
    for (const status of ['approved', 'rejected']) {
      expect((await decide(supply.id, { status })).statusCode).toBe(409);
    }
    expect(await statusOf(supply.id)).toBe('ordered');
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

describe('POST /api/packaging/requests/{id}/receive', () => {
  async function orderedSupply(name: string, stock: number, quantity: number) {
    const { id: itemId } = await createItem({ name, currentStock: stock });
    const request = await asked({
      itemId,
      quantity,
      type: 'supply',
      requester: 'Atelier',
      comments: 'Livraison fournisseur',
    });
    expect((await decide(request.id, { status: 'approved' })).json().status).toBe('ordered');
    return { itemId, id: request.id };
  }

  it('adds the ordered quantity to the stock and writes one movement, in the same transaction', async () => {
    const { itemId, id } = await orderedSupply('Carton D3E reçu', 10, 25);
    const response = await receive(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'received',
      decidedBy: expect.any(Number),
      decidedAt: expect.any(String),
      receivedBy: expect.any(Number),
      receivedByName: expect.any(String),
      receivedAt: expect.any(String),
    });
    expect(await stockOf(itemId)).toBe(35);
    expect(await movementsOf(itemId)).toMatchObject([
      {
        quantity: 25,
        reason: 'packaging-request',
        requestType: 'packaging-request',
        requestId: id,
        comments: 'Livraison fournisseur',
      },
    ]);
    await ledgerHolds();
  });

  it('receives once: a second reception answers 409 « déjà … reçu » and the stock does not move again', async () => {
    const { itemId, id } = await orderedSupply('Carton reçu deux fois', 10, 5);
    expect((await receive(id)).statusCode).toBe(200);
    const again = await receive(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message:
        "Cet approvisionnement a déjà été marqué comme reçu\u00a0: le stock n'est pas modifié une seconde fois.",
    });
    expect(await stockOf(itemId)).toBe(15);
    expect(await movementsOf(itemId)).toHaveLength(1);
  });

  it('concurrent receptions: exactly one moves the stock, the others get 409', async () => {
    const { itemId, id } = await orderedSupply('Carton disputé à la réception', 10, 7);
    const responses = await Promise.all(Array.from({ length: 6 }, () => receive(id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toMatch(/^Cet approvisionnement a déjà été marqué comme reçu/);
    }
    expect(await stockOf(itemId)).toBe(17);
    expect(await movementsOf(itemId)).toHaveLength(1);
    await ledgerHolds();
  });

  it('refuses what is not an ordered supply (409), an unknown request (404) and a non-admin (403)', async () => {
    const { id: itemId } = await createItem({ name: 'Carton pas commandé', currentStock: 10 });
    const pending = await asked({ itemId, quantity: 1, type: 'supply', requester: 'Atelier' });
    const withdrawal = await asked({ itemId, quantity: 1, type: 'withdrawal', requester: 'Atelier' });
    const refused = await asked({ itemId, quantity: 1, type: 'supply', requester: 'Atelier' });
    expect((await decide(withdrawal.id, { status: 'approved' })).json().status).toBe('approved');
    expect((await decide(refused.id, { status: 'rejected' })).statusCode).toBe(200);
    for (const id of [pending.id, withdrawal.id, refused.id]) {
      const response = await receive(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message:
          'Seul un approvisionnement approuvé (commandé) et pas encore reçu peut être marqué comme reçu.',
      });
    }
    const unknown = await receive(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Demande introuvable.' });
    expect((await receive(0)).statusCode).toBe(400);

    const ordered = await asked({ itemId, quantity: 2, type: 'supply', requester: 'Atelier' });
    await decide(ordered.id, { status: 'approved' });
    expect((await receive(ordered.id, user)).statusCode).toBe(403);
    expect((await t.call('POST', `${base}/${ordered.id}/receive`)).statusCode).toBe(401);
    expect(await statusOf(ordered.id)).toBe('ordered');
    expect(await stockOf(itemId)).toBe(9);
  });

  it('no room under the maximum, or the article archived since: refused, the supply stays ordered', async () => {
    const { itemId, id } = await orderedSupply('Carton presque plein', 999_995, 10);
    const overflow = await receive(id);
    expect(overflow.statusCode).toBe(409);
    expect(overflow.json()).toEqual({
      message:
        'Le stock de « Carton presque plein » ne peut pas dépasser 1\u202f000\u202f000 pièces\u00a0: ajoutez-en 5 au plus.',
    });
    expect(await statusOf(id)).toBe('ordered');
    expect(await stockOf(itemId)).toBe(999_995);

    expect((await t.call('DELETE', `/api/packaging/items/${itemId}`, { cookie: admin })).statusCode).toBe(
      204,
    );
    const archived = await receive(id);
    expect(archived.statusCode).toBe(404);
    expect(archived.json()).toEqual({ message: 'Article introuvable.' });
    expect(await statusOf(id)).toBe('ordered');
    expect(await movementsOf(itemId)).toEqual([]);
    await ledgerHolds();
  });
});
