import fs from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';
import { ADMIN, registerUser, signIn, signOut, toast } from './fixtures';
import { test } from './test';

const requestsSection = (page: Page) => page.getByRole('region', { name: "Demandes d'emballages" });
const stockCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Articles en stock' }).getByRole('article', { name, exact: true });
const sidebarLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', {
    name: "Mes demandes d'emballages",
  });

/** An article with `stock` pieces, created by the administrator (signed in). */
async function createItem(page: Page, name: string, stock: number) {
  const created = await page.request.post('/api/packaging/items', {
    data: { name, currentStock: stock, minStock: 1, maxStock: 1000 },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test.describe("Demandes d'emballages", () => {
  test("a user files a request from « Mes demandes d'emballages »; the admin approves it through a confirmation stating the stock movement; the user sees who decided", async ({
    page,
  }) => {
    const stamp = Date.now();
    const name = `Carton demandé ${stamp}`;

    await signIn(page, ADMIN.username, ADMIN.password);
    await createItem(page, name, 50);
    const admin = (await (await page.request.get('/api/user')).json()) as {
      firstName: string;
      lastName: string;
    };
    await signOut(page);

    // A user (no stock page for them) reaches their requests from the sidebar.
    const user = await registerUser(page, `demandeur${stamp}`);
    await signIn(page, user.username, user.password);
    await expect(page.getByRole('link', { name: "Stocks d'Emballages" })).toHaveCount(0);
    await sidebarLink(page).click();
    await expect(page).toHaveURL(/\/packaging-requests$/);
    await expect(page.getByRole('heading', { level: 1, name: "Mes demandes d'emballages" })).toBeVisible();
    await expect(sidebarLink(page)).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const dialog = page.getByRole('dialog', { name: "Demande d'emballages" });
    await expect(dialog.getByLabel('Demandeur')).toHaveValue('Jeanne Martin');
    // No type is chosen for the user: sending without one says so (with the spec's other messages).
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(dialog.getByText('Sélectionnez un article')).toBeVisible();
    await expect(
      dialog.getByText('Choisissez le type de demande\u00a0: approvisionnement ou retrait'),
    ).toBeVisible();
    await expect(dialog.getByText('La quantité doit être positive')).toBeVisible();

    // The stock shows beside the article; a withdrawal above it is flagged before sending.
    await dialog.getByLabel('Article').selectOption({ label: name });
    await expect(dialog.getByLabel('Article')).toHaveAccessibleDescription(/^En stock\s:\s50\spièces$/);
    await dialog.getByRole('radio', { name: 'Retrait' }).check();
    const quantity = dialog.getByLabel('Quantité (pièces)');
    await quantity.fill('60');
    const warning = dialog.getByText(/le stock n'en compte que 50/);
    await expect(warning).toContainText(
      "un administrateur ne pourra l'approuver qu'une fois le stock complété",
    );
    await expect(quantity).toHaveAccessibleDescription(/il manque 10/);
    await quantity.fill('12');
    await expect(warning).toBeHidden();
    await dialog.getByLabel('Commentaire (facultatif)').fill('Pour la collecte Dupont');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Demande d'emballages envoyée")).toBeVisible();

    // At once under "En attente", in French words only.
    await expect(page.getByRole('tab', { name: /^En attente/ })).toHaveAttribute('aria-selected', 'true');
    const mine = page.getByRole('article', { name });
    await expect(mine).toContainText('Retrait');
    await expect(mine).toContainText('12\u00a0pièces');
    await expect(mine).toContainText('En attente');
    await expect(mine).not.toContainText('withdrawal');
    await expect(mine.getByRole('button', { name: 'Approuver' })).toHaveCount(0);
    await signOut(page);

    // The admin approves it on the stock page, after a confirmation that says what leaves the stock.
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/packaging-stock');
    await expect(stockCard(page, name).getByRole('definition').first()).toHaveText('50');
    const section = requestsSection(page);
    const request = section.getByRole('article', { name });
    await expect(request).toContainText('Pour la collecte Dupont');
    await request.getByRole('button', { name: 'Approuver' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approuver la demande ?' });
    await expect(confirm).toContainText(
      `Retrait de 12\u00a0pièces de «\u00a0${name}\u00a0»\u00a0: le stock passera de 50 à 38\u00a0pièces.`,
    );
    await confirm.getByRole('button', { name: 'Approuver' }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page, 'Demande approuvée')).toBeVisible();
    await expect(stockCard(page, name).getByRole('definition').first()).toHaveText('38');
    await expect(section.getByRole('article', { name })).toHaveCount(0);
    await signOut(page);

    // The user finds it approved, with who decided.
    await signIn(page, user.username, user.password);
    await sidebarLink(page).click();
    await page.getByRole('tab', { name: /^Approuvées/ }).click();
    const approved = page.getByRole('article', { name });
    await expect(approved).toContainText('Approuvée');
    await expect(approved).toContainText(`par ${admin.firstName} ${admin.lastName}`);
  });

  test('the approval of a withdrawal beyond the stock says so, and the refusal stays in the dialog', async ({
    page,
  }) => {
    const name = `Enveloppe rare ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const itemId = await createItem(page, name, 30);
    const asked = await page.request.post('/api/packaging/requests', {
      data: { itemId, quantity: 30, type: 'withdrawal', requester: 'Atelier' },
    });
    expect(asked.status()).toBe(201);
    // The dialog reads the stock afresh as it opens: the stock moves only once that read has answered
    // (else, on a loaded machine, the read could see the movement and disable « Approuver » first).
    const stockRead = () =>
      page.waitForResponse(
        (response) =>
          response.request().method() === 'GET' && /\/api\/packaging\/items(\?|$)/.test(response.url()),
      );
    const pageRead = stockRead();
    await page.goto('/packaging-stock');
    await pageRead;
    const request = requestsSection(page).getByRole('article', { name });
    const freshStock = stockRead();
    await request.getByRole('button', { name: 'Approuver' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approuver la demande ?' });
    await freshStock;
    await expect(confirm).toContainText('le stock passera de 30 à 0\u00a0pièces.');

    // Meanwhile the stock drops to 5: the server refuses, and says why in the dialog.
    const moved = await page.request.post(`/api/packaging/items/${itemId}/movements`, {
      data: { direction: 'out', quantity: 25 },
    });
    expect(moved.status()).toBe(201);
    await confirm.getByRole('button', { name: 'Approuver' }).click();
    await expect(
      confirm.getByRole('alert').filter({ hasText: "La demande n'a pas été approuvée" }),
    ).toContainText(`Stock insuffisant pour « ${name} »\u00a0: il manque 25 pièces.`);
    // The stock is read again: the dialog now says plainly that the stock does not cover it, and
    // « Approuver » can no longer be pressed, described by the reason.
    await expect(confirm).toContainText("le stock n'en compte que 5\u00a0pièces.");
    await expect(
      confirm.getByRole('alert').filter({ hasText: "Approbation impossible en l'état" }),
    ).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Approuver' })).toBeDisabled();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(request).toContainText('En attente');
  });

  test('« Approuver » is disabled, with the reason, when the dialog says the approval is impossible; the server refuses it too', async ({
    page,
  }) => {
    const name = `Enveloppe épuisée ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const itemId = await createItem(page, name, 30);
    const asked = await page.request.post('/api/packaging/requests', {
      data: { itemId, quantity: 40, type: 'withdrawal', requester: 'Atelier' },
    });
    expect(asked.status()).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    await page.goto('/packaging-stock');
    const request = requestsSection(page).getByRole('article', { name });
    await request.getByRole('button', { name: 'Approuver' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Approuver la demande ?' });
    await expect(confirm).toContainText("le stock n'en compte que 30\u00a0pièces.");
    const reason = confirm.getByRole('alert').filter({ hasText: "Approbation impossible en l'état" });
    await expect(reason).toContainText(`Stock insuffisant pour « ${name} »\u00a0: il manque 10 pièces.`);
    const approve = confirm.getByRole('button', { name: 'Approuver' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription(/Stock insuffisant pour .* il manque 10 pièces\./);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();

    // Whatever the screen, the server refuses it (409, in French) and the request stays pending.
    const refused = await page.request.patch(`/api/packaging/requests/${id}`, {
      data: { status: 'approved' },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({
      message: `Stock insuffisant pour « ${name} »\u00a0: il manque 10 pièces.`,
    });
    await expect(request).toContainText('En attente');
  });

  test('a supply is ordered at approval, the stock unmoved; « Marquer comme reçu » adds it, once, and the history tells both steps', async ({
    page,
  }) => {
    // Two confirmations, each reading the stock again, and the history: more than the default budget on a busy machine.
    test.slow();
    const name = `Carton commandé ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const itemId = await createItem(page, name, 50);
    const admin = (await (await page.request.get('/api/user')).json()) as {
      firstName: string;
      lastName: string;
    };
    const asked = await page.request.post('/api/packaging/requests', {
      data: { itemId, quantity: 25, type: 'supply', requester: 'Atelier' },
    });
    expect(asked.status()).toBe(201);
    const { id } = (await asked.json()) as { id: number };
    await page.goto('/packaging-stock');
    const stock = stockCard(page, name).getByRole('definition').first();
    await expect(stock).toHaveText('50');
    const section = requestsSection(page);

    // Approving orders it: the dialog says the stock will not move until the reception.
    await section.getByRole('article', { name }).getByRole('button', { name: 'Approuver' }).click();
    const approval = page.getByRole('alertdialog', { name: 'Approuver la demande ?' });
    await expect(approval).toContainText("l'approvisionnement commandé");
    await expect(approval).toContainText(
      `Approvisionnement de 25\u00a0pièces de «\u00a0${name}\u00a0»\u00a0: commandé à l'approbation, il n'entrera dans le stock (50\u00a0pièces aujourd'hui) qu'une fois marqué comme reçu.`,
    );
    await approval.getByRole('button', { name: 'Approuver' }).click();
    await expect(approval).toBeHidden();
    await expect(toast(page, 'Approvisionnement commandé')).toBeVisible();
    await expect(section.getByRole('article', { name })).toHaveCount(0);
    await expect(stock).toHaveText('50');

    // Under « Commandées », with who ordered it and « Marquer comme reçu ».
    await section.getByRole('tab', { name: /^Commandées/ }).click();
    const ordered = section.getByRole('article', { name });
    await expect(ordered).toContainText('Commandée');
    await expect(ordered).toContainText(`par ${admin.firstName} ${admin.lastName}`);
    await ordered.getByRole('button', { name: 'Marquer comme reçu' }).click();
    const reception = page.getByRole('alertdialog', {
      name: "Marquer l'approvisionnement comme reçu ?",
    });
    await expect(reception).toContainText(
      `Approvisionnement de 25\u00a0pièces de «\u00a0${name}\u00a0»\u00a0: le stock passera de 50 à 75\u00a0pièces.`,
    );
    await reception.getByRole('button', { name: 'Marquer comme reçu' }).click();
    await expect(reception).toBeHidden();
    await expect(toast(page, 'Approvisionnement reçu')).toBeVisible();
    await expect(stock).toHaveText('75');
    await expect(section.getByRole('article', { name })).toHaveCount(0);

    // Under « Reçues »: who received it and when; the history tells both steps.
    await section.getByRole('tab', { name: /^Reçues/ }).click();
    const received = section.getByRole('article', { name });
    await expect(received).toContainText('Reçue');
    await expect(received.getByText('Reçue le')).toBeVisible();
    await received.getByRole('button', { name: /^Historique/ }).click();
    const timeline = received.getByRole('region', { name: 'Historique' }).getByRole('listitem');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(1)).toContainText(
      `Approuvée et commandée par ${admin.firstName} ${admin.lastName}`,
    );
    await expect(timeline.nth(2)).toContainText(
      `Marquée comme reçue par ${admin.firstName} ${admin.lastName}`,
    );

    // A second reception (another tab left open) is refused in French; the stock moved once.
    const again = await page.request.post(`/api/packaging/requests/${id}/receive`);
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(
      /^Cet approvisionnement a déjà été marqué comme reçu/,
    );
    await page.reload();
    await expect(stockCard(page, name).getByRole('definition').first()).toHaveText('75');
  });
});

test.describe("Demandes d'emballages: search, history, export", () => {
  test('a user searches without accents, reads a request’s history, and exports after signing in again', async ({
    page,
  }) => {
    // Two sign-ins, two page loads and a download: more than the default budget on a busy machine.
    test.slow();
    const stamp = Date.now();
    const name = `Film étirable ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const itemId = await createItem(page, name, 40);
    const user = await registerUser(page, `cherche${stamp}`);
    await signIn(page, user.username, user.password);
    for (const requester of [`Lycée Voltaire ${stamp}`, `Mairie de Saint-Ouen ${stamp}`]) {
      const asked = await page.request.post('/api/packaging/requests', {
        data: { itemId, quantity: 2, type: 'supply', requester },
      });
      expect(asked.status()).toBe(201);
    }
    await page.goto('/packaging-requests');
    const cards = page.getByRole('article', { name });
    await expect(cards).toHaveCount(2);

    // Without accents, a word from the middle; the badge follows the search.
    const search = page.getByRole('searchbox', { name: 'Rechercher une demande' });
    await search.fill(`lycee ${stamp}`);
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`Lycée Voltaire ${stamp}`);
    await expect(page.getByRole('tab', { name: /^En attente/ })).toHaveText(/^En attente\s*1$/);
    await search.fill(`st ouen ${stamp}`);
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`Saint-Ouen ${stamp}`);

    // The history: who created it, in the request kinds' words.
    const history = cards.getByRole('button', { name: /^Historique/ });
    await expect(history).toHaveAttribute('aria-expanded', 'false');
    await history.click();
    await expect(history).toHaveAttribute('aria-expanded', 'true');
    const timeline = cards.getByRole('region', { name: 'Historique' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Créée par Jeanne Martin');

    // The export carries the tab and the search.
    const link = page.getByRole('link', { name: /^Exporter en CSV/ });
    await expect(link).toHaveAttribute(
      'href',
      `/api/packaging/requests/export.csv?status=pending&q=st+ouen+${stamp}`,
    );

    // The session is lost (its cookie gone, as when it expires): the export leads to the sign-in page, which brings the
    // person back to this page; no file is saved meanwhile.
    let saved = 0;
    page.on('download', () => saved++);
    await page.context().clearCookies();
    await link.click();
    await expect(page).toHaveURL(/\/auth\?from=%2Fpackaging-requests$/);
    await page.getByLabel("Nom d'utilisateur").fill(user.username);
    await page.getByLabel('Mot de passe').fill(user.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/packaging-requests$/);
    await expect(page.getByRole('heading', { level: 1, name: "Mes demandes d'emballages" })).toBeVisible();
    expect(saved).toBe(0);

    // Signed in again, the export downloads the user's own requests.
    const [file] = await Promise.all([
      page.waitForEvent('download') as Promise<Download>,
      page.getByRole('link', { name: /^Exporter en CSV/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^demandes-d-emballages-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await fs.readFile(await file.path()));
    expect(text.startsWith('\uFEFFN°;Référence;Créée le;Statut;Type;Article;')).toBe(true);
    expect(text).toContain(`Lycée Voltaire ${stamp}`);
    expect(text).toContain(`Mairie de Saint-Ouen ${stamp}`);
  });
});

test.describe("Mes demandes d'emballages on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a user's page lists only their own requests, and nothing scrolls sideways", async ({ page }) => {
    const stamp = Date.now();
    const name = `Enveloppe au nom très long pour un petit écran ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const itemId = await createItem(page, name, 5);
    const request = (requester: string, comments?: string) => ({
      itemId,
      quantity: 3,
      type: 'supply',
      requester,
      comments,
    });
    // Someone else's request for the same article.
    expect((await page.request.post('/api/packaging/requests', { data: request('Admin') })).status()).toBe(
      201,
    );
    // The sign-out button sits in the closed drawer: registering forgets the session instead.
    const user = await registerUser(page, `mobile${stamp}`);
    await signIn(page, user.username, user.password);
    const asked = await page.request.post('/api/packaging/requests', {
      data: request(
        'Jeanne Martin',
        'Un commentaire assez long pour passer à la ligne sur un téléphone de 360 pixels',
      ),
    });
    expect(asked.status()).toBe(201);

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await sidebarLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: "Mes demandes d'emballages" })).toBeVisible();
    await expect(page.getByTestId('sidebar-overlay')).toHaveCount(0);
    const cards = page.getByRole('article', { name });
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Jeanne Martin');
    await expect(page.getByRole('tab', { name: /^En attente/ })).toHaveText(/^En attente\s*1$/);

    const widths = await page.evaluate(() => ({
      viewport: window.innerWidth,
      document: document.documentElement.scrollWidth,
    }));
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  });
});
