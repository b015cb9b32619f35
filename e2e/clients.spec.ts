import { expect, type Page } from '@playwright/test';
import { ADMIN, fillContact, nextYear, requestCreatedToast, signIn, toast } from './fixtures';
import { test } from './test';

/** Fills what a conditioning request needs besides its contact block. */
async function fillConditioningRest(page: Page) {
  const form = page.getByRole('dialog', { name: 'Nouvelle demande de conditionnement' });
  await form.getByLabel("Numéro d'offre").fill('4521');
  await form.getByLabel('Date souhaitée').fill(nextYear('11-20'));
  await form.getByLabel('Ordinateurs à collecter').fill('4');
  return form;
}

test.describe('Clients', () => {
  test('a client created in the directory is suggested in a request form, fills it, and lists its request', async ({
    page,
  }) => {
    const stamp = Date.now();
    const company = `Annuaire Verre ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);

    await page.getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouveau client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
    await dialog.getByRole('button', { name: 'Créer le client' }).click();
    await expect(dialog.getByText('Le nom de la société est requis')).toBeVisible();
    await dialog.getByLabel('Nom', { exact: true }).fill(`Verrerie ${stamp}`);
    await dialog.getByLabel('Nom de la société').fill(company);
    await dialog.getByLabel('Nom du contact').fill('Odile Fontaine');
    // A phone that is not a number and an address without its postal code are refused, saying why.
    await dialog.getByLabel('Téléphone').fill('04 72');
    await dialog.getByLabel('Email du contact (facultatif)').fill('odile@verre.test');
    await dialog.getByLabel('Adresse de la société').fill('3 quai Perrache, Lyon');
    await dialog.getByRole('button', { name: 'Créer le client' }).click();
    await expect(
      dialog.getByText(/^Numéro de téléphone invalide\u00a0: saisissez un numéro français/),
    ).toBeVisible();
    await expect(dialog.getByText(/^Adresse incomplète\u00a0: indiquez le numéro et la rue/)).toBeVisible();
    // Leaving the field shows the number as it will be stored.
    await dialog.getByLabel('Téléphone').fill('0472000001');
    await dialog.getByLabel('Adresse de la société').fill('3 quai Perrache, 69002 Lyon');
    await expect(dialog.getByLabel('Téléphone')).toHaveValue('04 72 00 00 01');
    await dialog.getByRole('button', { name: 'Créer le client' }).click();
    await expect(toast(page, 'Client créé')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The search matches any word or part of a word of the company or the contact, case and accents aside.
    const search = page.getByRole('searchbox', { name: 'Rechercher un client' });
    await search.fill(`annuaire verre ${stamp}`);
    await expect(page.getByRole('link', { name: company })).toBeVisible();
    await search.fill(`verre ${stamp}`);
    await expect(page.getByRole('link', { name: company })).toBeVisible();
    await search.fill(`verre ${stamp}x`);
    await expect(page.getByText('Aucun client trouvé')).toBeVisible();
    await search.fill('odile');
    await expect(page.getByRole('link', { name: company })).toBeVisible();
    // The export takes the directory's current search.
    await expect(page.getByRole('link', { name: 'Exporter en CSV (annuaire des clients)' })).toHaveAttribute(
      'href',
      '/api/clients/export.csv?q=odile',
    );

    // The conditioning form suggests it from two letters of its company; the keyboard picks it.
    await page.goto('/material-conditioning');
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle demande de conditionnement' });
    const companyField = form.getByRole('combobox', { name: "Nom de l'entreprise client" });
    await companyField.fill(`annuaire verre ${stamp}`.slice(0, 18));
    await expect(companyField).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByRole('option', { name: new RegExp(company) })).toBeVisible();
    await companyField.press('ArrowDown');
    await expect(form.getByRole('option', { name: new RegExp(company) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await companyField.press('Enter');
    await expect(companyField).toHaveAttribute('aria-expanded', 'false');
    await expect(companyField).toHaveValue(company);
    await expect(form.getByLabel('Nom du contact', { exact: true })).toHaveValue('Odile Fontaine');
    await expect(form.getByLabel('Email du contact', { exact: true })).toHaveValue('odile@verre.test');
    await expect(form.getByLabel('Téléphone', { exact: true })).toHaveValue('04 72 00 00 01');
    await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue('3 quai Perrache, 69002 Lyon');
    await fillConditioningRest(page);
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    const created = requestCreatedToast(page);
    await expect(created).toBeVisible();
    // The company is in the directory: nothing to offer.
    await expect(created.getByRole('button', { name: 'Enregistrer ce client' })).toHaveCount(0);

    // The client's page lists the request; its link opens the request's details on its page.
    await page.goto('/clients');
    await page.getByRole('link', { name: company }).click();
    await expect(page).toHaveURL(/\/clients\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    const requests = page.getByRole('region', { name: 'Demandes de ce client' });
    await expect(requests.getByText('En attente')).toBeVisible();
    await expect(requests.getByText(/Offre OE-/)).toBeVisible();

    // Requests name the client: the administrator's deletion is refused with the server's reason.
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Erreur')).toContainText('des demandes y font référence');
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();

    await requests.getByRole('link', { name: /^Envoi Conditionnement ENV-\d{4}-\d{5}$/ }).click();
    await expect(page).toHaveURL(/\/material-conditioning\?demande=\d+$/);
    await expect(page.getByRole('dialog')).toContainText(company);
  });

  test('a request for a company not in the directory offers "Enregistrer ce client"', async ({ page }) => {
    const company = `Inconnue ${Date.now()}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle demande de conditionnement' });
    await fillContact(form, company);
    await fillConditioningRest(page);
    await form.getByRole('button', { name: 'Créer la demande' }).click();

    await requestCreatedToast(page).getByRole('button', { name: 'Enregistrer ce client' }).click();
    await expect(toast(page, 'Client créé')).toBeVisible();
    const response = await page.request.get(`/api/clients?q=${encodeURIComponent(company)}`);
    expect(await response.json()).toEqual([
      expect.objectContaining({
        name: company,
        companyName: company,
        contactName: 'Claire Petit',
        contactEmail: 'claire.petit@example.test',
        contactPhone: '01 02 03 04 05',
        companyAddress: '1 rue de la Paix, 75002 Paris',
      }),
    ]);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('the directory, its dialog and a client page never scroll sideways', async ({ page }) => {
      const company = `Société aux très longs noms ${Date.now()}${'x'.repeat(60)}`;
      await signIn(page, ADMIN.username, ADMIN.password);
      const response = await page.request.post('/api/clients', {
        data: {
          name: company,
          companyName: company,
          contactName: 'Jean-Baptiste de La Rochefoucauld-Montmorency',
          contactEmail: `tres.long.contact.${'y'.repeat(40)}@exemple-de-domaine.test`,
          contactPhone: '+33 1 23 45 67 89',
          companyAddress: `${'Bâtiment '.repeat(8)}, 75001 Paris`,
        },
      });
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const fits = async (where: string) => {
        await expect(page.getByRole('status', { name: /^Chargement/ })).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, where).toBeLessThanOrEqual(360);
      };

      await page.goto('/clients');
      await expect(page.getByRole('link', { name: company })).toBeVisible();
      await fits('/clients');
      await page.getByRole('button', { name: `Modifier le client ${company}` }).click();
      await expect(page.getByRole('dialog', { name: 'Modifier le client' })).toBeVisible();
      await fits('the client dialog');
      await page.keyboard.press('Escape');
      await page.goto(`/clients/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
      await fits('a client page');
    });
  });
});
