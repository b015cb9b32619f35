import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKUP_NAME } from '@shared/backups/backup';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { BACKUPS_ON_POSTGRES, type BackupManifest, createBackups } from './backups.service';

let t: TestApp;
let admin: string;
let user: string;
let dir: string;
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-backups-'));
  t = await buildTestApp({ BACKUP_DIR: dir, BACKUP_KEEP: '2' });
  ({ admin, user } = await t.signInAdminAndUser());
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('/api/admin/backups', () => {
  it('is for administrators only', async () => {
    expect((await t.call('GET', '/api/admin/backups')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/backups', { cookie: user })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/admin/backups', { cookie: user })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/admin/backups/x.tar.gz`, { cookie: user })).statusCode).toBe(403);
  });

  it.runIf(onPostgres)('answers a French 409 on PostgreSQL: its own tools back it up', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/backups'],
      ['GET', '/api/admin/backups'],
      ['GET', '/api/admin/backups/gestion-logistique-2026-01-01T00-00-00-000Z.tar.gz'],
    ] as const) {
      const response = await t.call(method, url, { cookie: admin });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: BACKUPS_ON_POSTGRES });
    }
  });

  it.skipIf(onPostgres)(
    'makes one now, with its manifest, written whole; lists and downloads it',
    async () => {
      const made = await t.call('POST', '/api/admin/backups', { cookie: admin });
      expect(made.statusCode).toBe(201);
      const backup = made.json();
      expect(backup).toEqual({
        name: expect.stringMatching(BACKUP_NAME),
        size: expect.any(Number),
        createdAt: expect.any(String),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const bytes = fs.readFileSync(path.join(dir, backup.name));
      expect(bytes.length).toBe(backup.size);
      expect(sha256(bytes)).toBe(backup.sha256);
      expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
      const manifest = JSON.parse(
        fs.readFileSync(path.join(dir, `${backup.name}.json`), 'utf8'),
      ) as BackupManifest;
      expect(manifest).toMatchObject({ ...backup, format: 1, madeBy: { app: 'gestion-logistique' } });
      expect(manifest.madeBy.migrations.count).toBeGreaterThan(15);
      expect(fs.readdirSync(dir).filter((entry) => entry.endsWith('.tmp'))).toEqual([]);

      const list = await t.call('GET', '/api/admin/backups', { cookie: admin });
      expect(list.json()).toEqual({ backups: [backup] });

      const download = await t.call('GET', `/api/admin/backups/${backup.name}`, { cookie: admin });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/gzip');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
      expect(download.headers['x-backup-sha256']).toBe(backup.sha256);
      expect(sha256(download.rawPayload)).toBe(backup.sha256);
    },
  );

  it.skipIf(onPostgres)('keeps the last BACKUP_KEEP, newest first', async () => {
    const second = (await t.call('POST', '/api/admin/backups', { cookie: admin })).json();
    const third = (await t.call('POST', '/api/admin/backups', { cookie: admin })).json();
    const list = (await t.call('GET', '/api/admin/backups', { cookie: admin })).json();
    expect(list.backups.map((backup: { name: string }) => backup.name)).toEqual([third.name, second.name]);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [second.name, `${second.name}.json`, third.name, `${third.name}.json`].sort(),
    );
  });

  it.skipIf(onPostgres)('serves nothing but a listed backup (no path traversal)', async () => {
    fs.writeFileSync(path.join(path.dirname(dir), 'secret.txt'), 'secret');
    for (const name of [
      '..%2Fsecret.txt',
      '..%2F..%2Fetc%2Fpasswd',
      '%2Fetc%2Fpasswd',
      'gestion-logistique-2020-01-01T00-00-00-000Z.tar.gz',
      `gestion-logistique-2020-01-01T00-00-00-000Z.tar.gz.json`,
      'x'.repeat(99),
    ]) {
      const response = await t.call('GET', `/api/admin/backups/${name}`, { cookie: admin });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().message).toMatch(/introuvable/);
    }
    fs.rmSync(path.join(path.dirname(dir), 'secret.txt'));
  });
});

describe('the backup timer', () => {
  it.skipIf(onPostgres)('logs one line per failure, retries, then backs up', async () => {
    const lines: string[] = [];
    const log = { error: (line: string) => lines.push(line), info: () => {} } as unknown as FastifyBaseLogger;
    const timerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-backups-timer-'));
    let failures = 2;
    const dumpDataDir = t.database.dumpDataDir;
    if (!dumpDataDir) throw new Error('PGlite dumps');
    const backups = createBackups({
      database: {
        ...t.database,
        dumpDataDir: () => (failures-- > 0 ? Promise.reject(new Error('disque plein')) : dumpDataDir()),
      },
      dir: timerDir,
      keep: 3,
      intervalMs: 60_000,
      retryMs: 10,
      afterStartMs: 10,
      log,
    });
    try {
      backups.start();
      const deadline = Date.now() + 10_000;
      // Listed means both renames are done (the archive alone, or its manifest still under a temporary name, is
      // not a backup yet).
      while ((await backups.list()).length < 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines).toEqual([
        'backup failed (disque plein); next try in 0 s',
        'backup failed (disque plein); next try in 0 s',
      ]);
      expect(await backups.list()).toHaveLength(1);
    } finally {
      await backups.stop();
      fs.rmSync(timerDir, { recursive: true, force: true });
    }
  });
});
