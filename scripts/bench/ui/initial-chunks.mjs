// npm run bench:chunks [dir] [brief]: for each page, the JS chunks a first visit downloads before its first
// paint (the entry, the signed-in layout and the page chunk, and everything they import statically,
// recursively), their count and brotli sizes, and whether any holds zod (node_modules/zod, or a module
// importing it, found through the source maps). Exits 1 when a signed-in page loads zod before its first
// paint (docs/decisions/0043-first-load.md), or when the page's HTML does not preload one of its chunks. Run `npm run build` first; dir defaults to dist/client.
// Last, the pages with their own entry — the sign-in page (/auth, auth.html), the public tracking page
// (/suivi/<token>, tracking.html) and the public verification page of an erasure certificate
// (/verifier/<token>, verify.html): their HTML, CSS and JS; each fails when it loads zod or any code of the
// signed-in app (the router, TanStack Query, the layout), the sign-in page also over 100 KB on the wire.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'dist/client';
const assets = join(dir, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const byPrefix = (p) => {
  const f = files.find(
    (x) => x.startsWith(`${p}-`) && /^[\w.-]+-[\w-]{8}\.js$/.test(x) && x.slice(p.length + 1).length === 11,
  );
  if (!f) throw new Error(`no chunk ${p}`);
  return f;
};
const staticImports = (file) => {
  const code = readFileSync(join(assets, file), 'utf8');
  const out = new Set();
  for (const m of code.matchAll(
    /(?:import|export)\s*(?:\{[^}]*\}\s*from\s*|\*\s*as\s+\w+\s*from\s*|[\w$]+\s*from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g,
  ))
    out.add(m[1]);
  return [...out];
};
const closure = (roots) => {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const g of staticImports(f)) visit(g);
  };
  roots.forEach(visit);
  return seen;
};
const br = (f) => (existsSync(join(assets, `${f}.br`)) ? statSync(join(assets, `${f}.br`)).size : null);
const size = (f) => statSync(join(assets, f)).size;
const zodSources = (f) => {
  if (!existsSync(join(assets, `${f}.map`))) return { zod: [], usesZ: [] };
  const map = JSON.parse(readFileSync(join(assets, `${f}.map`), 'utf8'));
  const src = map.sources.map((s) => s.replace(/^(\.\.\/)+/, ''));
  const zod = src.filter((s) => s.startsWith('node_modules/zod/'));
  const usesZ = src.filter(
    (s, i) => !s.startsWith('node_modules/') && /from ['"]zod['"]/.test(map.sourcesContent?.[i] ?? ''),
  );
  return { zod, usesZ };
};

// The entry is the module script an HTML page loads (its file name follows the build's chunk naming).
const entryOf = (html) => {
  const found = /<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(
    readFileSync(join(dir, html), 'utf8'),
  )?.[1];
  if (!found) throw new Error(`no module script in ${join(dir, html)}`);
  return found;
};
const entry = entryOf('index.html');
const layout = byPrefix('app-layout');
const entryClosure = closure([entry]);
// Each page's chunk prefix and the HTML the server answers it with (src/shared/page-modules.ts).
const pages = {
  '/material-conditioning': ['material-conditioning-page', 'materialConditioning'],
  '/package-pickup': ['package-pickup-page', 'packagePickup'],
  '/regional-collection': ['regional-collection-page', 'regionalCollection'],
  '/regional-collection/round': ['regional-round-page', 'regionalRound'],
  '/transport': ['delivery-page', 'transport'],
  '/collection': ['collection-page', 'collection'],
  '/clients': ['clients-page', 'clients'],
  '/packaging-stock': ['packaging-stock-page', 'packagingStock'],
  '/packaging-requests': ['packaging-requests-page', 'packagingRequests'],
  '/admin-dashboard': ['admin-dashboard-page', 'adminDashboard'],
  '/settings': ['settings-page', 'settings'],
  '/clients/:id': ['client-details-page', 'clientDetails'],
};
let failed = false;
const only = process.argv[3];
for (const [route, [chunk, page]] of Object.entries(pages)) {
  const roots = [entry, layout, byPrefix(chunk)];
  const all = [...closure(roots)];
  // The page's HTML (scripts/build/page-html.ts) names every one of them: the browser asks for them all at
  // once, none waits for the entry to run.
  const html = readFileSync(join(dir, 'pages', `${page}.html`), 'utf8');
  const named = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  const missing = all.filter((f) => !named.has(f));
  if (missing.length) {
    failed = true;
    console.log(`  FAIL: pages/${page}.html does not preload ${missing.join(', ')}`);
  }
  // The entry's own chunks (shared by every page of the app) are listed apart.
  const extra = all.filter((f) => !entryClosure.has(f)).sort();
  const total = all.reduce((s, f) => s + (br(f) ?? size(f)), 0);
  const zodChunks = all.filter((f) => {
    const { zod, usesZ } = zodSources(f);
    // The entry's chunks hold zod's small core (z.config, lib/zod-jitless.ts); anything else from zod, or a
    // module using `z`, counts.
    const coreOnly =
      entryClosure.has(f) && zod.every((source) => source.startsWith('node_modules/zod/v4/core/'));
    return (zod.length > 0 && !coreOnly) || usesZ.length > 0;
  });
  console.log(
    `\n${route}: ${all.length} chunks, ${(total / 1000).toFixed(1)} KB brotli (br, or raw when no .br)`,
  );
  if (only !== 'brief')
    for (const f of extra) {
      const { zod, usesZ } = zodSources(f);
      const tag =
        zod.length || usesZ.length
          ? `  <-- zod: ${[...zod.map((s) => s.replace('node_modules/', '')), ...usesZ].slice(0, 6).join(', ')}`
          : '';
      console.log(`  ${f.padEnd(48)} ${String(br(f) ?? `${size(f)} raw`).padStart(10)}${tag}`);
    }
  console.log(`  (+ entry closure: ${[...entryClosure].map((f) => `${f} ${br(f) ?? size(f)}`).join(', ')})`);
  if (zodChunks.length) {
    failed = true;
    console.log(`  FAIL: zod on first load via ${zodChunks.join(', ')}`);
  }
}
/**
 * A page with its own entry: its HTML, CSS and JS, and it fails when it loads code that is not its own
 * (`foreign`: source paths, from the source maps) or weighs more than `budget` bytes of JavaScript on the
 * wire — brotli bodies plus, per file, the response headers the server sends (HEADER_BYTES, measured on
 * the built server, ~960 B with the security headers: e2e/auth.spec.ts checks the real figure in Chromium).
 */
const HEADER_BYTES = 1000;
function standalonePage(label, html, foreign, budget) {
  const page = readFileSync(join(dir, html), 'utf8');
  const all = [...closure([entryOf(html)])].sort();
  const css = [...page.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"/g)].map(
    (m) => m[1],
  );
  const htmlBytes = existsSync(join(dir, `${html}.br`))
    ? statSync(join(dir, `${html}.br`)).size
    : page.length;
  const js = all.reduce((s, f) => s + (br(f) ?? size(f)), 0);
  const styles = css.reduce((s, f) => s + (br(f) ?? size(f)), 0);
  const wire = js + all.length * HEADER_BYTES;
  console.log(
    `\n${label} (${html}): ${all.length} JS chunks ${(js / 1000).toFixed(1)} KB (${(wire / 1000).toFixed(1)} KB ` +
      `with headers) + ${css.length} CSS ${(styles / 1000).toFixed(1)} KB + HTML ${(htmlBytes / 1000).toFixed(1)} KB = ` +
      `${((js + styles + htmlBytes) / 1000).toFixed(1)} KB brotli`,
  );
  for (const f of all) {
    const map = existsSync(join(assets, `${f}.map`))
      ? JSON.parse(readFileSync(join(assets, `${f}.map`), 'utf8'))
      : null;
    const sources = (map?.sources ?? []).map((source) => source.replace(/^(\.\.\/)+/, ''));
    const found = sources.filter((source) => foreign.test(source));
    if (only !== 'brief') console.log(`  ${f.padEnd(48)} ${String(br(f) ?? `${size(f)} raw`).padStart(10)}`);
    if (found.length) {
      failed = true;
      console.log(`  FAIL: ${f} brings code that is not this page's: ${found.slice(0, 6).join(', ')}`);
    }
  }
  for (const f of css) console.log(`  ${f.padEnd(48)} ${String(br(f) ?? `${size(f)} raw`).padStart(10)}`);
  if (budget && wire > budget) {
    failed = true;
    console.log(`  FAIL: ${(wire / 1000).toFixed(1)} KB of JavaScript on the wire, over ${budget / 1000} KB`);
  }
}
// The sign-in page, the first thing every user loads (issue 31: ≤ 100 KB of JavaScript on the wire): no
// router, no query cache, no form library, no zod, nothing of the signed-in app.
standalonePage(
  '/auth',
  'auth.html',
  /^node_modules\/(zod|react-router|@tanstack|react-hook-form|@hookform)\/|src\/client\/(app|features\/(?!auth\/))\//,
  100_000,
);
// The public tracking page: written by the server, no code of its own (the build's stub for its CSS only).
standalonePage(
  '/suivi/<token>',
  'tracking.html',
  /^node_modules\/|src\/client\/(app|features|components|lib)\//,
  5_000,
);
// The public verification page of an erasure certificate (its QR code): written by the server, its one
// script compares a file's fingerprint — no framework, nothing of the app.
standalonePage(
  '/verifier/<token>',
  'verify.html',
  /^node_modules\/|src\/client\/(app|features|components|lib)\//,
  5_000,
);
process.exitCode = failed ? 1 : 0;
