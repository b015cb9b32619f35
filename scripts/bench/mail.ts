/**
 * npm run bench:mail — what mail notifications cost the request that queues them, on the built server
 * (run `npm run build` first), embedded database, all traffic on 127.0.0.1:
 * - three servers side by side: mail not configured; SMTP to a local sink that accepts; SMTP to a port where
 *   nothing listens (the mail server is down). Creations are sent to the three in turn, round after round,
 *   so the machine's noise falls on all of them alike; each round prints p50/p90 of POST per server and the
 *   ratio to the server without mail.
 * - the delivery: how long after the last creation the sink holds every message, and the rate.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../../src/server/test/peers/smtp-sink';

const serverEntry = path.resolve('dist/server/server.js');
const ADMIN_PASSWORD = 'bench-admin-password';
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);
const PER_ROUND = Number(process.env.BENCH_ROWS ?? 100);
const basePort = Number(process.env.BENCH_PORT ?? 3199);

interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  cookie: string;
  dataDir: string;
  timings: number[];
}

async function startServer(name: string, port: number, env: Record<string, string>): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-bench-mail-'));
  const { DATABASE_URL: _embeddedOnly, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'error',
      NOTIFICATION_EMAIL: 'logistique@example.test',
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`${name}: sign-in failed (${login.status})`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { name, base, child, cookie, dataDir, timings: [] };
}

async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const body = (i: number) =>
  JSON.stringify({
    clientCompanyName: `Bench ${i}`,
    contactName: 'Claire Petit',
    contactEmail: 'claire.petit@example.test',
    contactPhone: '01 02 03 04 05',
    companyAddress: '1 rue de la Paix, 75002 Paris',
    desiredDate: '2027-03-04',
    computersToCollect: 3,
  });

async function create(server: Server, i: number): Promise<boolean> {
  const t0 = performance.now();
  const response = await fetch(`${server.base}/api/regional-collection-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.cookie, origin: server.base },
    body: body(i),
  });
  const created = (await response.json()) as { notificationQueued?: boolean };
  server.timings.push(performance.now() - t0);
  if (response.status !== 201) throw new Error(`${server.name}: ${response.status}`);
  return created.notificationQueued === true;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main() {
  if (!fs.existsSync(serverEntry))
    throw new Error('dist/server/server.js is missing: run `npm run build` first');
  const sink = await startSmtpSink();
  // A port that was just free: nothing listens there, connections are refused.
  const down = await startSmtpSink();
  const downUrl = down.url;
  await down.close();

  const servers = await Promise.all([
    startServer('sans e-mail', basePort, {}),
    startServer('SMTP joignable', basePort + 1, { SMTP_URL: sink.url }),
    startServer('SMTP injoignable', basePort + 2, { SMTP_URL: downUrl }),
  ]);
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, ${ROUNDS} rounds × ${PER_ROUND} creations per server`,
  );
  try {
    const queued = new Map<string, number>();
    let deliveryStart = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const server of servers) server.timings = [];
      for (let i = 0; i < PER_ROUND; i++) {
        // Each server goes first in turn: no order effect in the comparison.
        for (let k = 0; k < servers.length; k++) {
          const server = servers[(i + k) % servers.length] as Server;
          if (await create(server, round * 1000 + i))
            queued.set(server.name, (queued.get(server.name) ?? 0) + 1);
        }
      }
      deliveryStart = performance.now();
      const reference = pct(servers[0]?.timings ?? [], 0.5);
      console.log(
        `round ${round}: ${servers
          .map(
            (s) =>
              `${s.name} p50 ${ms(pct(s.timings, 0.5))} p90 ${ms(pct(s.timings, 0.9))} (×${(pct(s.timings, 0.5) / reference).toFixed(2)})`,
          )
          .join(' · ')}`,
      );
    }
    const expected = queued.get('SMTP joignable') ?? 0;
    await sink.waitForMessages(expected, 120_000);
    const drainMs = performance.now() - deliveryStart;
    console.log(
      `queued: ${[...queued].map(([name, n]) => `${name} ${n}`).join(', ') || 'none'}; ` +
        `the sink held all ${expected} messages ${Math.round(drainMs)} ms after the last creation ` +
        `(${sink.messages.length} received in all)`,
    );
  } finally {
    await Promise.all(servers.map(stopServer));
    await sink.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
