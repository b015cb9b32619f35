/**
 * Packaging requests level with the request kinds (issue 23): their history, their CSV export with the
 * list's filters, the kept counters behind the totals and badges, and the search.
 */
import { formatRequestReference } from '@shared/requests/request-reference';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagingRequestCounts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readCsvDownload } from '../../test/csv-download';
import { migrationUpgrade } from '../../test/migration-upgrade';

const base = '/api/packaging/requests';
let t: TestApp;
let admin: string;
let user: string;
let other: string;
let carton: number;
let film: number;

beforeAll(async () => {
  t = await buildTestApp({}, { exportPageSize: 2 });
  const signedIn = await t.signInAdminAndUser();
  ({ admin, user } = signedIn);
  const otherRow = await t.createUser({ firstName: 'Paul', lastName: 'Durand' });
  other = await t.login(otherRow.username, 'user-password-1');
  carton = await createItem('Carton renforcé', 'Double cannelure');
  film = await createItem('Film étirable', null);
});
afterAll(() => t?.close());

async function createItem(name: string, description: string | null) {
  const response = await t.call('POST', '/api/packaging/items', {
    cookie: admin,
    payload: { name, description, currentStock: 100, unit: 'pièces' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function ask(cookie: string, payload: Record<string, unknown>) {
  const response = await t.call('POST', base, {
    cookie,
    payload: { itemId: carton, quantity: 2, type: 'supply', requester: 'Jeanne', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const idsOf = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((r) => r.id);

describe('GET /api/packaging/requests/{id}/history', () => {
  it('tells who created and who decided, with the reason, in the request kinds’ shape', async () => {
    const id = await ask(user, { requester: 'Atelier Nord' });
    const refused = await t.call('PATCH', `${base}/${id}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'Stock suffisant' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const response = await t.call('GET', `${base}/${id}/history`, { cookie: user });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json() as { id: string; at: string }[];
    expect(entries.map(({ id: _id, at: _at, ...rest }) => rest)).toEqual([
      { event: 'created', actorName: 'Jeanne Martin' },
      {
        event: 'decided',
        actorName: 'Admin Principal',
        status: 'rejected',
        rejectionReason: 'Stock suffisant',
      },
    ]);
    expect(entries.every((entry) => /^h\d+$/.test(entry.id) && !Number.isNaN(Date.parse(entry.at)))).toBe(
      true,
    );
    // The administrator reads it too; an approval keeps no reason.
    const approvedId = await ask(user, { type: 'withdrawal' });
    await t.call('PATCH', `${base}/${approvedId}`, { cookie: admin, payload: { status: 'approved' } });
    const approved = (await t.call('GET', `${base}/${approvedId}/history`, { cookie: admin })).json();
    expect(approved.at(-1)).toMatchObject({ event: 'decided', status: 'approved', rejectionReason: null });
  });

  it('records both steps of a supply, each with who and when: ordered by one admin, received by another', async () => {
    const id = await ask(user, { requester: 'Atelier Sud' });
    const approved = await t.call('PATCH', `${base}/${id}`, {
      cookie: admin,
      payload: { status: 'approved' },
    });
    expect(approved.json().status).toBe('ordered');
    const secondAdmin = await t.createUser({ role: 'admin', firstName: 'Rémi', lastName: 'Réception' });
    const receiver = await t.login(secondAdmin.username, 'user-password-1');
    const received = await t.call('POST', `${base}/${id}/receive`, { cookie: receiver });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      status: 'received',
      decidedByName: 'Admin Principal',
      receivedBy: secondAdmin.id,
      receivedByName: 'Rémi Réception',
    });
    const response = await t.call('GET', `${base}/${id}/history`, { cookie: user });
    const entries = response.json() as { id: string; at: string }[];
    expect(entries.map(({ id: _id, at: _at, ...rest }) => rest)).toEqual([
      { event: 'created', actorName: 'Jeanne Martin' },
      { event: 'decided', actorName: 'Admin Principal', status: 'ordered', rejectionReason: null },
      { event: 'decided', actorName: 'Rémi Réception', status: 'received', rejectionReason: null },
    ]);
    // The reception's time: the history's (the database clock) and the row's (the server's) agree.
    const gap = Date.parse(entries[2]?.at ?? '') - Date.parse(received.json().receivedAt);
    expect(Math.abs(gap)).toBeLessThan(5_000);
  });

  it('answers another user’s request as unknown (404), a bad id 400, anonymous 401', async () => {
    const id = await ask(user, {});
    const foreign = await t.call('GET', `${base}/${id}/history`, { cookie: other });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Demande introuvable.' });
    expect((await t.call('GET', `${base}/999999/history`, { cookie: admin })).statusCode).toBe(404);
    expect((await t.call('GET', `${base}/abc/history`, { cookie: admin })).statusCode).toBe(400);
    expect((await t.call('GET', `${base}/${id}/history`)).statusCode).toBe(401);
  });
});

describe('search (q) on the packaging request lists', () => {
  it('matches requester, comments and the article, accent- and case-insensitive, every word', async () => {
    const lycee = await ask(user, { requester: 'Lycée Voltaire', comments: 'Pour la rentrée' });
    const film1 = await ask(user, { itemId: film, requester: 'Mairie de Saint-Ouen' });
    const mine = async (q: string, cookie = user) => {
      const response = await t.call('GET', `${base}?q=${encodeURIComponent(q)}`, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    expect(idsOf(await mine('voltaire'))).toEqual([lycee]);
    expect(idsOf(await mine('LYCEE'))).toEqual([lycee]);
    expect(idsOf(await mine('rentree'))).toEqual([lycee]);
    expect(idsOf(await mine('st ouen'))).toEqual([film1]);
    // The article's name and description, alone or with a word of the request.
    expect(idsOf(await mine('etirable'))).toEqual([film1]);
    expect(idsOf(await mine('cannelure voltaire'))).toEqual([lycee]);
    expect(idsOf(await mine('etirable voltaire'))).toEqual([]);
    // The total follows the search; punctuation alone finds nothing.
    expect((await mine('voltaire')).headers['x-total-count']).toBe('1');
    expect(idsOf(await mine('--'))).toEqual([]);
    // Another user's requests never match for them; the administrator finds them.
    expect(idsOf(await mine('voltaire', other))).toEqual([]);
    expect(idsOf(await mine('voltaire', admin))).toEqual([lycee]);
    // Bad input: 400 in French.
    const tooLong = await t.call('GET', `${base}?q=${'a'.repeat(201)}`, { cookie: user });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty('q');
  });

  it('serves the search from the trigram indexes, never by reading the table', async () => {
    // One transaction, so the setting (SET LOCAL) and the EXPLAIN use the same connection of the pool. A
    // handful of rows would be read by a sequential scan anyway; forbidding it asks whether the indexes
    // can serve the query at all.
    const text = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = (await tx.execute(
        sql.raw(`EXPLAIN SELECT id FROM packaging_requests
          WHERE (search_text LIKE '%voltaire%' OR item_id = ANY(ARRAY(
            SELECT id FROM packaging_items WHERE search_text LIKE '%voltaire%')))`),
      )) as unknown as { rows: Record<string, string>[] };
      return plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(text).toMatch(/packaging_requests_search_idx/);
    expect(text).toMatch(/packaging_requests_item_id_idx/);
    expect(text).not.toMatch(/Seq Scan on packaging_requests/);
  });
});

describe('kept counters', () => {
  async function stored() {
    const rows = await t.database.db.select().from(packagingRequestCounts);
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  }
  async function counted() {
    const result = (await t.database.db.execute(
      sql`SELECT status, count(*)::int AS n FROM packaging_requests GROUP BY status`,
    )) as unknown as { rows: { status: string; n: number }[] };
    return Object.fromEntries(result.rows.map((row) => [row.status, Number(row.n)]));
  }

  it('equal count(*) per status after inserts, decisions, receptions, bulk SQL and deletes', async () => {
    const id = await ask(other, {});
    await t.call('PATCH', `${base}/${id}`, { cookie: admin, payload: { status: 'approved' } });
    const receivedId = await ask(other, {});
    await t.call('PATCH', `${base}/${receivedId}`, { cookie: admin, payload: { status: 'approved' } });
    await t.call('POST', `${base}/${receivedId}/receive`, { cookie: admin });
    await t.database.db.execute(sql`INSERT INTO packaging_requests (item_id, quantity, type, requester, status)
      SELECT ${film}, 1, 'withdrawal', 'Lot ' || g, CASE WHEN g % 2 = 0 THEN 'pending' ELSE 'rejected' END
      FROM generate_series(1, 7) AS g`);
    await t.database.db.execute(
      sql`UPDATE packaging_requests SET status = 'approved' WHERE requester IN ('Lot 1', 'Lot 2')`,
    );
    await t.database.db.execute(sql`DELETE FROM packaging_requests WHERE requester = 'Lot 3'`);
    expect(await stored()).toEqual(await counted());
  });

  it('give the badges and totals: everyone’s for an administrator, their own for a user, searched too', async () => {
    const all = await counted();
    const adminCounts = (await t.call('GET', `${base}/counts`, { cookie: admin })).json();
    expect(adminCounts).toEqual({
      pending: all.pending ?? 0,
      ordered: all.ordered ?? 0,
      approved: all.approved ?? 0,
      received: all.received ?? 0,
      rejected: all.rejected ?? 0,
    });
    expect(all.ordered).toBeGreaterThan(0);
    expect(all.received).toBeGreaterThan(0);
    const pendingList = await t.call('GET', `${base}?status=pending&limit=1`, { cookie: admin });
    expect(pendingList.headers['x-total-count']).toBe(String(all.pending));
    const everything = await t.call('GET', `${base}?limit=1`, { cookie: admin });
    expect(everything.headers['x-total-count']).toBe(
      String(Object.values(all).reduce((sum, n) => sum + n, 0)),
    );

    const own = (await t.call('GET', `${base}/counts`, { cookie: other })).json();
    expect(own).toEqual({ pending: 0, ordered: 1, approved: 0, received: 1, rejected: 0 });
    const searched = (await t.call('GET', `${base}/counts?q=lot`, { cookie: admin })).json();
    expect(searched).toEqual({ pending: 2, ordered: 0, approved: 2, received: 0, rejected: 2 });
    expect((await t.call('GET', `${base}/counts?q=lot`, { cookie: user })).json()).toEqual({
      pending: 0,
      ordered: 0,
      approved: 0,
      received: 0,
      rejected: 0,
    });
  });
});

describe('GET /api/packaging/requests/export.csv', () => {
  it('exports what the list selects, every page, in French; a user only their own', async () => {
    const id = await ask(user, {
      requester: 'Export; "Sud"',
      comments: '=cmd',
      quantity: 5,
      neededBy: `${new Date().getFullYear() + 1}-03-05`,
    });
    await t.call('PATCH', `${base}/${id}`, {
      cookie: admin,
      payload: { status: 'rejected', rejectionReason: 'Doublon' },
    });
    const { headers, rows } = readCsvDownload(
      await t.call('GET', `${base}/export.csv?status=rejected&q=export`, { cookie: admin }),
      /filename="demandes-d-emballages-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(headers).toEqual([
      'N°',
      'Référence',
      'Créée le',
      'Statut',
      'Type',
      'Article',
      'Quantité',
      'Unité',
      'Demandeur',
      'Pour le',
      'Commentaire',
      'Créée par',
      'Date de décision',
      'Traitée par',
      'Motif du refus',
      'Date de réception',
      'Reçue par',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      'N°': String(id),
      Référence: formatRequestReference('CDT', id, new Date()),
      Statut: 'Refusée',
      Type: 'Approvisionnement',
      Article: 'Carton renforcé',
      Quantité: '5',
      Unité: 'pièces',
      Demandeur: 'Export; "Sud"',
      'Pour le': `05/03/${new Date().getFullYear() + 1}`,
      Commentaire: "'=cmd",
      'Créée par': 'Jeanne Martin',
      'Traitée par': 'Admin Principal',
      'Motif du refus': 'Doublon',
      'Date de réception': '',
      'Reçue par': '',
    });
    expect(rows[0]?.['Créée le']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // Pages of two rows: the whole list, newest first, each row once; the same rows as the list.
    const listed = idsOf(await t.call('GET', `${base}?limit=200`, { cookie: admin }));
    const all = readCsvDownload(
      await t.call('GET', `${base}/export.csv`, { cookie: admin }),
      /demandes-d-emballages/,
    );
    expect(all.rows.map((row) => Number(row['N°']))).toEqual(listed);
    const own = readCsvDownload(await t.call('GET', `${base}/export.csv`, { cookie: user }), /demandes/);
    const ownListed = idsOf(await t.call('GET', `${base}?limit=200`, { cookie: user }));
    expect(own.rows.map((row) => Number(row['N°']))).toEqual(ownListed);
    expect(ownListed.length).toBeGreaterThan(0);
    expect(ownListed.length).toBeLessThan(listed.length);
  });

  it('refuses anonymous (401) and a bad filter (400)', async () => {
    expect((await t.call('GET', `${base}/export.csv`)).statusCode).toBe(401);
    const bad = await t.call('GET', `${base}/export.csv?status=completed`, { cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
  });
});

describe('migration 0017 on a database upgraded from the previous one', () => {
  it('counts and records the history of the requests already there', async () => {
    const upgrade = await migrationUpgrade('0017_packaging_requests_level');
    try {
      await upgrade.before();
      const db = upgrade.database.db;
      await db.execute(sql`INSERT INTO users (username, email, password_hash, first_name, last_name, role)
        VALUES ('ancien', 'ancien@example.test', 'x', 'Anne', 'Ancienne', 'admin')`);
      await db.execute(sql`INSERT INTO packaging_items (name) VALUES ('Carton')`);
      await db.execute(sql`INSERT INTO packaging_requests (item_id, quantity, type, requester, status, created_by,
          decided_by, decided_at, rejection_reason, created_at)
        SELECT i.id, 1, 'supply', 'Avant', s.status, u.id,
          CASE WHEN s.status = 'pending' THEN NULL ELSE u.id END,
          CASE WHEN s.status = 'pending' THEN NULL ELSE '2026-01-02T10:00:00Z'::timestamptz END,
          CASE WHEN s.status = 'rejected' THEN 'Non' END, '2026-01-01T10:00:00Z'
        FROM packaging_items i, users u, (VALUES ('pending'), ('approved'), ('rejected'), ('rejected')) AS s(status)`);
      await upgrade.after();
      const counts = (await db.execute(
        sql`SELECT status, n FROM packaging_request_counts WHERE n <> 0 ORDER BY status`,
      )) as unknown as { rows: { status: string; n: number }[] };
      // The approved supply is received since 0033 (its stock moved at its approval).
      expect(counts.rows.map((row) => [row.status, Number(row.n)])).toEqual([
        ['pending', 1],
        ['received', 1],
        ['rejected', 2],
      ]);
      const history = (await db.execute(
        sql`SELECT event, actor_name, details FROM request_history WHERE kind = 'packaging' ORDER BY id`,
      )) as unknown as { rows: { event: string; actor_name: string; details: Record<string, unknown> }[] };
      expect(history.rows.filter((row) => row.event === 'created')).toHaveLength(4);
      // Three decisions, and 0033's reception of the approved supply.
      expect(history.rows.filter((row) => row.event === 'decided')).toHaveLength(4);
      expect(history.rows.find((row) => row.details.status === 'rejected')).toMatchObject({
        actor_name: 'Anne Ancienne',
        details: { status: 'rejected', rejectionReason: 'Non' },
      });
    } finally {
      await upgrade.close();
    }
  }, 60_000); // migrates a database up to 0017, then on to the latest (0031 rewrites six tables)
});

describe('migration 0033 on a database upgraded from the previous one', () => {
  it('marks the supplies approved before it as received (their stock moved then), never ordered', async () => {
    const upgrade = await migrationUpgrade('0033_packaging_supply_reception');
    try {
      await upgrade.before();
      const db = upgrade.database.db;
      await db.execute(sql`INSERT INTO users (username, email, password_hash, first_name, last_name, role)
        VALUES ('ancien', 'ancien@example.test', 'x', 'Anne', 'Ancienne', 'admin')`);
      await db.execute(sql`INSERT INTO packaging_items (name, current_stock) VALUES ('Carton', 40)`);
      // As the API left them: created, then decided by Anne (the triggers record the history).
      await db.execute(sql`INSERT INTO packaging_requests (item_id, quantity, type, requester, status, created_by)
        SELECT i.id, 5, s.type, s.requester, 'pending', u.id
        FROM packaging_items i, users u, (VALUES ('supply', 'Fournisseur'), ('withdrawal', 'Atelier'),
          ('supply', 'Refusé'), ('supply', 'Attente')) AS s(type, requester)`);
      await db.execute(sql`UPDATE packaging_requests SET decided_by = u.id, decided_at = now(),
          status = CASE WHEN requester = 'Refusé' THEN 'rejected' ELSE 'approved' END
        FROM users u WHERE requester <> 'Attente'`);
      const [decision] = (
        (await db.execute(
          sql`SELECT decided_at FROM packaging_requests WHERE requester = 'Fournisseur'`,
        )) as unknown as { rows: { decided_at: unknown }[] }
      ).rows;
      const decidedAt = new Date(String(decision?.decided_at)).toISOString();
      await upgrade.after();

      const rows = (await db.execute(
        sql`SELECT requester, status, received_by IS NOT NULL AS by, received_at FROM packaging_requests ORDER BY id`,
      )) as unknown as { rows: { requester: string; status: string; by: boolean; received_at: unknown }[] };
      expect(rows.rows.map((row) => [row.requester, row.status, row.by])).toEqual([
        ['Fournisseur', 'received', true],
        ['Atelier', 'approved', false],
        ['Refusé', 'rejected', false],
        ['Attente', 'pending', false],
      ]);
      expect(new Date(String(rows.rows[0]?.received_at)).toISOString()).toBe(decidedAt);
      const counts = (await db.execute(
        sql`SELECT status, n FROM packaging_request_counts WHERE n <> 0 ORDER BY status`,
      )) as unknown as { rows: { status: string; n: number }[] };
      expect(counts.rows.map((row) => [row.status, Number(row.n)])).toEqual([
        ['approved', 1],
        ['pending', 1],
        ['received', 1],
        ['rejected', 1],
      ]);
      // Its history: the approval, then the reception, by the approver at the approval's time.
      const history = (await db.execute(
        sql`SELECT h.event, h.actor_name, h.details, h.created_at FROM request_history h
          JOIN packaging_requests r ON r.id = h.request_id
          WHERE h.kind = 'packaging' AND r.requester = 'Fournisseur' ORDER BY h.created_at, h.id`,
      )) as unknown as {
        rows: { event: string; actor_name: string; details: Record<string, unknown>; created_at: unknown }[];
      };
      expect(history.rows.map((row) => [row.event, row.actor_name, row.details.status ?? null])).toEqual([
        ['created', 'Anne Ancienne', null],
        ['decided', 'Anne Ancienne', 'approved'],
        ['decided', 'Anne Ancienne', 'received'],
      ]);
      expect(new Date(String(history.rows[2]?.created_at)).toISOString()).toBe(decidedAt);

      // Received already: marking it received again is refused, the stock stays where the approval put it.
      const [received] = (
        (await db.execute(
          sql`SELECT id FROM packaging_requests WHERE requester = 'Fournisseur'`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      const moved = (await db.execute(
        sql`UPDATE packaging_requests SET status = 'received' WHERE id = ${received?.id} AND status = 'ordered'
          RETURNING id`,
      )) as unknown as { rows: unknown[] };
      expect(moved.rows).toHaveLength(0);
    } finally {
      await upgrade.close();
    }
  }, 60_000); // migrates a database up to 0032, then applies 0033
});
