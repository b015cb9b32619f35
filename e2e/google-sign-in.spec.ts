/**
 * Google sign-in in Chromium through the local OpenID Connect provider of e2e/peers (oidc-provider): its
 * development sign-in form takes any login, and the claims follow from it ("camille.durand@acme.test" →
 * Camille Durand, hosted domain acme.test). The app registers acme.test colleagues (GOOGLE_ALLOWED_DOMAINS).
 */
import { expect, type Page } from '@playwright/test';
import { signOut } from './fixtures';
import { test } from './test';

const appUrl = () => `http://127.0.0.1:${process.env.E2E_APP_PORT}`;

/**
 * The provider's pages, when it shows them: its sign-in form, then its consent form. A provider that
 * remembers the person (its own session, a grant already given) sends the browser straight back.
 */
async function passProviderPages(page: Page, login: string) {
  const loginField = page.locator('input[name="login"]');
  await expect(page).not.toHaveURL(/\/auth\/google$/);
  if (!page.url().startsWith(appUrl())) {
    await loginField.fill(login);
    await page.locator('input[name="password"]').fill('any-password');
    await page.locator('button[type="submit"]').click();
  }
  const consent = page.getByRole('button', { name: 'Continue' });
  await Promise.race([
    consent.waitFor().then(() => consent.click()),
    page.waitForURL((url) => url.href.startsWith(appUrl())),
  ]);
  await page.waitForURL((url) => url.href.startsWith(appUrl()));
}

test('a colleague signs in with Google, is registered, signs out and comes back where they were', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Se connecter avec Google' }).click();
  await passProviderPages(page, 'camille.durand@acme.test');
  await expect(page).toHaveURL(`${appUrl()}/`);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Camille Durand')).toBeVisible();
  await expect(sidebar.getByText('Utilisateur')).toBeVisible();

  // Mon compte: linked to Google, no password yet (it can be set without a current one).
  await page.goto('/settings');
  const google = page.getByRole('region', { name: 'Connexion avec Google' });
  await expect(google).toContainText('Votre compte est lié à Google');
  await expect(google.getByRole('button', { name: 'Délier mon compte Google' })).toBeDisabled();
  const password = page.getByRole('region', { name: 'Définir un mot de passe' });
  await expect(password.getByLabel('Mot de passe actuel')).toHaveCount(0);

  await signOut(page);
  // An anonymous visit sends to /auth; Google brings the person back to that page.
  await page.goto('/regional-collection');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('link', { name: 'Se connecter avec Google' }).click();
  await passProviderPages(page, 'camille.durand@acme.test');
  await expect(page).toHaveURL(`${appUrl()}/regional-collection`);
  await expect(page.getByRole('complementary').getByText('Camille Durand')).toBeVisible();
});

test('a Google account from another domain gets no account, and is told why', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Se connecter avec Google' }).click();
  await passProviderPages(page, 'visiteur@ailleurs.test');
  await expect(page).toHaveURL(`${appUrl()}/auth`);
  await expect(page.getByRole('alert')).toContainText(
    "Aucun compte n'est associé à cette adresse Google. Demandez à un administrateur de vous créer un compte.",
  );
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
});
