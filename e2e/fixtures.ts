import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin-e2e-password' };

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Envoi Conditionnement' })).toBeVisible();
}

/** Creates an ordinary user through the API (registration is enabled for the e2e server only). */
export async function registerUser(page: Page, username: string, password = 'user-e2e-password') {
  const response = await page.request.post('/api/register', {
    data: { username, password, email: `${username}@example.test`, firstName: 'Jeanne', lastName: 'Martin' },
  });
  expect(response.status()).toBe(201);
  // Registration signs in: forget that session so the test signs in through the page.
  await page.context().clearCookies();
  return { username, password };
}

/** A toast by its title (Radix also renders a short-lived announcer with role=status, so scope to the viewport). */
export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('status', { name: title });
}

/** Signs out through the sidebar button and waits for the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** Opens /settings on a tab by its label ("Articles", "Mon compte"…) and waits for the tab to be selected. */
export async function openSettingsTab(page: Page, name: string) {
  await page.goto('/settings');
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}
