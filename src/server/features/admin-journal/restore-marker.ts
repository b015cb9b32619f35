/**
 * How a restore reaches the administration journal (decision 0081). `npm run restore` runs on a stopped
 * server, against a database whose schema may predate the journal (an old backup): it cannot write the
 * entry itself. It leaves this marker in DATA_DIR instead (beside pgdata, so it survives the swap); the
 * next start records `backup.restored` once migrations are done (bootstrap.ts), then deletes the marker.
 * The marker's id makes recording idempotent: a start that dies between the insert and the deletion
 * finds the entry already there the next time and only deletes the marker.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const RESTORE_MARKER = 'restored-backup.json';

export interface RestoreMarker {
  id: string;
  /** The backup file's name. */
  backup: string;
  restoredAt: string;
  sha256: string | null;
  replacedDir: string | null;
}

/** Written through a temporary name then renamed: the server never reads half a marker. */
export function writeRestoreMarker(dataDir: string, marker: Omit<RestoreMarker, 'id'>): void {
  const file = path.join(dataDir, RESTORE_MARKER);
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  const content: RestoreMarker = { id: randomBytes(12).toString('hex'), ...marker };
  fs.writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** The marker a restore left, or undefined (none, or unreadable: then it is left for the operator). */
export function readRestoreMarker(dataDir: string): RestoreMarker | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, RESTORE_MARKER), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const marker = JSON.parse(text) as Partial<RestoreMarker>;
    if (typeof marker.id !== 'string' || typeof marker.backup !== 'string') return undefined;
    return {
      id: marker.id,
      backup: marker.backup,
      restoredAt: typeof marker.restoredAt === 'string' ? marker.restoredAt : new Date().toISOString(),
      sha256: typeof marker.sha256 === 'string' ? marker.sha256 : null,
      replacedDir: typeof marker.replacedDir === 'string' ? marker.replacedDir : null,
    };
  } catch {
    return undefined;
  }
}

export function removeRestoreMarker(dataDir: string): void {
  fs.rmSync(path.join(dataDir, RESTORE_MARKER), { force: true });
}
