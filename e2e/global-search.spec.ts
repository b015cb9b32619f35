import { expect, type Page } from '@playwright/test';
import { ADMIN, createRequest, nextYear, registerUser, requestContact, signIn } from './fixtures';
import { test } from './test';

/** A word no other test's data holds, so each run finds only what it created. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

async function createClient(page: Page, companyName: string): Promise<number> {
  const response = await page.request.post('/api/clients', {
    data: {
      name: companyName,
      companyName,
      contactName: 'Odile Fontaine',
      contactEmail: 'odile@example.test',
      contactPhone: '04 72 00 00 01',
      companyAddress: '3 quai Perrache, 69002 Lyon',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Recherche globale' });

test.describe('Global search', () => {
  test('Ctrl+K finds a request and a client by an accent-less word from the middle of the name; the keyboard opens them', async ({
    page,
  }) => {
    const word = uniqueWord();
    const company = `Lycée Éléonore${word} Sud`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const requestId = await createRequest(page, 'material-conditioning-requests', {
      ...requestContact(company),
      offerNumber: 'OE-004521',
      desiredDate: nextYear('11-20'),
      computersToCollect: 4,
    });
    const clientId = await createClient(page, company);

    // From anywhere on the page, Ctrl+K opens the palette with the focus in its field.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+k');
    const dialog = palette(page);
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('combobox', { name: 'Rechercher' });
    await expect(field).toBeFocused();

    await field.pressSequentially(`eleonore${word}`);
    const requests = dialog.getByRole('group', { name: 'Demandes' });
    const requestOption = requests.getByRole('option', { name: new RegExp(company) });
    await expect(requestOption).toBeVisible();
    await expect(requestOption).toContainText('Envoi Conditionnement');
    await expect(requestOption).toContainText('En attente');
    await expect(dialog.getByRole('group', { name: 'Clients' }).getByRole('option')).toHaveCount(1);
    // An administrator sees the articles group when articles match; none does here.
    await expect(dialog.getByRole('group', { name: 'Articles' })).toHaveCount(0);

    await field.press('ArrowDown');
    await expect(requestOption).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await requestOption.getAttribute('id')) ?? '',
    );
    await field.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/material-conditioning\\?demande=${requestId}$`));
    await expect(page.getByRole('dialog')).toContainText(company);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The client: the second option, reached with ArrowDown twice; Escape closes without leaving.
    await page.keyboard.press('Control+k');
    await expect(field).toBeFocused();
    await field.fill(`ELEONORE${word}`);
    const clientOption = dialog
      .getByRole('group', { name: 'Clients' })
      .getByRole('option', { name: new RegExp(company) });
    await expect(clientOption).toBeVisible();
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await expect(clientOption).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/clients/${clientId}$`));
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();

    // Nothing found says so, in French; Escape closes the palette.
    await page.keyboard.press('Control+k');
    await field.fill(`introuvable${word}`);
    await expect(dialog.getByText(`Aucun résultat pour «\u00a0introuvable${word}\u00a0»`)).toBeVisible();
    await field.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an administrator finds articles, a user does not', async ({ page }) => {
    const word = uniqueWord();
    const article = `Carton ${word}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const created = await page.request.post('/api/packaging/items', { data: { name: article } });
    expect(created.status()).toBe(201);

    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    const dialog = palette(page);
    const field = dialog.getByRole('combobox', { name: 'Rechercher' });
    await field.fill(word);
    const articleOption = dialog
      .getByRole('group', { name: 'Articles' })
      .getByRole('option', { name: new RegExp(article) });
    await expect(articleOption).toContainText('Stock\u00a0: 0\u00a0pièces');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/packaging-stock$/);
    const user = await registerUser(page, `recherche${word}`);
    await signIn(page, user.username, user.password);
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await field.fill(word);
    await expect(dialog.getByText(`Aucun résultat pour «\u00a0${word}\u00a0»`)).toBeVisible();
    await expect(dialog.getByRole('option')).toHaveCount(0);
  });

  test("the request form's company combobox finds « eleonore » in « Lycée Éléonore… », word starts first", async ({
    page,
  }) => {
    const word = uniqueWord();
    await signIn(page, ADMIN.username, ADMIN.password);
    // By name « Atelier… » comes first; « Zénith <word> » starts a word with what is typed: it leads.
    await createClient(page, `Atelier Pré${word}ville`);
    await createClient(page, `Zénith ${word}`);
    await createClient(page, `Lycée Éléonore${word}`);

    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle demande de conditionnement' });
    const companyField = form.getByRole('combobox', { name: "Nom de l'entreprise client" });
    await companyField.fill(word);
    const options = form.getByRole('listbox', { name: 'Clients suggérés' }).getByRole('option');
    await expect(options).toHaveCount(3);
    await expect(options.first()).toContainText(`Zénith ${word}`);
    // « Lycée Éléonore<word> » and « Atelier Pré<word>ville » only contain it: after, by name.
    await expect(options.nth(1)).toContainText(`Atelier Pré${word}ville`);
    await expect(options.nth(2)).toContainText(`Lycée Éléonore${word}`);

    await companyField.fill(`eleonore${word}`);
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText(`Lycée Éléonore${word}`);
  });
});

test.describe('Global search on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the top bar and the palette fit the screen, long names included', async ({ page }) => {
    const word = uniqueWord();
    // A long word has nothing to break at: the hardest case for a narrow row.
    const company = `ÉtablissementsInformatiquesDuRéemploi${word}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    await createRequest(page, 'material-conditioning-requests', {
      ...requestContact(company),
      offerNumber: 'OE-004522',
      desiredDate: nextYear('11-21'),
      computersToCollect: 4,
    });
    await createClient(page, company);

    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    const dialog = palette(page);
    await dialog.getByRole('combobox', { name: 'Rechercher' }).fill(word);
    await expect(dialog.getByRole('option')).toHaveCount(2);
    const widths = await page.evaluate(() => {
      const listbox = document.querySelector('[role="listbox"]');
      const box = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
      return {
        document: document.documentElement.scrollWidth,
        dialogLeft: box?.left ?? -1,
        dialogRight: box?.right ?? Number.POSITIVE_INFINITY,
        listScroll: listbox?.scrollWidth ?? 0,
        listClient: listbox?.clientWidth ?? 0,
      };
    });
    expect(widths.document).toBeLessThanOrEqual(360);
    expect(widths.dialogLeft).toBeGreaterThanOrEqual(0);
    expect(widths.dialogRight).toBeLessThanOrEqual(360);
    expect(widths.listScroll).toBeLessThanOrEqual(widths.listClient);
  });
});
