/**
 * The administration journal (issue 24, decision 0081): an administrator changes a user's role, then finds
 * the act in Settings › Journal, and narrows the list by person and by action.
 */
import { expect } from '@playwright/test';
import { ADMIN, openSettingsTab, registerUser, signIn, toast } from './fixtures';
import { test } from './test';

test('an administrator changes a role and finds it in Settings › Journal, filtered by person and action', async ({
  page,
}) => {
  const username = `journal${Date.now()}`;
  await registerUser(page, username);
  await signIn(page, ADMIN.username, ADMIN.password);
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };

  await openSettingsTab(page, 'Utilisateurs');
  await page.getByRole('button', { name: `Modifier l'utilisateur ${username}` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'utilisateur" });
  await edit.getByLabel('Rôle').selectOption('admin');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Utilisateur modifié')).toBeVisible();

  await openSettingsTab(page, 'Journal');
  const panel = page.getByRole('tabpanel');
  const table = panel.getByRole('table', { name: /Journal d'administration/ });
  const row = table.getByRole('row').filter({ hasText: username }).filter({ hasText: 'Rôle modifié' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rôle\u00a0: Utilisateur → Administrateur');
  await expect(row).toContainText('127.0.0.1');

  // By person: the administrator's acts only; by action: role changes only.
  await panel.getByLabel('Personne').selectOption(String(me.id));
  await panel.getByLabel('Action').selectOption({ label: 'Rôle modifié' });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasNotText: 'Rôle modifié' })).toHaveCount(1); // the header
  await expect(panel.getByRole('link', { name: /^Exporter en CSV/ })).toHaveAttribute(
    'href',
    `/api/admin/journal/export.csv?actor=${me.id}&action=user.role_changed`,
  );
  await panel.getByLabel('Action').selectOption({ label: 'Sauvegarde restaurée' });
  await expect(panel.getByText('Aucune entrée')).toBeVisible();

  // A phone: one card per entry, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await panel.getByLabel('Action').selectOption({ label: 'Rôle modifié' });
  const card = panel
    .getByRole('list', { name: "Journal d'administration" })
    .getByRole('listitem')
    .filter({ hasText: username })
    .filter({ hasText: 'Rôle modifié' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Rôle\u00a0: Utilisateur → Administrateur');
  // Once the page has laid itself out again for the new width (a loaded CI machine once measured the
  // moment in between: 140 px).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

  // The worker's stack is shared: leave one active administrator, as users.spec.ts expects.
  const accounts = (await (await page.request.get('/api/users')).json()) as {
    id: number;
    username: string;
    version: number;
  }[];
  const promoted = accounts.find((account) => account.username === username);
  const demoted = await page.request.put(`/api/users/${promoted?.id}`, {
    data: { role: 'user', version: promoted?.version },
  });
  expect(demoted.status(), await demoted.text()).toBe(200);
});
