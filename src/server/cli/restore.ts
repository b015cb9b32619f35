/**
 * `npm run restore -- <backup file> [--sha256 <hex>]`, on a stopped server (decision 0078): checks the
 * file, refuses a backup made by a newer version, extracts it beside the current database, then swaps
 * them — the replaced `pgdata` is kept aside as `pgdata.replaced-<date>`. The next start migrates the
 * restored database if it is older than this build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeRestoreMarker } from '../features/admin-journal/restore-marker';
import { sha256 } from '../features/backups/backups.service';
import { CommandError, lockForCommand, openBackup, readCheckedBackup, refuseNewer } from './backup-file';
import { runCommand } from './run-command';

export interface RestoreResult {
  /** Where the replaced database was moved (undefined: DATA_DIR held none). */
  replacedDir: string | undefined;
  migrations: number;
}

export async function restoreBackup(options: {
  file: string;
  dataDir: string;
  sha256?: string | undefined;
  print?: (line: string) => void;
}): Promise<RestoreResult> {
  const print = options.print ?? (() => {});
  const unlock = lockForCommand(options.dataDir);
  const stamp = new Date().toISOString().replaceAll(':', '-').replace('.', '-');
  const staging = path.join(options.dataDir, `pgdata.restoring-${stamp}`);
  try {
    const { bytes, checkedBy } = readCheckedBackup(options.file, options.sha256);
    print(`Sauvegarde vérifiée par ${checkedBy}.`);
    fs.mkdirSync(staging);
    const { client, level } = await openBackup(bytes, staging);
    await client.close();
    refuseNewer(level, 'Cette sauvegarde');
    const current = path.join(options.dataDir, 'pgdata');
    let replacedDir: string | undefined;
    if (fs.existsSync(current)) {
      replacedDir = path.join(options.dataDir, `pgdata.replaced-${stamp}`);
      fs.renameSync(current, replacedDir);
    }
    fs.renameSync(staging, current);
    // The next start journals the restore (decision 0081): the database may not have the journal yet.
    writeRestoreMarker(options.dataDir, {
      backup: path.basename(options.file),
      restoredAt: new Date().toISOString(),
      sha256: sha256(bytes),
      replacedDir: replacedDir ?? null,
    });
    print(`Base restaurée dans ${current} (${level.count} migrations).`);
    print(
      replacedDir
        ? `L’ancienne base est conservée dans ${replacedDir}\u00a0: supprimez-la quand vous n’en aurez plus besoin.`
        : 'Il n’y avait pas de base à remplacer.',
    );
    print('Démarrez le serveur (npm start)\u00a0: il appliquera les migrations plus récentes s’il y en a.');
    return { replacedDir, migrations: level.count };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

runCommand(
  import.meta.url,
  'npm run restore -- <fichier de sauvegarde> [--sha256 <somme>]',
  async (args, config) => {
    const [file] = args.positional;
    if (!file || args.positional.length > 1) return false;
    if (config.databaseUrl) {
      throw new CommandError(
        'DATABASE_URL est défini\u00a0: cette instance utilise PostgreSQL, restaurez-la avec ses propres outils (pg_restore ou psql, voir docs/operations.md).',
      );
    }
    await restoreBackup({ file, dataDir: config.dataDir, sha256: args.options.sha256, print: console.log });
    return true;
  },
);
