import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newPgliteDataDir } from '../test/pglite-data-dir';
import { openPglite } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { isUniqueViolation } from './errors';
import { savedAddresses } from './schema';

describe('embedded database (PGlite under DATA_DIR)', () => {
  it('keeps what was written across a close and a reopen', async () => {
    const dir = await newPgliteDataDir('gl-pglite-');
    const first = await openPglite(dir);
    await first.migrate();
    await first.db.insert(savedAddresses).values({
      name: 'Entrepôt',
      companyName: 'Recyclage SA',
      contactName: 'Paul',
      contactEmail: 'paul@example.test',
      contactPhone: '01',
      deliveryAddress: '1 rue',
    });
    await first.close();

    const second = await openPglite(dir);
    try {
      await second.migrate();
      expect((await second.db.select().from(savedAddresses)).map((a) => a.name)).toEqual(['Entrepôt']);
    } finally {
      await second.close();
    }
    // Two cold starts of an on-disk PGlite (its thread, WebAssembly, the extensions) and a full migration:
    // well over the default test time-out on a busy machine.
  }, 90_000);

  it('refuses a second opening of the same directory while the first is open', async () => {
    const dir = await newPgliteDataDir('gl-pglite-');
    const first = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    // Closed: the directory can be opened again.
    await (await openPglite(dir)).close();
  });

  it('runs in its own thread with transactions that commit, roll back and keep PostgreSQL error codes', async () => {
    const dir = await newPgliteDataDir('gl-pglite-');
    const database = await openPglite(dir);
    try {
      await database.migrate();
      const address = (name: string) => ({
        name,
        companyName: 'Recyclage SA',
        contactName: 'Paul',
        contactEmail: 'paul@example.test',
        contactPhone: '01',
        deliveryAddress: '1 rue',
      });
      await database.db.transaction(async (tx) => {
        await tx.insert(savedAddresses).values(address('Gardé'));
      });
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(savedAddresses).values(address('Annulé'));
          throw new Error('abandon');
        }),
      ).rejects.toThrow('abandon');
      // Statements outside a transaction wait for it, in order, and see only what it committed.
      const names = await Promise.all([
        database.db.transaction(async (tx) => {
          await tx.insert(savedAddresses).values(address('Concurrent'));
          return 'done';
        }),
        database.db.select().from(savedAddresses),
      ]);
      expect(names[0]).toBe('done');
      expect((await database.db.select().from(savedAddresses)).map((a) => a.name).sort()).toEqual([
        'Concurrent',
        'Gardé',
      ]);
      await database.db.execute(sql`CREATE TABLE t (id int PRIMARY KEY)`);
      const error = await database.db
        .execute(sql`INSERT INTO t VALUES (1), (1)`)
        .catch((caught: unknown) => caught);
      expect(isUniqueViolation(error)).toBe('t_pkey');
    } finally {
      await database.close();
    }
  });
});
