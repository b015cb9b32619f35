/**
 * Two real server processes (the server this run built, as the shutdown test starts one) on one
 * fresh PostgreSQL database, started at the same moment (issue 24, decision 0082): the migrations and the
 * first administrator happen once; a session made through one works through the other; sign-in
 * throttling counts across both; each notification mail is sent once; the timed clean-up job runs once
 * per period, not once per process. PostgreSQL only: PGlite serves one process (its data directory is
 * locked).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from './config';
import { CLEAN_UP_JOB } from './features/jobs/clean-up.job';
import { migrationsDir } from './paths';
import { freePort, logLines, serverProcessArgs, statusOf, until } from './test/child-server';
import { type SmtpSink, startSmtpSink } from './test/peers/smtp-sink';
import { regionalCollection } from './test/request-payloads';

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const PASSWORD = 'multi-process-admin-password';
const CLEANUP_SECONDS = 2;
const MAILS = 6;

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  exit: Promise<number | null>;
  log: Array<Record<string, unknown>>;
  /** What it printed on stderr (a start that fails says why there). */
  stderr: () => string;
}

const logged = (servers: Server[], message: string) =>
  servers.flatMap((server) => server.log.filter((line) => line.msg === message));

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  const name = onPostgres ? `gl_test_${inject('testRunId')}_procs_${randomBytes(4).toString('hex')}` : '';
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  let url: string;
  let db: pg.Pool;
  let sink: SmtpSink;
  let dataDir: string;
  let servers: Server[] = [];

  const withAdmin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await withAdmin(`CREATE DATABASE ${name}`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    db = new pg.Pool({ connectionString: url, max: 2 });
    sink = await startSmtpSink();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-procs-'));
  });

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await db?.end();
    await sink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (name) await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const readiness = new Map<Server, () => boolean>();

  /** Polls /readyz; a process that exits first fails the test at once, with what it printed. */
  const ready = (server: Server) =>
    until(
      async () => {
        if (readiness.get(server)?.()) {
          throw new Error(`server ${server.name} exited before it was ready:\n${server.stderr()}`);
        }
        return (await statusOf(`${server.base}/readyz`)) === 200;
      },
      `server ${server.name} to be ready`,
      { timeoutMs: 120_000 },
    );

  function start(serverName: string, port: number): Server {
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, serverProcessArgs(), {
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '4',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        ADMIN_PASSWORD: PASSWORD,
        ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
        SMTP_URL: sink.url,
        NOTIFICATION_EMAIL: 'logistique@example.test',
        CLEANUP_INTERVAL: `${CLEANUP_SECONDS}s`,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let exited = false;
    const exit = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        exited = true;
        resolve(code);
      }),
    );
    const server: Server = {
      name: serverName,
      base,
      child,
      exit,
      log: logLines(child),
      stderr: () => stderr,
    };
    readiness.set(server, () => exited);
    return server;
  }

  const signIn = (server: Server, username: string, password: string) =>
    fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  it('migrates and bootstraps once, shares sessions, throttling, the outbox and the timed jobs', async () => {
    servers = [start('A', await freePort()), start('B', await freePort())];
    const [a, b] = servers as [Server, Server];
    await Promise.all(servers.map(ready));

    // Migrations: each one applied once (journal entries = rows), both processes ready on the same schema.
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'));
    const migrations = await db.query<{ n: number; distinct: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
    );
    expect(migrations.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });

    // The first administrator: one account, created by one of the two.
    const users = await db.query<{ username: string; role: string }>('SELECT username, role FROM users');
    expect(users.rows).toEqual([{ username: 'admin', role: 'admin' }]);
    expect(logged(servers, 'First administrator created from ADMIN_USERNAME / ADMIN_PASSWORD.')).toHaveLength(
      1,
    );

    // A session made through A works through B, and signing out through B ends it for A.
    const login = await signIn(a, 'admin', PASSWORD);
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const throughB = await fetch(`${b.base}/api/user`, { headers: { cookie } });
    expect(throughB.status).toBe(200);
    expect((await throughB.json()).username).toBe('admin');

    // Notifications: requests created through both at once, each mail received once.
    const companies = Array.from({ length: MAILS }, (_, i) => `Processus ${i + 1}`);
    const created = await Promise.all(
      companies.map((company, i) =>
        fetch(`${servers[i % 2]?.base}/api/regional-collection-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(regionalCollection(company)),
        }),
      ),
    );
    expect(created.map((response) => response.status)).toEqual(companies.map(() => 201));

    // Throttling across both: wrong passwords sent at once, alternately to A and B, get exactly as many
    // 401 as one process allows (LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP, default), the rest 429.
    const limit = loadConfig({}).loginThrottle.maxFailuresPerUsernameAndIp;
    const attempts = await Promise.all(
      Array.from({ length: 2 * limit + 2 }, (_, i) =>
        signIn(servers[i % 2] as Server, 'intrus', 'mauvais-mot-de-passe').then(
          (response) => response.status,
        ),
      ),
    );
    expect(attempts.filter((status) => status === 401)).toHaveLength(limit);
    expect(attempts.filter((status) => status === 429)).toHaveLength(limit + 2);
    // …and the next one, through either process, is refused too.
    expect((await signIn(b, 'intrus', 'mauvais-mot-de-passe')).status).toBe(429);
    expect((await signIn(a, 'intrus', 'mauvais-mot-de-passe')).status).toBe(429);

    const mails = await sink.waitForMessages(MAILS, 20_000);
    expect(mails.map((mail) => mail.to)).toEqual(companies.map(() => ['logistique@example.test']));
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(MAILS);
    await until(async () => {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM notification_outbox WHERE state = 'sent'",
      );
      return rows[0]?.n === MAILS;
    }, 'every outbox row to be marked sent');

    // The clean-up job: an expired session is deleted within a period or so…
    await db.query(
      `INSERT INTO sessions (id, user_id, expires_at)
       SELECT 'expired-session', id, now() - interval '1 minute' FROM users WHERE username = 'admin'`,
    );
    await until(
      async () => (await db.query("SELECT 1 FROM sessions WHERE id = 'expired-session'")).rowCount === 0,
      'the clean-up job to delete the expired session',
      { timeoutMs: 4 * CLEANUP_SECONDS * 1000 },
    );
    // …and it ran at least three times in all (a few periods passed since the start).
    const runsOf = async () =>
      (await db.query<{ runs: number }>('SELECT runs FROM job_runs WHERE name = $1', [CLEAN_UP_JOB])).rows[0]
        ?.runs ?? 0;
    await until(async () => (await runsOf()) >= 3, 'three clean-up runs', {
      timeoutMs: 6 * CLEANUP_SECONDS * 1000,
    });

    // Nothing more was sent meanwhile (a second sender would have sent a row again by now).
    expect(sink.messages).toHaveLength(MAILS);
    expect(logged(servers, 'notification sent')).toHaveLength(MAILS);
    // The session made through A still works through B.
    expect((await fetch(`${b.base}/api/user`, { headers: { cookie } })).status).toBe(200);

    // Stop both: each exits 0.
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exit))).toEqual([0, 0]);

    // The clean-up job ran once per period across both processes: its runs, as logged by either, are
    // numbered 1…n without a repeat (one claim each), n is job_runs' count, and two runs are a period apart.
    const runs = logged(servers, 'scheduled job ran')
      .filter((line) => line.job === CLEAN_UP_JOB)
      .map((line) => ({ run: Number(line.run), time: Date.parse(String(line.startedAt)) }))
      .sort((x, y) => x.run - y.run);
    const n = await runsOf();
    expect(runs.map((line) => line.run)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    for (let i = 1; i < runs.length; i += 1) {
      const gap = (runs[i]?.time ?? 0) - (runs[i - 1]?.time ?? 0);
      // Claimed a period apart or more, on the database's clock (its start as the claim returned it).
      expect(gap, `between runs ${i} and ${i + 1}`).toBeGreaterThanOrEqual(CLEANUP_SECONDS * 1000 - 1);
    }
  }, 180_000);
});
