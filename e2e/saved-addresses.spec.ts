/** Settings › Adresses: an administrator's saved shipping addresses. */
import { expect } from '@playwright/test';
import { ADMIN, listCard, openSettingsTab, signIn, toast } from './fixtures';
import { test } from './test';

test.describe('Paramètres › Adresses', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
  });

  test('creates, edits and deletes a shipping address', async ({ page }) => {
    const name = `Entrepôt ${Date.now()}`;
    await openSettingsTab(page, "Adresses d'expédition");
    await expect(page).toHaveURL(/onglet=adresses/);

    await page.getByRole('button', { name: 'Nouvelle adresse' }).click();
    const create = page.getByRole('dialog', { name: 'Nouvelle adresse' });
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(create.getByText("Le nom de l'adresse est requis")).toBeVisible();

    await create.getByLabel("Nom de l'adresse").fill(name);
    await create.getByLabel('Nom de la société').fill('Recyclage Nord');
    await create.getByLabel('Nom du contact').fill('Paul Leroy');
    await create.getByLabel('Email du contact').fill('pas-un-email');
    await create.getByLabel('Téléphone du contact').fill('+33123456789');
    await create.getByLabel('Adresse de livraison').fill('12 rue des Lilas');
    await expect(create.getByLabel('Téléphone du contact')).toHaveValue('01 23 45 67 89');
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(create.getByText('Email invalide')).toBeVisible();
    await expect(create.getByText(/^Adresse incomplète\u00a0:/)).toBeVisible();
    await create.getByLabel('Email du contact').fill('paul.leroy@example.test');
    await create.getByLabel('Adresse de livraison').fill('12 rue des Lilas\n59000 Lille');
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(toast(page, 'Adresse créée')).toBeVisible();
    await expect(create).toBeHidden();

    const created = listCard(page, name);
    await expect(created).toContainText('Recyclage Nord');
    await expect(created).toContainText('Paul Leroy');
    await expect(created).toContainText('59000 Lille');
    await expect(created).toContainText('paul.leroy@example.test');
    await expect(created).toContainText('01 23 45 67 89');

    await page.getByRole('button', { name: `Modifier l'adresse ${name}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'adresse" });
    await expect(edit.getByLabel("Nom de l'adresse")).toHaveValue(name);
    await edit.getByLabel('Nom de la société').fill('Recyclage Sud');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Adresse mise à jour')).toBeVisible();
    await expect(listCard(page, name)).toContainText('Recyclage Sud');

    await page.getByRole('button', { name: `Supprimer l'adresse ${name}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cette adresse ?',
    });
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(listCard(page, name)).toBeVisible();

    await page.getByRole('button', { name: `Supprimer l'adresse ${name}` }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Adresse supprimée')).toBeVisible();
    await expect(listCard(page, name)).toHaveCount(0);
  });
});
