/**
 * Scanning with a phone's camera (issue 32): where the browser has a barcode reader, « Scanner avec
 * l'appareil photo » opens the camera and each code read adds a device, once. Desktop Chromium has no
 * BarcodeDetector: the page is given the browser's two interfaces before it loads — a camera that films a
 * canvas (a real MediaStream) and a detector that reads a serial from the third frame on — so the page's
 * own code runs as on a phone.
 */
import { expect } from '@playwright/test';
import { ADMIN, receivedRegionalCollection, signIn } from './fixtures';
import { test } from './test';

test('a phone camera scans a serial into the lot, once while it stays in view', async ({ page }) => {
  const stamp = Date.now();
  const code = `CAM-${stamp}`;
  await page.addInitScript((serial) => {
    let frames = 0;
    class FakeBarcodeDetector {
      static async getSupportedFormats() {
        return ['code_128', 'qr_code'];
      }
      async detect() {
        frames += 1;
        return frames >= 3 ? [{ rawValue: serial }] : [];
      }
    }
    Object.assign(window, { BarcodeDetector: FakeBarcodeDetector });
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      canvas.getContext('2d')?.fillRect(0, 0, 320, 180);
      return canvas.captureStream(10);
    };
  }, code);

  await signIn(page, ADMIN.username, ADMIN.password);
  const id = await receivedRegionalCollection(page, `Caméra ${stamp}`, {
    quantities: { phonesToCollect: 1 },
    wasteTags: { phonesToCollect: 'reuse' },
    weightKg: 1,
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/lots/regional-collection/${id}`);
  await page.getByLabel('Catégorie').selectOption({ label: 'Téléphones' });
  await page.getByRole('button', { name: "Scanner avec l'appareil photo" }).click();
  await expect(page.getByLabel("Image de l'appareil photo")).toBeVisible();
  const scans = page.getByRole('list', { name: 'Derniers scans' });
  await expect(scans.getByRole('listitem').first()).toContainText(
    new RegExp(`${code} · Téléphones\\u00a0: EQ\\d{6,} ajouté\\.`),
  );
  // Still in front of the lens a moment later: not added twice.
  await page.waitForTimeout(1000);
  await expect(scans.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: "Fermer l'appareil photo" }).click();
  await expect(page.getByLabel("Image de l'appareil photo")).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
