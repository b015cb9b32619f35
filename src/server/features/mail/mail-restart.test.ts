/**
 * Kill and restart mid-queue: a real server process (the server this run built:
 * test/server-build-global-setup.ts) on the test's database sends a queue of notifications to a slow SMTP
 * sink; it is killed with SIGKILL in the middle, started again, and every notification arrives — the one
 * that was in flight at most twice, none lost.
 * On PGlite the database is a data directory the two processes use one after the other; on PostgreSQL,
 * the test's database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverProcessArgs } from '../../test/child-server';
import { type SmtpSink, startSmtpSink } from '../../test/peers/smtp-sink';
import { newPgliteDataDir } from '../../test/pglite-data-dir';
import { regionalCollection } from '../../test/request-payloads';
import { openTestDatabase } from '../../test/test-database';

const PASSWORD = 'restart-admin-password';
const COUNT = 12;

let sink: SmtpSink;
let databaseEnv: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  sink = await startSmtpSink({ acceptDelayMs: 150 });
  if (process.env.TEST_DB === 'postgres') {
    const database = await openTestDatabase();
    databaseEnv = { DATABASE_URL: database.url as string };
    cleanup = () => database.close();
  } else {
    const dataDir = await newPgliteDataDir('gl-mail-restart-');
    databaseEnv = { DATA_DIR: dataDir };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await sink?.close();
  await cleanup?.();
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverProcessArgs(), {
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD: PASSWORD,
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      SMTP_URL: sink.url,
      MAIL_LEASE_SECONDS: '2',
      NOTIFICATION_EMAIL: 'logistique@example.test',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  // The first start runs every migration (trigram indexes included): up to a minute on a loaded 2-core
  // machine, so two minutes.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe('a server killed in the middle of its mail queue', () => {
  it('sends every notification after a restart, none lost, the one in flight at most twice', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    try {
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const companies: string[] = [];
      for (let i = 0; i < COUNT; i += 1) {
        const company = `Redémarrage ${i}`;
        const response = await fetch(`${base}/api/regional-collection-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(regionalCollection(company)),
        });
        expect(response.status).toBe(201);
        companies.push(company);
      }

      // Mid-queue: some messages delivered, others not yet.
      await sink.waitForMessages(3, 20_000);
      server.kill('SIGKILL');
      await exited(server);
      const beforeRestart = sink.messages.length;
      expect(beforeRestart).toBeLessThan(COUNT);

      // The rows still queued go at once; the one the dead server held, when its lease (2 s here) ends.
      server = await startServer(port);
      await expect
        .poll(() => new Set(sink.messages.map((mail) => mail.subject)).size, { timeout: 30_000 })
        .toBe(COUNT);
      const subjects = sink.messages.map((mail) => mail.subject.replace(/^.* — /, ''));
      expect(new Set(subjects)).toEqual(new Set(companies));
      // The one in flight when the process died may have reached the server before it died: sent twice.
      expect(subjects.length - COUNT).toBeLessThanOrEqual(1);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }
  }, 300_000);
});
