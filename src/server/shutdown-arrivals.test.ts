/**
 * SIGTERM while requests are still arriving, as a rolling restart sends it (issue 30): 30 creations fired
 * at once over warm keep-alive connections and fresh ones, SIGTERM 30 ms later. Every request gets an
 * answer — 201, or 503 « Le service s'arrête… » with Retry-After and `Connection: close` — none a cut
 * connection; every 201 is a row when the database is opened again, and nothing else is; the process exits
 * 0 as soon as the last answer is sent, well before SHUTDOWN_TIMEOUT. A real server process (the server
 * this run built): on PGlite in a new data directory, on PostgreSQL the test's database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { messages } from '@shared/http/api-error';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client';
import { regionalCollectionRequests } from './db/schema';
import { freePort, serverProcessArgs, statusOf } from './test/child-server';
import { newPgliteDataDir } from './test/pglite-data-dir';
import { regionalCollection } from './test/request-payloads';
import { openTestDatabase } from './test/test-database';

const PASSWORD = 'arrivals-admin-password';
const BURST = 30;
const SHUTDOWN_TIMEOUT_S = 10;
const onPglite = process.env.TEST_DB !== 'postgres';

let databaseEnv: Record<string, string>;
let reopen: () => Promise<Database>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (onPglite) {
    const dataDir = await newPgliteDataDir('gl-arrivals-');
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
  await cleanup?.();
});

type Outcome =
  | { status: number; body: string; retryAfter?: string; connection?: string }
  | { error: string; status?: undefined };

function send(
  port: number,
  agent: http.Agent | false,
  method: string,
  pathname: string,
  headers: http.OutgoingHttpHeaders,
  payload?: string,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: pathname, headers, agent });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          retryAfter: response.headers['retry-after'],
          connection: response.headers.connection,
        }),
      );
    });
    request.end(payload);
  });
}

describe('SIGTERM while requests arrive', () => {
  it('answers every request (201 or a French 503), keeps every 201 and exits 0 at once', async () => {
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
        ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT: String(SHUTDOWN_TIMEOUT_S),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Its log (warnings and errors, pino's JSON lines) and any crash, said by a failure below.
    let log = '';
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4_000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    const exit = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    try {
      const deadline = Date.now() + 120_000;
      while ((await statusOf(`${base}/readyz`)) !== 200) {
        if (Date.now() > deadline) throw new Error('the server did not become ready');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const signIn = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

      // Half the burst goes over keep-alive connections opened beforehand (idle when the burst starts).
      const warm = await Promise.all(
        Array.from({ length: BURST / 2 }, () => send(port, agent, 'GET', '/healthz', {})),
      );
      expect(warm.map((outcome) => outcome.status)).toEqual(warm.map(() => 200));

      const companies = Array.from({ length: BURST }, (_, i) => `Relance ${String(i).padStart(2, '0')}`);
      const outcomes = companies.map((company, i) => {
        const payload = JSON.stringify(regionalCollection(company));
        return send(
          port,
          i % 2 === 0 ? agent : false,
          'POST',
          '/api/regional-collection-requests',
          { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie },
          payload,
        );
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      const signalledAt = Date.now();
      server.kill('SIGTERM');
      const answers = await Promise.all(outcomes);
      const { code, at } = await exit;

      // No request is left without an answer (which of them, how the server ended and its log if one is).
      const unanswered = answers.flatMap((answer, i) =>
        answer.status === undefined
          ? [`${i % 2 === 0 ? 'kept-alive' : 'new'} connection: ${answer.error}`]
          : [],
      );
      expect(unanswered, `exit code ${code}, ${at - signalledAt} ms after SIGTERM; log:\n${log}`).toEqual([]);
      const created = companies.filter((_, i) => answers[i]?.status === 201);
      for (const answer of answers) {
        if (answer.status === 201) continue;
        expect(answer.status).toBe(503);
        if (answer.status !== 503) continue;
        expect(JSON.parse(answer.body)).toEqual({ message: messages.stopping });
        expect(answer.retryAfter).toBe('5');
        expect(answer.connection).toBe('close');
      }
      expect(code).toBe(0);
      expect(at - signalledAt).toBeLessThan((SHUTDOWN_TIMEOUT_S * 1000) / 2);

      const database = await reopen();
      try {
        const rows = await database.db
          .select({ company: regionalCollectionRequests.clientCompanyName })
          .from(regionalCollectionRequests)
          .where(like(regionalCollectionRequests.clientCompanyName, 'Relance %'));
        expect(rows.map((row) => row.company).sort()).toEqual(created);
      } finally {
        await database.close();
      }
    } finally {
      agent.destroy();
      server.kill('SIGKILL');
    }
  }, 180_000);
});
