import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readCsvDownload } from '../../test/csv-download';

const URL = '/api/packaging/movements/export.csv';
let t: TestApp;
let admin: string;
let user: string;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { exportPageSize: 3 });
  const signedIn = await t.signInAdminAndUser();
  ({ admin, user } = signedIn);
  userId = signedIn.userRow.id;
});
afterAll(() => t.close());

async function insert(text: string): Promise<number[]> {
  const result = (await t.database.db.execute(sql.raw(text))) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

describe('GET /api/packaging/movements/export.csv', () => {
  it('is for administrators: 401 anonymous, 403 for a user', async () => {
    expect((await t.call('GET', URL)).statusCode).toBe(401);
    const refused = await t.call('GET', URL, { cookie: user });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/administrateur|droits|autoris/i);
  });

  it('exports the whole ledger newest first, every row once across pages, in French', async () => {
    const [itemId] = await insert(
      `INSERT INTO packaging_items (name, unit, current_stock) VALUES ('Carton; "standard"', 'pièces', 100) RETURNING id`,
    );
    const stamps = [
      '2026-05-01 10:00:00.000001+00',
      '2026-05-01 10:00:00.000001+00',
      '2026-05-01 10:00:00.000002+00',
      '2026-05-01 09:00:00+00',
      '2026-05-02 09:00:00+00',
      '2026-05-01 10:00:00.000001+00',
      '2026-04-30 09:00:00+00',
    ];
    const ids = await insert(`INSERT INTO stock_movements (item_id, quantity, reason, created_at) VALUES
      ${stamps.map((stamp, i) => `(${itemId}, ${i + 1}, 'supply', '${stamp}'::timestamptz)`).join(', ')} RETURNING id`);
    const [withdrawal] = await insert(`INSERT INTO stock_movements (item_id, quantity, reason, request_type,
        request_id, comments, created_by, created_at)
      VALUES (${itemId}, -4, 'request', 'material-conditioning', 12, '-rendu au client', ${userId},
        '2026-07-15 08:05:00+00') RETURNING id`);

    const { headers, rows } = readCsvDownload(
      await t.call('GET', URL, { cookie: admin }),
      /filename="mouvements-de-stock-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(headers).toEqual([
      'N°',
      'Date',
      'Article',
      'Unité',
      'Sens',
      'Quantité',
      'Motif',
      'Demande',
      'Commentaire',
      'Par',
    ]);
    const expected = [
      { stamp: '2026-07-15 08:05:00+00', id: withdrawal as number },
      ...stamps.map((stamp, i) => ({ stamp, id: ids[i] as number })),
    ]
      .sort((a, b) => (a.stamp === b.stamp ? b.id - a.id : a.stamp < b.stamp ? 1 : -1))
      .map((row) => String(row.id));
    expect(rows.map((row) => row['N°'])).toEqual(expected);
    expect(rows[0]).toEqual({
      'N°': String(withdrawal),
      Date: '15/07/2026 10:05',
      Article: 'Carton; "standard"',
      Unité: 'pièces',
      Sens: 'Sortie',
      Quantité: '-4',
      Motif: 'Demande acceptée',
      Demande: 'Envoi Conditionnement n°\u00a012',
      Commentaire: "'-rendu au client",
      Par: 'Jeanne Martin',
    });
    expect(rows[1]).toMatchObject({ Sens: 'Entrée', Quantité: '5', Motif: 'Ajout', Demande: '', Par: '' });
  });
});
