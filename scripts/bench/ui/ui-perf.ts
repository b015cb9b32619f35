/**
 * `npm run bench:ui` (after `npm run build`): starts a built app (APP_DIR/dist) on an empty embedded database, seeds
 * 60 requests of each kind, 6 packaging items and 10 movements through the API, then in Chromium on a phone
 * viewport (412×823, 4× CPU throttling via CDP) loads each request page and /packaging-stock and reports
 * the long tasks (TBT = Σ(duration − 50 ms) from navigation to quiet) and the layout shifts (CLS, with the
 * shifted nodes). On the request pages it then opens a request's details (« Voir les détails »): the time
 * from the click to the dialog fully rendered (no loader left in it, next frame painted), on the throttled
 * phone and, with another card, unthrottled (issue 31, point 9: ≤ 1 s phone, ≤ 300 ms desktop).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const APP_DIRS = (process.env.APP_DIR ?? process.cwd()).split(',');
const PORT0 = Number(process.env.PORT ?? 3391);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const servers: { stop: () => void }[] = [];
async function startApp(APP_DIR: string, PORT: number): Promise<{ base: string; cookie: string }> {
  const base = `http://127.0.0.1:${PORT}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-measure-'));
  const server = spawn('node', ['dist/server/server.js'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'measure-admin-pw',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push({
    stop: () => {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (i > 400) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'measure-admin-pw' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const post = async (url: string, body: object) => {
    const r = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${url} ${r.status} ${await r.text()}`);
    return r.json() as Promise<{ id: number }>;
  };
  const address = await post('/api/saved-addresses', {
    name: 'Atelier Nord',
    companyName: 'Recyclage SA',
    contactName: 'Paul',
    contactEmail: 'paul@example.test',
    contactPhone: '0102030405',
    deliveryAddress: '5 rue du Port, 93200 Saint-Denis',
  });
  const year = new Date().getFullYear() + 1;
  const firms = ['Dupont', 'Martin', 'Bernard', 'Lefèvre', 'Moreau', 'Garnier', 'Chevalier'];
  for (let n = 1; n <= 60; n++) {
    const contact = {
      clientCompanyName: `${firms[n % 7]} Informatique ${n}`,
      contactName: `Claire Petit ${n}`,
      contactEmail: `claire${n}@client-${n}.fr`,
      contactPhone: `06 12 34 ${String(n).padStart(2, '0')} 78`,
      companyAddress: `${n} avenue de la République, 75011 Paris`,
      desiredDate: `${year}-0${1 + (n % 9)}-1${n % 10}`,
    };
    await post('/api/material-conditioning-requests', {
      ...contact,
      offerNumber: `OE-${100000 + n}`,
      computersToCollect: n % 40,
      phonesToCollect: n % 13,
      screensToCollect: n % 5,
      d3eBoxesToFill: n % 3,
      usesPalletShipping: n % 4 === 0,
      palletQuantity: n % 4 === 0 ? 2 : 0,
    });
    await post('/api/package-pickup-requests', {
      ...contact,
      type: 'package',
      shippingAddressId: address.id,
      lotValue: n % 2 ? `${n * 100} €` : undefined,
      packageDetails: [
        { width: 40, length: 30, height: 20, weight: 5 + (n % 7) },
        { width: 60, length: 40, height: 40, weight: 12 },
      ],
    });
    await post('/api/regional-collection-requests', {
      ...contact,
      offerNumber: `OE-${200000 + n}`,
      computersToCollect: n % 20,
      phonesToCollect: n % 9,
      screensToCollect: n % 4,
      preferredTimeSlot: n % 2 ? 'morning' : 'afternoon',
    });
  }
  const kinds = [
    'pcEnvelopes',
    'phoneEnvelopes',
    'tabletEnvelopes',
    'standardBoxes',
    'screenBoxes',
    'd3eBoxes',
  ];
  for (const [i, kind] of kinds.entries()) {
    const item = await post('/api/packaging/items', {
      name: `Emballage ${kind}`,
      description: 'Article suivi pour les envois',
      unit: 'pièces',
      currentStock: 20 + i * 30,
      minStock: 10,
      maxStock: 200,
      packagingKind: kind,
    });
    await post(`/api/packaging/items/${item.id}/movements`, {
      direction: 'in',
      quantity: 5 + i,
      comments: 'Réception fournisseur',
    });
    await post(`/api/packaging/items/${item.id}/movements`, { direction: 'out', quantity: 1 + i });
  }

  return { base, cookie };
}
try {
  const apps = [];
  for (const [i, dir] of APP_DIRS.entries()) apps.push({ dir, ...(await startApp(dir, PORT0 + i)) });
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const pages = (
    process.env.PAGES ??
    '/material-conditioning,/package-pickup,/regional-collection?vue=liste,/packaging-stock'
  ).split(',');
  const results: Record<
    string,
    {
      tbt: number[];
      cls: number[];
      tasks: number[];
      shifts: string[];
      after: number[];
      detailsPhone: number[];
      detailsDesktop: number[];
    }
  > = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const url of pages)
      for (const { dir, base, cookie } of apps) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 2.625,
          isMobile: true,
          hasTouch: true,
          locale: 'fr-FR',
          timezoneId: 'Europe/Paris',
        });
        await context.addCookies([
          { name: cookie.split('=')[0] ?? '', value: cookie.split('=').slice(1).join('='), url: base },
        ]);
        // tsx names the functions it compiles (`__name(fn, …)`), also inside code sent to the page.
        await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
        await context.addInitScript(() => {
          const w = window as unknown as { __lt: number[]; __ls: { value: number; nodes: string[] }[] };
          w.__lt = [];
          w.__ls = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) {
              w.__lt.push(e.duration);
              (w as unknown as { __lts: string[] }).__lts ??= [];
              (w as unknown as { __lts: string[] }).__lts.push(
                `${Math.round(e.startTime)}+${Math.round(e.duration)}`,
              );
            }
          }).observe({ type: 'longtask', buffered: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node }[];
            }[]) {
              if (e.hadRecentInput) continue;
              w.__ls.push({
                value: e.value,
                nodes: (e.sources ?? []).map((s) => {
                  const n = s.node as HTMLElement | undefined;
                  return n
                    ? `${n.nodeName}.${String(n.className ?? '').slice(0, 60)}|${(n.textContent ?? '').slice(0, 40)}`
                    : '?';
                }),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(2500);
        const { lt, ls } = await page.evaluate(() => {
          const w = window as unknown as { __lt: number[]; __ls: { value: number; nodes: string[] }[] };
          return { lt: w.__lt, ls: w.__ls };
        });
        if (process.env.DETAIL)
          console.log(
            dir,
            url,
            await page.evaluate(() => ({
              tasks: (window as unknown as { __lts: string[] }).__lts?.join(' '),
              res: performance
                .getEntriesByType('resource')
                .filter((e) => /api|assets/.test(e.name))
                .map(
                  (e) =>
                    `${e.name.replace(/^.*\/(api|assets)\//, '$1/').slice(0, 50)}@${Math.round((e as PerformanceResourceTiming).responseEnd)}`,
                )
                .join(' '),
            })),
          );
        const after = await page.evaluate(() => {
          const list = performance
            .getEntriesByType('resource')
            .find((e) => /-requests\?status=|packaging\/items/.test(e.name)) as
            | PerformanceResourceTiming
            | undefined;
          const tasks = ((window as unknown as { __lts?: string[] }).__lts ?? []).map(
            (t) => t.split('+').map(Number) as [number, number],
          );
          return list
            ? Math.round(
                tasks
                  .filter(([start]) => start >= list.responseEnd - 5)
                  .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
              )
            : -1;
        });
        results[`${dir} ${url}`] ??= {
          tbt: [],
          cls: [],
          tasks: [],
          shifts: [],
          after: [],
          detailsPhone: [],
          detailsDesktop: [],
        };
        const r = results[`${dir} ${url}`];
        if (!r) continue;
        r.after.push(after);
        r.tbt.push(Math.round(lt.reduce((s, d) => s + Math.max(0, d - 50), 0)));
        r.tasks.push(lt.length);
        r.cls.push(Number(ls.reduce((s, e) => s + e.value, 0).toFixed(3)));
        if (round === 0) r.shifts.push(...ls.map((e) => `${e.value.toFixed(3)} ${e.nodes.join(' ; ')}`));
        // Click → details fully rendered, measured in the page (performance.now), throttled then not.
        const openDetails = (index: number) =>
          page.evaluate(async (n) => {
            const buttons = [...document.querySelectorAll('button')].filter(
              (b) => b.textContent?.trim() === 'Voir les détails',
            );
            const button = buttons[n];
            if (!button) return -1;
            const start = performance.now();
            button.click();
            await new Promise<void>((resolve) => {
              const done = () => {
                const dialog = document.querySelector('[role="dialog"]');
                return dialog?.querySelector('h2') && !dialog.querySelector('[role="status"]');
              };
              if (done()) return resolve();
              const observer = new MutationObserver(() => {
                if (!done()) return;
                observer.disconnect();
                resolve();
              });
              observer.observe(document.body, { childList: true, subtree: true, attributes: true });
            });
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
            return Math.round(performance.now() - start);
          }, index);
        if (!url.startsWith('/packaging-stock')) {
          r.detailsPhone.push(await openDetails(0));
          await page.keyboard.press('Escape');
          await page.waitForTimeout(500);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          r.detailsDesktop.push(await openDetails(1));
        }
        if (process.env.SHOT) await page.screenshot({ path: `/tmp/shot-${url.replace(/\W/g, '_')}.png` });
        await context.close();
      }
  }
  await browser.close();
  const mmm = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `${s[0]} / ${s[Math.floor(s.length / 2)]} / ${s.at(-1)}`;
  };
  console.log(
    '| build page | TBT ms min/median/max | TBT after the list answer | long tasks | CLS min/median/max | details opened, phone 4× (ms) | details opened, unthrottled (ms) |\n|---|---|---|---|---|---|---|',
  );
  for (const [url, r] of Object.entries(results))
    console.log(
      `| ${url} | ${mmm(r.tbt)} | ${mmm(r.after)} | ${mmm(r.tasks)} | ${mmm(r.cls)} | ${r.detailsPhone.length ? mmm(r.detailsPhone) : '—'} | ${r.detailsDesktop.length ? mmm(r.detailsDesktop) : '—'} |`,
    );
  for (const [url, r] of Object.entries(results))
    if (r.shifts.length) console.log(url, '\n  ', r.shifts.join('\n   '));
} finally {
  for (const server of servers) server.stop();
}
