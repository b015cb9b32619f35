/**
 * ERP offers in Chromium against the Odoo double of e2e/peers (JSON-RPC, Odoo 17): a user without
 * credentials is pointed to Mon compte, saves wrong then right credentials, tests the connection, and
 * fills each of the three request forms from a signed offer before submitting it.
 */
import { expect, type Page } from '@playwright/test';
import { ODOO_USERS } from '../src/server/test/peers/odoo-double';
import { conditioningPackaging } from '../src/shared/requests/packaging-calculator';
import { ADMIN, nextYear, openSettingsTab, registerUser, signIn, signOut, toast } from './fixtures';
import { test } from './test';

const alice = ODOO_USERS.alice;

async function saveOdooCredentials(page: Page, login: string, password: string) {
  await openSettingsTab(page, 'Mon compte');
  const erp = page.getByRole('form', { name: 'Identifiants Odoo' });
  await erp.getByLabel('Identifiant Odoo').fill(login);
  await erp.getByLabel('Mot de passe Odoo').fill(password);
  await erp.getByRole('button', { name: 'Enregistrer les identifiants' }).click();
  await expect(toast(page, 'Identifiants Odoo mis à jour')).toBeVisible();
  return erp;
}

/**
 * The "Informations chargées" toast. A modal dialog hides the rest of the page from assistive technology
 * (Radix sets aria-hidden), toasts included, so it is found by its text; the form says it too, in its own
 * status line.
 */
const loaded = (page: Page) => page.getByText('Informations chargées', { exact: true });

/** Opens the offer picker of a form, searches, and chooses the offer with this reference. */
async function chooseOffer(page: Page, formName: string, search: string, reference: string) {
  const form = page.getByRole('dialog', { name: formName });
  await form.getByRole('button', { name: 'Devis signé' }).click();
  await form.getByRole('combobox', { name: 'Rechercher un devis signé' }).fill(search);
  await form.getByRole('option', { name: new RegExp(reference) }).click();
  return form;
}

test('ERP: missing, wrong then valid credentials, and the three forms filled from signed offers', async ({
  page,
}) => {
  // Three forms and the account screen in one story: longer than the default budget.
  test.setTimeout(120_000);
  const stamp = Date.now();
  // A saved shipping address for the pickup form (administrators manage them).
  await signIn(page, ADMIN.username, ADMIN.password);
  const address = await page.request.post('/api/saved-addresses', {
    data: {
      name: `Quai ERP ${stamp}`,
      companyName: 'Logistique ERP',
      contactName: 'Hugo Bernard',
      contactEmail: 'hugo.bernard@example.test',
      contactPhone: '01 11 22 33 44',
      deliveryAddress: '3 rue du Quai, 93400 Saint-Ouen',
    },
  });
  expect(address.status()).toBe(201);
  await signOut(page);
  const user = await registerUser(page, `erp-${stamp}`);
  await signIn(page, user.username, user.password);

  // No credentials: spec §8's box on the conditioning form, pointing to the account screen.
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  let form = page.getByRole('dialog', { name: 'Nouvelle demande de conditionnement' });
  const missing = form.getByRole('status').filter({ hasText: 'Erreur lors du chargement des offres Odoo' });
  await expect(missing).toContainText('renseignez vos identifiants Odoo');
  await missing.getByRole('link', { name: 'Paramètres › Mon compte' }).click();
  await expect(page).toHaveURL(/\/settings\?onglet=mon-compte$/);
  await expect(
    page
      .getByRole('form', { name: 'Identifiants Odoo' })
      .getByRole('button', { name: 'Tester la connexion' }),
  ).toBeDisabled();

  // Wrong credentials: the test says why, and the regional form's box says it too.
  let erp = await saveOdooCredentials(page, alice.login, 'pas-le-bon-mot-de-passe');
  await erp.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(erp.getByRole('status')).toContainText('Échec de la connexion');
  await expect(erp.getByRole('status')).toContainText('Identifiants Odoo invalides');
  await page.goto('/regional-collection');
  await page.getByRole('button', { name: 'Nouvelle collecte' }).click();
  form = page.getByRole('dialog', { name: 'Nouvelle collecte' });
  const unavailable = form.getByRole('status').filter({ hasText: 'Intégration Odoo non disponible' });
  await expect(unavailable).toContainText('Identifiants Odoo invalides');
  await expect(unavailable).toContainText('saisir les informations du client manuellement');
  await form.getByRole('button', { name: 'Annuler' }).click();

  // The right password (the ERP password may be an API key as well).
  erp = await saveOdooCredentials(page, alice.login, alice.password);
  await erp.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(erp.getByRole('status')).toContainText('Connexion réussie');
  await expect(erp.getByRole('status')).toContainText('Odoo 17');

  // Conditioning: S00010 fills the contact, the number, the equipment; the packaging follows.
  await page.goto('/');
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  form = await chooseOffer(page, 'Nouvelle demande de conditionnement', 'acme', 'S00010');
  await expect(loaded(page)).toBeVisible();
  await expect(form.getByRole('status')).toContainText(
    'Informations client et 18\u00a0équipements récupérés du devis S00010.',
  );
  await expect(form.getByRole('status')).toContainText(
    'Lignes non comptées\u00a0: [TRANSPORT] Frais de transport',
  );
  await expect(form.getByRole('button', { name: 'Devis signé' })).toContainText('S00010');
  await expect(form.getByLabel("Nom de l'entreprise client")).toHaveValue('Acme Recyclage SAS');
  await expect(form.getByLabel('Nom du contact', { exact: true })).toHaveValue('Claire Dupont');
  await expect(form.getByLabel('Email du contact')).toHaveValue('claire.dupont@acme.test');
  await expect(form.getByLabel('Téléphone', { exact: true })).toHaveValue('+33 1 23 45 67 89');
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue(
    '12 rue des Lilas, 93200 Saint-Denis',
  );
  await expect(form.getByLabel("Numéro d'offre")).toHaveValue('S00010');
  // Another shape than the prefix's: kept whole, and the line under it says so.
  await expect(form.getByText(/^Numéro gardé tel quel\u00a0: il ne commence pas par /)).toBeVisible();
  await expect(form.getByLabel('Ordinateurs à collecter')).toHaveValue('3');
  await expect(form.getByLabel('PC fixes à envoyer')).toHaveValue('2');
  await expect(form.getByLabel('Téléphones à collecter')).toHaveValue('5');
  const packaging = conditioningPackaging({
    computersToCollect: 3,
    phonesToCollect: 5,
    tabletsToCollect: 1,
    screensToCollect: 5,
    d3eBoxesToFill: 2,
  });
  await expect(form.getByLabel('Enveloppes PC')).toHaveValue(String(packaging.pcEnvelopes));
  await expect(form.getByLabel('Cartons écrans')).toHaveValue(String(packaging.screenBoxes));
  await expect(form.getByRole('switch', { name: 'Envoi sur palette' })).toBeChecked();
  // Still editable.
  await form.getByLabel('Nom du contact', { exact: true }).fill('Claire Dupont-Martin');
  await form.getByLabel('Date souhaitée').fill(nextYear('12-15'));
  await form.getByRole('button', { name: 'Créer la demande' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name: 'Acme Recyclage SAS' })).toContainText('S00010');

  // Pickup: S00011's contact has no phone, the user types it.
  await page.goto('/package-pickup');
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  form = await chooseOffer(page, "Nouvelle demande d'enlèvement", 'beta', 'S00011');
  await expect(loaded(page)).toBeVisible();
  await expect(form.getByRole('status')).toHaveText('Informations client récupérées du devis S00011.');
  await expect(form.getByLabel("Nom de l'entreprise client")).toHaveValue('Beta Industries');
  await expect(form.getByLabel('Nom du contact', { exact: true })).toHaveValue('Marc Leroy');
  await expect(form.getByLabel('Adresse', { exact: true })).toHaveValue(
    '5 avenue Foch, Bâtiment B, 75016 Paris',
  );
  await expect(form.getByLabel("Numéro d'offre (facultatif)")).toHaveValue('S00011');
  await expect(form.getByLabel('Téléphone', { exact: true })).toHaveValue('');
  await form.getByLabel('Téléphone', { exact: true }).fill('01 44 55 66 77');
  await form.getByRole('button', { name: "Adresse d'expédition" }).click();
  await form.getByRole('combobox', { name: 'Rechercher une adresse' }).fill(`Quai ERP ${stamp}`);
  await form.getByRole('option', { name: new RegExp(`Quai ERP ${stamp}`) }).click();
  await form.getByLabel('Date souhaitée').fill(nextYear('12-16'));
  await form.getByRole('button', { name: 'Créer la demande' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name: 'Beta Industries' })).toContainText('S00011');

  // Regional collection: S00010 again (Saint-Denis is in Île-de-France), the summary follows.
  await page.goto('/regional-collection');
  await page.getByRole('button', { name: 'Nouvelle collecte' }).click();
  form = await chooseOffer(page, 'Nouvelle collecte', 'S00010', 'S00010');
  await expect(form.getByRole('status')).toContainText('18\u00a0équipements');
  await expect(form.getByLabel('Adresse de collecte')).toHaveValue('12 rue des Lilas, 93200 Saint-Denis');
  await expect(form.getByLabel('Ordinateurs', { exact: true })).toHaveValue('3');
  await expect(form.getByLabel('PC fixes', { exact: true })).toHaveValue('2');
  await expect(form.getByLabel('Cartons D3E', { exact: true })).toHaveValue('2');
  await expect(form.getByRole('region', { name: 'Emballages calculés' })).toContainText(
    `Enveloppes PC${packaging.pcEnvelopes}`,
  );
  await form.getByLabel('Date souhaitée').fill(nextYear('03-04'));
  await form.getByRole('button', { name: 'Créer la demande' }).click();
  await expect(form).toBeHidden();
  const saved = await page.request.get('/api/regional-collection-requests?q=S00010');
  expect(saved.ok()).toBe(true);
  expect(await saved.json()).toEqual([
    expect.objectContaining({
      clientCompanyName: 'Acme Recyclage SAS',
      offerNumber: 'S00010',
      computersToCollect: 3,
      pcFixesToCollect: 2,
      d3eBoxes: 2,
    }),
  ]);
});
