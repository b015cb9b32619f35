import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string;
let user: string;

/** A hand-built data set: known counts, creation weeks and a known oldest pending request per kind. */
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, user } = await t.signInAdminAndUser());
  const contact = `'Contact', 'c@example.test', '01', '1 rue', '2026-12-01'`;
  await t.database.db.execute(
    sql.raw(`INSERT INTO material_conditioning_requests
      (client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, offer_number, status, created_at) VALUES
      ('Ancienne', ${contact}, 'OE-1', 'pending', date_trunc('week', now()) - interval '3 weeks' + interval '1 day'),
      ('Récente', ${contact}, 'OE-2', 'pending', date_trunc('week', now()) + interval '1 hour'),
      ('Faite', ${contact}, 'OE-3', 'completed', date_trunc('week', now()) + interval '2 hours'),
      ('Refusée', ${contact}, 'OE-4', 'rejected', date_trunc('week', now()) - interval '20 weeks')`),
  );
  await t.database.db.execute(
    sql.raw(`INSERT INTO regional_collection_requests
      (client_company_name, contact_name, contact_email, contact_phone, company_address, desired_date, status, created_at) VALUES
      ('Collecte', ${contact}, 'completed', date_trunc('week', now()) - interval '1 week' + interval '3 days')`),
  );
  // A transport from a private sender (no company: the dashboard names its contact) and a collection.
  await t.database.db.execute(
    sql.raw(`INSERT INTO delivery_requests
      (request_type, requester, sender_contact_name, sender_phone, sender_email, sender_address,
       recipient_contact_name, recipient_phone, recipient_email, recipient_address, collection_date, status, created_at) VALUES
      ('livraison', 'Léa', 'Marc Privé', '01', 'm@example.test', '1 rue', 'Dest', '02', 'd@example.test', '2 rue',
       '2026-12-01', 'pending', date_trunc('week', now()) + interval '3 hours')`),
  );
  await t.database.db.execute(
    sql.raw(`INSERT INTO collection_requests
      (materials, client_name, client_contact_name, client_phone, client_email, client_address, status, created_at) VALUES
      ('3 ordinateurs', 'Lyon Recyclage', 'Paul', '03', 'p@example.test', '69001 Lyon', 'rejected', date_trunc('week', now()) - interval '1 week' + interval '1 day')`),
  );
  await t.database.db.execute(
    sql.raw(`INSERT INTO packaging_items (name, unit, current_stock, min_stock, max_stock) VALUES
      ('Carton standard', 'pièces', 8, 10, 100), ('Enveloppe PC', 'pièces', 50, 10, 100), ('Palette', 'pièces', 10, 10, 40)`),
  );
  // Two packaging requests wait for an administrator — a decision, and the reception of a supply ordered
  // (decision 0091) — one withdrawal was approved: « Total en attente » counts the two.
  await t.database.db.execute(
    sql.raw(`INSERT INTO packaging_requests (item_id, quantity, type, requester, status)
      SELECT id, 5, v.type, 'Léa', v.s FROM packaging_items,
        (VALUES ('supply', 'pending'), ('supply', 'ordered'), ('withdrawal', 'approved')) AS v(type, s)
      WHERE name = 'Palette'`),
  );
  // Archived (deleted with history): low on stock, but shown nowhere.
  await t.database.db.execute(
    sql.raw(`INSERT INTO packaging_items (name, unit, current_stock, min_stock, max_stock, archived_at) VALUES
      ('Ancien carton', 'pièces', 0, 10, 100, now())`),
  );
});
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it('is for administrators only', async () => {
    expect((await t.call('GET', '/api/dashboard', { cookie: user })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/dashboard')).statusCode).toBe(401);
  });

  it('answers the counts, low stock, stock grid, weekly series and oldest pending requests', async () => {
    const response = await t.call('GET', '/api/dashboard', { cookie: admin });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();

    expect(dashboard.requests).toEqual({
      'material-conditioning': { total: 4, pending: 2, completed: 1, rejected: 1 },
      'package-pickup': { total: 0, pending: 0, completed: 0, rejected: 0 },
      'regional-collection': { total: 1, pending: 0, completed: 1, rejected: 0 },
      delivery: { total: 1, pending: 1, completed: 0, rejected: 0 },
      collection: { total: 1, pending: 0, completed: 0, rejected: 1 },
    });
    expect(dashboard.packagingRequests).toEqual({
      pending: 1,
      ordered: 1,
      approved: 1,
      received: 0,
      rejected: 0,
    });
    // At or below the minimum: 8 ≤ 10 and 10 ≤ 10 (the archived item is left out).
    expect(dashboard.lowStock.map((i: { name: string }) => i.name)).toEqual(['Carton standard', 'Palette']);
    expect(dashboard.stock.map((i: { name: string }) => i.name)).toEqual([
      'Carton standard',
      'Enveloppe PC',
      'Palette',
    ]);

    expect(dashboard.weekly).toHaveLength(12);
    const weeks = dashboard.weekly.map((w: { counts: Record<string, number> }) => w.counts);
    const none = { 'package-pickup': 0, delivery: 0, collection: 0 };
    expect(weeks[11]).toEqual({ ...none, 'material-conditioning': 2, 'regional-collection': 0, delivery: 1 });
    expect(weeks[10]).toEqual({
      ...none,
      'material-conditioning': 0,
      'regional-collection': 1,
      collection: 1,
    });
    expect(weeks[8]).toEqual({ ...none, 'material-conditioning': 1, 'regional-collection': 0 });
    // The request created 20 weeks ago is outside the chart.
    const charted = weeks.reduce(
      (sum: number, w: Record<string, number>) => sum + (w['material-conditioning'] ?? 0),
      0,
    );
    expect(charted).toBe(3);
    expect(new Date(dashboard.weekly[11].weekStart).getUTCDay()).toBe(1); // weeks start on Monday

    expect(dashboard.oldestPending['material-conditioning']).toMatchObject({ clientCompanyName: 'Ancienne' });
    expect(dashboard.oldestPending['package-pickup']).toBeNull();
    expect(dashboard.oldestPending['regional-collection']).toBeNull();
    expect(dashboard.oldestPending.delivery).toMatchObject({ clientCompanyName: 'Marc Privé' });
    expect(dashboard.oldestPending.collection).toBeNull();
  });
});
