import { expect } from '@playwright/test';
import { ADMIN, createRequest, nextYear, requestContact, signInByApi, toast } from './fixtures';
import { test } from './test';

/** A mistyped stage is corrected in place, its history saying before and after (issue 30 point 9). */
test('a planned collection’s day and team are corrected without undoing the stage', async ({ page }) => {
  const company = `Collège Corrigé ${Date.now()}`;
  await signInByApi(page, ADMIN.username, ADMIN.password);
  const id = await createRequest(page, 'regional-collection-requests', {
    ...requestContact(company),
    desiredDate: nextYear('06-10'),
    computersToCollect: 4,
  });
  const base = `/api/regional-collection-requests/${id}`;
  expect((await page.request.patch(base, { data: { status: 'completed' } })).status()).toBe(200);
  const planned = await page.request.post(`${base}/fulfilment`, {
    data: {
      stage: 'planned',
      plannedDate: nextYear('06-10'),
      timeSlot: { preferredTimeSlot: 'morning' },
      team: 'Équipe A',
    },
  });
  expect(planned.status()).toBe(200);

  await page.goto(`/regional-collection?demande=${id}`);
  const details = page.getByRole('dialog', { name: 'Collecte Région Parisienne' });
  await details.getByRole('button', { name: "Corriger l'étape\u00a0: Planifiée" }).click();
  const form = details.getByRole('form', {
    name: "Corriger l'étape «\u00a0Planifiée\u00a0»",
  });
  // It starts from what the stage recorded.
  await expect(form.getByLabel('Date de collecte')).toHaveValue(nextYear('06-10'));
  await expect(form.getByLabel('Équipe ou véhicule')).toHaveValue('Équipe A');
  await form.getByLabel('Date de collecte').fill(nextYear('06-12'));
  await form.getByLabel('Équipe ou véhicule').fill('Équipe B');
  await form.getByRole('button', { name: 'Enregistrer la correction' }).click();
  await expect(toast(page, 'Étape corrigée')).toBeVisible();
  await expect(form).toBeHidden();

  const steps = details.getByRole('list', { name: 'Étapes du suivi' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Planifiée');
  await expect(steps).toContainText('Équipe B');
  const history = details.getByRole('region', { name: 'Historique' });
  const line = history.getByRole('listitem').filter({ hasText: 'Étape «\u00a0Planifiée\u00a0» corrigée' });
  await expect(line).toContainText('Équipe ou véhicule\u00a0: Équipe A → Équipe B');
  await expect(line).toContainText('Date de collecte');
});
