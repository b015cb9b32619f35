/**
 * `npm run bench:server-cpu -- <postgres URL> <calls> <rounds> <path>…` — the server's own CPU per call
 * (user + system time of its process, from /proc), for builds side by side (issue 31, point 10).
 *
 *   BENCH_SERVER_ENTRIES=dist-before/server/server.js,dist/server/server.js npm run bench:server-cpu -- \
 *     postgres://…/gl_bench_… 300 3 '/api/search?q=lycee'
 *
 * Each round starts each build in turn on the database (seeded by `bench:search --keep`), signs in, calls
 * the paths 200 times to warm up, then `calls` times each, one at a time, and divides the CPU its process
 * used by the calls. Unlike bench:search's wall-clock « app − floor », which a shared 2-core machine moves
 * by a millisecond from one minute to the next, CPU time counts only what the process did: what a change to
 * the server saves shows even on a noisy day. Prints each round, then min / median / max per build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpClient, serverEntry, signIn, startServer, stopServer } from './built-server';

const [url, calls = '300', rounds = '3', ...paths] = process.argv.slice(2);
if (!url || paths.length === 0)
  throw new Error('usage: server-cpu.ts <postgres URL> <calls> <rounds> <path>…');
const entries = (process.env.BENCH_SERVER_ENTRIES ?? serverEntry)
  .split(',')
  .map((entry) => path.resolve(entry));
const PORT = Number(process.env.BENCH_PORT ?? 3510) + 3;
const WARMUPS = 200;

/** User + system time of a process, in ms (/proc/<pid>/stat counts clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const results = new Map<string, number[]>(entries.map((entry) => [entry, []]));
for (let round = 1; round <= Number(rounds); round++) {
  for (const entry of entries) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-server-cpu-'));
    const { child } = await startServer({ port: PORT, dataDir, databaseUrl: url, entry });
    try {
      const client = httpClient(PORT, await signIn(PORT), process.env.BENCH_ACCEPT_ENCODING ?? 'identity');
      try {
        for (let i = 0; i < WARMUPS; i++) for (const p of paths) await client.get(p);
        const before = cpuMs(child.pid ?? 0);
        for (let i = 0; i < Number(calls); i++) for (const p of paths) await client.get(p);
        const perCall = (cpuMs(child.pid ?? 0) - before) / (Number(calls) * paths.length);
        results.get(entry)?.push(perCall);
        console.log(`${entry}, round ${round}: ${perCall.toFixed(3)} ms of CPU a call`);
      } finally {
        client.close();
      }
    } finally {
      await stopServer(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
for (const [entry, values] of results) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => (sorted[index] ?? 0).toFixed(3);
  console.log(
    `${entry}: ${at(0)} / ${at(sorted.length >> 1)} / ${at(sorted.length - 1)} ms of CPU a call (min / median / max)`,
  );
}
