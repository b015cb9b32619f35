import fs from 'node:fs/promises';
import { type Download, expect } from '@playwright/test';
import { ADMIN, createRequest, nextYear, requestContact, signIn } from './fixtures';
import { test } from './test';

test('an administrator downloads the waste register of a range of days from the dashboard', async ({
  page,
}) => {
  const stamp = Date.now();
  const company = `Registre ${stamp}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  // A regional collection received today, its phones tagged as DEEE and its computers reused.
  const id = await createRequest(page, 'regional-collection-requests', {
    ...requestContact(company),
    desiredDate: nextYear('06-10'),
    computersToCollect: 2,
    phonesToCollect: 3,
    preferredTimeSlot: 'morning',
  });
  const url = `/api/regional-collection-requests/${id}`;
  expect((await page.request.patch(url, { data: { status: 'completed' } })).status()).toBe(200);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const quantities = {
    computersToCollect: 2,
    pcFixesToCollect: 0,
    phonesToCollect: 3,
    tabletsToCollect: 0,
    screensToCollect: 0,
    d3eBoxes: 0,
  };
  for (const data of [
    { stage: 'planned', plannedDate: today, timeSlot: { preferredTimeSlot: 'morning' } },
    { stage: 'collected', collected: quantities, handedOverBy: 'M. Martin' },
    {
      stage: 'received',
      received: quantities,
      receivedWeightKg: 6,
      wasteTags: { computersToCollect: 'reuse', phonesToCollect: '20 01 36' },
    },
  ]) {
    const moved = await page.request.post(`${url}/fulfilment`, { data });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.goto('/admin-dashboard');
  const register = page.getByRole('group', { name: 'Registre des déchets' });
  const from = register.getByLabel('Du');
  const to = register.getByLabel('Au');
  await expect(to).toHaveValue(today);
  // An inverted range says so and offers no file.
  await from.fill(nextYear('01-01'));
  await expect(register.getByRole('alert')).toHaveText(
    'La date de fin doit être le même jour que la date de début ou après.',
  );
  await expect(register.getByRole('link')).toHaveCount(0);
  await from.fill(today);

  const [file] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    register.getByRole('link', { name: /^Télécharger le registre/ }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^registre-dechets-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await fs.readFile(await file.path()));
  expect(text.startsWith('\uFEFFIdentifiant unique;SIRET du destinataire;Date de réception;')).toBe(true);
  const line = text.split('\r\n').find((row) => row.startsWith(`CRP-${id}-`));
  expect(line).toContain(`CRP-${id}-200136;`);
  expect(line).toContain(';DEEE — Téléphones (3);20 01 36;Non;');
  expect(line).toContain(`;${company};`);
});
