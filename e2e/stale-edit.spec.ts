/**
 * Issue 24, decision 0076: two people edit the same client at once. The first save wins; the second is
 * refused with « Modifié entre-temps » naming the first person, « Recharger » shows the first one's value,
 * and the second can then save on top of it.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN, createClient, registerUser, signIn, toast } from './fixtures';
import { test } from './test';

/** The directory, searched down to the client, and its edit dialog opened. */
async function openClientEdit(page: Page, company: string) {
  await page.goto('/clients');
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(company);
  await page.getByRole('button', { name: `Modifier le client ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le client' });
  await expect(dialog.getByLabel('Nom du contact')).toHaveValue('Odile Fontaine');
  return dialog;
}

test('a stale edit of a client names who saved first, reloads their value, then saves', async ({
  browser,
  page,
  baseURL,
}) => {
  const company = `Verrerie concurrente ${Date.now()}`;
  // Jeanne Martin (an ordinary user, registered for the test) and the administrator, each in a browser.
  const jeanne = await registerUser(page, `jeanne${Date.now()}`);
  await signIn(page, jeanne.username, jeanne.password);
  const contact = { contactName: 'Odile Fontaine', contactPhone: '0472000001' };
  const address = '3 quai Perrache, 69002 Lyon';
  const id = await createClient(page, {
    name: company,
    companyName: company,
    ...contact,
    companyAddress: address,
  });

  const adminContext = await browser.newContext({ baseURL, locale: 'fr-FR' });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN.username, ADMIN.password);

    // Both open the same client's form.
    const first = await openClientEdit(page, company);
    const second = await openClientEdit(admin, company);

    // Jeanne saves first.
    await first.getByLabel('Nom du contact').fill('Odile Lambert');
    await first.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Client modifié')).toBeVisible();
    await expect(first).toBeHidden();

    // The administrator's save, based on the client as it was, is refused, naming Jeanne.
    await second.getByLabel('Nom du contact').fill('Odile Garnier');
    await second.getByRole('button', { name: 'Enregistrer' }).click();
    const notice = second.getByRole('alert').filter({ hasText: 'Modifié entre-temps' });
    await expect(notice).toContainText(
      /Modifié entre-temps par Jeanne Martin le \d{1,2}(er)?\s\S+ \d{4} à\s\d{1,2}\sh(\s\d{2})?/,
    );
    await expect(second).toBeVisible();

    // « Recharger » shows Jeanne's value; the administrator edits again on top of it, and it is saved.
    await notice.getByRole('button', { name: 'Recharger' }).click();
    await expect(second.getByLabel('Nom du contact')).toHaveValue('Odile Lambert');
    await expect(notice).toBeHidden();
    await second.getByLabel('Téléphone').fill('0472000002');
    await second.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(admin, 'Client modifié')).toBeVisible();
    await expect(second).toBeHidden();

    const saved = await (await admin.request.get(`/api/clients/${id}`)).json();
    expect(saved).toMatchObject({ contactName: 'Odile Lambert', contactPhone: '04 72 00 00 02' });
  } finally {
    await adminContext.close();
  }
});
