/**
 * Where a page's first load spends the main thread, by source file and function (issue 31, point 7): a V8
 * CPU profile of the load in Chromium, its samples mapped through the build's source maps.
 *
 *   npm run build && npx tsx scripts/bench/ui/profile-page.ts <url> [cookie] [cpu slowdown, default 1]
 *
 * The URL is of a running built server (npm run lighthouse's, or `node dist/server/server.js`); the cookie
 * (`gl_session=…`) signs the browser in. Prints the self time per source file and per function, top 25.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { findChromium } from '../../../e2e/find-chromium';

const [url, cookie, slowdown = '1'] = process.argv.slice(2);
if (!url) throw new Error('usage: profile-page.ts <url> [cookie] [cpu slowdown]');
const assets = path.resolve('dist/client/assets');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapFor(file: string): SourceMapConsumer | null {
  if (!maps.has(file)) {
    const mapPath = path.join(assets, `${file}.map`);
    maps.set(
      file,
      fs.existsSync(mapPath) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapPath, 'utf8'))) : null,
    );
  }
  return maps.get(file) ?? null;
}

function where(frame: ProfileNode['callFrame']): { file: string; fn: string } {
  if (!frame.url)
    return { file: `(${frame.functionName || 'program'})`, fn: frame.functionName || '(program)' };
  const file = frame.url.split('/assets/')[1];
  const map = file ? mapFor(file) : null;
  if (!map) return { file: frame.url, fn: frame.functionName };
  const original = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (original.source ?? file).replace(/^(\.\.\/)+/, '');
  const at =
    original.line === null
      ? `${file}@${frame.lineNumber + 1}:${frame.columnNumber}`
      : `${source}:${original.line}`;
  return { file: source, fn: `${frame.functionName || '(anonymous)'} ${at}` };
}

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
if (cookie) {
  const [name, value] = cookie.split('=');
  // For the whole site: a cookie set for the page's URL alone would take its path (/lots/…) and miss /api.
  await context.addCookies([{ name: name ?? '', value: value ?? '', url: new URL(url).origin }]);
}
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
};
await browser.close();

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byFile = new Map<string, number>();
const byFn = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = nodes.get(id);
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (!node || node.callFrame.functionName === '(idle)') return;
  total += dt;
  const { file, fn } = where(node.callFrame);
  byFile.set(file, (byFile.get(file) ?? 0) + dt);
  byFn.set(fn, (byFn.get(fn) ?? 0) + dt);
});
const top = (m: Map<string, number>) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
    .join('\n');
console.log(
  `${url} (CPU ${slowdown}×): ${total.toFixed(0)} ms busy\n\nby file:\n${top(byFile)}\n\nby function:\n${top(byFn)}`,
);
