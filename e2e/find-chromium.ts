/**
 * The e2e tests need a Chromium: Playwright's own if installed, else Debian's, else (as root) Debian's
 * package is installed. `npx playwright install` cannot download on these machines. The e2e tests prefer
 * Debian's headless shell (Chromium's lighter headless browser, the one Playwright itself runs headless
 * tests in): a fifth less time than the full browser. Lighthouse wants the full browser.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function playwrightChromium(): string | undefined {
  try {
    const candidate = chromium.executablePath();
    return fs.existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium({ headlessShell = false } = {}): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  const candidates = headlessShell ? [HEADLESS_SHELL, ...SYSTEM_CHROMIUM] : SYSTEM_CHROMIUM;
  const systemChromium = () => candidates.find((candidate) => fs.existsSync(candidate));
  const found = playwrightChromium() ?? systemChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    const debianPackage = headlessShell ? 'chromium-headless-shell' : 'chromium';
    console.log(`No Chromium found: installing Debian’s ${debianPackage} package…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, {
      stdio: 'inherit',
    });
    return systemChromium();
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one (Debian: `sudo apt-get install chromium`), ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}
