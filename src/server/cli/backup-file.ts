/**
 * Reading a backup file for a restore or a copy to PostgreSQL: its checksum checked (the manifest beside
 * it, or a `--sha256` given by hand; a downloaded file alone is checked by gzip's own CRC), then opened in a
 * PGlite and its migration level compared with this build's.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import {
  buildMigrationLevel,
  databaseMigrationLevel,
  isNewerThanBuild,
  type MigrationLevel,
} from '../db/migration-level';
import { createPglite } from '../db/pglite-extensions';
import type { BackupManifest } from '../features/backups/backups.service';
import { manifestPath, sha256 } from '../features/backups/backups.service';

/** A refusal the command prints as is (French) and exits 1 on. */
export class CommandError extends Error {}

export interface CheckedBackup {
  bytes: Buffer;
  /** How the content was checked, for the command's output. */
  checkedBy: string;
}

export function readCheckedBackup(file: string, expectedSha256?: string): CheckedBackup {
  if (!fs.existsSync(file)) throw new CommandError(`Fichier introuvable\u00a0: ${file}`);
  const bytes = fs.readFileSync(file);
  const actual = sha256(bytes);
  let expected = expectedSha256?.toLowerCase();
  let checkedBy = 'la somme SHA-256 donnée (--sha256)';
  if (!expected && fs.existsSync(manifestPath(file))) {
    expected = (JSON.parse(fs.readFileSync(manifestPath(file), 'utf8')) as BackupManifest).sha256;
    checkedBy = `la somme SHA-256 de son manifeste (${manifestPath(file)})`;
  }
  if (expected !== undefined && expected !== actual) {
    throw new CommandError(
      `La somme de contrôle de ${file} ne correspond pas (attendue ${expected}, lue ${actual})\u00a0: ` +
        'le fichier est abîmé ou incomplet. Rien n’a été modifié.',
    );
  }
  if (expected === undefined) {
    // No manifest beside a downloaded file: gzip's CRC-32 and length cover the whole content.
    try {
      zlib.gunzipSync(bytes);
    } catch {
      throw new CommandError(
        `${file} n’est pas une sauvegarde lisible (archive gzip abîmée ou incomplète). Rien n’a été modifié.`,
      );
    }
    checkedBy =
      'le contrôle CRC de l’archive gzip (pas de manifeste à côté\u00a0; --sha256 pour vérifier la somme affichée dans Paramètres › Sauvegarde)';
  }
  return { bytes, checkedBy };
}

/** Refuses a database with migrations this build does not know. */
export function refuseNewer(level: MigrationLevel, what: string) {
  const build = buildMigrationLevel();
  if (isNewerThanBuild(level, build)) {
    throw new CommandError(
      `${what} a été faite par une version plus récente de l’application (${level.count} migrations, ` +
        `cette version en connaît ${build.count})\u00a0: installez cette version plus récente, puis recommencez. ` +
        'Rien n’a été modifié.',
    );
  }
}

/** Opens a backup's database (in memory when `dataDir` is unset, else extracted into that new directory). */
export async function openBackup(
  bytes: Buffer,
  dataDir?: string,
): Promise<{ client: PGlite; level: MigrationLevel }> {
  let client: PGlite;
  try {
    client = await createPglite(dataDir, { loadDataDir: new Blob([new Uint8Array(bytes)]) });
  } catch (error) {
    throw new CommandError(
      `La sauvegarde ne s’ouvre pas comme une base de données (${error instanceof Error ? error.message : String(error)}). Rien n’a été modifié.`,
    );
  }
  try {
    const level = await databaseMigrationLevel(drizzle(client));
    if (level.count === 0)
      throw new CommandError('Cette archive ne contient pas une base de Gestion Logistique.');
    return { client, level };
  } catch (error) {
    await client.close();
    throw error;
  }
}

/** Takes DATA_DIR's lock (the server must be stopped), or says in French that a server holds it. */
export function lockForCommand(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new CommandError(
        `La base embarquée de ${dataDir} est ouverte par un serveur en marche\u00a0: arrêtez-le, puis recommencez.`,
      );
    }
    throw error;
  }
}
