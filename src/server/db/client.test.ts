import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { savedAddresses } from './schema';

describe('embedded database (PGlite under DATA_DIR)', () => {
  it('keeps what was written across a close and a reopen', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-pglite-'));
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
  });

  it('refuses a second opening of the same directory while the first is open', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-pglite-'));
    const first = await openPglite(dir);
    try {
      await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    // Closed: the directory can be opened again.
    await (await openPglite(dir)).close();
  });
});
