/**
 * `npm run db:copy-to-postgres -- <postgres URL> [--from <backup file>] [--sha256 <hex>]` (decision 0079):
 * copies the embedded database (DATA_DIR, its server stopped, or a backup) into an empty PostgreSQL
 * database: the source is migrated to this build, the target migrated, then every table's rows are copied
 * in one transaction with triggers and foreign-key checks off (session_replication_role = replica: the
 * rows, histories and counters arrive exactly as they were), each sequence set past its table's largest
 * id, and the rows counted on both sides.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openPostgres, pgliteDatabase } from '../db/client';
import { databaseMigrationLevel } from '../db/migration-level';
import { createPglite } from '../db/pglite-extensions';
import { CommandError, lockForCommand, openBackup, readCheckedBackup, refuseNewer } from './backup-file';
import { runCommand } from './run-command';

const PAGE_ROWS = 2000;

export interface TableCount {
  table: string;
  rows: number;
}

export async function copyToPostgres(options: {
  url: string;
  dataDir: string;
  from?: string | undefined;
  sha256?: string | undefined;
  print?: (line: string) => void;
}): Promise<TableCount[]> {
  const print = options.print ?? (() => {});
  const target = new pg.Client({ connectionString: options.url });
  try {
    await target.connect();
  } catch (error) {
    throw new CommandError(
      `Connexion impossible à la base PostgreSQL cible (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  let unlock = () => {};
  let source: PGlite | undefined;
  try {
    const existing = await target.query<{ name: string }>(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
         AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1 LIMIT 5`,
    );
    if (existing.rows.length > 0) {
      throw new CommandError(
        `La base cible n’est pas vide (elle contient déjà ${existing.rows.map((row) => row.name).join(', ')}…)\u00a0: ` +
          'donnez l’adresse d’une base PostgreSQL vide (createdb), rien n’a été copié.',
      );
    }

    if (options.from) {
      const { bytes, checkedBy } = readCheckedBackup(options.from, options.sha256);
      print(`Sauvegarde vérifiée par ${checkedBy}.`);
      source = (await openBackup(bytes)).client;
    } else {
      const pgdata = path.join(options.dataDir, 'pgdata');
      if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
        throw new CommandError(
          `Aucune base embarquée dans ${pgdata} : vérifiez DATA_DIR, ou donnez une sauvegarde avec --from.`,
        );
      }
      unlock = lockForCommand(options.dataDir);
      source = await createPglite(pgdata);
    }
    refuseNewer(
      await databaseMigrationLevel(drizzle(source)),
      options.from ? 'Cette sauvegarde' : 'Cette base embarquée',
    );
    // The same schema on both sides: the source brought to this build's level, as a start would.
    await pgliteDatabase(source).migrate();
    const database = openPostgres(options.url, 1);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    const counts = await copyRows(source, target);
    for (const { table, rows } of counts) print(`${table.padEnd(32)} ${rows}`);
    print(
      `Copie terminée\u00a0: ${counts.reduce((sum, count) => sum + count.rows, 0)} lignes dans ${counts.length} tables.`,
    );
    return counts;
  } finally {
    await source?.close();
    unlock();
    await target.end();
  }
}

async function copyRows(source: PGlite, target: pg.Client): Promise<TableCount[]> {
  const tables = await source.query<{ name: string; columns: string }>(`
    SELECT c.oid::regclass::text AS name,
      (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
    FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') ORDER BY 1`);
  const counts: TableCount[] = [];
  await target.query('BEGIN');
  try {
    // Neither triggers (histories, counters, revisions) nor foreign keys: rows arrive exactly as they were.
    await target.query("SET LOCAL session_replication_role = 'replica'");
    // The rows the migrations inserted (default settings…) give way to the source's.
    await target.query(`TRUNCATE ${tables.rows.map((table) => table.name).join(', ')}`);
    for (const { name, columns } of tables.rows) {
      let after = '(0,0)';
      for (;;) {
        const page = await source.query<{ rows: string | null; last: string | null; count: number }>(
          `SELECT json_agg(t.*)::text AS rows, max(t.tid)::text AS last, count(*)::int AS count FROM (
             SELECT ctid AS tid, ${columns} FROM ${name} WHERE ctid > $1::tid ORDER BY ctid LIMIT ${PAGE_ROWS}) t`,
          [after],
        );
        const { rows, last, count } = page.rows[0] ?? { rows: null, last: null, count: 0 };
        if (!rows || !last || count === 0) break;
        await target.query(
          `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns}
           FROM json_populate_recordset(NULL::${name}, $1::json)`,
          [rows],
        );
        after = last;
        if (count < PAGE_ROWS) break;
      }
      const [sourceCount, targetCount] = await Promise.all([
        source.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${name}`),
        target.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${name}`),
      ]);
      const expected = sourceCount.rows[0]?.count ?? 0;
      if (targetCount.rows[0]?.count !== expected) {
        throw new Error(`${name}: ${expected} lignes dans la source, ${targetCount.rows[0]?.count} copiées`);
      }
      counts.push({ table: name, rows: expected });
    }
    await setSequences(source, target);
    await target.query('COMMIT');
    return counts;
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** Each sequence continues after its column's largest value (and never behind where the source's stood). */
async function setSequences(source: PGlite, target: pg.Client) {
  const owned = `
    SELECT s.oid::regclass::text AS sequence, t.oid::regclass::text AS "table", quote_ident(a.attname) AS "column"
    FROM pg_class s
    JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
    JOIN pg_class t ON t.oid = d.refobjid
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
    WHERE s.relkind = 'S' AND s.relnamespace = 'public'::regnamespace`;
  const sourceValues = await source.query<{ sequence: string; last: string | null }>(
    `SELECT format('%I', sequencename) AS sequence, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public'`,
  );
  const sourceLast = new Map(sourceValues.rows.map((row) => [row.sequence, Number(row.last ?? 0)]));
  const { rows } = await target.query<{ sequence: string; table: string; column: string }>(owned);
  for (const { sequence, table, column } of rows) {
    const { rows: max } = await target.query<{ max: string | null }>(
      `SELECT max(${column})::text AS max FROM ${table}`,
    );
    const next = Math.max(Number(max[0]?.max ?? 0), sourceLast.get(sequence) ?? 0);
    if (next > 0) await target.query('SELECT setval($1::regclass, $2, true)', [sequence, next]);
  }
}

runCommand(
  import.meta.url,
  'npm run db:copy-to-postgres -- <adresse postgres://…> [--from <fichier de sauvegarde>] [--sha256 <somme>]',
  async (args, config) => {
    const [url] = args.positional;
    if (!url || args.positional.length > 1 || !/^postgres(ql)?:\/\//.test(url)) return false;
    await copyToPostgres({
      url,
      dataDir: config.dataDir,
      from: args.options.from,
      sha256: args.options.sha256,
      print: console.log,
    });
    console.log(
      'Démarrez maintenant l’application avec DATABASE_URL égal à cette adresse (et le même ENCRYPTION_KEY, ou la même clé DATA_DIR/encryption.key).',
    );
    return true;
  },
);
