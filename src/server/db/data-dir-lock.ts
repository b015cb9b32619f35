/**
 * PGlite is a single-process database: two processes writing the same directory corrupt it. A lock file
 * holding the owner's pid turns a second start into a clear error; a lock left by a dead process is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Directories this process holds: a lock file with our own pid is ours only if we took it in this run. */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'gestion-logistique.lock');
  if (heldHere.has(lockFile)) {
    throw new DataDirLockedError(`The embedded database in ${dataDir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Our own pid here is a leftover of an earlier run that got the same pid (e.g. pid 1 in a container).
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is already used by process ${owner}. ` +
            'Stop that process, or set DATABASE_URL to share a PostgreSQL server between several processes.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}.`);
}
