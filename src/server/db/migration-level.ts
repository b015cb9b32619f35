/**
 * Where a database stands in the migrations: how many of drizzle/ it has applied and when the last one
 * was written (drizzle's journal `when`, which the migrator stores as `created_at`). A backup records it;
 * a restore refuses a database that has migrations this build does not know.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { appRoot, migrationsDir } from '../paths';
import type { Executor } from './client';

export interface MigrationLevel {
  /** Migrations applied (a database) or known (this build). */
  count: number;
  /** The last one's journal time in ms since 1970 (0: none). */
  lastAt: number;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** The migrations this build ships. */
export function buildMigrationLevel(): MigrationLevel & { lastTag: string } {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.at(-1);
  return { count: journal.entries.length, lastAt: last?.when ?? 0, lastTag: last?.tag ?? '' };
}

/** The app's version (package.json). */
export function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(appRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** What a database has applied (0 and 0 when it was never migrated). */
export async function databaseMigrationLevel(db: Executor): Promise<MigrationLevel> {
  const exists = (await db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return { count: 0, lastAt: 0 };
  const { rows } = (await db.execute(
    sql`SELECT count(*)::int AS count, max(created_at)::text AS last_at FROM drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number; last_at: string | null }[] };
  return { count: Number(rows[0]?.count ?? 0), lastAt: Number(rows[0]?.last_at ?? 0) };
}

/** True when `level` holds a migration this build does not know (made by a newer version). */
export function isNewerThanBuild(level: MigrationLevel, build: MigrationLevel = buildMigrationLevel()) {
  return level.count > build.count || level.lastAt > build.lastAt;
}
