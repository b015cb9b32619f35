import { expect, type Page } from '@playwright/test';
import { ADMIN, createRequest, nextYear, requestCard, requestContact, signIn, toast } from './fixtures';
import { test } from './test';

/** Opens the details of the Envoi Conditionnement of `company` from its list. */
async function openDetails(page: Page, company: string) {
  await page.goto('/material-conditioning');
  await page.getByRole('searchbox', { name: 'Rechercher une demande' }).fill(company);
  await requestCard(page, company).getByRole('button', { name: 'Voir les détails' }).click();
  return page.getByRole('dialog', { name: 'Matériel de Conditionnement' });
}

/** Requests typed without picking their client are linked afterwards (issue 30 points 3 and 16). */
test.describe('Linking requests to their client afterwards', () => {
  test('« Enregistrer ce client » in the details, then the other requests of the company are linked in one confirmation', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const company = `Lycée Tapé ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const request = { ...requestContact(company), offerNumber: 'OE-000777', computersToCollect: 2 };
    await createRequest(page, 'material-conditioning-requests', {
      ...request,
      desiredDate: nextYear('09-01'),
    });
    const otherId = await createRequest(page, 'regional-collection-requests', {
      ...requestContact(company),
      desiredDate: nextYear('09-02'),
      computersToCollect: 1,
    });
    const other = await (await page.request.get(`/api/regional-collection-requests/${otherId}`)).json();

    const details = await openDetails(page, company);
    await expect(details.getByText("Aucun client de l'annuaire n'est lié.")).toBeVisible();
    await details.getByRole('button', { name: 'Enregistrer ce client' }).click();
    await expect(toast(page, 'Client créé')).toBeVisible();

    const confirm = page.getByRole('alertdialog', { name: 'Lier les demandes de cette entreprise ?' });
    await expect(confirm.getByRole('list', { name: 'Demandes à lier' })).toHaveText(other.reference);
    await expect(confirm.getByRole('button', { name: 'Plus tard' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Lier la demande' }).click();
    await expect(toast(page, 'Demande liée')).toBeVisible();
    await expect(confirm).toBeHidden();

    await expect(details.getByText(/Client de l'annuaire/)).toContainText(company);
    await details.getByRole('link', { name: company }).click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByText(other.reference)).toBeVisible();
  });

  test('a request is linked to a client of the directory, then re-linked, each change in its history', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const company = `Mairie Saisie ${stamp}`;
    const directory = `Mairie de Vincennes ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    for (const name of [directory, `${directory} (annexe)`]) {
      const created = await page.request.post('/api/clients', {
        data: {
          name,
          companyName: name,
          contactName: 'Odile Fontaine',
          contactEmail: null,
          contactPhone: '01 43 98 65 00',
          companyAddress: '53 bis rue de Fontenay, 94300 Vincennes',
        },
      });
      expect(created.status()).toBe(201);
    }
    await createRequest(page, 'material-conditioning-requests', {
      ...requestContact(company),
      offerNumber: 'OE-000778',
      desiredDate: nextYear('09-03'),
      computersToCollect: 3,
    });

    const details = await openDetails(page, company);
    await details.getByRole('button', { name: 'Lier à un client' }).click();
    await details.getByLabel('Rechercher un client').fill(`vincennes ${stamp}`);
    const found = details.getByRole('list', { name: 'Clients trouvés' });
    await found.getByRole('button', { name: `Lier à ${directory}`, exact: true }).click();
    await expect(toast(page, 'Client lié')).toBeVisible();
    await expect(details.getByRole('link', { name: directory, exact: true })).toBeVisible();

    await details.getByRole('button', { name: 'Changer de client' }).click();
    await details.getByLabel('Rechercher un client').fill(`annexe ${stamp}`);
    await found.getByRole('button', { name: `Lier à ${directory} (annexe)` }).click();
    await expect(details.getByRole('link', { name: `${directory} (annexe)` })).toBeVisible();
    await expect(details.getByRole('region', { name: 'Historique' }).getByText('Client lié')).toHaveCount(2);
  });
});
