/**
 * npm run bench: measures the built server (run `npm run build` first) on this machine.
 * - start-up: time from spawning `node dist/server/server.js` on an existing embedded data directory until
 *   /readyz answers, and the resident memory once ready (always PGlite, whatever DATABASE_URL says);
 * - GET /api/user latency and memory after a bounded burst of signed-in requests.
 * - then HTTP against the same SQL from a separate process, per endpoint, volume and database (requests.ts).
 * Traffic goes to 127.0.0.1 only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_PASSWORD,
  nodeFlags,
  rssMiB,
  serverEntry,
  startServer as startBuiltServer,
  stopServer,
} from './built-server';
import { benchRequests } from './requests';

const PORT = Number(process.env.BENCH_PORT ?? 3510);
const base = `http://127.0.0.1:${PORT}`;

/** Always the embedded database: the start-up measured here is PGlite's, whatever DATABASE_URL says. */
const startServer = (dataDir: string) => startBuiltServer({ port: PORT, dataDir });

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

// BENCH_SKIP_STARTUP=1 runs only the HTTP-against-SQL part.
(process.env.BENCH_SKIP_STARTUP ? Promise.resolve() : main())
  .then(() => benchRequests())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
