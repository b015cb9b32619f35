/**
 * npm run bench:startup: start-up time and memory of one or more builds, side by side in one run (rounds
 * interleave the builds, so the machine's load hits them alike). For each build: time from spawning the
 * server on an existing embedded data directory until /readyz answers, RSS when ready, and RSS after
 * 10,000 signed-in requests (GET /api/user, a request list and the counts, over 10 kept-alive connections).
 *
 *   BENCH_STARTUP_ENTRIES=.e2e-old/dist/server/server.js,dist/server/server.js npm run bench:startup
 *
 * (default: dist/server/server.js; scripts/build/e2e-build.sh <dir> builds another version into <dir>).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpClient, nodeFlags, rssMiB, signIn, startServer, stopServer } from './built-server';

const PORT = Number(process.env.BENCH_PORT ?? 3530);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = 10_000;
const entries = (process.env.BENCH_STARTUP_ENTRIES ?? 'dist/server/server.js')
  .split(',')
  .map((entry) => path.resolve(entry.trim()));

const paths = [
  '/api/user',
  '/api/material-conditioning-requests?view=card&limit=20',
  '/api/material-conditioning-requests/counts',
];

async function requests(cookie: string) {
  const clients = Array.from({ length: 10 }, () => httpClient(PORT, cookie, 'gzip, deflate, br'));
  let next = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (next < REQUESTS) {
        const i = next++;
        await client.get(paths[i % paths.length] as string);
      }
    }),
  );
  for (const client of clients) client.close();
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]} / ${sorted[Math.floor(sorted.length / 2)]} / ${sorted.at(-1)}`;
};

async function main() {
  for (const entry of entries)
    if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build it first`);
  console.log(
    `node ${process.version} ${nodeFlags.join(' ')}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const dataDirs = entries.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'gl-startup-')));
  const results = entries.map(() => ({
    ready: [] as number[],
    rssReady: [] as number[],
    rssAfter: [] as number[],
  }));
  try {
    // A first start creates each database (migrations, first administrator): not what is measured.
    for (const [i, entry] of entries.entries()) {
      const first = await startServer({ port: PORT, dataDir: dataDirs[i] as string, entry });
      await stopServer(first.child);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, entry] of entries.entries()) {
        const { child, readyMs } = await startServer({ port: PORT, dataDir: dataDirs[i] as string, entry });
        try {
          const result = results[i] as (typeof results)[number];
          result.ready.push(readyMs);
          result.rssReady.push(rssMiB(child.pid as number));
          await requests(await signIn(PORT));
          result.rssAfter.push(rssMiB(child.pid as number));
        } finally {
          await stopServer(child);
        }
      }
    }
  } finally {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `${ROUNDS} rounds, min / median / max; load now ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const [i, entry] of entries.entries()) {
    const r = results[i] as (typeof results)[number];
    console.log(
      `${path.relative(process.cwd(), entry)}: ready ${stats(r.ready)} ms · RSS ready ${stats(r.rssReady)} MiB · ` +
        `after ${REQUESTS} requests ${stats(r.rssAfter)} MiB`,
    );
  }
}

await main();
