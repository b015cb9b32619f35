/** The settings page of an administrator: its tabs, and « Général » (carton dimensions, the team's address). */
import { expect } from '@playwright/test';
import { ADMIN, openSettingsTab, signIn, toast } from './fixtures';
import { test } from './test';

test.describe('Paramètres: the tabs and « Général »', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
  });

  test('shows the ten tabs, Général first and selected, and keeps the chosen tab on reload', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Général',
      "Identité de l'entreprise",
      'Articles',
      "Adresses d'expédition",
      'Transporteurs',
      'Configuration Gmail',
      'Utilisateurs',
      'Sauvegarde',
      'Journal',
      'Mon compte',
    ]);
    await expect(page.getByRole('tab', { name: 'Général' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Sauvegarde' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('button', { name: 'Télécharger maintenant' }),
    ).toBeVisible();
    // What to ask of whoever runs the server, not a command nor a file only they can read.
    await expect(page.getByRole('tabpanel')).toContainText(
      'demandez à la personne qui administre le serveur de le faire',
    );
    await expect(page.getByRole('tabpanel')).not.toContainText('npm run restore');

    await page.getByRole('tab', { name: 'Configuration Gmail' }).click();
    await expect(page).toHaveURL(/onglet=gmail/);
    const gmail = page.getByRole('tabpanel');
    await expect(gmail.getByRole('heading', { name: 'Configuration Gmail' })).toBeVisible();
    await expect(gmail.getByRole('button', { name: 'Actualiser le statut' })).toBeEnabled();
    await expect(gmail.getByRole('heading', { name: 'État des envois' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Configuration Gmail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('changes the carton dimensions and finds them after a reload', async ({ page }) => {
    // Values that differ from whatever is stored, so the test proves the save.
    const width = 41 + (Date.now() % 50);
    const height = 31 + (Date.now() % 40);
    const palletLength = 121 + (Date.now() % 60);
    await openSettingsTab(page, 'Général');

    const standard = page.getByRole('group', { name: 'Carton standard' });
    const large = page.getByRole('group', { name: 'Grand carton' });
    const pallet = page.getByRole('group', { name: 'Europalette' });
    await expect(pallet.getByLabel('Hauteur (cm)')).toHaveCount(0);

    // The tab has a second form (the notification address) with its own "Enregistrer".
    const dimensions = page.getByRole('form', { name: 'Paramètres généraux' });

    // A zero dimension is refused under its field, in French.
    await standard.getByLabel('Largeur (cm)').fill('0');
    await dimensions.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(standard.getByText("La dimension doit être d'au moins 1 cm")).toBeVisible();

    await standard.getByLabel('Largeur (cm)').fill(String(width));
    await large.getByLabel('Hauteur (cm)').fill(String(height));
    await pallet.getByLabel('Longueur (cm)').fill(String(palletLength));
    await expect(page.getByText("ne saisissent que les 3 derniers chiffres du numéro d'offre")).toBeVisible();
    await dimensions.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(toast(page, 'Paramètres mis à jour')).toContainText(
      'Les dimensions des cartons ont été sauvegardées.',
    );

    await page.reload();
    await expect(standard.getByLabel('Largeur (cm)')).toHaveValue(String(width));
    await expect(large.getByLabel('Hauteur (cm)')).toHaveValue(String(height));
    await expect(pallet.getByLabel('Longueur (cm)')).toHaveValue(String(palletLength));
  });

  test("saves the logistics team's notification email", async ({ page }) => {
    const address = `logistique${Date.now()}@example.test`;
    await openSettingsTab(page, 'Général');
    const notifications = page.getByRole('form', { name: 'Notifications' });
    const field = notifications.getByLabel('Email de notification');

    await field.fill('pas-un-email');
    await notifications.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(notifications.getByText('Email invalide')).toBeVisible();

    await field.fill(address);
    await notifications.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    // Saying where the notifications go, or that none will until mail is configured (settings-gmail.spec.ts
    // configures it: whether it ran first depends on the order).
    await expect(toast(page, 'Paramètres mis à jour')).toContainText(
      new RegExp(`${address.replaceAll('.', '\\.')}|Aucune notification ne partira`),
    );
    await page.reload();
    await expect(field).toHaveValue(address);
  });
});
