/**
 * `npm run bench:ui` (after `npm run build`): starts a built app (APP_DIR/dist) on an empty embedded database, seeds
 * 60 requests of each kind, 6 packaging items and 10 movements through the API, then in Chromium on a phone
 * viewport (412×823, 4× CPU throttling via CDP) loads each request page and /packaging-stock and reports
 * the long tasks (TBT = Σ(duration − 50 ms) from navigation to quiet) and the layout shifts (CLS, with the
 * shifted nodes). On the request pages it then opens a request's details (« Voir les détails »): the time
 * from the click to the dialog fully rendered (no loader left in it, next frame painted), on the phone
 * (4× CPU and PHONE_RTT_MS, 150 ms, added to every call since 2026-11-28) and, with another card, unthrottled (issue 31, point 9: ≤ 1 s phone, ≤ 300 ms desktop). On
 * /package-pickup it does the same with an accepted request (« Terminées »: its « Suivi » section, stages,
 * carrier and tracking link, all rendered), then saves its next stage (« Passer à l'étape : Enlevée »,
 * « Enregistrer l'étape »): the time from the click to the form closed on the saved stage, next frame painted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const APP_DIRS = (process.env.APP_DIR ?? process.cwd()).split(',');
const PORT0 = Number(process.env.PORT ?? 3391);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PHONE_RTT_MS = Number(process.env.PHONE_RTT_MS ?? 150);
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
  const send = async (method: string, url: string, body: object) => {
    const r = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${url} ${r.status} ${await r.text()}`);
    return r.json() as Promise<{ id: number }>;
  };
  const post = (url: string, body: object) => send('POST', url, body);
  const address = await post('/api/saved-addresses', {
    name: 'Atelier Nord',
    companyName: 'Recyclage SA',
    contactName: 'Paul',
    contactEmail: 'paul@example.test',
    contactPhone: '0102030405',
    deliveryAddress: '5 rue du Port, 93200 Saint-Denis',
  });
  const carrier = await post('/api/carriers', { name: 'Transports Rapides' });
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
    const pickup = await post('/api/package-pickup-requests', {
      ...contact,
      type: 'package',
      shippingAddressId: address.id,
      lotValue: n % 2 ? `${n * 100} €` : undefined,
      packageDetails: [
        { width: 40, length: 30, height: 20, weight: 5 + (n % 7) },
        { width: 60, length: 40, height: 40, weight: 12 },
      ],
    });
    // 30 pickups accepted and planned: each round opens two and saves their next stage (« Enlevée »).
    if (n <= 30) {
      await send('PATCH', `/api/package-pickup-requests/${pickup.id}`, { status: 'completed' });
      await post(`/api/package-pickup-requests/${pickup.id}/fulfilment`, {
        stage: 'pickup-planned',
        carrierId: carrier.id,
        plannedDate: `${year}-01-15`,
      });
    }
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
      acceptedPhone: number[];
      acceptedDesktop: number[];
      savePhone: number[];
      saveDesktop: number[];
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
          acceptedPhone: [],
          acceptedDesktop: [],
          savePhone: [],
          saveDesktop: [],
        };
        const r = results[`${dir} ${url}`];
        if (!r) continue;
        r.after.push(after);
        r.tbt.push(Math.round(lt.reduce((s, d) => s + Math.max(0, d - 50), 0)));
        r.tasks.push(lt.length);
        r.cls.push(Number(ls.reduce((s, e) => s + e.value, 0).toFixed(3)));
        if (round === 0) r.shifts.push(...ls.map((e) => `${e.value.toFixed(3)} ${e.nodes.join(' ; ')}`));
        // Click → details fully rendered, measured in the page (performance.now), throttled then not.
        // `stage`: the n-th card at that stage (an accepted request's card carries its stage's badge).
        const openDetails = (index: number, stage?: string) =>
          page.evaluate(
            async ([n, stage]) => {
              const cardOf = (button: Element) => {
                let node: Element | null = button;
                while (node?.parentElement && node.parentElement.querySelectorAll('button').length < 8)
                  node = node.parentElement;
                return node;
              };
              const buttons = [...document.querySelectorAll('button')].filter(
                (b) =>
                  b.textContent?.trim() === 'Voir les détails' &&
                  (!stage || cardOf(b)?.querySelector(`[data-stage="${stage}"]`)),
              );
              const button = buttons[n as number];
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
            },
            [index, stage] as const,
          );
        // « Passer à l'étape : Enlevée », then click → « Enregistrer l'étape » answered and its form closed.
        const saveStage = async () => {
          await page.getByRole('button', { name: /^Passer à l'étape/ }).click();
          const save = page.getByRole('button', { name: "Enregistrer l'étape" });
          await save.waitFor();
          return page.evaluate(async () => {
            const button = [...document.querySelectorAll('button')].find(
              (b) => b.textContent?.trim() === "Enregistrer l'étape",
            );
            if (!button) return -1;
            const start = performance.now();
            button.click();
            await new Promise<void>((resolve) => {
              const done = () => !document.querySelector('form[aria-label^="Passer à l"]');
              const observer = new MutationObserver(() => {
                if (!done()) return;
                observer.disconnect();
                resolve();
              });
              observer.observe(document.body, { childList: true, subtree: true });
            });
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
            return Math.round(performance.now() - start);
          });
        };
        // The phone: 4× CPU and a mobile network's round trip (PHONE_RTT_MS, Lighthouse's 150 ms), so a
        // click that waits for calls in turn pays each; the desktop: neither.
        const phone = async (on: boolean) => {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? 4 : 1 });
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: on ? PHONE_RTT_MS : 0,
            downloadThroughput: -1,
            uploadThroughput: -1,
          });
        };
        if (!url.startsWith('/packaging-stock')) {
          await phone(true);
          r.detailsPhone.push(await openDetails(0));
          await page.keyboard.press('Escape');
          await page.waitForTimeout(500);
          await phone(false);
          r.detailsDesktop.push(await openDetails(1));
        }
        if (url.startsWith('/package-pickup')) {
          await page.keyboard.press('Escape');
          await page.getByRole('tab', { name: /^Terminées/ }).click();
          await page.locator('[data-stage="pickup-planned"]').first().waitFor();
          await page.waitForTimeout(500);
          await phone(true);
          r.acceptedPhone.push(await openDetails(0, 'pickup-planned'));
          r.savePhone.push(await saveStage());
          await page.keyboard.press('Escape');
          await page.waitForTimeout(500);
          await phone(false);
          r.acceptedDesktop.push(await openDetails(0, 'pickup-planned'));
          r.saveDesktop.push(await saveStage());
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
    '| build page | TBT ms min/median/max | TBT after the list answer | long tasks | CLS min/median/max | details opened, phone (ms) | details opened, unthrottled (ms) |\n|---|---|---|---|---|---|---|',
  );
  for (const [url, r] of Object.entries(results))
    console.log(
      `| ${url} | ${mmm(r.tbt)} | ${mmm(r.after)} | ${mmm(r.tasks)} | ${mmm(r.cls)} | ${r.detailsPhone.length ? mmm(r.detailsPhone) : '—'} | ${r.detailsDesktop.length ? mmm(r.detailsDesktop) : '—'} |`,
    );
  if (Object.values(results).some((r) => r.savePhone.length)) {
    console.log(
      '\n| build page | accepted details opened, phone (ms) | unthrottled | stage saved, phone (ms) | unthrottled |\n|---|---|---|---|---|',
    );
    for (const [url, r] of Object.entries(results))
      if (r.savePhone.length)
        console.log(
          `| ${url} | ${mmm(r.acceptedPhone)} | ${mmm(r.acceptedDesktop)} | ${mmm(r.savePhone)} | ${mmm(r.saveDesktop)} |`,
        );
  }
  for (const [url, r] of Object.entries(results))
    if (r.shifts.length) console.log(url, '\n  ', r.shifts.join('\n   '));
} finally {
  for (const server of servers) server.stop();
}
