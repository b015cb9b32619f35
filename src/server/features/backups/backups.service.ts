/**
 * Backups of the embedded database (decision 0077): consistent snapshots of PGlite's data directory
 * (Database.dumpDataDir, a gzipped tar) written into BACKUP_DIR under a temporary name then renamed, each
 * with a manifest `<name>.json` (size, sha256, the app version and migration level that made it); the
 * last BACKUP_KEEP are kept. A timer makes one every BACKUP_INTERVAL; a failure logs one line and is
 * retried later, never stopping the server. On PostgreSQL every operation answers 409: pg_dump.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_NAME, type BackupInfo } from '@shared/backups/backup';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { appVersion, databaseMigrationLevel, type MigrationLevel } from '../../db/migration-level';
import { conflict, notFound } from '../../lib/http-errors';

export const BACKUPS_ON_POSTGRES =
  'Les sauvegardes intégrées ne concernent que la base embarquée. Cette instance utilise PostgreSQL\u00a0: ' +
  'elle se sauvegarde avec les outils de PostgreSQL (pg_dump, ou la sauvegarde de votre hébergeur) — ' +
  'demandez-la à la personne qui administre le serveur (docs/operations.md).';

/** What `<name>.json` holds beside each backup. */
export interface BackupManifest extends BackupInfo {
  format: 1;
  madeBy: { app: 'gestion-logistique'; version: string; migrations: MigrationLevel };
}

/** After a failed scheduled backup, the next try comes this soon (or at the interval, if shorter). */
const RETRY_MS = 5 * 60_000;
/** An overdue backup waits this long after a start (or the interval, if shorter): starts stay quick. */
const AFTER_START_MS = 5 * 60_000;

export interface Backups {
  readonly supported: boolean;
  /** Makes one now (one at a time: a call during another waits for it, then makes its own). */
  create(): Promise<BackupInfo>;
  /** Newest first. */
  list(): Promise<BackupInfo[]>;
  /** The file of one backup, for download; 404 for any name that is not a listed backup. */
  file(name: string): Promise<{ path: string; info: BackupInfo }>;
  /** Starts the timer (server.ts, once listening). */
  start(): void;
  /** Stops the timer and waits for a backup in progress. */
  stop(): Promise<void>;
}

export function manifestPath(backupFile: string) {
  return `${backupFile}.json`;
}

export function backupName(date: Date) {
  return `gestion-logistique-${date.toISOString().replaceAll(':', '-').replace('.', '-')}.tar.gz`;
}

export function sha256(bytes: Uint8Array | Buffer) {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Writes `bytes` to `file` through a temporary name in the same directory, flushed to disk, then renamed (no
 * torn file). Asynchronous: a backup's megabytes never hold the event loop.
 */
async function writeAtomically(file: string, bytes: Uint8Array | string) {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const handle = await fs.promises.open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
}

export function createBackups(options: {
  database: Database;
  dir: string;
  keep: number;
  intervalMs: number | null;
  log: FastifyBaseLogger;
  /** Tests: the delay after a failure, and before the first backup after a start. */
  retryMs?: number;
  afterStartMs?: number;
  now?: () => Date;
}): Backups {
  const { database, dir, keep, intervalMs, log } = options;
  const now = options.now ?? (() => new Date());
  const supported = database.dumpDataDir !== undefined;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const requireSupported = () => {
    if (!supported) throw conflict(BACKUPS_ON_POSTGRES);
  };

  async function readManifests(): Promise<BackupManifest[]> {
    let names: string[];
    try {
      names = await fs.promises.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const manifests: BackupManifest[] = [];
    for (const name of names
      .filter((entry) => BACKUP_NAME.test(entry))
      .sort()
      .reverse()) {
      try {
        const manifest = JSON.parse(
          await fs.promises.readFile(manifestPath(path.join(dir, name)), 'utf8'),
        ) as BackupManifest;
        if (manifest.name === name) manifests.push(manifest);
      } catch {
        // A backup without its manifest (interrupted between the two renames): not listed, pruned later.
      }
    }
    return manifests;
  }

  async function make(): Promise<BackupInfo> {
    const dump = database.dumpDataDir;
    if (!dump) throw conflict(BACKUPS_ON_POSTGRES);
    await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
    const migrations = await databaseMigrationLevel(database.db);
    const bytes = await dump();
    let date = now();
    // Two backups in the same millisecond (one at a time, so only a fast clock): the second a ms later.
    while (fs.existsSync(path.join(dir, backupName(date)))) date = new Date(date.getTime() + 1);
    const name = backupName(date);
    const file = path.join(dir, name);
    const manifest: BackupManifest = {
      format: 1,
      name,
      size: bytes.byteLength,
      createdAt: date.toISOString(),
      sha256: sha256(bytes),
      madeBy: { app: 'gestion-logistique', version: appVersion(), migrations },
    };
    await writeAtomically(file, bytes);
    await writeAtomically(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
    await prune();
    return { name, size: manifest.size, createdAt: manifest.createdAt, sha256: manifest.sha256 };
  }

  /** Keeps the newest `keep` backups; removes older ones, their manifests and any leftover temporary file. */
  async function prune() {
    const entries = await fs.promises.readdir(dir);
    const backups = entries
      .filter((entry) => BACKUP_NAME.test(entry))
      .sort()
      .reverse();
    for (const name of backups.slice(keep)) {
      await fs.promises.rm(manifestPath(path.join(dir, name)), { force: true });
      await fs.promises.rm(path.join(dir, name), { force: true });
    }
    const kept = new Set(backups.slice(0, keep));
    for (const entry of entries) {
      const orphanManifest = entry.endsWith('.tar.gz.json') && !kept.has(entry.slice(0, -5));
      if (orphanManifest) await fs.promises.rm(path.join(dir, entry), { force: true });
    }
  }

  function create(): Promise<BackupInfo> {
    requireSupported();
    const next = running.catch(() => {}).then(make);
    running = next;
    return next;
  }

  function schedule(delayMs: number) {
    if (stopped || intervalMs === null) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      create().then(
        (backup) => {
          log.info({ backup: backup.name, size: backup.size }, 'backup made');
          schedule(intervalMs);
        },
        (error: unknown) => {
          const retryMs = Math.min(options.retryMs ?? RETRY_MS, intervalMs);
          log.error(
            `backup failed (${error instanceof Error ? error.message : String(error)}); next try in ${Math.round(retryMs / 1000)} s`,
          );
          schedule(retryMs);
        },
      );
    }, delayMs);
    timer.unref();
  }

  return {
    supported,
    create,
    async list() {
      requireSupported();
      return (await readManifests()).map(({ name, size, createdAt, sha256 }) => ({
        name,
        size,
        createdAt,
        sha256,
      }));
    },
    async file(name) {
      requireSupported();
      if (!BACKUP_NAME.test(name)) throw notFound('Sauvegarde introuvable.');
      const info = (await readManifests()).find((manifest) => manifest.name === name);
      if (!info) throw notFound('Sauvegarde introuvable.');
      return {
        path: path.join(dir, name),
        info: { name, size: info.size, createdAt: info.createdAt, sha256: info.sha256 },
      };
    },
    start() {
      if (!supported || intervalMs === null) return;
      // The next one is due an interval after the newest backup; an overdue one (or the first) comes a few
      // minutes after the start, not during it.
      const soonest = Math.min(options.afterStartMs ?? AFTER_START_MS, intervalMs);
      void readManifests().then(
        (manifests) => {
          const newest = manifests[0] ? Date.parse(manifests[0].createdAt) : 0;
          schedule(Math.max(soonest, Math.min(intervalMs, newest + intervalMs - now().getTime())));
        },
        () => schedule(soonest),
      );
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => {});
    },
  };
}
