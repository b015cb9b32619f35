import { expect, type Page } from '@playwright/test';
import {
  ADMIN,
  counter,
  createRequest,
  fillContact,
  nextYear,
  openStatusTab,
  requestCard,
  requestCounts,
  signIn,
  toast,
} from './fixtures';
import { test } from './test';

const PATH = 'package-pickup-requests';

interface Settings {
  cartonWidth: number;
  cartonLength: number;
  cartonHeight: number;
  grandCartonWidth: number;
  grandCartonLength: number;
  grandCartonHeight: number;
  europaletteWidth: number;
  europaletteLength: number;
}

async function createAddress(page: Page, name: string, companyName: string, deliveryAddress: string) {
  const response = await page.request.post('/api/saved-addresses', {
    data: {
      name,
      companyName,
      contactName: 'Hugo Bernard',
      contactEmail: 'hugo.bernard@example.test',
      contactPhone: '01 11 22 33 44',
      deliveryAddress,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The values of one row's four inputs, in the order width, length, height, weight. */
const rowValues = (page: Page, row: string) =>
  Promise.all(
    ['Largeur (cm)', 'Longueur (cm)', 'Hauteur (cm)', 'Poids (kg)'].map((label) =>
      page.getByRole('group', { name: row, exact: true }).getByLabel(label).inputValue(),
    ),
  );

test.describe('Enlèvement Colis/Palettes', () => {
  test('an administrator fills the form with presets and a saved address, then refuses the request', async ({
    page,
  }) => {
    const stamp = Date.now();
    const company = `Enlèvement ${stamp}`;
    const north = `Entrepôt Nord ${stamp}`;
    const south = `Plateforme Sud ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    await createAddress(page, north, `Recyclage Nord ${stamp}`, '5 rue du Port, 59000 Lille');
    await createAddress(page, south, `Logistique Sud ${stamp}`, '8 quai des Docks, 13002 Marseille');
    const settings = (await (await page.request.get('/api/general-settings')).json()) as Settings;
    const before = await requestCounts(page, PATH);

    await page.goto('/package-pickup');
    await expect(page.getByRole('heading', { level: 1, name: 'Enlèvement Colis/Palettes' })).toBeVisible();
    await expect(counter(page, 'Total Enlèvements')).toContainText(String(before.total));
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const form = page.getByRole('dialog', { name: "Nouvelle demande d'enlèvement" });
    await expect(form.getByRole('radio', { name: 'Colis' })).toBeChecked();

    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(form.getByText("L'adresse d'expédition est requise")).toBeVisible();
    await expect(form.getByText('Le téléphone est requis')).toBeVisible();

    // Rows: one 1×1×1 parcel of 1 kg; adding one counts it; only a later row can be removed.
    await expect(form.getByLabel('Nombre de colis')).toHaveValue('1');
    expect(await rowValues(page, 'Colis 1')).toEqual(['1', '1', '1', '1']);
    await expect(form.getByRole('button', { name: 'Supprimer : Colis 1' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Ajouter un colis' }).click();
    await expect(form.getByLabel('Nombre de colis')).toHaveValue('2');
    expect(await rowValues(page, 'Colis 2')).toEqual(['1', '1', '1', '1']);
    await expect(form.getByRole('button', { name: 'Supprimer : Colis 1' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Ajouter un colis' }).click();
    await form.getByRole('button', { name: 'Supprimer : Colis 3' }).click();
    await expect(form.getByRole('group', { name: 'Colis 3' })).toHaveCount(0);
    await expect(form.getByLabel('Nombre de colis')).toHaveValue('2');

    // Presets come from the general settings; the weight is the user's.
    const row1 = form.getByRole('group', { name: 'Colis 1', exact: true });
    const row2 = form.getByRole('group', { name: 'Colis 2', exact: true });
    await row1.getByRole('button', { name: /^Carton standard/ }).click();
    await row2.getByRole('button', { name: /^Grand carton/ }).click();
    await row2.getByLabel('Poids (kg)').fill('12');
    expect(await rowValues(page, 'Colis 1')).toEqual([
      String(settings.cartonWidth),
      String(settings.cartonLength),
      String(settings.cartonHeight),
      '1',
    ]);
    expect(await rowValues(page, 'Colis 2')).toEqual([
      String(settings.grandCartonWidth),
      String(settings.grandCartonLength),
      String(settings.grandCartonHeight),
      '12',
    ]);
    await row1.getByLabel('Hauteur (cm)').fill('0');
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(row1.getByText('La hauteur doit être positive')).toBeVisible();
    await row1.getByLabel('Hauteur (cm)').fill('25');

    // Pallets: the europallet preset fills width and length only.
    await form.getByRole('radio', { name: 'Palette' }).check();
    await expect(form.getByRole('group', { name: 'Détails des palettes' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Colis 1' })).toHaveCount(0);
    const pallet = form.getByRole('group', { name: 'Palette 1', exact: true });
    await pallet.getByRole('button', { name: /^Europalette/ }).click();
    expect(await rowValues(page, 'Palette 1')).toEqual([
      String(settings.europaletteWidth),
      String(settings.europaletteLength),
      '1',
      '1',
    ]);
    await form.getByRole('radio', { name: 'Colis' }).check();
    expect(await rowValues(page, 'Colis 2')).toEqual([
      String(settings.grandCartonWidth),
      String(settings.grandCartonLength),
      String(settings.grandCartonHeight),
      '12',
    ]);

    // The saved-address dropdown (spec §2): search, Escape, click outside, selection.
    const trigger = form.getByRole('button', { name: "Adresse d'expédition" });
    const search = form.getByRole('combobox', { name: 'Rechercher une adresse' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await search.fill(`NORD ${stamp}`);
    await expect(form.getByRole('option')).toHaveCount(1);
    await expect(form.getByRole('option', { name: new RegExp(north) })).toBeVisible();
    await search.fill('marseille');
    await expect(form.getByRole('option', { name: new RegExp(south) })).toBeVisible();
    await expect(form.getByRole('option', { name: new RegExp(north) })).toHaveCount(0);
    await search.fill(`aucune-adresse-${stamp}`);
    await expect(form.getByText('Aucune adresse trouvée')).toBeVisible();
    await search.press('Escape');
    await expect(search).toBeHidden();
    await expect(form).toBeVisible(); // Escape closed the dropdown, not the dialog.
    await trigger.click();
    await expect(search).toHaveValue('');
    await search.fill('Hugo');
    await form.getByRole('heading', { name: "Nouvelle demande d'enlèvement" }).click();
    await expect(search).toBeHidden();
    await trigger.click();
    await expect(search).toHaveValue('');
    await search.fill(`Plateforme Sud ${stamp}`);
    await form.getByRole('option', { name: new RegExp(south) }).click();
    await expect(search).toBeHidden();
    await expect(trigger).toContainText(south);

    await fillContact(form, company);
    await form.getByLabel("Numéro d'offre (facultatif)").fill('555');
    await form.getByLabel('Valeur du lot (facultatif)').fill('1 500 €');
    await form.getByLabel('Date souhaitée').fill(nextYear('12-14'));
    await form.getByRole('button', { name: 'Créer la demande' }).click();
    await expect(toast(page, 'Demande créée avec succès')).toBeVisible();
    await expect(form).toBeHidden();

    const card = requestCard(page, company);
    await expect(card).toContainText('En attente');
    await expect(card).toContainText('OE-000555');
    await expect(card).toContainText(`Logistique Sud ${stamp} — 8 quai des Docks, 13002 Marseille`);
    await expect(card).toContainText('1 500 €');
    await expect(card).toContainText(`${settings.cartonWidth} × ${settings.cartonLength} × 25 cm, 1 kg`);
    await expect(counter(page, 'En Attente')).toContainText(String(before.pending + 1));

    await card.getByRole('button', { name: 'Voir les détails' }).click();
    const details = page.getByRole('dialog', { name: 'Enlèvement Colis/Palettes' });
    await expect(details).toContainText('Colis 2');
    await expect(details).toContainText('Nombre de colis');
    await details.getByRole('button', { name: 'Fermer' }).first().press('Enter');

    await card.getByRole('button', { name: 'Refuser' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Refuser' }).click();
    await expect(toast(page, 'Statut mis à jour')).toBeVisible();
    await openStatusTab(page, 'Rejetées');
    await expect(requestCard(page, company)).toContainText('Refusé');
    await expect(counter(page, 'Rejetées')).toContainText(String(before.rejected + 1));
  });

  test('a pallet pickup is edited from its details and accepted', async ({ page }) => {
    const stamp = Date.now();
    const company = `Palettes ${stamp}`;
    await signIn(page, ADMIN.username, ADMIN.password);
    const addressId = await createAddress(
      page,
      `Quai ${stamp}`,
      `Transit ${stamp}`,
      '2 rue du Quai, 94000 Créteil',
    );
    await createRequest(page, PATH, {
      type: 'pallet',
      clientCompanyName: company,
      contactName: 'Claire Petit',
      contactEmail: 'claire.petit@example.test',
      contactPhone: '01 02 03 04 05',
      companyAddress: '1 rue de la Paix, 75002 Paris',
      shippingAddressId: addressId,
      desiredDate: nextYear('12-15'),
      palletDetails: [{ width: 80, length: 120, height: 150, weight: 300 }],
    });
    await page.goto('/package-pickup');

    await requestCard(page, company).getByRole('button', { name: 'Voir les détails' }).click();
    await page
      .getByRole('dialog', { name: 'Enlèvement Colis/Palettes' })
      .getByRole('button', { name: 'Modifier' })
      .click();
    const form = page.getByRole('dialog', { name: "Modifier la demande d'enlèvement" });
    await expect(form.getByRole('radio', { name: 'Palette' })).toBeChecked();
    await expect(form.getByRole('button', { name: "Adresse d'expédition" })).toContainText(`Quai ${stamp}`);
    expect(await rowValues(page, 'Palette 1')).toEqual(['80', '120', '150', '300']);
    await form.getByRole('button', { name: 'Ajouter une palette' }).click();
    await form.getByRole('group', { name: 'Palette 2', exact: true }).getByLabel('Poids (kg)').fill('200');
    await form.getByRole('button', { name: 'Modifier la demande' }).click();
    await expect(toast(page, 'Demande modifiée')).toBeVisible();

    const card = requestCard(page, company);
    await expect(card).toContainText('Palette 2');
    await expect(card).toContainText('1 × 1 × 1 cm, 200 kg');
    await card.getByRole('button', { name: 'Accepter' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Accepter la demande ?' });
    await expect(confirm).toContainText("Elle ne déduit rien du stock d'emballages.");
    await confirm.getByRole('button', { name: 'Accepter' }).click();
    await expect(toast(page, 'Statut mis à jour')).toContainText(
      'Demande acceptée\u00a0: elle est maintenant «\u00a0À planifier\u00a0» dans le suivi.',
    );
    await openStatusTab(page, 'Terminées');
    await expect(requestCard(page, company)).toContainText('À planifier');
    await expect(requestCard(page, company).getByText('Terminé', { exact: true })).toHaveCount(0);
  });
});
