/**
 * Self time of a V8 .cpuprofile (node --cpu-prof) by stage of a request, by package or file and by
 * function, largest first: `tsx scripts/bench/cpu-profile-summary.ts <file> [top] [skip seconds]`. The
 * first `skip` seconds (3: the server's start) and idle time are left out: percentages are shares of the
 * time the process was busy serving. A sample's stage is that of the nearest frame, from the sampled
 * function outwards, that one of `stages` recognises (the database driver's socket writes count as the
 * driver, the answer's as the response write).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
type Frame = ProfileNode['callFrame'];

const modules = new Map<string, string[]>();
/**
 * A frame of the bundled server, traced back to the module it was bundled from: esbuild writes
 * `// <path>` above each module (source maps would not do: Drizzle's own maps point at its `src/`).
 */
function originalSource(frame: Frame): string {
  if (!frame.url.includes('/dist/server/')) return frame.url;
  let lines = modules.get(frame.url);
  if (!lines) {
    let current = frame.url;
    lines = fs
      .readFileSync(fileURLToPath(frame.url), 'utf8')
      .split('\n')
      .map((line) => {
        const marker = /^\/\/ ((?:\.\.\/)*(?:src|[\w-]+\/node_modules)\/\S+)$/.exec(line);
        if (marker) current = marker[1] as string;
        return current;
      });
    modules.set(frame.url, lines);
  }
  return lines[frame.lineNumber] ?? frame.url;
}

/** node_modules/<package>, the app's own code (src/…), node's internals, or the file's base name. */
function owner(frame: Frame): string {
  const url = originalSource(frame);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return 'node internals';
  const app = /(?:^|\/)src\/(.*)$/.exec(url);
  if (app) return `app: ${app[1]}`;
  return url ? (url.split('/').at(-1) ?? url) : '(native / VM)';
}

/** Stages told by a function on the stack, the nearest first… */
const specificStages: [string, (frame: Frame, who: string) => boolean][] = [
  ['response write (node:http, socket)', (f, who) => who === 'fastify' && f.functionName === 'onSendEnd'],
  ['database driver (pg, its socket writes)', (f, who) => /^pg(-|$)/.test(who) || f.functionName === 'timed'],
  ['Drizzle: result mapping', (f) => f.functionName === 'mapResultRow'],
  [
    'Drizzle: SQL building',
    (f) => ['getSQL', 'sqlToQuery', 'buildSelectQuery', '_prepare', 'toQuery'].includes(f.functionName),
  ],
  ['JSON serialisation', (f, who) => who === 'fastify' && f.functionName === 'serialize'],
  ['zod (requests)', (f) => f.functionName === 'safeParse'],
  ['session token hash', (f) => f.functionName === 'hashToken'],
];
/** …else by the nearest frame's package or file. */
const genericStages: [string, (who: string) => boolean][] = [
  ['Drizzle (other)', (who) => who === 'drizzle-orm'],
  ['zod (other)', (who) => who === 'zod'],
  ['pino', (who) => who.startsWith('pino')],
  ['cookies', (who) => who.includes('cookie')],
  ['compression', (who) => who.includes('compress') || who.includes('accept-negotiator')],
  ['Fastify (routing, hooks, reply)', (who) => who === 'fastify' || who === 'find-my-way'],
  ['app code (src/)', (who) => who.startsWith('app: ')],
];

export function summarise(file: string, top = 25, skipSeconds = 3): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  let elapsed = 0;
  profile.samples.forEach((id, i) => {
    elapsed += profile.timeDeltas[i] ?? 0;
    if (elapsed < skipSeconds * 1e6) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byStage = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, name: string, micros: number) =>
    map.set(name, (map.get(name) ?? 0) + micros);
  let busy = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busy += micros;
    const special = ['(garbage collector)', '(program)'].includes(frame.functionName);
    const who = special ? frame.functionName : owner(frame);
    add(byOwner, who, micros);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${who}:${frame.lineNumber + 1}`, micros);
    const stack: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)?.callFrame;
      if (f) stack.push(f);
    }
    const specific = stack
      .map((f) => specificStages.find(([, test]) => test(f, owner(f)))?.[0])
      .find(Boolean);
    const generic = stack.map((f) => genericStages.find(([, test]) => test(owner(f)))?.[0]).find(Boolean);
    add(
      byStage,
      special
        ? frame.functionName
        : (specific ?? generic ?? 'other (node internals: HTTP parser, event loop…)'),
      micros,
    );
  }
  const print = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(
        `${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
      );
    }
  };
  console.log(`busy ${(busy / 1000).toFixed(0)} ms after the first ${skipSeconds} s`);
  print('self time by stage (nearest recognised frame)', byStage);
  print('self time by package / file', byOwner);
  print('self time by function', byFunction);
}

if (process.argv[1]?.endsWith('cpu-profile-summary.ts')) {
  const [file, top, skip] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top] [skip seconds]');
  summarise(file, Number(top ?? 25), Number(skip ?? 3));
}
