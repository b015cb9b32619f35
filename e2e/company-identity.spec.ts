import { expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { ADMIN, openSettingsTab, signIn, toast } from './fixtures';
import { test } from './test';

/** A small PNG made on the spot: a 40×20 blue rectangle. */
function bluePng(): Buffer {
  const png = new PNG({ width: 40, height: 20 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([30, 80, 200, 255], i);
  return PNG.sync.write(png);
}

test('an administrator fills in the company identity and adds, then removes, the logo', async ({ page }) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await openSettingsTab(page, "Identité de l'entreprise");
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/À compléter pour imprimer les documents/)).toBeVisible();

  await panel.getByLabel('Raison sociale').fill('Réemploi Solidaire SAS');
  await panel.getByLabel('SIRET').fill('73282932000075');
  await panel.getByLabel('Téléphone').fill('0123456789');
  await panel.getByLabel('Email').fill('contact@reemploi.example.fr');
  await panel.getByLabel('Adresse').fill('12 rue de la Paix\n75002 Paris');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    panel.getByText("Ce SIRET n'est pas valide\u00a0: vérifiez ses 14 chiffres (clé de contrôle)"),
  ).toBeVisible();

  await panel.getByLabel('SIRET').fill('73282932000074');
  await panel.getByLabel('SIRET').blur();
  await expect(panel.getByLabel('SIRET')).toHaveValue('732 829 320 00074');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Identité enregistrée')).toBeVisible();
  await expect(panel.getByText(/À compléter pour imprimer les documents/)).toHaveCount(0);

  await panel
    .getByLabel('Ajouter un logo')
    .setInputFiles({ name: 'logo.txt', mimeType: 'image/png', buffer: Buffer.from('pas une image') });
  await expect(panel.getByRole('alert')).toHaveText("Ce fichier n'est pas une image PNG, JPEG ou SVG.");
  await panel
    .getByLabel('Ajouter un logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: bluePng() });
  const preview = panel.getByRole('img', { name: "Logo actuel de l'entreprise" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);

  await page.reload();
  await expect(page.getByRole('tabpanel').getByLabel('SIRET')).toHaveValue('732 829 320 00074');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Supprimer le logo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('tabpanel').getByText('Aucun logo')).toBeVisible();
});
