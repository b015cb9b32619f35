/**
 * A new on-disk PGlite data directory for a test that opens one or starts a server process on it: a copy
 * of one this worker created once. PGlite creating a directory (its initdb, in WebAssembly) costs 5–6 s of
 * one core; copying the result, a tenth of a second. The copy is not migrated: a server started on it
 * migrates it as on a first start, and shows /healthz alive but /readyz not ready meanwhile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/client';

let created: Promise<string> | undefined;

function createdOnce(): Promise<string> {
  created ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-initdb-'));
    await (await openPglite(dir)).close();
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  })();
  return created;
}

/** A data directory under the system's temporary one, named `prefix…`, as PGlite leaves a new one. */
export async function newPgliteDataDir(prefix: string): Promise<string> {
  const source = await createdOnce();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(source, 'pgdata'), path.join(dir, 'pgdata'), { recursive: true });
  return dir;
}
