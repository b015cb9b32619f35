import { expect } from '@playwright/test';
import {
  ADMIN,
  createRequest,
  nextYear,
  putCompanyIdentity,
  requestContact,
  signIn,
  toast,
} from './fixtures';
import { test } from './test';

const PATH = 'regional-collection-requests';

test('an administrator copies a request’s tracking link; a signed-out phone opens it until it is turned off', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const company = `Suivi public ${Date.now()}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  const id = await createRequest(page, PATH, {
    ...requestContact(company),
    desiredDate: nextYear('04-14'),
    computersToCollect: 5,
    preferredTimeSlot: 'morning',
  });
  expect((await page.request.patch(`/api/${PATH}/${id}`, { data: { status: 'completed' } })).ok()).toBe(true);

  // From the request's details: create the link (none yet), then copy it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/regional-collection?demande=${id}`);
  const panel = page
    .getByRole('dialog', { name: 'Collecte Région Parisienne' })
    .getByRole('region', { name: 'Page de suivi du client' });
  await panel.getByRole('button', { name: 'Créer un lien de suivi' }).click();
  await expect(toast(page, 'Lien de suivi créé')).toBeVisible();
  await panel.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(toast(page, 'Lien copié')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/suivi\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByRole('textbox', { name: 'Lien de la page de suivi' })).toHaveValue(url);

  // The team plans the collection.
  const planned = await page.request.post(`/api/${PATH}/${id}/fulfilment`, {
    data: { stage: 'planned', plannedDate: nextYear('04-15'), timeSlot: { preferredTimeSlot: 'afternoon' } },
  });
  expect(planned.ok()).toBe(true);

  // Who runs the service, named on the page with how to reach them.
  const identity = await putCompanyIdentity(page, {
    legalName: 'Réemploi Solidaire E2E',
    siret: '73282932000074',
    address: '12 rue de la Paix, 75002 Paris',
    phone: '01 23 45 67 89',
    email: 'contact@reemploi-e2e.test',
  });
  expect(identity.ok(), await identity.text()).toBe(true);

  // The client, on a phone, without an account.
  const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'fr-FR' });
  try {
    const client = await phone.newPage();
    const answer = await client.goto(url);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    await expect(client.getByRole('heading', { level: 1, name: 'Suivi de votre demande' })).toBeVisible();
    const { reference } = (await (await page.request.get(`/api/${PATH}/${id}`)).json()) as {
      reference: string;
    };
    await expect(client.getByText(`Collectes Région Parisienne · Collecte ${reference}`)).toBeVisible();
    const stages = client.getByRole('region', { name: 'Étapes' }).getByRole('listitem');
    await expect(stages).toHaveText([
      /^À planifier/,
      /^Planifiée/,
      /^Collectée.*À venir/,
      /^Réceptionnée.*À venir/,
    ]);
    await expect(stages.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(client.getByRole('region', { name: 'Organisation' })).toContainText(
      'Après-midi (14 h – 18 h)',
    );
    await expect(client.getByText('Réemploi Solidaire E2E', { exact: true })).toBeVisible();
    await expect(client).toHaveTitle(/· Réemploi Solidaire E2E$/);
    const contact = client.getByRole('region', { name: 'Une question ?' });
    await expect(contact.getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:0123456789',
    );
    await expect(contact.getByRole('link', { name: 'contact@reemploi-e2e.test' })).toHaveAttribute(
      'href',
      'mailto:contact@reemploi-e2e.test',
    );
    await expect(client.getByText('Gestion Logistique')).toHaveCount(0);
    // Nothing of the request's contact.
    await expect(client.getByText(/Claire Petit|rue de la Paix/)).toHaveCount(0);
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    // Turned off from the details: the same address is now a missing page.
    await panel.getByRole('button', { name: 'Désactiver le lien' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Désactiver le lien de suivi\u00a0?' });
    await confirm.getByRole('button', { name: 'Désactiver le lien' }).click();
    await expect(toast(page, 'Lien de suivi désactivé')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Créer un lien de suivi' })).toBeVisible();
    const gone = await client.reload();
    expect(gone?.status()).toBe(404);
    await expect(client.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  } finally {
    await phone.close();
  }
});
