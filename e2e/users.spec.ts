/** Settings › Utilisateurs: accounts an administrator creates and edits. */
import { expect } from '@playwright/test';
import {
  ADMIN,
  discardTyping,
  listCard,
  openSettingsTab,
  registerUser,
  signIn,
  signOut,
  toast,
} from './fixtures';
import { test } from './test';

test.describe('Paramètres › Utilisateurs', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
  });

  test('creates a user who then signs in and sees only "Mon compte"', async ({ page }) => {
    const username = `agent${Date.now()}`;
    const password = 'mot-de-passe-agent';
    await openSettingsTab(page, 'Utilisateurs');
    await expect(
      page.getByRole('button', { name: `Modifier l'utilisateur ${ADMIN.username}` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    const create = page.getByRole('dialog', { name: 'Nouvel utilisateur' });
    await create.getByLabel("Nom d'utilisateur").fill(username);
    await create.getByLabel('Email').fill(`${username}@example.test`);
    await create.getByLabel('Prénom').fill('Lucie');
    await create.getByLabel('Nom', { exact: true }).fill('Bernard');
    await expect(create.getByLabel('Rôle')).toHaveValue('user');
    await expect(create.getByRole('switch', { name: 'Compte actif' })).toBeChecked();
    await create.getByLabel('Mot de passe').fill('court');
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(create.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await create.getByLabel('Mot de passe').fill(password);
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(toast(page, 'Utilisateur créé')).toBeVisible();

    const created = listCard(page, 'Lucie Bernard').filter({ hasText: username });
    await expect(created).toContainText(`${username}@example.test`);
    await expect(created).toContainText('Actif');
    await expect(created.getByText('Admin', { exact: true })).toHaveCount(0);
    await expect(created).toContainText(/Créé le \d{1,2}(er)?\s[a-zéû]+ \d{4}/);

    // The same username again: the server's message goes under the field.
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    await create.getByLabel("Nom d'utilisateur").fill(username);
    await create.getByLabel('Email').fill(`autre-${username}@example.test`);
    await create.getByLabel('Prénom').fill('Lucie');
    await create.getByLabel('Nom', { exact: true }).fill('Bernard');
    await create.getByLabel('Mot de passe').fill(password);
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(toast(page, 'Erreur lors de la création')).toBeVisible();
    await expect(create.getByText("Ce nom d'utilisateur est déjà utilisé")).toBeVisible();
    await create.getByRole('button', { name: 'Annuler' }).click();
    // What was typed is not saved: the dialog asks before throwing it away.
    await discardTyping(page);

    await signOut(page);
    await signIn(page, username, password);
    await page.goto('/settings');
    await expect(page.getByRole('tab')).toHaveText(['Mon compte']);
    await expect(page.getByRole('tab', { name: 'Mon compte' })).toHaveAttribute('aria-selected', 'true');

    // An administrators' tab in the URL is refused.
    await page.goto('/settings?onglet=utilisateurs');
    await expect(page.getByText('Accès réservé aux administrateurs')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Mon compte']);
  });

  test('edits a user (Inactif badge) and cannot demote the last administrator', async ({ page }) => {
    const username = `inactif${Date.now()}`;
    await registerUser(page, username);
    await signIn(page, ADMIN.username, ADMIN.password);
    await openSettingsTab(page, 'Utilisateurs');

    await page.getByRole('button', { name: `Modifier l'utilisateur ${username}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
    await expect(edit.getByLabel("Nom d'utilisateur")).toHaveValue(username);
    await expect(edit.getByText('Laisser vide pour ne pas changer')).toBeVisible();
    await edit.getByRole('switch', { name: 'Compte actif' }).click();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Utilisateur modifié')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: username })).toContainText('Inactif');

    // The last active administrator cannot be demoted: the server's message is shown.
    await page.getByRole('button', { name: `Modifier l'utilisateur ${ADMIN.username}` }).click();
    // The bootstrap account has no last name and an @localhost email, which the form refuses.
    await edit.getByLabel('Nom', { exact: true }).fill('Principal');
    await edit.getByLabel('Email').fill('admin@example.test');
    await edit.getByLabel('Rôle').selectOption('user');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Erreur')).toContainText('il doit rester au moins un administrateur actif');
    await expect(edit).toBeVisible();
  });
});
