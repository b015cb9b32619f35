import { expect, type Page } from '@playwright/test';
import { ADMIN, nextYear, requestCard, requestContact, signIn } from './fixtures';
import { test } from './test';

/** Creates a request through the API and answers its id and reference (decision 0087). */
async function create(page: Page, path: string, data: object) {
  const response = await page.request.post(`/api/${path}`, { data });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; reference: string };
}

test.describe('Request references', () => {
  test('a card, its details and the list search show and find « ENV-2026-00042 », whole, in lower case or by its number', async ({
    page,
  }) => {
    const company = `Référence ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const { id, reference } = await create(page, 'material-conditioning-requests', {
      ...requestContact(company),
      offerNumber: 'OE-000321',
      desiredDate: nextYear('10-14'),
      computersToCollect: 2,
    });
    expect(reference).toMatch(/^ENV-\d{4}-\d{5}$/);

    await page.goto('/material-conditioning');
    const search = page.getByRole('searchbox', { name: 'Rechercher une demande' });
    for (const q of [reference.toLowerCase(), reference]) {
      await search.fill(q);
      await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
      await expect(requestCard(page, company).getByTestId('request-reference')).toHaveText(reference);
    }
    // By its number alone, padded or not: among the results.
    for (const q of [reference.slice(-5), String(id)]) {
      await search.fill(q);
      await expect(requestCard(page, company)).toBeVisible();
    }

    await requestCard(page, company).getByRole('button', { name: 'Voir les détails' }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByTestId('request-reference')).toHaveText(reference);
  });

  test('a week tile shows the reference, and Ctrl+K finds the request by it', async ({ page }) => {
    const company = `Tuile ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const { reference } = await create(page, 'regional-collection-requests', {
      ...requestContact(company),
      desiredDate: '2027-05-05',
      computersToCollect: 1,
    });
    expect(reference).toMatch(/^COL-\d{4}-\d{5}$/);

    await page.goto('/regional-collection?semaine=2027-05-03');
    const tile = page.getByRole('article', { name: company, exact: true });
    await expect(tile.getByTestId('request-reference')).toHaveText(reference);

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Recherche globale' });
    await dialog.getByRole('combobox', { name: 'Rechercher' }).fill(reference.toLowerCase());
    const option = dialog.getByRole('group', { name: 'Demandes' }).getByRole('option');
    await expect(option).toHaveCount(1);
    await expect(option).toContainText(reference);
    await expect(option).toContainText(company);
  });
});
