import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './e2e/find-chromium';

// The config is evaluated by the runner and again by each worker; the environment carries the values
// chosen once by the runner (workers inherit it), so every process agrees on one server and one browser.
process.env.E2E_PORT ??= '3100';
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'gl-e2e-'));
process.env.E2E_CHROMIUM ??= findChromium() ?? '';
// The protocol peers (e2e/peers/start-peers.ts): Google's issuer, the Gmail API double, an SMTP sink,
// the Odoo double.
process.env.E2E_GOOGLE_PORT ??= '3110';
process.env.E2E_GMAIL_PORT ??= '3111';
process.env.E2E_SMTP_PORT ??= '3112';
process.env.E2E_ODOO_PORT ??= '3113';
// The built server to test (npm run build writes dist/); a build elsewhere (scripts/build/e2e-build.sh) lets
// several checkouts of work in progress be tested side by side.
process.env.E2E_SERVER ??= 'dist/server/server.js';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const gmailApiUrl = `http://127.0.0.1:${process.env.E2E_GMAIL_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
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
  webServer: [
    {
      // Started first: the app discovers the issuer lazily, but the peers must be up before any spec.
      name: 'peers',
      command: 'node --import tsx e2e/peers/start-peers.ts',
      url: `${gmailApiUrl}/__peer/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The built app (npm run test:e2e builds first) on a fresh embedded database.
      command: `node ${process.env.E2E_SERVER}`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'admin-e2e-password',
        // The e2e suite registers its ordinary user through the sign-in page's registration form.
        REGISTRATION_ENABLED: 'true',
        LOG_LEVEL: 'warn',
        // Mail and Google sign-in go through the Google peer: its issuer, its Gmail API double, its e2e client.
        APP_URL: baseURL,
        GOOGLE_CLIENT_ID: 'e2e-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}`,
        GMAIL_API_URL: gmailApiUrl,
        // Google sign-in registers colleagues of acme.test (the peer derives claims from the login typed).
        GOOGLE_ALLOWED_DOMAINS: 'acme.test',
        NOTIFICATION_EMAIL: 'logistique@example.test',
        // ERP offers come from the Odoo double (its fixture: src/server/test/peers/odoo-double.ts).
        ODOO_URL: `http://127.0.0.1:${process.env.E2E_ODOO_PORT}`,
        ODOO_DB: 'odoo-test',
      },
    },
  ],
});
