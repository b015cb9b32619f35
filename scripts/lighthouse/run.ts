/**
 * npm run lighthouse: Lighthouse on every page of spec §2, mobile (the default preset: a mid-range phone on
 * a slow 4G, simulated) and desktop, against the built app (run `npm run build` first; this builds nothing).
 * It starts `node dist/server/server.js` on its own port and a fresh temporary data directory, seeds an
 * administrator and a few requests of each kind through the API, then audits /auth as a visitor and the
 * other pages signed in (the session cookie is sent as an extra header); last, the public tracking page
 * (/suivi/<token>) of a planned pickup and the verification page (/verifier/<token>) of a lot's erasure
 * certificate, as a visitor (the lot's page, /lots/…, signed in). Prints the four category scores,
 * FCP / LCP / TBT / CLS and the JavaScript transferred, per page and preset; with LIGHTHOUSE_ROUNDS=n,
 * the median of n runs with min–max; LIGHTHOUSE_PAGES=dashboard,settings audits only those pages (by the
 * names below). The failing accessibility and best-practices audits are listed.
 * The simulated phone's CPU slowdown is calibrated to this machine, Lighthouse's documented way
 * (docs/throttling.md, « calibrating the CPU slowdown »): three warm-up runs measure its benchmarkIndex, and
 * the slowdown follows the published calculator's scale (1× at 150, 2× at 800, 3× at 1,300, +1× per 233
 * above), so that a slower or busier day here does not read as a slower app. Lighthouse's default, 4×,
 * assumes a fast desktop (index ≈ 1,500). LIGHTHOUSE_CPU_SLOWDOWN=n imposes n (to compare two builds on
 * one scale); the index of every run is printed beside its figures. LIGHTHOUSE_SERVE=1 seeds the app and
 * keeps it up (for scripts/bench/ui/profile-page.ts), auditing nothing.
 * Traffic goes to 127.0.0.1 only; the browser is the one the e2e tests use (e2e/find-chromium.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { findChromium } from '../../e2e/find-chromium';
import { appRoutes } from '../../src/shared/app-routes';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const CHROME_PORT = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 9333);
const ROUNDS = Math.max(1, Number(process.env.LIGHTHOUSE_ROUNDS ?? 1));
const base = `http://127.0.0.1:${PORT}`;
const serverEntry = path.resolve(process.env.LIGHTHOUSE_SERVER ?? 'dist/server/server.js');
const ADMIN_PASSWORD = 'lighthouse-admin-password';
const REQUESTS_PER_KIND = Number(process.env.LIGHTHOUSE_REQUESTS_PER_KIND ?? 30);

/** Spec §2's pages; /auth is audited signed out, the others as the administrator. */
const pages: { name: string; path: string; signedIn: boolean }[] = [
  { name: 'sign-in', path: appRoutes.auth, signedIn: false },
  { name: 'conditioning', path: appRoutes.home, signedIn: true },
  { name: 'pickup', path: appRoutes.packagePickup, signedIn: true },
  { name: 'regional', path: appRoutes.regionalCollection, signedIn: true },
  // « Tournée du jour » on the day seed() plans regional collections (futureDate(0)).
  { name: 'round', path: `${appRoutes.regionalRound}?date=${futureDate(0)}`, signedIn: true },
  { name: 'collection', path: appRoutes.collection, signedIn: true },
  { name: 'transport', path: appRoutes.transport, signedIn: true },
  { name: 'clients', path: appRoutes.clients, signedIn: true },
  { name: 'stock', path: appRoutes.packagingStock, signedIn: true },
  { name: 'packaging-requests', path: appRoutes.packagingRequests, signedIn: true },
  { name: 'dashboard', path: appRoutes.adminDashboard, signedIn: true },
  { name: 'settings', path: appRoutes.settings, signedIn: true },
  // The public tracking page; its path (a seeded link) is filled in by seed().
  { name: 'tracking', path: '', signedIn: false },
  // A received lot's devices, and its certificate's public verification page (paths filled in by seed()).
  { name: 'lot', path: '', signedIn: true },
  { name: 'verify', path: '', signedIn: false },
];
const only = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const audited = only ? pages.filter((page) => only.includes(page.name)) : pages;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function waitFor(url: string, what: string) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not answer ${url} within 60 s`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function call(method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

function futureDate(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 30 + days);
  return date.toISOString().slice(0, 10);
}

/** An administrator's session, and enough requests of each kind to fill the first tab of each list. */
async function seed(): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const address = await call('POST', '/api/saved-addresses', cookie, {
    name: 'Atelier Nord',
    companyName: 'Recyclage SA',
    contactName: 'Paul Martin',
    contactEmail: 'paul@example.test',
    contactPhone: '0102030405',
    deliveryAddress: '5 rue du Port, 93200 Saint-Denis',
  });
  const shippingAddressId = ((await address.json()) as { id: number }).id;
  const names = ['Dupont', 'Martin', 'Bernard', 'Lefèvre', 'Moreau'];
  for (let i = 0; i < REQUESTS_PER_KIND; i++) {
    const contact = {
      clientCompanyName: `Société ${names[i % names.length]} Informatique ${i + 1}`,
      contactName: 'Jeanne Contact',
      contactEmail: `contact${i}@client.test`,
      contactPhone: '06 12 34 56 78',
      companyAddress: `${i + 1} avenue de France, 75013 Paris`,
      desiredDate: futureDate(i % 20),
    };
    await call('POST', '/api/material-conditioning-requests', cookie, {
      ...contact,
      offerNumber: `OE-${String(i).padStart(6, '0')}`,
      computersToCollect: 10 + i,
      phonesToCollect: i % 7,
    });
    await call('POST', '/api/package-pickup-requests', cookie, {
      ...contact,
      type: 'package',
      shippingAddressId,
      packageDetails: [{ width: 40, length: 30, height: 20, weight: 8 }],
    });
    await call('POST', '/api/regional-collection-requests', cookie, {
      ...contact,
      computersToCollect: 3 + (i % 5),
      preferredTimeSlot: 'morning',
    });
    await call('POST', '/api/collection-requests', cookie, {
      clientName: contact.clientCompanyName,
      clientContactName: contact.contactName,
      clientPhone: contact.contactPhone,
      clientEmail: contact.contactEmail,
      clientAddress: `${i + 1} rue de la République, 69002 Lyon`,
      materials: `${3 + (i % 5)} ordinateurs, ${i % 3} écrans`,
    });
    await call('POST', '/api/delivery-requests', cookie, {
      requestType: i % 2 ? 'livraison' : 'collecte',
      requester: 'Jeanne Martin',
      senderCompanyName: contact.clientCompanyName,
      senderContactName: contact.contactName,
      senderPhone: contact.contactPhone,
      senderEmail: contact.contactEmail,
      senderAddress: contact.companyAddress,
      recipientCompanyName: 'Recyclage SA',
      recipientContactName: 'Paul Martin',
      recipientPhone: '0102030405',
      recipientEmail: 'paul@example.test',
      recipientAddress: '5 rue du Port, 93200 Saint-Denis',
      collectionDate: contact.desiredDate,
      packages: [{ type: 'package', weight: 8 }],
    });
    await call('POST', '/api/clients', cookie, {
      name: contact.clientCompanyName,
      companyName: contact.clientCompanyName,
      contactName: contact.contactName,
      contactEmail: contact.contactEmail,
      contactPhone: contact.contactPhone,
      companyAddress: contact.companyAddress,
    });
  }
  // The dashboard's suivi: regional collections accepted and planned, two of them on a day already past
  // (late), two received at the warehouse this month (declared vs received).
  const regional = await (
    await call('GET', '/api/regional-collection-requests?status=pending&limit=6', cookie)
  ).json();
  for (const [i, { id }] of (regional as { id: number }[]).entries()) {
    const url = `/api/regional-collection-requests/${id}`;
    await call('PATCH', url, cookie, { status: 'completed' });
    const plannedDate = futureDate(i < 2 ? -32 : 0);
    await call('POST', `${url}/fulfilment`, cookie, {
      stage: 'planned',
      plannedDate,
      timeSlot: { preferredTimeSlot: 'morning' },
    });
    if (i < 4) continue;
    const quantities = {
      computersToCollect: 3 + i,
      pcFixesToCollect: 1,
      phonesToCollect: i,
      tabletsToCollect: 0,
      screensToCollect: 2,
      d3eBoxes: 1,
    };
    await call('POST', `${url}/fulfilment`, cookie, {
      stage: 'collected',
      collected: quantities,
      handedOverBy: 'Paul Martin',
    });
    await call('POST', `${url}/fulfilment`, cookie, {
      stage: 'received',
      received: { ...quantities, computersToCollect: 2 + i },
      receivedWeightKg: 20 + i,
      // Every category counted above 0 is tagged (« Registre des déchets »); phones may be 0 here.
      wasteTags: {
        computersToCollect: 'reuse',
        pcFixesToCollect: '20 01 36',
        screensToCollect: '20 01 35*',
        d3eBoxes: '20 01 36',
        ...(i > 0 ? { phonesToCollect: '20 01 36' } : {}),
      },
    });
  }
  // A received lot inventoried (50 devices, each with an erased drive), closed, and its certificate issued.
  const lotId = (regional as { id: number }[])[5]?.id;
  if (lotId) {
    const lotUrl = `/api/regional-collection-requests/${lotId}`;
    for (let n = 1; n <= 50; n++) {
      const device = (await (
        await call('POST', `${lotUrl}/devices`, cookie, {
          category: 'computersToCollect',
          serialNumber: `LH-${lotId}-${n}`,
          make: 'Dell',
          model: 'Latitude 5490',
          grade: 'B',
          media: [{ type: 'ssd', serialNumber: `LH-SSD-${lotId}-${n}`, capacityGb: 256 }],
        })
      ).json()) as { id: number; media: { id: number }[] };
      await call('POST', `/api/devices/${device.id}/media/${device.media[0]?.id}/sanitisations`, cookie, {
        kind: 'erasure',
        method: 'PRNG Stream',
        tool: 'nwipe',
        toolVersion: '0.37',
        result: 'erased',
        performedAt: new Date(Date.now() - 60_000).toISOString(),
      });
    }
    const note = 'Mesure Lighthouse';
    await call('PUT', `${lotUrl}/devices/notes`, cookie, {
      notes: {
        computersToCollect: note,
        pcFixesToCollect: note,
        phonesToCollect: note,
        screensToCollect: note,
        d3eBoxes: note,
      },
    });
    await call('POST', `${lotUrl}/devices/close`, cookie);
    const identity = (await (await call('GET', '/api/settings/company', cookie)).json()) as {
      version: number;
    };
    await call('PUT', '/api/settings/company', cookie, {
      legalName: 'Recyclage Île-de-France SAS',
      siret: '73282932000074',
      address: '12 rue des Forges, 92190 Meudon',
      phone: '01 23 45 67 89',
      email: 'contact@recyclage-idf.test',
      version: identity.version,
    });
    const issued = (await (await call('POST', `${lotUrl}/erasure-certificate`, cookie)).json()) as {
      verifyUrl: string;
    };
    const lot = pages.find((page) => page.name === 'lot');
    if (lot) lot.path = `/lots/regional-collection/${lotId}`;
    const verify = pages.find((page) => page.name === 'verify');
    if (verify) verify.path = new URL(issued.verifyUrl).pathname;
  }
  // The stock page and /packaging-requests list packaging requests: a page of them.
  const item = await call('POST', '/api/packaging/items', cookie, {
    name: 'Carton standard',
    currentStock: 40,
  });
  const itemId = ((await item.json()) as { id: number }).id;
  for (let i = 0; i < 20; i++) {
    await call('POST', '/api/packaging/requests', cookie, {
      itemId,
      quantity: 5 + i,
      type: i % 3 ? 'withdrawal' : 'supply',
      requester: 'Jeanne Martin',
      comments: i % 2 ? `Pour la collecte ${names[i % names.length]}` : undefined,
    });
  }
  // The public tracking page of an accepted pickup, planned with a carrier (its address set in `pages`).
  const pickup = await call('POST', '/api/package-pickup-requests', cookie, {
    clientCompanyName: 'Société Suivi Public',
    contactName: 'Jeanne Contact',
    contactEmail: 'suivi@client.test',
    contactPhone: '06 12 34 56 78',
    companyAddress: '1 avenue de France, 75013 Paris',
    desiredDate: futureDate(1),
    type: 'package',
    shippingAddressId,
    packageDetails: [{ width: 40, length: 30, height: 20, weight: 8 }],
  });
  const pickupId = ((await pickup.json()) as { id: number }).id;
  await call('PATCH', `/api/package-pickup-requests/${pickupId}`, cookie, { status: 'completed' });
  const link = await call('POST', `/api/package-pickup-requests/${pickupId}/tracking-link`, cookie);
  const carriers = (await (await call('GET', '/api/carriers', cookie)).json()) as {
    id: number;
    name: string;
  }[];
  await call('POST', `/api/package-pickup-requests/${pickupId}/fulfilment`, cookie, {
    stage: 'pickup-planned',
    carrierId: carriers.find((carrier) => carrier.name === 'Colissimo')?.id,
    plannedDate: futureDate(2),
    trackingNumber: '6A12345678901',
  });
  const tracking = pages.find((page) => page.name === 'tracking');
  if (tracking) tracking.path = new URL(((await link.json()) as { url: string }).url).pathname;
  return cookie;
}

/** The elements or messages an audit found, in short: what to fix. */
function describeItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const shown = items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const text = node?.snippet ?? item.description ?? item.source ?? item.url ?? item;
    return (typeof text === 'string' ? text : JSON.stringify(text)).slice(0, 200);
  });
  return shown.length ? ` — ${shown.join(' | ')}${items.length > 3 ? ` (+${items.length - 3})` : ''}` : '';
}

/** The CPU slowdown that makes a host of this benchmarkIndex a Lighthouse mid-range phone. */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

interface Run {
  /** This machine's speed as Lighthouse measured it during the run. */
  benchmarkIndex: number;
  scores: Record<(typeof categories)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** JavaScript bytes transferred (as served: compressed when the server compresses). */
  jsBytes: number;
  failing: string[];
}

/** The mobile preset's CPU slowdown (set by main() once calibrated); the desktop preset keeps its 1×. */
let mobileCpuSlowdown: number | undefined;

async function audit(url: string, cookie: string | undefined, desktop: boolean): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port: CHROME_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
      ...(!desktop && mobileCpuSlowdown ? { throttling: { cpuSlowdownMultiplier: mobileCpuSlowdown } } : {}),
    },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    | { items: { resourceType: string; transferSize: number }[] }
    | undefined;
  const failing: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const found = lhr.audits[ref.id];
      if (ref.weight > 0 && found && found.score !== null && found.score < 1) {
        failing.push(`${id}: ${ref.id}${describeItems(found.details)}`);
      }
    }
  }
  // LIGHTHOUSE_DETAILS=1: where the main thread's time went (scripts, long tasks), to find what to defer.
  if (process.env.LIGHTHOUSE_DETAILS) {
    for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks']) {
      const items = (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
      console.log(
        `  ${url} ${id}: ${(items ?? [])
          .slice(0, 8)
          .map((item) =>
            [
              item.groupLabel ?? item.url ?? '',
              item.duration ?? item.total ?? '',
              item.scripting ?? '',
              item.startTime ?? '',
            ]
              .map((value) =>
                typeof value === 'number' ? Math.round(value) : String(value).replace(base, ''),
              )
              .filter(Boolean)
              .join(' '),
          )
          .join(' | ')}`,
      );
    }
    // The largest paint's element, and its phases in the real (unthrottled) load.
    const lcp = lhr.audits['lcp-breakdown-insight']?.details as
      | { items?: { items?: Record<string, unknown>[]; snippet?: string }[] }
      | undefined;
    const [phases, node] = lcp?.items ?? [];
    console.log(
      `  ${url} largest paint: ${node?.snippet ?? '?'} | ${(phases?.items ?? [])
        .map((phase) => `${phase.subpart} ${Math.round(Number(phase.duration))} ms`)
        .join(' | ')}`,
    );
  }
  // What moved, when the layout shifts count (CLS is a quarter of the performance score).
  if (numeric('cumulative-layout-shift') > 0.05) {
    failing.push(`layout shifts${describeItems(lhr.audits['layout-shifts']?.details)}`);
  }
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    failing,
  };
}

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART…): such a run is tried again. */
async function auditWithRetry(url: string, cookie: string | undefined, desktop: boolean): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookie, desktop);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** "median" or "median (min–max)" over the rounds. */
function spread(values: number[], format: (value: number) => string): string {
  const m = format(median(values));
  if (values.length === 1) return m;
  return `${m} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const chromium = findChromium();
  if (!chromium) throw new Error('no Chromium found');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-lighthouse-'));
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-lighthouse-chrome-'));
  const browser = spawn(
    chromium,
    [
      '--headless=new',
      `--remote-debugging-port=${CHROME_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`${base}/readyz`, 'the server');
    await waitFor(`http://127.0.0.1:${CHROME_PORT}/json/version`, 'Chromium');
    const cookie = await seed();
    // LIGHTHOUSE_SERVE=1: the seeded app stays up for other tools (scripts/bench/ui/profile-page.ts) until
    // this process is interrupted.
    if (process.env.LIGHTHOUSE_SERVE) {
      console.log(`serving ${base} — cookie ${cookie} — Ctrl+C to stop`);
      await new Promise((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      return;
    }
    const imposed = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
    if (imposed > 0) {
      mobileCpuSlowdown = imposed;
    } else {
      const warmUp: number[] = [];
      for (let i = 0; i < 3; i++)
        warmUp.push((await auditWithRetry(`${base}/auth`, undefined, false)).benchmarkIndex);
      mobileCpuSlowdown = Math.round(cpuSlowdownFor(median(warmUp)) * 10) / 10;
      console.log(
        `benchmarkIndex ${warmUp.map((index) => Math.round(index)).join(', ')} → mobile CPU slowdown ${mobileCpuSlowdown}×`,
      );
    }
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
        `${chromium}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}, ${ROUNDS} round(s), ` +
        `${REQUESTS_PER_KIND} requests of each kind`,
    );
    // LIGHTHOUSE_PRESETS=mobile (or desktop) audits with that preset only.
    const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',');
    for (const desktop of [false, true].filter((d) => presets.includes(d ? 'desktop' : 'mobile'))) {
      console.log(`\n## ${desktop ? 'desktop (CPU 1×)' : `mobile (CPU ${mobileCpuSlowdown}×)`}\n`);
      console.log(
        '| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS transferred | benchmarkIndex |',
      );
      console.log('|---|---|---|---|---|---|---|---|---|---|---|');
      const failures = new Set<string>();
      for (const page of audited) {
        const runs: Run[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          runs.push(await auditWithRetry(`${base}${page.path}`, page.signedIn ? cookie : undefined, desktop));
        }
        const score = (id: (typeof categories)[number]) =>
          spread(
            runs.map((run) => run.scores[id]),
            (value) => String(value),
          );
        console.log(
          `| ${page.path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ` +
            `${score('seo')} | ${spread(
              runs.map((run) => run.fcp),
              seconds,
            )} | ${spread(
              runs.map((run) => run.lcp),
              seconds,
            )} | ${spread(
              runs.map((run) => run.tbt),
              millis,
            )} | ${spread(
              runs.map((run) => run.cls),
              (value) => value.toFixed(3),
            )} | ${spread(
              runs.map((run) => run.jsBytes),
              kB,
            )} | ${spread(
              runs.map((run) => run.benchmarkIndex),
              (value) => String(Math.round(value)),
            )} |`,
        );
        for (const run of runs) for (const failing of run.failing) failures.add(`${page.path} ${failing}`);
      }
      for (const failure of failures) console.log(`  failing: ${failure}`);
    }
  } finally {
    await stop(browser);
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
