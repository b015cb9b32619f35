/** « Mon compte »: what every user changes about their own account. */
import { expect } from '@playwright/test';
import { openSettingsTab, registerUser, signIn, signOut, toast } from './fixtures';
import { test } from './test';

test.describe('Mon compte', () => {
  test('a user changes their password and signs in again with the new one', async ({ page }) => {
    const user = await registerUser(page, `mdp${Date.now()}`);
    const newPassword = 'nouveau-mot-de-passe';
    await signIn(page, user.username, user.password);
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Mon compte' })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe').fill('autre-chose');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

    await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(toast(page, 'Erreur lors de la modification du mot de passe')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Le mot de passe actuel est incorrect')).toBeVisible();

    await page.getByLabel('Mot de passe actuel').fill(user.password);
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(toast(page, 'Mot de passe modifié')).toBeVisible();
    await expect(page.getByLabel('Nouveau mot de passe')).toHaveValue('');

    await signOut(page);
    await signIn(page, user.username, newPassword);
  });

  test('a profile name change shows in the sidebar', async ({ page }) => {
    const user = await registerUser(page, `profil${Date.now()}`);
    await signIn(page, user.username, user.password);
    const sidebar = page.getByRole('complementary', { name: 'Barre latérale' });
    await expect(sidebar).toContainText('Jeanne Martin');

    await openSettingsTab(page, 'Mon compte');
    await expect(page.getByLabel('Prénom')).toHaveValue('Jeanne');
    await page.getByLabel('Prénom').fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill('Durand');
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(toast(page, 'Profil mis à jour')).toBeVisible();
    await expect(sidebar).toContainText('Camille Durand');
    await expect(sidebar).toContainText('CD');

    await page.reload();
    await expect(sidebar).toContainText('Camille Durand');
  });

  test('a user chooses whether to get a mail when their requests are decided', async ({ page }) => {
    const user = await registerUser(page, `suivi${Date.now()}`);
    await signIn(page, user.username, user.password);
    await openSettingsTab(page, 'Mon compte');

    const toggle = page.getByRole('switch', {
      name: "Recevoir un e-mail lorsqu'une de mes demandes est acceptée ou refusée",
    });
    const before = await toggle.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    await toggle.click();
    await expect(toast(page, 'Profil mis à jour')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', after);

    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', after);
  });

  test('a user saves Odoo credentials without the password ever being shown again', async ({ page }) => {
    const user = await registerUser(page, `odoo${Date.now()}`);
    await signIn(page, user.username, user.password);
    await openSettingsTab(page, 'Mon compte');

    const odoo = page.getByRole('region', { name: 'Intégration Odoo' });
    await expect(odoo.getByLabel('Mot de passe Odoo')).toHaveAttribute('type', 'password');
    await odoo.getByLabel('Identifiant Odoo').fill('jeanne.martin@example.test');
    await odoo.getByLabel('Mot de passe Odoo').fill('secret-odoo');
    await odoo.getByRole('button', { name: 'Enregistrer les identifiants' }).click();
    await expect(toast(page, 'Identifiants Odoo mis à jour')).toBeVisible();

    await page.reload();
    await expect(odoo.getByLabel('Identifiant Odoo')).toHaveValue('jeanne.martin@example.test');
    await expect(odoo.getByLabel('Mot de passe Odoo')).toHaveValue('');
    await expect(odoo).toContainText('Un mot de passe est enregistré.');
  });
});
