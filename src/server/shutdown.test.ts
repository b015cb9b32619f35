/**
 * SIGTERM on a real server process (the server this run built: test/server-build-global-setup.ts) with 20
 * creations in flight: each gets its answer, the process exits 0, the notification it was sending goes back
 * to the queue, and the database opened again holds every created row. On PGlite a new data directory, not
 * migrated, which also shows the process alive (/healthz) but not ready (/readyz) while it migrates; on
 * PostgreSQL the test's database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client';
import { notificationOutbox, regionalCollectionRequests } from './db/schema';
import { freePort, logLines, serverProcessArgs, statusOf, until } from './test/child-server';
import { type SmtpSink, startSmtpSink } from './test/peers/smtp-sink';
import { newPgliteDataDir } from './test/pglite-data-dir';
import { regionalCollection } from './test/request-payloads';
import { openTestDatabase } from './test/test-database';

const PASSWORD = 'shutdown-admin-password';
const IN_FLIGHT = 20;
const onPglite = process.env.TEST_DB !== 'postgres';

let sink: SmtpSink;
let databaseEnv: Record<string, string>;
let reopen: () => Promise<Database>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  // The sink holds each message 20 s: the sender is mid-send when SIGTERM comes.
  sink = await startSmtpSink({ acceptDelayMs: 20_000 });
  if (onPglite) {
    const dataDir = await newPgliteDataDir('gl-shutdown-');
    databaseEnv = { DATA_DIR: dataDir };
    reopen = () => openDatabase({ dataDir });
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    const database = await openTestDatabase();
    databaseEnv = { DATABASE_URL: database.url as string };
    reopen = () => openDatabase({ databaseUrl: database.url, dataDir: '' });
    cleanup = () => database.close();
  }
});
afterAll(async () => {
  await sink?.close();
  await cleanup?.();
});

const body = (company: string) => JSON.stringify(regionalCollection(company));

/** A POST whose headers and first half of body are sent now, the rest when `finish()` is called. */
function halfSentPost(port: number, cookie: string, payload: string) {
  const bytes = Buffer.from(payload);
  const half = Math.floor(bytes.length / 2);
  let finish: () => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/regional-collection-requests',
      headers: { 'content-type': 'application/json', 'content-length': bytes.length, cookie },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.write(bytes.subarray(0, half));
    finish = () => request.end(bytes.subarray(half));
  });
  return { answer, finish: () => finish() };
}

describe('SIGTERM with requests in flight', () => {
  it('answers every request, gives back the mail it was sending, exits 0 and keeps every row', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, serverProcessArgs(), {
      env: {
        ...process.env,
        ...databaseEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        ADMIN_PASSWORD: PASSWORD,
        ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        SMTP_URL: sink.url,
        NOTIFICATION_EMAIL: 'logistique@example.test',
        LOG_LEVEL: 'debug',
        SHUTDOWN_TIMEOUT: '20',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const exit = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const log = logLines(server);
    const logged = (message: string) => log.filter((line) => line.msg === message);
    try {
      // Start-up: alive before ready. A fresh data directory migrates for seconds, so a poll every 10 ms
      // sees /healthz answer while /readyz still says « Le service démarre… ».
      let aliveNotReady = false;
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (Date.now() > deadline || server.exitCode !== null) {
          throw new Error(`the server did not become ready: ${JSON.stringify(log.slice(-5))}`);
        }
        if ((await statusOf(`${base}/healthz`)) === 200) {
          const ready = await statusOf(`${base}/readyz`);
          if (ready === 200) break;
          if (ready === 503) aliveNotReady = true;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (onPglite) expect(aliveNotReady).toBe(true);

      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const first = await fetch(`${base}/api/regional-collection-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: body('Arrêt 0'),
      });
      expect(first.status).toBe(201);
      await until(() => logged('notification claimed').length > 0, 'the sender to take the first mail', {
        everyMs: 10,
      });

      // 20 creations whose bodies are half sent: in flight when SIGTERM comes, finished after it.
      const companies = Array.from({ length: IN_FLIGHT }, (_, i) => `Arrêt ${i + 1}`);
      const posts = companies.map((company) => halfSentPost(port, cookie, body(company)));
      const incoming = () =>
        logged('incoming request').filter(
          (line) => (line.req as { url?: string } | undefined)?.url === '/api/regional-collection-requests',
        ).length;
      await until(() => incoming() >= IN_FLIGHT + 1, 'the 20 requests to reach the server', { everyMs: 10 });
      server.kill('SIGTERM');
      await until(() => logged('shutting down').length > 0, 'the shutdown to begin', { everyMs: 10 });
      for (const post of posts) post.finish();
      const answers = await Promise.all(posts.map((post) => post.answer));

      expect(answers.map((answer) => answer.status)).toEqual(companies.map(() => 201));
      expect(await exit).toBe(0);
      expect(logged('notification claim released at shutdown')).toHaveLength(1);

      const database = await reopen();
      try {
        const rows = await database.db
          .select({ company: regionalCollectionRequests.clientCompanyName })
          .from(regionalCollectionRequests)
          .where(inArray(regionalCollectionRequests.clientCompanyName, ['Arrêt 0', ...companies]));
        expect(rows).toHaveLength(IN_FLIGHT + 1);
        const outbox = await database.db
          .select({ state: notificationOutbox.state, claimToken: notificationOutbox.claimToken })
          .from(notificationOutbox);
        expect(outbox).toHaveLength(IN_FLIGHT + 1);
        // Nothing stays reserved to the process that is gone: every row is queued, none 'sending'.
        expect(outbox.every((row) => row.state === 'queued' && row.claimToken === null)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      server.kill('SIGKILL');
    }
  }, 180_000);
});
