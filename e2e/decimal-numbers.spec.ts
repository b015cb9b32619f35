/**
 * Decimal numbers in the browser (issue 30): « 187,5 » typed in the reception's « Poids reçu (kg) » and in
 * a conditioning pallet's « Poids (kg) » is stored as 187.5 — not 1875, not dropped — and shown back as
 * « 187,5 ». Run in a French and in an English browser: a `type="number"` input behaves differently in
 * each (the English one silently drops « 187,5 »), which is why the product's number input is a text input
 * read by one shared parser. Unreadable text (« 12,3,4 ») is refused with a French message.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  createRequest,
  fillContact,
  nextYear,
  requestCard,
  signIn,
  signInByApi,
  toast,
} from './fixtures';
import { test } from './test';

/** « Passer à l'étape : <label> », `fill` its form, save it, and wait for the request to stand there. */
async function advance(details: Locator, label: string, fill: (form: Locator) => Promise<void>) {
  await details.getByRole('button', { name: `Passer à l'étape\u00a0: ${label}`, exact: true }).click();
  const form = details.getByRole('form', { name: `Passer à l'étape «\u00a0${label}\u00a0»` });
  await fill(form);
  await form.getByRole('button', { name: "Enregistrer l'étape" }).click();
  await expect(form).toBeHidden();
}

async function receptionWeighs187AndAHalf(page: Page, locale: string) {
  const stamp = `${Date.now()}-${locale}`;
  const company = `Poids décimal ${stamp}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const id = await createRequest(page, 'collection-requests', {
    clientName: company,
    clientContactName: 'Claire Petit',
    clientPhone: '01 02 03 04 05',
    clientEmail: 'claire.petit@example.test',
    clientAddress: '5 rue de la République, 69001 Lyon',
    materials: '3 ordinateurs',
  });
  const base = `/api/collection-requests/${id}`;
  expect((await page.request.patch(base, { data: { status: 'completed' } })).status()).toBe(200);
  // The stages before the reception, through the API: the browser's part is the reception's form.
  const carriers = (await (await page.request.get('/api/carriers')).json()) as { id: number; name: string }[];
  const carrierId = carriers.find((carrier) => carrier.name === 'Moyens propres')?.id;
  const planned = await page.request.post(`${base}/fulfilment`, {
    data: { stage: 'planned', carrierId, plannedDate: nextYear('05-12') },
  });
  expect(planned.status(), await planned.text()).toBe(200);
  expect((await page.request.post(`${base}/fulfilment`, { data: { stage: 'collected' } })).status()).toBe(
    200,
  );

  await page.goto(`/collection?demande=${id}`);
  const details = page.getByRole('dialog', { name: 'Collecte hors Île-de-France' });
  await expect(details.getByRole('heading', { name: 'Suivi', exact: true })).toBeVisible();
  await advance(details, 'Réceptionnée', async (form) => {
    const weight = form.getByLabel('Poids reçu (kg)');
    // Unreadable: said in French, never read as another number.
    await weight.fill('12,3,4');
    await form.getByRole('button', { name: "Enregistrer l'étape" }).click();
    await expect(form.getByText('«\u00a0Poids reçu\u00a0» doit être un nombre')).toBeVisible();
    await expect(weight).toHaveValue('12,3,4');
    await weight.fill('187.5');
    await weight.blur();
    // The point typed reads back the French way once the field is left.
    await expect(weight).toHaveValue('187,5');
    await weight.fill('187,5');
    await expect(form.getByText('«\u00a0Poids reçu\u00a0» doit être un nombre')).toBeHidden();
    await form.getByLabel('Ordinateurs', { exact: true }).fill('3');
    await form.getByLabel('Devenir\u00a0: Ordinateurs').selectOption('16 02 14');
  });
  await expect(details.getByText('187,5\u00a0kg (pesé)')).toBeVisible();
  const stored = (await (await page.request.get(base)).json()) as {
    fulfilment: { receivedWeightKg: number };
  };
  expect(stored.fulfilment.receivedWeightKg).toBe(187.5);
}

async function palletWeighs187AndAHalf(page: Page, locale: string) {
  const stamp = `${Date.now()}-${locale}`;
  const company = `Palette décimale ${stamp}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle demande de conditionnement' });
  await fillContact(form, company);
  await form.getByLabel("Numéro d'offre").pressSequentially('456');
  await form.getByLabel('Date souhaitée').fill(nextYear('12-11'));
  // PC fixes travel on pallets: the pallet's measures appear.
  await form.getByLabel('PC fixes à envoyer').fill('2');
  const weight = form.getByLabel('Poids (kg)');
  await weight.fill('12,3,4');
  await form.getByRole('button', { name: 'Créer la demande' }).click();
  await expect(form.getByText('Le poids doit être un nombre', { exact: false })).toBeVisible();
  await weight.fill('187,5');
  await form.getByLabel('Hauteur (cm)').fill('150,5');
  await form.getByRole('button', { name: 'Créer la demande' }).click();
  await expect(toast(page, 'Demande créée avec succès')).toBeVisible();
  await expect(form).toBeHidden();

  await expect(requestCard(page, company)).toContainText('187,5\u00a0kg');
  const saved = await page.request.get(
    `/api/material-conditioning-requests?q=${encodeURIComponent(company)}`,
  );
  expect(await saved.json()).toEqual([
    expect.objectContaining({ clientCompanyName: company, palletWeight: 187.5, palletHeight: 150.5 }),
  ]);
}

for (const locale of ['fr-FR', 'en-US']) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test('« 187,5 » in « Poids reçu (kg) » is stored as 187.5 and shown « 187,5 kg »', async ({ page }) => {
      await receptionWeighs187AndAHalf(page, locale);
    });

    test('« 187,5 » in a pallet weight is stored as 187.5 and shown « 187,5 kg »', async ({ page }) => {
      await palletWeighs187AndAHalf(page, locale);
    });
  });
}
