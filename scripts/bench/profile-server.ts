/**
 * `tsx scripts/bench/profile-server.ts <postgres URL> [seconds] [pattern]` — where the built server spends its
 * CPU under the bench's calls: starts dist/server/server.js (BENCH_SERVER_ENTRY for another build) with
 * `--cpu-prof` on a database seeded by bench:search (`--keep`), calls each page endpoint of endpoints.ts and
 * each kind's searched list (those whose name matches `pattern`, a regular expression; all by default) in
 * turn, one at a time, for `seconds` (20), stops the server and prints the profile's self time by package
 * and by function (cpu-profile-summary.ts). Answers uncompressed unless BENCH_ACCEPT_ENCODING says otherwise.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpClient, signIn, startServer, stopServer } from './built-server';
import { summarise } from './cpu-profile-summary';
import { pageEndpoints, searchEndpoints } from './endpoints';

const [url, seconds = '20', pattern = ''] = process.argv.slice(2);
if (!url) throw new Error('usage: profile-server.ts <postgres URL> [seconds] [pattern]');
const PORT = Number(process.env.BENCH_PORT ?? 3510) + 2;
const rows = Number(process.env.BENCH_ROWS ?? 100_000);

const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-cpu-prof-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-cpu-prof-data-'));
const endpoints = [...(await pageEndpoints(Math.ceil(rows / 2))), ...(await searchEndpoints())].filter((e) =>
  new RegExp(pattern).test(`${e.kind ?? ''} ${e.name}`),
);
const { child } = await startServer({
  port: PORT,
  dataDir,
  databaseUrl: url,
  preload: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
let calls = 0;
try {
  const client = httpClient(PORT, await signIn(PORT), process.env.BENCH_ACCEPT_ENCODING ?? 'identity');
  try {
    const until = performance.now() + Number(seconds) * 1000;
    while (performance.now() < until) {
      for (const endpoint of endpoints) {
        await client.get(endpoint.url);
        calls++;
      }
    }
  } finally {
    client.close();
  }
} finally {
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const [file] = fs.readdirSync(profileDir);
if (!file) throw new Error(`no profile in ${profileDir}`);
console.log(`${calls} calls to ${endpoints.length} endpoints; profile: ${path.join(profileDir, file)}`);
summarise(path.join(profileDir, file));
