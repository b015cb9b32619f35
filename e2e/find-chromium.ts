/**
 * The e2e tests need a Chromium: Playwright's own if installed, else Debian's /usr/bin/chromium, else (as
 * root) Debian's package is installed. `npx playwright install` cannot download on these machines.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightChromium(): string | undefined {
  try {
    const candidate = chromium.executablePath();
    return fs.existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

const systemChromium = () => SYSTEM_CHROMIUM.find((candidate) => fs.existsSync(candidate));

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  const found = playwrightChromium() ?? systemChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('No Chromium found: installing Debian’s chromium package…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    return systemChromium();
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install chromium`), ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
