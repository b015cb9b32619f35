/**
 * A database as it was just before a given migration, to test that migration's upgrade of existing rows:
 * `before()` applies the committed migrations up to (not including) `tag`, `after()` applies the rest.
 * The migrations are the same files, with a journal cut before `tag` in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../db/client';
import { migrationsDir } from '../paths';
import { openTestDatabase } from './test-database';

export async function migrationUpgrade(tag: string) {
  const database: Database = await openTestDatabase({ empty: true });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-migrations-'));
  fs.cpSync(migrationsDir, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first one`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));

  const migrateFrom = (migrationsFolder: string) =>
    database.driver === 'postgres'
      ? migrateNodePg(database.db as never, { migrationsFolder })
      : migratePglite(database.db as never, { migrationsFolder });

  return {
    database,
    before: () => migrateFrom(folder),
    after: () => migrateFrom(migrationsDir),
    async close() {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
