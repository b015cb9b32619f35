import { expect, type Page, test } from '@playwright/test';
import { ADMIN, registerUser, signIn, signOut, toast } from './fixtures';

const requestsSection = (page: Page) => page.getByRole('region', { name: "Demandes d'emballages" });
const stockCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Articles en stock' }).getByRole('article', { name, exact: true });

test.describe("Demandes d'emballages", () => {
  test('a user asks for a withdrawal from the sidebar; the admin approves it on the stock page and the stock follows', async ({
    page,
  }) => {
    const stamp = Date.now();
    const name = `Carton demandé ${stamp}`;

    // An article with 50 in stock (the admin creates it).
    await signIn(page, ADMIN.username, ADMIN.password);
    const created = await page.request.post('/api/packaging/items', {
      data: { name, currentStock: 50, minStock: 10, maxStock: 100 },
    });
    expect(created.status()).toBe(201);
    await signOut(page);

    // A user (not an admin: no stock page for them) asks from the sidebar entry.
    const user = await registerUser(page, `demandeur${stamp}`);
    await signIn(page, user.username, user.password);
    await expect(page.getByRole('link', { name: "Stocks d'Emballages" })).toHaveCount(0);
    await page.getByRole('navigation').getByRole('button', { name: "Demande d'emballages" }).click();
    const dialog = page.getByRole('dialog', { name: "Demande d'emballages" });
    await expect(dialog.getByLabel('Demandeur')).toHaveValue('Jeanne Martin');

    // The spec's messages (§5) before anything is sent.
    await dialog.getByLabel('Quantité').fill('0');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(dialog.getByText('Sélectionnez un article')).toBeVisible();
    await expect(dialog.getByText('La quantité doit être positive')).toBeVisible();

    await dialog.getByLabel('Article').selectOption({ label: name });
    await dialog.getByRole('radio', { name: 'Retrait' }).check();
    await dialog.getByLabel('Quantité (pièces)').fill('12');
    await dialog.getByLabel('Commentaire (facultatif)').fill('Pour la collecte Dupont');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    // The dialog stays open (modal): Radix hides what lies outside it from the accessibility tree, the
    // toast included when it was mounted before (screen readers still hear it: Radix announces each toast
    // in a live region of its own), so the toast is found by its text, not by its role.
    await expect(page.getByText("Demande d'emballages envoyée", { exact: true }).first()).toBeVisible();

    // The dialog now shows the user's own requests: this one, pending, in French words only.
    await expect(dialog.getByRole('tab', { name: 'Mes demandes' })).toHaveAttribute('aria-selected', 'true');
    const mine = dialog.getByRole('article', { name });
    await expect(mine).toContainText('Retrait');
    await expect(mine).toContainText('12\u00a0pièces');
    await expect(mine).toContainText('En attente');
    await expect(mine).not.toContainText('withdrawal');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await signOut(page);

    // The admin finds it under "En attente" on the stock page and approves it.
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/packaging-stock');
    await expect(stockCard(page, name).getByRole('definition').first()).toHaveText('50');
    const section = requestsSection(page);
    await expect(section.getByRole('tab', { name: /^En attente/ })).toHaveAttribute('aria-selected', 'true');
    const request = section.getByRole('article', { name });
    await expect(request).toContainText('Retrait');
    await expect(request).toContainText('12\u00a0pièces');
    await expect(request).toContainText('Jeanne Martin');
    await expect(request).toContainText('Pour la collecte Dupont');
    await request.getByRole('button', { name: 'Approuver' }).click();
    await expect(toast(page, 'Demande approuvée')).toBeVisible();

    // The stock figure and the ledger follow without a reload; the request moves to "Approuvées".
    await expect(stockCard(page, name).getByRole('definition').first()).toHaveText('38');
    await expect(
      page
        .getByRole('region', { name: 'Mouvements de Stock Récents' })
        .getByRole('listitem')
        .filter({ hasText: name })
        .first(),
    ).toContainText("Demande d'emballage");
    await expect(section.getByRole('article', { name })).toHaveCount(0);
    await section.getByRole('tab', { name: /^Approuvées/ }).click();
    await expect(section.getByRole('article', { name })).toContainText('Approuvée');
  });
});

test.describe("Demande d'emballages on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the drawer closes when the dialog opens; nothing scrolls sideways; focus returns to the menu', async ({
    page,
  }) => {
    const stamp = Date.now();
    await signIn(page, ADMIN.username, ADMIN.password);
    const item = await page.request.post('/api/packaging/items', {
      data: { name: `Enveloppe au nom très long pour un petit écran ${stamp}`, currentStock: 5 },
    });
    expect(item.status()).toBe(201);
    // The sign-out button sits in the closed drawer: forget the session instead.
    await page.context().clearCookies();
    const user = await registerUser(page, `mobile${stamp}`);
    await signIn(page, user.username, user.password);
    const asked = await page.request.post('/api/packaging/requests', {
      data: {
        itemId: ((await item.json()) as { id: number }).id,
        quantity: 3,
        type: 'supply',
        requester: 'Jeanne Martin',
        comments: 'Un commentaire assez long pour passer à la ligne sur un téléphone de 360 pixels',
      },
    });
    expect(asked.status()).toBe(201);

    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.click();
    await page.getByRole('navigation').getByRole('button', { name: "Demande d'emballages" }).click();
    const dialog = page.getByRole('dialog', { name: "Demande d'emballages" });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('sidebar-overlay')).toHaveCount(0);

    await dialog.getByRole('tab', { name: 'Mes demandes' }).click();
    await expect(dialog.getByRole('article')).toContainText('Approvisionnement');
    const widths = await page.evaluate(() => {
      const content = document.querySelector('[role="dialog"]');
      return {
        viewport: window.innerWidth,
        document: document.documentElement.scrollWidth,
        dialog: content ? content.scrollWidth - content.clientWidth : 0,
      };
    });
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    expect(widths.dialog).toBe(0);

    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
