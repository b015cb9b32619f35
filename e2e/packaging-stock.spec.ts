import { expect, type Page } from '@playwright/test';
import { ADMIN, discardTyping, nextYear, openSettingsTab, signIn, toast } from './fixtures';
import { test } from './test';

interface Item {
  id: number;
  name: string;
  packagingKind: string | null;
  version: number;
}

/** Creates a packaging item through the API (the admin is signed in). */
async function createItem(
  page: Page,
  data: { name: string; currentStock: number; minStock?: number; maxStock?: number; packagingKind?: string },
): Promise<Item> {
  const response = await page.request.post('/api/packaging/items', { data });
  expect(response.status()).toBe(201);
  return (await response.json()) as Item;
}

/** An item's card on the stock page, by its name. */
const itemCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const movements = (page: Page) => page.getByRole('region', { name: 'Mouvements de Stock Récents' });
const movementOf = (page: Page, name: string) =>
  movements(page).getByRole('listitem').filter({ hasText: name });

test.describe("Stocks d'Emballages", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.username, ADMIN.password);
  });

  test('shows the counters, then edits the stock with the rules of spec §5', async ({ page }) => {
    const name = `Cartons ${Date.now()}`;
    await createItem(page, { name, currentStock: 50, minStock: 10, maxStock: 100 });
    await page.goto('/packaging-stock');
    await expect(page.getByRole('heading', { level: 1, name: "Stocks d'Emballages" })).toBeVisible();
    for (const counter of ['Total en stock', 'Stock faible', 'Stock normal', "Types d'articles"]) {
      await expect(page.getByRole('group', { name: counter })).toBeVisible();
    }

    const card = itemCard(page, name);
    await expect(card).toContainText('Stock normal');
    await expect(card).toContainText('50 %');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    await card.getByRole('button', { name: `Modifier le stock - ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Modifier le stock - ${name}` });
    await expect(dialog.getByLabel('Stock actuel')).toHaveValue('50');

    // Minimum equal to the maximum: refused.
    await dialog.getByLabel('Stock minimum').fill('100');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le stock minimum doit être inférieur au stock maximum')).toBeVisible();

    // A negative current stock: refused.
    await dialog.getByLabel('Stock minimum').fill('10');
    await dialog.getByLabel('Stock actuel').fill('-5');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le stock actuel ne peut pas être négatif')).toBeVisible();
    await expect(dialog.getByText('Le stock minimum doit être inférieur au stock maximum')).toBeHidden();

    await dialog.getByLabel('Stock actuel').fill('5');
    await dialog.getByLabel('Stock maximum').fill('40');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Stock mis à jour')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(card).toContainText('Stock faible');
    await expect(card).toContainText('13 %');
    await expect(card.getByRole('definition')).toHaveText(['5', '10', '40']);
    // The edit is in the ledger as a correction of the difference.
    await expect(movementOf(page, name).first()).toContainText('\u221245 pièces');
    await expect(movementOf(page, name).first()).toContainText('Correction du stock');
  });

  test('"Ajouter" records a movement and raises the level', async ({ page }) => {
    const name = `Enveloppes ${Date.now()}`;
    await createItem(page, { name, currentStock: 8, minStock: 10, maxStock: 100 });
    await page.goto('/packaging-stock');
    const card = itemCard(page, name);
    await expect(card).toContainText('Stock faible');

    await card.getByRole('button', { name: `Ajouter au stock : ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ajouter au stock - ${name}` });
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByText('La quantité doit être positive')).toBeVisible();
    await dialog.getByLabel('Quantité').fill('0');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByText('La quantité doit être positive')).toBeVisible();

    await dialog.getByLabel('Quantité').fill('12');
    await dialog.getByLabel('Commentaire').fill('Livraison fournisseur');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(toast(page, 'Stock mis à jour')).toContainText('+12 pièces');
    await expect(dialog).toBeHidden();

    await expect(card).toContainText('Stock normal');
    await expect(card).toContainText('20 %');
    await expect(card.getByRole('definition').first()).toHaveText('20');
    const movement = movementOf(page, name).first();
    await expect(movement).toContainText('+12 pièces');
    await expect(movement).toContainText('Ajout');
    await expect(movement).toContainText('Livraison fournisseur');
    await expect(movement).toContainText(/par \S+/);
    await expect(movement).toContainText(/\d{1,2}(er)?\s[a-zéû.]+ \d{4} à\s\d{1,2}\sh(\s\d{2})?/);
  });

  test('"Retirer" more than the stock is refused in French and changes nothing', async ({ page }) => {
    const name = `Cartons écran ${Date.now()}`;
    await createItem(page, { name, currentStock: 3, minStock: 1, maxStock: 50 });
    await page.goto('/packaging-stock');
    const card = itemCard(page, name);

    await card.getByRole('button', { name: `Retirer du stock : ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Retirer du stock - ${name}` });
    await dialog.getByLabel('Quantité').fill('5');
    await dialog.getByRole('button', { name: 'Retirer' }).click();
    const refusal = `Stock insuffisant pour « ${name} » : il manque 2 pièces.`;
    // The message under the field is the accessible feedback: while the modal dialog is open, Radix hides
    // everything outside it (the toast included) from the accessibility tree.
    await expect(dialog.getByText(refusal)).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    // What was typed is not saved: the dialog asks before throwing it away.
    await discardTyping(page);

    await page.reload();
    await expect(card.getByRole('definition').first()).toHaveText('3');
    await expect(movements(page).getByRole('heading', { name: 'Mouvements de Stock Récents' })).toBeVisible();
    await expect(movementOf(page, name)).toHaveCount(0);

    // Withdrawing what is there works.
    await card.getByRole('button', { name: `Retirer du stock : ${name}` }).click();
    await dialog.getByLabel('Quantité').fill('3');
    await dialog.getByRole('button', { name: 'Retirer' }).click();
    await expect(toast(page, 'Stock mis à jour')).toBeVisible();
    await expect(card.getByRole('definition').first()).toHaveText('0');
    await expect(movementOf(page, name).first()).toContainText('\u22123 pièces');
    await expect(movementOf(page, name).first()).toContainText('Retrait');
  });

  test('accepting a conditioning request deducts the linked item and lists the movement', async ({
    page,
  }) => {
    const stamp = Date.now();
    const name = `Enveloppes PC ${stamp}`;
    const other = `Autres enveloppes ${stamp}`;

    // Only this test's item supplies the counts of the request (10 computers: 11 PC envelopes, 2 boxes).
    const existing = (await (await page.request.get('/api/packaging/items')).json()) as Item[];
    for (const item of existing.filter((i) => i.packagingKind !== null)) {
      const response = await page.request.put(`/api/packaging/items/${item.id}`, {
        data: { packagingKind: null, version: item.version },
      });
      expect(response.ok()).toBe(true);
    }
    await createItem(page, { name, currentStock: 30, minStock: 5, maxStock: 200 });
    await createItem(page, { name: other, currentStock: 30, minStock: 5, maxStock: 200 });

    // The link is chosen in the article dialog of Settings.
    await openSettingsTab(page, 'Articles');
    await page.getByRole('button', { name: `Modifier l'article ${name}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'article" });
    const kind = edit.getByLabel("Type d'emballage (déduit à l'acceptation)");
    await expect(kind).toHaveValue('');
    await kind.selectOption({ label: 'Enveloppe PC' });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Article modifié')).toBeVisible();
    const articleCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(articleCard).toContainText("Déduit à l'acceptation : Enveloppe PC");

    // A second item cannot take the same kind: the server's message goes under the field.
    await page.getByRole('button', { name: `Modifier l'article ${other}` }).click();
    await kind.selectOption({ label: 'Enveloppe PC' });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit.getByText("Un autre article est déjà lié à ce type d'emballage.")).toBeVisible();
    await edit.getByRole('button', { name: 'Annuler' }).click();
    // What was typed is not saved: the dialog asks before throwing it away.
    await discardTyping(page);

    const created = await page.request.post('/api/material-conditioning-requests', {
      data: {
        clientCompanyName: `Client ${stamp}`,
        contactName: 'Claire Petit',
        contactEmail: 'claire.petit@example.test',
        contactPhone: '01 02 03 04 05',
        companyAddress: '1 rue de la Paix, 75002 Paris',
        offerNumber: `OE-000${stamp % 1000}`,
        desiredDate: nextYear('12-01'),
        computersToCollect: 10,
      },
    });
    expect(created.status()).toBe(201);
    const request = (await created.json()) as { id: number; pcEnvelopes: number };
    expect(request.pcEnvelopes).toBe(11);

    // A request asking for more than the stock: the acceptance is refused, naming what is missing.
    const tooBig = await page.request.post('/api/material-conditioning-requests', {
      data: {
        clientCompanyName: `Gros client ${stamp}`,
        contactName: 'Claire Petit',
        contactEmail: 'claire.petit@example.test',
        contactPhone: '01 02 03 04 05',
        companyAddress: '1 rue de la Paix, 75002 Paris',
        offerNumber: `OE-001${stamp % 1000}`,
        desiredDate: nextYear('12-02'),
        computersToCollect: 40,
      },
    });
    expect(tooBig.status()).toBe(201);

    // Both are decided on the conditioning page. "Accepter" first says what it will deduct, and a change
    // of mind costs nothing.
    await page.goto('/material-conditioning');
    const requestCard = page.getByRole('article', { name: `Client ${stamp}`, exact: true });
    await requestCard.getByRole('button', { name: 'Accepter' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Accepter la demande ?' });
    await expect(confirm).toContainText(`La demande de Client ${stamp} sera acceptée.`);
    const lines = confirm.getByRole('region', { name: "Stock d'emballages" }).getByRole('listitem');
    await expect(lines).toHaveText([
      `Enveloppes PC : 11 — retirées de « ${name} » (stock 30 → 19)`,
      "Cartons standard : 2 — aucun article lié : rien n'est déduit",
    ]);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await expect(requestCard).toContainText('En attente');
    const untouched = (await (await page.request.get('/api/packaging/items')).json()) as (Item & {
      currentStock: number;
    })[];
    expect(untouched.find((item) => item.name === name)?.currentStock).toBe(30);

    // More than the stock: the dialog says what is missing, and « Accepter », which could only fail, is
    // disabled and described by that (issue 30: never a button that leads to an error).
    const bigCard = page.getByRole('article', { name: `Gros client ${stamp}`, exact: true });
    await bigCard.getByRole('button', { name: 'Accepter' }).click();
    await expect(confirm.getByRole('alert')).toContainText(
      `Stock insuffisant pour « ${name} » : il manque 14 pièces.`,
    );
    await expect(lines.first()).toHaveText(
      `Enveloppes PC : 44 — retirées de « ${name} » (stock 30, il en manque 14)`,
    );
    const accept = confirm.getByRole('button', { name: 'Accepter' });
    await expect(accept).toBeDisabled();
    await expect(accept).toHaveAccessibleDescription(/Stock insuffisant pour .* il manque 14 pièces\./);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(bigCard).toContainText('En attente');

    await requestCard.getByRole('button', { name: 'Accepter' }).click();
    await confirm.getByRole('button', { name: 'Accepter' }).click();
    await expect(toast(page, 'Statut mis à jour')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(requestCard).toHaveCount(0);

    await page.goto('/packaging-stock');
    const card = itemCard(page, name);
    await expect(card).toContainText("Déduit à l'acceptation : Enveloppe PC");
    await expect(card.getByRole('definition').first()).toHaveText('19');
    await expect(itemCard(page, other).getByRole('definition').first()).toHaveText('30');
    const movement = movementOf(page, name).first();
    await expect(movement).toContainText('\u221211 pièces');
    await expect(movement).toContainText('Demande acceptée');
    await expect(movement.getByRole('link', { name: `Demande n° ${request.id}` })).toHaveAttribute(
      'href',
      '/material-conditioning',
    );
  });
});
