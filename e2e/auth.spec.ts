import { expect, type Page, type Route } from '@playwright/test';
import {
  ADMIN,
  createRequest,
  registerUser,
  requestContact,
  signIn,
  signInThroughPage,
  signOut,
  toast,
} from './fixtures';
import { test } from './test';

const navLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link');

/** GET /api/auth/options answered by the test instead of the server. */
async function serveAuthOptions(
  page: Page,
  options: { registrationEnabled: boolean; googleEnabled: boolean; googleRegistrationEnabled: boolean },
) {
  await page.route('**/api/auth/options', (route) => route.fulfill({ json: options }));
}

test('an anonymous visitor is sent to the sign-in page', async ({ page }) => {
  await page.goto('/packaging-stock');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
});

test('the sign-in page loads at most 100 KB of JavaScript, headers included, and none of the app', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; bytes: number; encoding: string | undefined }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'],
      })),
    );
  });
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, { bytes }) => sum + bytes, 0);
  expect(loaded.length).toBeGreaterThan(0);
  expect(total, loaded.map(({ url, bytes }) => `${url} ${bytes}`).join('\n')).toBeLessThanOrEqual(100_000);
  // Compressed on the wire: the build's brotli files, sent as such.
  expect(loaded.map(({ url, encoding }) => [url, encoding])).toEqual(loaded.map(({ url }) => [url, 'br']));
});

test('a Google sign-in that failed is explained on the sign-in page, once', async ({ page }) => {
  await page.goto('/auth?erreur=google-non-configure');
  const alert = page.getByRole('alert').filter({ hasText: 'Connexion avec Google impossible' });
  await expect(alert).toContainText("La connexion avec Google n'est pas configurée sur ce serveur.");
  // The code leaves the address bar: a reload does not repeat it.
  await expect(page).toHaveURL(/\/auth$/);
  await page.reload();
  await expect(alert).toHaveCount(0);
  // A code this app never sends says nothing.
  await page.goto('/auth?erreur=<script>');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the sign-in page offers only the ways in the server has', async ({ page }) => {
  await serveAuthOptions(page, {
    registrationEnabled: false,
    googleEnabled: true,
    googleRegistrationEnabled: true,
  });
  await page.goto('/auth');
  await expect(page.getByRole('link', { name: 'Se connecter avec Google' })).toHaveAttribute(
    'href',
    '/auth/google',
  );
  await expect(page.getByText('Nouvel utilisateur ? Connectez-vous avec Google')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer un compte' })).toHaveCount(0);

  // Google without auto-registration: the button, but no promise of an account.
  await serveAuthOptions(page, {
    registrationEnabled: false,
    googleEnabled: true,
    googleRegistrationEnabled: false,
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Se connecter avec Google' })).toBeVisible();
  await expect(page.getByText('Nouvel utilisateur')).toHaveCount(0);

  await serveAuthOptions(page, {
    registrationEnabled: true,
    googleEnabled: false,
    googleRegistrationEnabled: false,
  });
  await page.reload();
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('form', { name: 'Inscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Retour à la connexion' }).click();
  await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
});

test('while the options load, and if they fail, only the password form is offered', async ({ page }) => {
  // Held until the page has been looked at: nothing appears that could then vanish.
  let intercept: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => {
    intercept = resolve;
  });
  await page.route('**/api/auth/options', (route) => intercept(route));
  await page.goto('/auth');
  const route = await held;
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer un compte' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Google/ })).toHaveCount(0);
  await route.fulfill({
    json: { registrationEnabled: true, googleEnabled: true, googleRegistrationEnabled: true },
  });
  await expect(page.getByRole('button', { name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter avec Google' })).toBeVisible();

  await page.unrouteAll();
  await page.route('**/api/auth/options', (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  const failed = page.waitForResponse('**/api/auth/options');
  await page.reload();
  expect((await failed).status()).toBe(500);
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer un compte' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Google/ })).toHaveCount(0);
});

test('a failed sign-in shows the French error toast and stays on /auth', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel("Nom d'utilisateur").fill('admin');
  await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  const failure = toast(page, 'Échec de la connexion');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("Nom d'utilisateur ou mot de passe incorrect");
  await expect(page).toHaveURL(/\/auth$/);
});

test('the sign-in fields are required', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText("Le nom d'utilisateur est requis")).toBeVisible();
  await expect(page.getByText('Le mot de passe est requis')).toBeVisible();
});

test('the administrator signs in, sees the nine entries in order, and signs out', async ({ page }) => {
  await signInThroughPage(page, ADMIN.username, ADMIN.password);
  await expect(toast(page, 'Connexion réussie')).toContainText('Bienvenue');
  await expect(navLinks(page)).toHaveText([
    'Tableau de Bord Admin',
    'Envoi Conditionnement',
    'Enlèvement Colis/Palettes',
    'Collectes Région Parisienne',
    'Collectes hors Île-de-France',
    'Transports',
    'Clients',
    "Stocks d'Emballages",
    'Paramètres',
  ]);
  const sidebar = page.getByRole('complementary', { name: 'Barre latérale' });
  await expect(sidebar).toContainText('Administrateur');
  await expect(navLinks(page).filter({ hasText: 'Envoi Conditionnement' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await navLinks(page).filter({ hasText: "Stocks d'Emballages" }).click();
  await expect(page).toHaveURL(/\/packaging-stock$/);
  await expect(page.getByRole('heading', { level: 1, name: "Stocks d'Emballages" })).toBeVisible();

  // A signed-in user on /auth goes back to /.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, 'Déconnexion')).toContainText('Vous avez été déconnecté avec succès');
  // The session is gone on the server too.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an ordinary user sees the entries of their role and cannot open admin pages', async ({ page }) => {
  const user = await registerUser(page, `agent${Date.now()}`);
  await signInThroughPage(page, user.username, user.password);
  await expect(navLinks(page)).toHaveText([
    'Envoi Conditionnement',
    'Enlèvement Colis/Palettes',
    'Collectes Région Parisienne',
    'Collectes hors Île-de-France',
    'Transports',
    'Clients',
    "Mes demandes d'emballages",
    'Paramètres',
  ]);
  await expect(page.getByRole('complementary', { name: 'Barre latérale' })).toContainText('Utilisateur');
  // The admin pages say they are reserved (admin-dashboard.spec.ts follows that page further).
  await page.goto('/packaging-stock');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cette page est réservée aux administrateurs' }),
  ).toBeVisible();
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the sidebar is a drawer behind a toggle, closed by its overlay', async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    const sidebar = page.getByRole('complementary', { name: 'Barre latérale' });
    await expect(toggle).toBeVisible();
    await expect(sidebar).not.toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeInViewport();
    const box = await sidebar.boundingBox();
    expect(box?.width).toBeCloseTo(256, 0); // 16rem
    const overlay = page.getByTestId('sidebar-overlay');
    await expect(overlay).toBeVisible();

    await overlay.click({ position: { x: 370, y: 400 } });
    await expect(overlay).toBeHidden();
    await expect(sidebar).not.toBeInViewport();
  });
});

test('a link to a request brings an anonymous visitor to its details once signed in', async ({ page }) => {
  const company = `Lien ${Date.now()}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  const id = await createRequest(page, 'regional-collection-requests', {
    ...requestContact(company),
    desiredDate: '2027-05-04',
  });
  await signOut(page);

  // The link of a mail: the sign-in page first, then the request itself.
  await page.goto(`/regional-collection?demande=${id}`);
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/regional-collection\\?demande=${id}$`));
  const details = page.getByRole('dialog', { name: 'Collecte Région Parisienne' });
  await expect(details).toContainText(company);

  // Closing the details drops the link from the address, so a reload does not reopen them.
  await details.getByRole('button', { name: 'Fermer' }).first().press('Enter');
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(/\/regional-collection$/);
});
