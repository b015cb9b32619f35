/** Settings › Articles: the packaging articles an administrator keeps. */
import { expect } from '@playwright/test';
import { ADMIN, listCard, openSettingsTab, signIn, toast } from './fixtures';
import { test } from './test';

test.describe('Paramètres › Articles', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
  });

  test('creates, edits and deletes an article', async ({ page }) => {
    const name = `Cartons ${Date.now()}`;
    await openSettingsTab(page, 'Articles');
    await expect(page).toHaveURL(/onglet=articles/);

    await page.getByRole('button', { name: 'Nouvel article' }).click();
    const create = page.getByRole('dialog', { name: 'Nouvel article' });
    await expect(create.getByLabel('Unité')).toHaveValue('pièces');
    await create.getByRole('button', { name: 'Ajouter' }).click();
    await expect(create.getByText('Le nom est requis')).toBeVisible();

    await create.getByLabel('Nom').fill(name);
    await create.getByLabel('Description').fill('Cartons 40×30×20 pour ordinateurs portables');
    await create.getByLabel('Stock actuel').fill('25');
    await create.getByRole('button', { name: 'Ajouter' }).click();
    await expect(toast(page, 'Article ajouté')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(listCard(page, name)).toContainText('Stock\u00a0: 25 pièces');
    await expect(listCard(page, name)).toContainText('Cartons 40×30×20 pour ordinateurs portables');

    // The tab survives a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: `Modifier l'article ${name}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'article" });
    await expect(edit.getByLabel('Stock actuel')).toHaveValue('25');
    await edit.getByLabel('Unité').fill('cartons');
    await edit.getByLabel('Stock actuel').fill('40');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Article modifié')).toBeVisible();
    await expect(listCard(page, name)).toContainText('Stock\u00a0: 40 cartons');

    await page.getByRole('button', { name: `Supprimer l'article ${name}` }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cet article ?',
    });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Article supprimé')).toBeVisible();
    await expect(listCard(page, name)).toHaveCount(0);

    // The stock edit made it part of the ledger: the item is archived, gone from the stock page, and its
    // movement is still listed under its name.
    await page.goto('/packaging-stock');
    const recent = page.getByRole('region', { name: 'Mouvements de Stock Récents' });
    await expect(recent.getByRole('listitem').filter({ hasText: name }).first()).toContainText('+15 cartons');
    await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
  });
});
