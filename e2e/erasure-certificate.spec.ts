/**
 * The « Certificat d'effacement des données » in the browser (issue 32): an administrator issues it from the
 * lot's page once the inventory is closed and its drive erased; the PDF saved is the one whose SHA-256 the
 * page shows; its public verification page, on a phone, says it is authentic and checks a file in the
 * browser; issued again, the first one's page says it was replaced.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect } from '@playwright/test';
import { ADMIN, putCompanyIdentity, receivedRegionalCollection, toast } from './fixtures';
import { test } from './test';

test('a closed, erased lot gets its certificate, verified on a phone, then re-issued', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const saved = await putCompanyIdentity(page, {
    legalName: 'Réemploi Certifié E2E',
    siret: '73282932000074',
    address: '3 rue des Ateliers, 92190 Meudon',
    phone: '01 23 45 67 89',
    email: 'contact@reemploi-e2e.test',
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  const stamp = Date.now();
  const id = await receivedRegionalCollection(page, `Certificat ${stamp}`, {
    quantities: { computersToCollect: 1 },
    wasteTags: { computersToCollect: 'reuse' },
    weightKg: 2,
  });
  const lot = `/api/regional-collection-requests/${id}`;
  const added = await page.request.post(`${lot}/devices`, {
    data: {
      category: 'computersToCollect',
      serialNumber: `CERT-${stamp}`,
      media: [{ type: 'ssd', serialNumber: `SSD-${stamp}`, capacityGb: 512 }],
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const device = (await added.json()) as { id: number; media: { id: number }[] };

  await page.goto(`/lots/regional-collection/${id}`);
  const card = page.getByRole('region', { name: "Certificat d'effacement des données" });
  const issue = card.getByRole('button', { name: 'Émettre le certificat' });
  // Not before the inventory is closed and the drive erased: the card says what is missing.
  await expect(issue).toBeDisabled();
  await expect(card).toContainText("Clôturez d'abord l'inventaire du lot.");
  const erased = await page.request.post(
    `/api/devices/${device.id}/media/${device.media[0]?.id}/sanitisations`,
    {
      data: {
        kind: 'erasure',
        method: 'Écrasement 1 passe',
        tool: 'nwipe',
        result: 'erased',
        performedAt: new Date(Date.now() - 60_000).toISOString(),
      },
    },
  );
  expect(erased.status(), await erased.text()).toBe(201);
  await page
    .getByRole('region', { name: 'Rapprochement avec la réception' })
    .getByRole('button', { name: "Clôturer l'inventaire" })
    .click();
  await expect(issue).toBeEnabled();
  await issue.click();
  await expect(toast(page, 'Certificat émis')).toBeVisible();
  await expect(card).toContainText(/Certificat n°\u00a0CE-\d{6}, émis le/);

  // The PDF as issued: its SHA-256 is the one the card shows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Télécharger le certificat' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Certificat d'effacement des données CE-\d{6}\.pdf$/);
  const pdfPath = await download.path();
  const sha256 = createHash('sha256').update(fs.readFileSync(pdfPath)).digest('hex');
  await expect(card).toContainText(sha256);

  // The verification page, opened from the PDF's QR code on a phone.
  const href = await card.getByRole('link', { name: /Page de vérification/ }).getAttribute('href');
  const verifyPath = new URL(href ?? '').pathname;
  expect(verifyPath).toMatch(/^\/verifier\/[A-Za-z0-9_-]{43}$/);
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 360, height: 780 });
  await phone.goto(verifyPath);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
    "Vérification d'un certificat d'effacement",
  );
  await expect(phone.getByText(/Certificat authentique, émis le/)).toBeVisible();
  await expect(phone.getByText(sha256)).toBeVisible();
  const file = phone.getByLabel('Fichier du certificat (PDF)');
  await file.setInputFiles(pdfPath);
  await expect(phone.getByRole('status').filter({ hasText: 'Ce fichier' })).toHaveText(
    'Ce fichier est bien le certificat émis sous ce numéro.',
  );
  await file.setInputFiles({
    name: 'autre.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 autre'),
  });
  await expect(phone.getByRole('status').filter({ hasText: 'Ce fichier' })).toContainText(
    "Ce fichier n'est pas le certificat émis sous ce numéro",
  );
  await expect
    .poll(() => phone.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);

  // Issued again: a new number; the first one's page says it was replaced.
  await card.getByRole('button', { name: 'Émettre un nouveau certificat' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Émettre' }).click();
  await expect(card).toContainText(/Remplacés\u00a0: CE-\d{6} \(par CE-\d{6}\)/);
  await phone.reload();
  await expect(phone.getByText(/Ce certificat a été remplacé par CE-\d{6}/)).toBeVisible();
});
