/**
 * npm run bench: measures the built server (run `npm run build` first) on this machine.
 * - start-up: time from spawning `node dist/server/server.js` on an existing embedded data directory until
 *   /healthz answers, and the resident memory once ready (always PGlite, whatever DATABASE_URL says);
 * - GET /api/user latency and memory after a bounded burst of signed-in requests.
 * Later features add their own measurements here. Traffic goes to 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchRequests } from './requests';

const PORT = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${PORT}`;
const serverEntry = path.resolve('dist/server/server.js');
const ADMIN_PASSWORD = 'bench-admin-password';
/** The flags `npm start` uses (package.json), so the bench measures what production runs. */
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? startScriptFlags()).split(' ').filter(Boolean);

function startScriptFlags(): string {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  return /^node (.*) dist\/server\/server\.js$/.exec(pkg.scripts.start ?? '')?.[1] ?? '';
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  // The start-up measured here is the embedded database's: DATABASE_URL (meant for the request-list part,
  // which creates and drops its own database) must not reach the server, or it would migrate and seed the
  // database that URL names.
  const { DATABASE_URL: _forTheListBenchOnly, ...env } = process.env;
  const child = spawn(process.execPath, [...nodeFlags, serverEntry], {
    env: { ...env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok)
        return { child, readyMs: Math.round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready within 6 s');
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function percentile(sorted: number[], p: number) {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 100) / 100;
}

async function main() {
  if (!fs.existsSync(serverEntry))
    throw new Error('dist/server/server.js is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-bench-'));
  console.log(
    `node ${process.version} ${nodeFlags.join(' ')}, ${os.cpus().length} cores, data in ${dataDir}`,
  );

  // First start creates the database (migrations + first administrator); it is not what we measure.
  const first = await startServer(dataDir);
  console.log(`first start (empty data directory): ${first.readyMs} ms`);
  await stopServer(first.child);

  const runs: { readyMs: number; rss: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const { child, readyMs } = await startServer(dataDir);
    runs.push({ readyMs, rss: rssMiB(child.pid as number) });
    await stopServer(child);
  }
  const readies = runs.map((r) => r.readyMs).sort((a, b) => a - b);
  console.log(
    `start-up on an existing data directory: ${readies.join(' / ')} ms (median ${readies[1]} ms), ` +
      `RSS when ready: ${runs.map((r) => r.rss).join(' / ')} MiB`,
  );

  const { child } = await startServer(dataDir);
  try {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const timings: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/user`, { headers: { cookie } });
      await response.arrayBuffer();
      timings.push(performance.now() - t0);
    }
    timings.sort((a, b) => a - b);
    console.log(
      `GET /api/user ×500 (sequential): p50 ${percentile(timings, 0.5)} ms, p95 ${percentile(timings, 0.95)} ms, ` +
        `RSS after: ${rssMiB(child.pid as number)} MiB`,
    );
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main()
  .then(() => benchRequests())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
