import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { findChromium } from './e2e/find-chromium';
import { stackPorts } from './e2e/stacks';

// The config is evaluated by the runner and again by each worker; the environment carries the values
// chosen once by the runner (workers inherit it), so every process agrees on the servers and the browser.
process.env.E2E_PORT ??= '3100';
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'gl-e2e-'));
process.env.E2E_CHROMIUM ??= findChromium({ headlessShell: true }) ?? '';
// The built server to test (npm run build writes dist/); a build elsewhere (scripts/build/e2e-build.sh) lets
// several checkouts of work in progress be tested side by side.
process.env.E2E_SERVER ??= 'dist/server/server.js';
// One stack (peers + app + database) per worker (e2e/stacks.ts). Three on this project's 2-core machines:
// the tests wait on the network, debounces and toasts, and a third worker fills those waits (the suite
// 231 → 216 s, the CPU idle 61 → 32 s).
const workers = Number(process.env.E2E_WORKERS ?? 3);

/**
 * A stack's two processes: the protocol peers (e2e/peers/start-peers.ts: Google's issuer, the Gmail API
 * double, an SMTP sink, the Odoo double), then the built app on a fresh embedded database configured with them.
 */
function stackServers(index: number): Extract<PlaywrightTestConfig['webServer'], unknown[]> {
  const ports = stackPorts(index);
  const appUrl = `http://127.0.0.1:${ports.app}`;
  const gmailApiUrl = `http://127.0.0.1:${ports.gmail}`;
  return [
    {
      // Started first: the app discovers the issuer lazily, but the peers must be up before any spec.
      name: `peers ${index + 1}`,
      command: 'node --import tsx e2e/peers/start-peers.ts',
      url: `${gmailApiUrl}/__peer/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        E2E_PORT: String(ports.app),
        E2E_GOOGLE_PORT: String(ports.google),
        E2E_GMAIL_PORT: String(ports.gmail),
        E2E_SMTP_PORT: String(ports.smtp),
        E2E_ODOO_PORT: String(ports.odoo),
      },
    },
    {
      // The built app (npm run test:e2e builds first) on a fresh embedded database.
      name: `app ${index + 1}`,
      command: `node ${process.env.E2E_SERVER}`,
      url: `${appUrl}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(ports.app),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(process.env.E2E_DATA_DIR ?? '', `stack-${index + 1}`),
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'admin-e2e-password',
        // The e2e suite registers its ordinary user through the sign-in page's registration form.
        REGISTRATION_ENABLED: 'true',
        LOG_LEVEL: 'warn',
        // No timed backup in the middle of a run (« Télécharger maintenant » still makes one on demand).
        BACKUP_INTERVAL: 'off',
        // Mail and Google sign-in go through the Google peer: its issuer, its Gmail API double, its e2e client.
        APP_URL: appUrl,
        GOOGLE_CLIENT_ID: 'e2e-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${ports.google}`,
        GMAIL_API_URL: gmailApiUrl,
        // Google sign-in registers colleagues of acme.test (the peer derives claims from the login typed).
        GOOGLE_ALLOWED_DOMAINS: 'acme.test',
        NOTIFICATION_EMAIL: 'logistique@example.test',
        // ERP offers come from the Odoo double (its fixture: src/server/test/peers/odoo-double.ts).
        ODOO_URL: `http://127.0.0.1:${ports.odoo}`,
        ODOO_DB: 'odoo-test',
      },
    },
  ];
}

export default defineConfig({
  testDir: './e2e',
  // A spec file runs on one worker, its tests in order (some build on the one before).
  fullyParallel: false,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // Three stacks and their browsers share two cores: waits are allowed for a loaded machine.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    // Each worker's own stack replaces it (e2e/test.ts).
    baseURL: `http://127.0.0.1:${stackPorts(0).app}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Dialogs, toasts and spinners without their animations (index.css): the browser's GPU process does half
    // the work (Chromium's CPU time −24 % on three specs) and no test waits on an animation to end.
    contextOptions: { reducedMotion: 'reduce' },
    // Without screenshots: the screencast they need costs the browser a third of its CPU time. None in CI,
    // whose files nobody opens: recording every action's DOM costs the browser and the runner a tenth of
    // their CPU (four specs, CPU of all processes: 90.6, 94.7 s with, 86.5, 78.4 s without); a failure
    // still prints its error and call log.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM,
      // Without the background-networking flags Chromium keeps dialling out on a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: workers }, (_, index) => stackServers(index)).flat(),
});
