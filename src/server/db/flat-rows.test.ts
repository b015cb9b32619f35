/**
 * db/flat-rows.ts maps a prepared select's rows as Drizzle does: the same queries run both ways give the
 * same rows (keys, order, values — jsonb, timestamps, dates, nulls, counts mapped to numbers), on both
 * databases; a join's nested selection is left to Drizzle; the `apart` keys leave the rows and come back
 * for the last row only.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { mapFlatRows } from './flat-rows';
import { packagePickupRequests, sessions, users } from './schema';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const contact = {
    clientCompanyName: 'Société Évêque',
    contactName: 'Zoé',
    contactEmail: 'zoe@example.test',
    contactPhone: '0102030405',
    companyAddress: '1 rue de Paris',
    desiredDate: '2030-01-02',
  };
  await database.db.insert(packagePickupRequests).values([
    { ...contact, type: 'package', packageDetails: [{ width: 40, length: 30, height: 20, weight: 5 }] },
    { ...contact, type: 'pallet', offerNumber: null, numberOfPallets: 3 },
  ]);
});
afterAll(async () => {
  await database?.close();
});

describe('mapFlatRows', () => {
  const t = packagePickupRequests;

  it('gives every column of every row as Drizzle does', async () => {
    const { db } = database;
    const query = () => db.select().from(t).orderBy(asc(t.id));
    const drizzle = await query();
    const { rows, last } = await mapFlatRows(query().prepare('')).execute();
    expect(drizzle).toHaveLength(2);
    expect(rows).toEqual(drizzle);
    expect(rows.map((row) => Object.keys(row as object))).toEqual(drizzle.map((row) => Object.keys(row)));
    expect(last).toEqual({});
  });

  it('decodes SQL fields, takes placeholders, and keeps the apart keys out of the rows', async () => {
    const { db } = database;
    const fields = {
      reference: t.reference,
      packageDetails: t.packageDetails,
      createdAt: t.createdAt,
      pallets: sql<number>`coalesce(${t.numberOfPallets}, 0) + 1`.mapWith(Number),
      cursorId: t.id,
      cursorDay: sql<string>`to_char(${t.desiredDate}, 'YYYY-MM-DD')`,
    };
    const drizzle = await db.select(fields).from(t).orderBy(asc(t.id));
    const prepared = db
      .select(fields)
      .from(t)
      .where(eq(t.type, sql.placeholder('type')))
      .orderBy(asc(t.id))
      .prepare('');
    const mapped = mapFlatRows(prepared, ['cursorId', 'cursorDay']);
    for (const [index, type] of ['package', 'pallet'].entries()) {
      const { rows, last } = await mapped.execute({ type });
      const { cursorId, cursorDay, ...expected } = drizzle[index] as (typeof drizzle)[number];
      expect(rows).toEqual([expected]);
      expect(Object.keys(rows[0] as object)).toEqual(['reference', 'packageDetails', 'createdAt', 'pallets']);
      expect(last).toEqual({ cursorId, cursorDay });
    }
    const { rows } = await mapFlatRows(db.select({ value: count() }).from(t).prepare('')).execute();
    expect(rows).toEqual([{ value: 2 }]);
  });

  it('leaves a join to Drizzle', async () => {
    const { db } = database;
    const query = () =>
      db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId));
    const { rows } = await mapFlatRows(query().prepare('')).execute();
    expect(rows).toEqual(await query());
  });
});
