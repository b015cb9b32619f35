/**
 * The built server as `npm start` runs it (dist/server/server.js with the start script's node flags), started
 * and stopped by the benches, plus a signed-in node:http client for it. Traffic stays on 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** `BENCH_SERVER_ENTRY` points at another build (two levels below the package root, as dist/server is). */
export const serverEntry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? 'dist/server/server.js');
export const ADMIN_PASSWORD = 'bench-admin-password';
/** The flags `npm start` uses (package.json), so the bench measures what production runs. */
export const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? startScriptFlags()).split(' ').filter(Boolean);

function startScriptFlags(): string {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  return /^node (.*) dist\/server\/server\.js$/.exec(pkg.scripts.start ?? '')?.[1] ?? '';
}

export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL instead of PGlite under dataDir. */
  databaseUrl?: string | undefined;
  /** Extra node flags before the entry point (e.g. a preload). */
  preload?: string[];
  env?: Record<string, string>;
  /** Another build's server.js than `serverEntry` (bench:startup compares builds side by side). */
  entry?: string;
}

export async function startServer(options: ServerOptions): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  // DATABASE_URL only reaches the server when the caller asks for PostgreSQL.
  const { DATABASE_URL: _notForTheServer, ...env } = process.env;
  const child = spawn(
    process.execPath,
    [...nodeFlags, ...(options.preload ?? []), options.entry ?? serverEntry],
    {
      env: {
        ...env,
        ...options.env,
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${options.port}`;
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok)
        return { child, readyMs: Math.round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready within 30 s');
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs in as the bootstrap administrator; answers the session cookie (`name=value`). */
export async function signIn(port: number): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/**
 * GET with the session cookie over one kept-alive node:http connection (as load testers measure a server;
 * undici's fetch costs ≈ 0.3 ms a call in the measuring process); resolves once the whole body has arrived,
 * rejects unless 200. `acceptEncoding` is sent as a browser sends it, so compression is measured too.
 */
export function httpClient(port: number, cookie: string, acceptEncoding: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers: Record<string, string> = { cookie };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return {
    get: (urlPath: string) =>
      new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: urlPath, agent, headers }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`${urlPath}: ${response.statusCode}`));
            response.on('data', () => {});
            response.on('end', resolve);
          })
          .on('error', reject);
      }),
    close: () => agent.destroy(),
  };
}
